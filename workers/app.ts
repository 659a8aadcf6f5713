import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { BudgetCounter } from "../app/.server/budgets/budget-counter.ts";
import { ConfigError, checkEnvOnce } from "../app/.server/config.ts";
import { appContext } from "../app/.server/context.ts";
import { createServices } from "../app/.server/create-services.ts";
import { createDb } from "../app/.server/db/client.ts";
import { compactLegacyAnswers } from "../app/.server/diagnostics/answer-store.ts";
import { sweepExpired } from "../app/.server/housekeeping.ts";
import { internalErrorBody, internalErrorMessage, newRequestId } from "../app/.server/http/api-error.ts";
import { ApiError } from "../app/domain/api-error.ts";
import { accountRouter } from "./api/account.ts";
import { authRouter, sessionRouter } from "./api/auth.ts";
import { biometricRouter } from "./api/biometric.ts";
import { devOutboxRouter } from "./api/dev-outbox.ts";
import { diagnosticsRouter, historyRouter } from "./api/diagnostics.ts";
import { healthRouter } from "./api/health.ts";
import { machinesRouter } from "./api/machines.ts";
import { subscriptionRouter, trialRouter } from "./api/subscription.ts";
import { userRouter } from "./api/user.ts";
import type { AppEnv } from "./hono-env.ts";
import { readBodyFirst } from "./middleware/body-limit.ts";
import { originCheck, securityHeaders } from "./middleware/security.ts";

// Created once per isolate, not per request.
const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<AppEnv>();

// Short ids (12 base32 characters) that a person can read out to support; the full request is in the log.
// The id is always ours: a client-sent X-Request-Id is ignored, so nobody chooses the reference a person reads out.
app.use(requestId({ headerName: "", generator: newRequestId }));
app.use(async (c, next) => {
  const nonce = randomNonce();
  c.set("nonce", nonce);
  const clientIp = c.req.header("cf-connecting-ip") ?? "127.0.0.1";
  const waitUntil = (p: Promise<unknown>) =>
    c.executionCtx.waitUntil(p.catch((e) => console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), error: String(e) }))));
  const secure = new URL(c.req.url).protocol === "https:";
  const services = createServices(c.env, c.req.raw, { requestId: c.get("requestId"), nonce, clientIp, waitUntil, secure });
  c.set("services", services);
  await next();
  const bookmark = services.dbBookmarkCookie();
  if (bookmark) services.responseCookies.push(bookmark);
  if (services.responseCookies.length > 0) {
    // React Router responses can be immutable; rebuild before adding headers.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of services.responseCookies) c.res.headers.append("Set-Cookie", cookie);
    c.res.headers.set("Cache-Control", "private, no-store");
  }
});
app.use(securityHeaders());
// Before anything that may answer early: the body is read (or drained and refused) first.
app.use(readBodyFirst());
app.use(originCheck());

app.route("/api/health", healthRouter);
app.route("/api/dev", devOutboxRouter);
app.route("/api", sessionRouter);
app.route("/api/auth/biometric", biometricRouter);
app.route("/api/auth", authRouter);
app.route("/api/user", userRouter);
app.route("/api/user", trialRouter);
app.route("/api/user", accountRouter);
app.route("/api/diagnostics", diagnosticsRouter);
app.route("/api/history", historyRouter);
app.route("/api/machines", machinesRouter);
app.route("/api/subscription", subscriptionRouter);
app.all("/api/*", (c) => c.json({ message: "Not found", error: "NOT_FOUND" }, 404));

app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(appContext, c.get("services"));
  return handleRequest(c.req.raw, context);
});

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

app.onError((err, c) => {
  if (err instanceof ApiError) {
    const retryAfter = err.fields.retryAfterSeconds;
    if (err.status === 429 && typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
    return c.json(err.toBody(), err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException && err.status < 500) return c.json({ message: err.message || "Request failed" }, err.status);
  return internalError(c.get("requestId"), c.req.path, err);
});

/** Logs the error with its request id; the person gets a plain message with that id and nothing internal. */
function internalError(id: string, path: string, err: unknown): Response {
  console.error(JSON.stringify({ level: "error", requestId: id, path, error: String(err), stack: err instanceof Error ? err.stack : undefined }));
  const headers = { "x-request-id": id, "cache-control": "private, no-store" };
  if (path.startsWith("/api/")) {
    return new Response(JSON.stringify(internalErrorBody(id)), { status: 500, headers: { ...headers, "content-type": "application/json; charset=utf-8" } });
  }
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong — FieldFix</title><body style="font:18px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>${internalErrorMessage(id)}</p><p><a href="/">Return Home</a></p></body></html>`;
  return new Response(page, { status: 500, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
}

export { BudgetCounter };

export default {
  /** A last guard around the app: whatever escapes Hono still becomes the plain 500, never a runtime error page. */
  async fetch(request, env, ctx) {
    try {
      // Once per isolate: a missing binding, var or secret stops every request with one clear log line (below).
      checkEnvOnce(env);
      return await app.fetch(request, env, ctx);
    } catch (err) {
      // Readable as it is in `wrangler tail` and the dev terminal; it names keys only, never their values.
      if (err instanceof ConfigError) console.error(err.message);
      return internalError(newRequestId(), new URL(request.url).pathname, err instanceof ConfigError ? "ConfigError (see the log line before)" : err);
    }
  },
  /** Hourly housekeeping (wrangler.toml [triggers]): expired rows never pile up. */
  async scheduled(controller, env) {
    checkEnvOnce(env);
    // The trigger's own time is the clock: a late run deletes what was due when it was scheduled, and tests can set it.
    const db = createDb(env.DB);
    await sweepExpired(db.$client, new Date(controller.scheduledTime));
    // Rows stored before compact storage, a batch an hour until none are left (docs/decisions/compact-storage.md).
    await compactLegacyAnswers(db);
  },
} satisfies ExportedHandler<Env>;
