import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freshIp, insertUser, json, sessionCookieFor, uniqueEmail } from "./helpers.ts";

/**
 * Issue #16 items 3 and 10: budgets hold under concurrency. N parallel requests against a budget of B get at most B
 * answers that are not 429 (before the fix, a read-then-write on KV let most of them through).
 */

const notRefused = (statuses: number[]) => statuses.filter((s) => s !== 429).length;

describe("per-network budgets are exact under concurrency", () => {
  it("300 parallel forgot-password requests from one network: at most 10 get through", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 300 }, () => call("/api/auth/forgot-password", { json: { email: uniqueEmail("flood") }, ip })));
    const statuses = results.map((r) => r.status);
    expect(notRefused(statuses)).toBeLessThanOrEqual(10);
    expect(notRefused(statuses)).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  }, 60_000);

  it("100 parallel sign-ins from one network: at most 60 are checked, the rest get 429", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call("/api/login", { json: { email: uniqueEmail("spray"), password: "Wrong1234!" }, ip })),
    );
    const statuses = results.map((r) => r.status);
    expect(notRefused(statuses)).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    const refused = await json<{ error: string; retryAfterSeconds: number }>(results.find((r) => r.status === 429)!);
    expect(refused.error).toBe("RATE_LIMITED");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  }, 60_000);

  it("a 429 carries Retry-After, and another network is not affected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await call("/api/auth/forgot-password", { json: { email: uniqueEmail("one") }, ip });
    const refused = await call("/api/auth/forgot-password", { json: { email: uniqueEmail("one") }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("/api/auth/forgot-password", { json: { email: uniqueEmail("two") }, ip: freshIp() })).status).toBe(200);
  });

  it("counts an IPv6 network (/64) as one: rotating the interface id does not buy more attempts", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call("/api/auth/forgot-password", { json: { email: uniqueEmail("v6") }, ip: `${prefix}::${(i + 1).toString(16)}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("per-address budgets (security review)", () => {
  it("caps wrong guesses at one address's code whatever the networks", async () => {
    const email = uniqueEmail("guess");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call("/api/auth/verify-code", { json: { email, code: "000000" }, ip: freshIp() })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("sends at most 5 codes an hour to one address, and always answers the same", async () => {
    const email = uniqueEmail("inbox");
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await call("/api/auth/verify-email-first", { json: { email }, ip: freshIp() })).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    const row = await env.DB.prepare("select count(*) as n from outbox where `to` = ?").bind(email).first<{ n: number }>();
    expect(row!.n).toBe(5);
  });
});

describe("per-account ceiling on diagnoses (issue #16 item 10)", () => {
  async function subscriber() {
    const user = await insertUser();
    await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
    return { ...user, cookie: await sessionCookieFor(user.id) };
  }
  const diagnose = (cookie: string, i: number) =>
    call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "automotive", tractorModel: "Ford F-150 2014", symptoms: `Ford F-150 2014: rough idle number ${i}, misfire when cold` },
    });

  it("70 parallel diagnoses from one account: at most 60 run, the rest get a 429 saying when to retry", async () => {
    const user = await subscriber();
    const results = await Promise.all(Array.from({ length: 70 }, (_, i) => diagnose(user.cookie, i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(60);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    const stored = await env.DB.prepare("select count(*) as n from diagnostics where user_id = ?").bind(user.id).first<{ n: number }>();
    expect(stored!.n).toBeLessThanOrEqual(60);
    const body = await json<{ message: string; error: string; retryAfterSeconds: number }>(results.find((r) => r.status === 429)!);
    expect(body.error).toBe("DIAGNOSIS_RATE_LIMITED");
    expect(body.message).toMatch(/60 diagnoses in 10 minutes/);
    expect(body.message).toMatch(/try again in \d+ minutes?/i);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(600);
  }, 120_000);

  it("counts the shared demo account per network, so one visitor cannot use up everyone's ceiling", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const cookie = await sessionCookieFor(demo.id);
    const one = freshIp();
    const diag = (ip: string, i: number) =>
      call("/api/diagnostics", { cookie, ip, json: { vehicleType: "tractor", tractorModel: "Kubota L3901", symptoms: `Kubota L3901: loader slow ${i}` } });
    await Promise.all(Array.from({ length: 62 }, (_, i) => diag(one, i)));
    expect((await diag(one, 99)).status).toBe(429);
    expect((await diag(freshIp(), 1)).status).toBe(201);
  }, 120_000);

  it("one account's ceiling does not touch another account", async () => {
    const a = await subscriber();
    const b = await subscriber();
    await Promise.all(Array.from({ length: 62 }, (_, i) => diagnose(a.cookie, i)));
    expect((await diagnose(a.cookie, 99)).status).toBe(429);
    expect((await diagnose(b.cookie, 1)).status).toBe(201);
  }, 120_000);
});
