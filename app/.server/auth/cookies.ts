/**
 * The app's own cookies: sessions, trusted devices, the registration proof and the D1 bookmark (db/bookmark.ts). All
 * HttpOnly and Path=/; over https they get Secure and the __Host- prefix (no Domain, so no subdomain can set or read
 * them). Values are our base32 tokens (the bookmark: D1's dash-joined groups) and anything else is ignored.
 */

export type CookieKind = "ff_session" | "ff_device" | "ff_reg" | "ff_db";

const TOKEN = /^[a-z2-7]{20,64}$/;
const VALUE: Record<CookieKind, RegExp> = { ff_session: TOKEN, ff_device: TOKEN, ff_reg: TOKEN, ff_db: /^[0-9a-zA-Z-]{1,200}$/ };

/** Whether a value is one this kind of cookie may carry. */
export const cookieValueOk = (kind: CookieKind, value: string) => VALUE[kind].test(value);

export function cookieName(kind: CookieKind, secure: boolean): string {
  return secure ? `__Host-${kind}` : kind;
}

/** Without `maxAgeSeconds` a cookie lasts as long as the browser session. */
export function buildCookie(kind: CookieKind, value: string, opts: { secure: boolean; maxAgeSeconds?: number; sameSite: "Lax" | "Strict" }): string {
  const parts = [`${cookieName(kind, opts.secure)}=${value}`, "Path=/", "HttpOnly", `SameSite=${opts.sameSite}`];
  if (opts.maxAgeSeconds !== undefined) {
    const maxAge = Math.max(0, Math.floor(opts.maxAgeSeconds));
    parts.push(`Max-Age=${maxAge}`);
    if (maxAge > 0) parts.push(`Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`);
  }
  if (opts.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearCookie(kind: CookieKind, secure: boolean, sameSite: "Lax" | "Strict" = "Lax"): string {
  return buildCookie(kind, "", { secure, maxAgeSeconds: 0, sameSite });
}

/** The cookie's token from a Cookie header, or null when absent or not one of ours. */
export function readCookie(cookieHeader: string | null, kind: CookieKind, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = cookieName(kind, secure);
  for (const part of cookieHeader.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      const value = v.join("=");
      return cookieValueOk(kind, value) ? value : null;
    }
  }
  return null;
}
