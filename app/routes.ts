import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Registered explicitly: one module per URL (SPEC §2).
export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("tractor-search", "routes/tractor-search.tsx"),
  route("atv-search", "routes/atv-search.tsx"),
  route("automotive-search", "routes/automotive-search.tsx"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  // Diagnoses kept on this device (offline); a static segment, so it wins over diagnostic/:id.
  route("diagnostic/offline", "routes/offline-diagnostic.tsx"),
  route("diagnostic/:id", "routes/diagnostic.tsx", { id: "diagnostic" }),
  route("result/:id", "routes/diagnostic.tsx", { id: "result" }),
  route("diagnostic-result", "routes/diagnostic.tsx", { id: "diagnostic-result" }),
  route("account", "routes/account.tsx"),
  route("help", "routes/help.tsx"),
  route("subscription-plans", "routes/subscription-plans.tsx"),
  route("plans", "routes/plans-redirect.tsx", { id: "plans" }),
  route("subscribe", "routes/plans-redirect.tsx", { id: "subscribe" }),
  route("history", "routes/history.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
