import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext, createServices } from "../app/.server/context.ts";
import { ApiError, GENERIC_SERVER_ERROR } from "../app/.server/http/api-error.ts";
import { authRouter, sessionRouter } from "./api/auth.ts";
import { biometricRouter } from "./api/biometric.ts";
import { devOutboxRouter } from "./api/dev-outbox.ts";
import { diagnosticsRouter, historyRouter } from "./api/diagnostics.ts";
import { healthRouter } from "./api/health.ts";
import { subscriptionRouter, trialRouter } from "./api/subscription.ts";
import { userRouter } from "./api/user.ts";
import type { AppEnv } from "./hono-env.ts";
import { originCheck, securityHeaders } from "./middleware/security.ts";

// Created once per isolate, not per request.
const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const API_BODY_LIMIT_BYTES = 64 * 1024;

const app = new Hono<AppEnv>();

app.use(requestId());
app.use(async (c, next) => {
  const nonce = randomNonce();
  c.set("nonce", nonce);
  const clientIp = c.req.header("cf-connecting-ip") ?? "127.0.0.1";
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p.catch((e) => console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: String(e) }))));
  const secure = new URL(c.req.url).protocol === "https:";
  const services = createServices(c.env, c.req.raw, { requestId: c.get("requestId"), nonce, clientIp, waitUntil, secure });
  c.set("services", services);
  await next();
  if (services.responseCookies.length > 0) {
    // React Router responses can be immutable; rebuild before adding headers.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of services.responseCookies) c.res.headers.append("Set-Cookie", cookie);
  }
});
app.use(securityHeaders());
app.use(originCheck());
app.use(
  "/api/*",
  bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: "Request body is too large.", error: "PAYLOAD_TOO_LARGE" }, 413),
  }),
);

app.route("/api/health", healthRouter);
app.route("/api/dev", devOutboxRouter);
app.route("/api", sessionRouter);
app.route("/api/auth/biometric", biometricRouter);
app.route("/api/auth", authRouter);
app.route("/api/user", userRouter);
app.route("/api/user", trialRouter);
app.route("/api/diagnostics", diagnosticsRouter);
app.route("/api/history", historyRouter);
app.route("/api/subscription", subscriptionRouter);
app.all("/api/*", (c) => c.json({ message: "Not found", error: "NOT_FOUND" }, 404));

app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(appContext, c.get("services"));
  return handleRequest(c.req.raw, context);
});

app.onError((err, c) => {
  if (err instanceof ApiError) return c.json(err.toBody(), err.status);
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || "Request failed" }, err.status);
  }
  if (err instanceof SyntaxError && c.req.path.startsWith("/api/")) {
    return c.json({ message: "Request body must be valid JSON.", error: "INVALID_JSON" }, 400);
  }
  console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), path: c.req.path, error: String(err?.stack ?? err) }));
  return c.json({ message: GENERIC_SERVER_ERROR, error: "INTERNAL_ERROR", requestId: c.get("requestId") }, 500);
});

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export default app;
