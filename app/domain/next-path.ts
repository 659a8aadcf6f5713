/**
 * Where to go after signing in (issue #14 item 9): only a path on this site. Anything that a browser could read as
 * another origin ("//evil.example", "/\\evil.example", "https://…", control characters) or that points back at the
 * sign-in pages is refused, so a crafted link cannot turn FieldFix's sign-in into an open redirect.
 */
const MAX_LENGTH = 512;
const BASE = "https://fieldfix.invalid";
const NOT_AFTER_SIGN_IN = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (NOT_AFTER_SIGN_IN.has(url.pathname.toLowerCase().replace(/\/+$/, "") || "/")) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === "/" ? null : path;
}

/** The home address that asks a guest to sign in and remembers the page they wanted. */
export function signInToContinue(path: string): string {
  const next = safeNextPath(path);
  return next ? `/?next=${encodeURIComponent(next)}` : "/";
}

/** The query value home reads to show the demo account's restricted message (SPEC §6). */
export const DEMO_RESTRICTED_NOTICE = "demo-restricted";
