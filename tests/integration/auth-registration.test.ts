import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, insertUser, json, mailCount, proofCookie, register, uniqueEmail, waitForMail } from "./helpers.ts";

const start = (email: unknown, ip = freshIp()) => call("/api/auth/verify-email-first", { json: { email }, ip });

async function codeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => /verification code/.test(m.subject));
  return /(\d{6})/.exec(mail.subject)![1]!;
}

describe("POST /api/auth/verify-email-first", () => {
  it.each([
    ["not-an-email", "Please enter a valid email address"],
    ["", "Please enter a valid email address"],
    [`${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    [42, "Please enter a valid email address"],
  ])("refuses %j with SPEC §5's message", async (email, message) => {
    const res = await start(email);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message, error: "VALIDATION_ERROR" });
  });

  it("refuses a body that is not JSON with a 400, never a 500", async () => {
    const res = await call("/api/auth/verify-email-first", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: "INVALID_JSON" });
  });

  it("answers the same for a new address and an existing account (no enumeration)", async () => {
    const existing = await insertUser();
    const fresh = uniqueEmail("fresh");
    const a = await start(fresh);
    const b = await start(existing.email);
    expect(a.status).toBe(b.status);
    const bodyA = await json<{ message: string }>(a);
    const bodyB = await json<{ message: string }>(b);
    expect(bodyA.message.replace(fresh, "X")).toBe(bodyB.message.replace(existing.email, "X"));
    // The owner of the existing account is told about it instead of getting a code.
    const notice = await waitForMail(existing.email);
    expect(notice.subject).toBe("Your FieldFix account");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it("stores only a hash of the code", async () => {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    const row = await env.DB.prepare("select code_hash from email_preverifications where email = ?").bind(email).first<{ code_hash: string }>();
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });
});

describe("POST /api/auth/verify-code", () => {
  it.each([
    ["12345", "Verification code must be 6 digits"],
    ["1234567", "Verification code must be 6 digits"],
    ["12a456", "Code must contain only numbers"],
  ])("refuses code %j with SPEC §5's message", async (code, message) => {
    const res = await call("/api/auth/verify-code", { json: { email: uniqueEmail(), code } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("refuses a wrong code, then accepts the right one", async () => {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await call("/api/auth/verify-code", { json: { email, code: wrong } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: "Invalid verification code. Please try again.", attemptsLeft: 4 });
    const good = await call("/api/auth/verify-code", { json: { email, code } });
    expect(good.status).toBe(200);
  });

  it("voids the code after 5 wrong tries, even if the right one comes next", async () => {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    const wrong = code === "999999" ? "888888" : "999999";
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call("/api/auth/verify-code", { json: { email, code: wrong } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call("/api/auth/verify-code", { json: { email, code } });
    expect(right.status).toBe(429);
    expect(await json(right)).toMatchObject({ error: "CODE_ATTEMPTS_EXCEEDED" });
  });

  it("counts parallel wrong guesses atomically: never more than 5 are checked", async () => {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    const wrong = code === "123123" ? "321321" : "123123";
    const results = await Promise.all(Array.from({ length: 12 }, () => call("/api/auth/verify-code", { json: { email, code: wrong } })));
    const bodies = await Promise.all(results.map((r) => json<{ error?: string }>(r)));
    expect(bodies.filter((b) => b.error === "INVALID_CODE").length).toBeLessThanOrEqual(4);
    const row = await env.DB.prepare("select attempts from email_preverifications where email = ?").bind(email).first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    await env.DB.prepare("update email_preverifications set expires_at = ? where email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await call("/api/auth/verify-code", { json: { email, code } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "Invalid verification code. Please try again." });
  });

  it("re-sending voids the old code", async () => {
    const email = uniqueEmail();
    await start(email);
    const first = await codeFor(email);
    await start(email);
    let second = first;
    for (let i = 0; i < 50 && second === first; i++) second = await codeFor(email);
    if (second === first) return; // one-in-a-million identical codes
    expect((await call("/api/auth/verify-code", { json: { email, code: first } })).status).toBe(400);
    expect((await call("/api/auth/verify-code", { json: { email, code: second } })).status).toBe(200);
    expect(await mailCount(email)).toBe(2);
  });
});

describe("POST /api/auth/complete-registration", () => {
  /** An address whose code this "browser" proved: its e-mail and the registration proof cookie. */
  async function verified(): Promise<{ email: string; proof: string }> {
    const email = uniqueEmail();
    await start(email);
    const code = await codeFor(email);
    const res = await call("/api/auth/verify-code", { json: { email, code } });
    expect(res.status).toBe(200);
    return { email, proof: proofCookie(res) };
  }

  it.each([
    [{ name: "A" }, "Name must be at least 2 characters"],
    [{ name: "x".repeat(101) }, "Name must be less than 100 characters"],
    [{ name: "<script>" }, "Name contains invalid characters"],
    [{ name: "Bob & Co" }, "Name contains invalid characters"],
    // Issue #16 item 9: invisible and direction-changing characters.
    [{ name: "Bob\u0000Smith" }, "Name contains invalid characters"],
    [{ name: "Bob\r\nBcc: x@evil.example" }, "Name contains invalid characters"],
    [{ name: "Bob\tSmith" }, "Name contains invalid characters"],
    [{ name: "\u202Egnp.exe" }, "Name contains invalid characters"],
    [{ name: "Ann\u202ATech" }, "Name contains invalid characters"],
    [{ name: "Ann\u2066Tech\u2069" }, "Name contains invalid characters"],
    [{ name: "Ann\u200FTech" }, "Name contains invalid characters"],
    [{ name: "\u200B\u200B\u200B" }, "Name contains invalid characters"],
    [{ name: "\u200C\u200D\uFEFF\u2060" }, "Name contains invalid characters"],
    [{ password: "short1!" }, "Password must be at least 8 characters"],
    [{ password: `${"1234!"}${"a".repeat(124)}` }, "Password must be less than 128 characters"],
    [{ password: "abc123!xyz" }, "Password must contain at least 4 numbers"],
    [{ password: "abcd12345" }, "Password must contain at least 1 special character"],
    [{ phone: "1".repeat(21) }, "Phone number must be less than 20 characters"],
    [{ phone: "555-CALL-NOW" }, "Phone number can only contain numbers, spaces, hyphens, plus signs, and parentheses"],
  ])("refuses %j with SPEC §5's message", async (override, message) => {
    const { email, proof } = await verified();
    const res = await call("/api/auth/complete-registration", { json: { email, name: "Jo Tech", password: GOOD_PASSWORD, ...override }, cookie: proof });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("refuses an address whose code was never verified", async () => {
    const email = uniqueEmail();
    await start(email);
    const res = await call("/api/auth/complete-registration", { json: { email, name: "Jo Tech", password: GOOD_PASSWORD } });
    expect(res.status).toBe(400);
  });

  it("creates a verified account, signs it in with a hashed HttpOnly session, and maps the browser session id", async () => {
    const { email, proof } = await verified();
    const res = await call("/api/auth/complete-registration", {
      json: { email: email.toUpperCase(), name: "Jo Tech", password: GOOD_PASSWORD, phone: "+1 (555) 010-0199", sessionId: "session-1700000000000-abc123" },
      cookie: proof,
    });
    expect(res.status).toBe(201);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("ff_session="))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const token = /ff_session=([a-z2-7]+)/.exec(setCookie)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(26); // >= 128 bits of base32
    const stored = await env.DB.prepare("select id from auth_sessions").all<{ id: string }>();
    expect(stored.results.some((r) => r.id === token)).toBe(false);

    const me = await json(await call("/api/user", { cookie: cookieFrom(res) }));
    expect(me).toMatchObject({ email, name: "Jo Tech", isRegistered: true, isEmailVerified: true, accountType: "standard" });
    const user = await env.DB.prepare("select password_hash from users where email = ?").bind(email).first<{ password_hash: string }>();
    expect(user?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    const mapping = await env.DB.prepare("select user_id from session_mappings where session_id = ?")
      .bind("session-1700000000000-abc123")
      .first<{ user_id: string }>();
    expect(mapping?.user_id).toBe((me as { id: string }).id);
    // The code and the proof are spent.
    const again = await call("/api/auth/complete-registration", { json: { email, name: "Jo Tech", password: GOOD_PASSWORD }, cookie: proof });
    expect(again.status).toBe(400);
  });

  it("full flow through the helper works", async () => {
    const { cookie } = await register();
    expect(cookie).toMatch(/^ff_session=/);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a fresh link to an unverified account and answers the same for unknown addresses", async () => {
    const unverified = await insertUser({ verified: false });
    const a = await call("/api/auth/resend-verification", { json: { email: unverified.email } });
    const unknown = uniqueEmail("nobody");
    const b = await call("/api/auth/resend-verification", { json: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await json<{ message: string }>(a)).message.replace(unverified.email, "X")).toBe(
      (await json<{ message: string }>(b)).message.replace(unknown, "X"),
    );
    const mail = await waitForMail(unverified.email);
    expect(mail.text).toMatch(/http:\/\/localhost\/verify-email\?token=[a-z2-7]+/);
  });

  it("validates the address", async () => {
    const res = await call("/api/auth/resend-verification", { json: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "Please enter a valid email address" });
  });
});

describe("per-IP budget on e-mail sending", () => {
  it("refuses with 429 and says when to retry once the budget is spent", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await start(uniqueEmail("budget"), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await start(uniqueEmail("budget"), ip);
    expect(last.status).toBe(429);
    const body = await json<{ message: string; retryAfterSeconds: number }>(last);
    expect(body.message).toMatch(/try again in \d+ minute/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
  });
});
