import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, insertUser, json, register, uniqueEmail } from "./helpers.ts";

const login = (body: unknown, ip = freshIp()) => call("/api/login", { json: body, ip });

describe("POST /api/login", () => {
  it.each([
    [{ email: "x@example.com" }, "Password is required"],
    [{ email: "x@example.com", password: "" }, "Password is required"],
    [{ email: "bad", password: "whatever1" }, "Please enter a valid email address"],
  ])("refuses %j with SPEC §5's message", async (body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("signs in, creates a new session every time, and returns the e-mail", async () => {
    const { email } = await register();
    const a = await login({ email, password: GOOD_PASSWORD, sessionId: "session-1-a" });
    const b = await login({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await json(a)).toMatchObject({ email, user: { email, isRegistered: true } });
    expect(cookieFrom(a)).not.toBe(cookieFrom(b));
    const me = await json(await call("/api/user", { cookie: cookieFrom(a) }));
    expect(me).toMatchObject({ email });
  });

  it("answers unknown e-mail and wrong password identically (no enumeration)", async () => {
    const { email } = await register();
    const wrong = await login({ email, password: "Wrong1234!" });
    const unknown = await login({ email: uniqueEmail("ghost"), password: "Wrong1234!" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
    expect(await json(await login({ email, password: "Wrong1234!" }))).toEqual({ message: "Incorrect email or password", error: "INVALID_CREDENTIALS" });
  });

  it("locks the (account, network) pair after 5 failures (even for the right password), says when to retry, and a reset unlocks it", async () => {
    const { email } = await register();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login({ email, password: "Wrong1234!" }, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await login({ email, password: GOOD_PASSWORD }, ip);
    expect(locked.status).toBe(429);
    const body = await json<{ message: string; retryAfterSeconds: number; error: string }>(locked);
    expect(body.error).toBe("ACCOUNT_LOCKED");
    expect(body.message).toMatch(/try again in 5 minutes/);
    expect(body.retryAfterSeconds).toBeGreaterThan(200);

    // Growing: one more failure after the block ends doubles it.
    await env.DB.prepare("update login_attempts set blocked_until = ? where email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const again = await login({ email, password: "Wrong1234!" }, ip);
    expect(again.status).toBe(429);
    expect((await json<{ retryAfterSeconds: number }>(again)).retryAfterSeconds).toBeGreaterThan(500);

    // A blocked account can still reset its password, and the reset lifts the lock.
    expect((await call("/api/auth/forgot-password", { json: { email } })).status).toBe(200);
    const { waitForMail } = await import("./helpers.ts");
    const mail = await waitForMail(email, (m) => /Reset/.test(m.subject));
    const token = /token=([a-z2-7]+)/.exec(mail.text)![1]!;
    const reset = await call("/api/auth/reset-password-with-token", { json: { token, newPassword: "Newpass5678#", confirmPassword: "Newpass5678#" } });
    expect(reset.status).toBe(200);
    expect((await login({ email, password: "Newpass5678#" }, ip)).status).toBe(200);
  }, 30_000);

  it("counts parallel failures atomically", async () => {
    const { email } = await register();
    const ip = freshIp();
    await Promise.all(Array.from({ length: 8 }, () => login({ email, password: "Wrong1234!" }, ip)));
    const row = await env.DB.prepare("select attempts, blocked_until from login_attempts where email = ? and network like 'net:%'")
      .bind(email)
      .first<{ attempts: number; blocked_until: number }>();
    expect(row?.attempts).toBe(8);
    expect(row?.blocked_until).toBeGreaterThan(Date.now());
  }, 30_000);

  it("signs in the seeded-style demo account as accountType demo", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const res = await login({ email: demo.email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ user: { accountType: "demo" } });
  });

  it("enforces a per-IP sign-in budget", async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await login({ email: uniqueEmail("spray"), password: "Wrong1234!" }, ip)).status;
    expect(last).toBe(429);
  }, 30_000);
});

describe("POST /api/logout and the session cookie", () => {
  it("revokes the session on the server and clears the cookie", async () => {
    const { cookie } = await register();
    const out = await call("/api/logout", { json: { sessionId: "session-1-x" }, cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const me = await json(await call("/api/user", { cookie }));
    expect(me).toMatchObject({ id: null, name: "Guest User", isRegistered: false });
  });

  it("ignores a forged or malformed cookie", async () => {
    const me = await json(await call("/api/user", { cookie: "ff_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" }));
    expect(me).toMatchObject({ id: null });
    const weird = await call("/api/user", { cookie: "ff_session=' OR 1=1 --" });
    expect(weird.status).toBe(200);
  });

  it("never authenticates by the browser session id alone", async () => {
    const { userId } = await register();
    await env.DB.prepare("insert into session_mappings (session_id, user_id) values ('session-stolen-1', ?)").bind(userId).run();
    const me = await json(await call("/api/user?sessionId=session-stolen-1"));
    expect(me).toMatchObject({ id: null, name: "Guest User" });
  });

  it("expires sessions and extends them on use", async () => {
    const { cookie } = await register();
    const token = cookie.split("=")[1]!;
    const { hashToken } = await import("~/.server/auth/tokens.ts");
    // Near the end of its life the session is renewed and a new cookie is sent.
    await env.DB.prepare("update auth_sessions set expires_at = ? where id = ?")
      .bind(Date.now() + 60_000, hashToken(token))
      .run();
    const renewed = await call("/api/user", { cookie });
    expect(renewed.headers.get("set-cookie")).toMatch(/Max-Age=25\d{5}/);
    await env.DB.prepare("update auth_sessions set expires_at = ? where id = ?")
      .bind(Date.now() - 1, hashToken(token))
      .run();
    expect(await json(await call("/api/user", { cookie }))).toMatchObject({ id: null });
  });
});

describe("GET /api/user", () => {
  it("gives a visitor the guest user", async () => {
    const res = await call("/api/user");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await json(res)).toEqual({
      id: null,
      name: "Guest User",
      email: null,
      isRegistered: false,
      isEmailVerified: false,
      accountType: "standard",
      profileImagePath: null,
      subscriptionStatus: "free",
      subscriptionPlans: {},
      trialActivated: false,
      trialSearchesUsed: 0,
      searchesUsed: 0,
    });
  });
});
