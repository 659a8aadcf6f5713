import { describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionToken, sessionCookie, sessionCookieName } from "~/.server/auth/sessions.ts";

describe("session cookie", () => {
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);

  it("uses the __Host- prefix and Secure over https", () => {
    const c = sessionCookie("abcdefghijklmnopqrstuvwxyz234567", expires, true);
    expect(c).toMatch(/^__Host-ff_session=abcdefghijklmnopqrstuvwxyz234567; /);
    expect(c).toContain("HttpOnly");
    expect(c).toContain("SameSite=Lax");
    expect(c).toContain("Path=/");
    expect(c).toContain("Secure");
    expect(c).not.toMatch(/Domain=/i);
  });

  it("drops Secure and the prefix for plain-http local development only", () => {
    const c = sessionCookie("abcdefghijklmnopqrstuvwxyz234567", expires, false);
    expect(c.startsWith("ff_session=")).toBe(true);
    expect(c).not.toContain("Secure");
  });

  it("reads only a well-formed token from the right cookie name", () => {
    const token = "abcdefghijklmnopqrstuvwxyz234567";
    const req = (cookie: string) => new Request("https://x", { headers: { cookie } });
    expect(readSessionToken(req(`a=1; ${sessionCookieName(true)}=${token}`), true)).toBe(token);
    expect(readSessionToken(req(`ff_session=${token}`), true)).toBeNull();
    expect(readSessionToken(req(`__Host-ff_session=<script>`), true)).toBeNull();
    expect(clearSessionCookie(true)).toMatch(/Max-Age=0/);
  });
});
