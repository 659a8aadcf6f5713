import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, insertUser, json, ORIGIN, sessionCookieFor, waitForMail } from "./helpers.ts";
import { BASE, beginRegistration, withPasskey } from "./passkey-helpers.ts";

/**
 * Issue #16 item 2: adding a passkey needs a recent sign-in (10 minutes) or the password typed again; the owner is
 * e-mailed when one is added; a password reset removes every passkey of the account and says so.
 */

const ELEVEN_MINUTES = 11 * 60 * 1000;
const begin = (user: { id: string; email: string; cookie: string }, extra: Record<string, unknown> = {}) =>
  call(`${BASE}/register/begin`, { json: { userId: user.id, username: user.email, ...extra }, cookie: user.cookie });

async function oldSession() {
  const user = await insertUser();
  return { ...user, cookie: await sessionCookieFor(user.id, { signedInAgoMs: ELEVEN_MINUTES }) };
}

const passkeys = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from biometric_credentials where user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("adding a passkey needs a recent sign-in", () => {
  it("a session signed in over 10 minutes ago is asked for the password", async () => {
    const user = await oldSession();
    const res = await begin(user);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: "REAUTH_REQUIRED" });
  });

  it("a wrong password is refused and counted like a sign-in failure; the right one opens set-up for 10 minutes", async () => {
    const user = await oldSession();
    const wrong = await begin(user, { password: "Wrong1234!" });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ error: "REAUTH_FAILED" });
    const attempts = await env.DB.prepare("select sum(attempts) as n from login_attempts where email = ?").bind(user.email).first<{ n: number }>();
    expect(attempts!.n).toBeGreaterThanOrEqual(1);

    expect((await begin(user, { password: GOOD_PASSWORD })).status).toBe(200);
    // Confirmed just now: the next step needs no password.
    expect((await begin(user)).status).toBe(200);
  });

  it("a password sign-in moments ago needs nothing more", async () => {
    const user = await insertUser();
    const login = await call("/api/login", { json: { email: user.email, password: GOOD_PASSWORD }, ip: freshIp() });
    expect((await begin({ ...user, cookie: cookieFrom(login) })).status).toBe(200);
  });

  it("register/complete is refused too once the sign-in is no longer recent", async () => {
    const user = await insertUser();
    const cookie = await sessionCookieFor(user.id);
    const authenticator = await SoftAuthenticator.create({ origin: ORIGIN });
    const options = await beginRegistration({ ...user, cookie });
    await env.DB.prepare("update auth_sessions set created_at = ? where user_id = ?")
      .bind(Date.now() - ELEVEN_MINUTES, user.id)
      .run();
    const res = await call(`${BASE}/register/complete`, { json: { userId: user.id, ...(await authenticator.register(options)) }, cookie });
    expect(res.status).toBe(403);
    expect(await passkeys(user.id)).toBe(0);
  });

  it("e-mails the owner when a passkey is added: device, time and a link to the account page", async () => {
    const user = await insertUser();
    const cookie = await sessionCookieFor(user.id);
    await withPasskey(
      { ...user, cookie },
      { origin: ORIGIN },
      { "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36" },
    );
    const mail = await waitForMail(user.email, (m) => /passkey/i.test(m.subject));
    expect(mail.text).toMatch(/Chrome on Android/);
    expect(mail.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(mail.text).toContain("http://localhost/account");
  });
});

describe("a password reset removes the account's passkeys", () => {
  it("removes every passkey, and the e-mail and the success message say so", async () => {
    const user = await insertUser();
    const cookie = await sessionCookieFor(user.id);
    await withPasskey({ ...user, cookie });
    await withPasskey({ ...user, cookie });
    expect(await passkeys(user.id)).toBe(2);

    expect((await call("/api/auth/forgot-password", { json: { email: user.email } })).status).toBe(200);
    const mail = await waitForMail(user.email, (m) => /Reset/.test(m.subject));
    expect(mail.text).toMatch(/passkeys?/i);
    const token = /token=([a-z2-7]+)/.exec(mail.text)![1]!;
    const res = await call("/api/auth/reset-password-with-token", { json: { token, newPassword: "Newpass5678#", confirmPassword: "Newpass5678#" } });
    expect(res.status).toBe(200);
    const body = await json<{ message: string }>(res);
    expect(body.message).toContain("Password reset successful! You can now log in with your new password.");
    expect(body.message).toMatch(/passkeys?/i);
    expect(await passkeys(user.id)).toBe(0);
  });
});
