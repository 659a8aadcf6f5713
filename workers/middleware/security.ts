import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request (API and React Router actions alike): browsers send
 * Sec-Fetch-Site and/or Origin; anything that is not same-origin is refused. Requests with neither header
 * come from non-browser clients, which carry no ambient cookies from a victim's browser.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const own = new URL(c.req.url).origin;
    const allowed = new Set([own, c.env.PUBLIC_ORIGIN]);
    const crossSite =
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (origin !== undefined && origin !== "null" && !allowed.has(origin)) ||
      origin === "null";
    if (crossSite) {
      return c.json({ message: "Cross-site requests are not allowed.", error: "CROSS_SITE_REQUEST" }, 403);
    }
    return next();
  };
}

/**
 * Security headers on every response; HTML gets a CSP bound to the per-request nonce. Caching: everything the
 * Worker answers (pages, data, API) may depend on who is asking, and a shared cache keyed by URL would serve one
 * person's page to another, so it is `private, no-store` unless a handler chose otherwise for a response that
 * carries no session (static files never reach the Worker; public/_headers sets theirs).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const type = h.get("content-type") ?? "";
    const nonce = c.get("nonce");
    const csp = type.includes("text/html")
      ? [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          // The inlined stylesheet carries the nonce; no style attribute or injected <style> is allowed without it.
          `style-src 'self' 'nonce-${nonce}'`,
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "connect-src 'self'",
          "manifest-src 'self'",
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; ")
      : "default-src 'none'; frame-ancestors 'none'";
    // Responses from React Router may be immutable; copy when needed.
    const requestId = c.get("requestId");
    const personal = /(^|;\s*)(__Host-)?ff_session=/.test(c.req.header("cookie") ?? "") || h.has("set-cookie") || !h.has("cache-control");
    try {
      setAll(h, csp, requestId, personal);
    } catch {
      c.res = new Response(c.res.body, c.res);
      setAll(c.res.headers, csp, requestId, personal);
    }
  };
}

function setAll(h: Headers, csp: string, requestId: string, personal: boolean) {
  if (personal) h.set("Cache-Control", "private, no-store");
  h.set("X-Request-Id", requestId);
  h.set("Content-Security-Policy", csp);
  h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
}
