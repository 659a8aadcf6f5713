import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RESET_SUCCESS } from "~/domain/account-messages.ts";
import { call, GOOD_PASSWORD, insertUser, json, mailCount, register, uniqueEmail, waitForMail } from "./helpers.ts";

const INVALID = "Invalid or expired reset token. Please request a new password reset.";

async function resetToken(email: string): Promise<string> {
  const before = await mailCount(email);
  expect((await call("/api/auth/forgot-password", { json: { email } })).status).toBe(200);
  for (let i = 0; i < 50 && (await mailCount(email)) === before; i++) await new Promise((r) => setTimeout(r, 20));
  const mail = await waitForMail(email, (m) => /Reset/.test(m.subject));
  return /token=([a-z2-7]+)/.exec(mail.text)![1]!;
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for known and unknown addresses and mails a 1-hour link built from PUBLIC_ORIGIN", async () => {
    const { email } = await register();
    const unknown = uniqueEmail("nobody");
    const a = await call("/api/auth/forgot-password", { json: { email }, headers: { host: "evil.example" } });
    const b = await call("/api/auth/forgot-password", { json: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await json<{ message: string }>(a)).message.replace(email, "X")).toBe((await json<{ message: string }>(b)).message.replace(unknown, "X"));
    const mail = await waitForMail(email, (m) => /Reset/.test(m.subject));
    expect(mail.text).toMatch(/^http:\/\/localhost\/reset-password\?token=[a-z2-7]{26,}$/m);
    expect(mail.text).toContain("1 hour");
    expect(await mailCount(unknown)).toBe(0);
  });

  it("validates the address", async () => {
    const res = await call("/api/auth/forgot-password", { json: { email: "@" } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "Please enter a valid email address" });
  });
});

describe("reset tokens", () => {
  it("validate-reset-token accepts a fresh token without consuming it and refuses garbage", async () => {
    const { email } = await register();
    const token = await resetToken(email);
    expect((await call("/api/auth/validate-reset-token", { json: { token } })).status).toBe(200);
    expect((await call("/api/auth/validate-reset-token", { json: { token } })).status).toBe(200);
    const bad = await call("/api/auth/validate-reset-token", { json: { token: "nonsense" } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: INVALID });
    const missing = await call("/api/auth/validate-reset-token", { json: {} });
    expect(await json(missing)).toMatchObject({ message: "Reset token is required" });
  });

  it.each([
    [{ newPassword: "Short1!", confirmPassword: "Short1!" }, "Password must be at least 8 characters"],
    [{ newPassword: "Abcdefg12!", confirmPassword: "Abcdefg12!" }, "Password must contain at least 4 numbers"],
    [{ newPassword: "Abcd12345", confirmPassword: "Abcd12345" }, "Password must contain at least 1 special character"],
    [{ newPassword: "Good1234!", confirmPassword: "short" }, "Please confirm your password"],
    [{ newPassword: "Good1234!", confirmPassword: "Good1234?" }, "Passwords don't match"],
    [{ token: "", newPassword: "Good1234!", confirmPassword: "Good1234!" }, "Reset token is required"],
  ])("reset refuses %j with SPEC §5's message", async (override, message) => {
    const res = await call("/api/auth/reset-password-with-token", { json: { token: "whatever", ...override } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("resets once, revokes every session, and the token cannot be reused", async () => {
    const { email, cookie } = await register();
    const token = await resetToken(email);
    const body = { token, newPassword: "Brandnew9876$", confirmPassword: "Brandnew9876$" };
    const ok = await call("/api/auth/reset-password-with-token", { json: body });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toEqual({ message: RESET_SUCCESS });
    expect(RESET_SUCCESS.startsWith("Password reset successful! You can now log in with your new password.")).toBe(true);
    expect(await json(await call("/api/user", { cookie }))).toMatchObject({ id: null });
    const reuse = await call("/api/auth/reset-password-with-token", { json: body });
    expect(reuse.status).toBe(400);
    expect(await json(reuse)).toMatchObject({ message: INVALID });
    expect((await call("/api/login", { json: { email, password: GOOD_PASSWORD } })).status).toBe(401);
    expect((await call("/api/login", { json: { email, password: "Brandnew9876$" } })).status).toBe(200);
  });

  it("gives exactly one success for two concurrent uses of one token", async () => {
    const { email } = await register();
    const token = await resetToken(email);
    const results = await Promise.all(
      ["Alpha1234!!", "Bravo5678##"].map((p) => call("/api/auth/reset-password-with-token", { json: { token, newPassword: p, confirmPassword: p } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired token", async () => {
    const { email } = await register();
    const token = await resetToken(email);
    const { hashToken } = await import("~/.server/auth/tokens.ts");
    await env.DB.prepare("update auth_tokens set expires_at = ? where token_hash = ?")
      .bind(Date.now() - 1, hashToken(token))
      .run();
    const res = await call("/api/auth/reset-password-with-token", { json: { token, newPassword: "Fresh1234!!", confirmPassword: "Fresh1234!!" } });
    expect(res.status).toBe(400);
  });

  it("keeps an earlier link valid when a new one is issued (issue #16: nobody can cancel the owner's link) and stores only hashes", async () => {
    const { email, userId } = await register();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect(first).not.toBe(second);
    expect((await call("/api/auth/validate-reset-token", { json: { token: first } })).status).toBe(200);
    expect((await call("/api/auth/validate-reset-token", { json: { token: second } })).status).toBe(200);
    const rows = await env.DB.prepare("select token_hash from auth_tokens where user_id = ?").bind(userId).all<{ token_hash: string }>();
    expect(rows.results.every((r) => r.token_hash !== first && r.token_hash !== second && /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe("GET /api/auth/verify-email", () => {
  async function verifyLink(email: string): Promise<string> {
    expect((await call("/api/auth/resend-verification", { json: { email } })).status).toBe(200);
    const mail = await waitForMail(email, (m) => /Verify/.test(m.subject));
    return /token=([a-z2-7]+)/.exec(mail.text)![1]!;
  }

  it("verifies once; a reused, unknown or missing token fails with success false", async () => {
    const user = await insertUser({ verified: false });
    const token = await verifyLink(user.email);
    const ok = await call(`/api/auth/verify-email?token=${token}`);
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ success: true });
    const row = await env.DB.prepare("select is_email_verified from users where id = ?").bind(user.id).first<{ is_email_verified: number }>();
    expect(row?.is_email_verified).toBe(1);
    const again = await call(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ success: false, message: "Verification failed", error: "VERIFICATION_FAILED" });
    expect(await json(await call("/api/auth/verify-email"))).toEqual({ success: false, message: "No verification token provided", error: "TOKEN_MISSING" });
  });

  it("refuses an expired link (24 h)", async () => {
    const user = await insertUser({ verified: false });
    const token = await verifyLink(user.email);
    const { hashToken } = await import("~/.server/auth/tokens.ts");
    await env.DB.prepare("update auth_tokens set expires_at = ? where token_hash = ?")
      .bind(Date.now() - 1, hashToken(token))
      .run();
    expect((await call(`/api/auth/verify-email?token=${token}`)).status).toBe(400);
  });

  it("sends nothing to an account that is already verified", async () => {
    const { email } = await register();
    const before = await mailCount(email);
    expect((await call("/api/auth/resend-verification", { json: { email } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailCount(email)).toBe(before);
  });
});
