import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env.ts";

/** Bodies past this are read and thrown away, then refused; past DRAIN_CAP the connection is closed instead. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const DRAIN_CAP_BYTES = 8 * 1024 * 1024;

/**
 * Reads every request body before anything answers. An answer sent while the client is still uploading leaves the
 * unread rest on the connection, and the local server then fails that request and the next ones on the connection
 * with 500s: so an oversized body is read to the end (up to a cap) and only then refused with 413, and handlers
 * that ignore bodies (logout, passkey sign-in begin) or refuse early (cross-site checks) never leave one unread.
 */
export function readBodyFirst(maxBytes = BODY_LIMIT_BYTES, drainCap = DRAIN_CAP_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body || c.req.method === "GET" || c.req.method === "HEAD") return next();
    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    let cutOff = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= maxBytes) kept.push(value);
      else if (size > drainCap) {
        cutOff = true;
        await reader.cancel();
        break;
      }
    }
    if (size > maxBytes) {
      return c.json({ message: "Request body is too large.", error: "PAYLOAD_TOO_LARGE" }, 413, cutOff ? { Connection: "close" } : {});
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of kept) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
