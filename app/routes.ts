import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Registered explicitly: one module per URL (SPEC §2).
export default [
  index("routes/home.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
