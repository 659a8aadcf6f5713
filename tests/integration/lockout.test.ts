import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freshIp, GOOD_PASSWORD, insertUser, json } from "./helpers.ts";

/**
 * Issue #16 item 4: wrong passwords lock the pair (account, network), not the account. Failures spread over many
 * networks slow the account down for devices it has never signed in from, never for the owner's own device; counts
 * decay after a quiet day; nobody can lock the shared demo account for others.
 */

const WRONG = "Wrong1234!";
const login = (email: string, password: string, ip: string, cookie?: string) => call("/api/login", { json: { email, password }, ip, cookie });

/** The device cookie ("ff_device=…") a successful sign-in leaves in the browser, or "" without one. */
function deviceCookie(res: Response): string {
  const hit = res.headers.getSetCookie().find((c) => /^(__Host-)?ff_device=/.test(c));
  return hit ? hit.split(";")[0]! : "";
}

describe("sign-in lockout per (account, network)", () => {
  it("five wrong passwords lock that network only: the owner signs in from another network", async () => {
    const { email } = await insertUser();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(email, WRONG, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const lockedHere = await login(email, GOOD_PASSWORD, attacker);
    expect(lockedHere.status).toBe(429);
    expect(await json(lockedHere)).toMatchObject({ error: "ACCOUNT_LOCKED" });
    expect((await json<{ message: string }>(await login(email, WRONG, attacker))).message).toMatch(/try again in \d+ minutes?/);

    expect((await login(email, GOOD_PASSWORD, freshIp())).status).toBe(200);
  });

  it("counts parallel guesses before checking them: 30 at once from one network get at most 5 answers that are not 429", async () => {
    const { email } = await insertUser();
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 30 }, () => login(email, WRONG, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    // The right password in the middle of such a burst does not get through either.
    const user = await insertUser();
    const burst = await Promise.all([...Array.from({ length: 20 }, () => login(user.email, WRONG, ip)), login(user.email, GOOD_PASSWORD, ip)]);
    expect(burst.filter((r) => r.status === 200).length + burst.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
  }, 60_000);

  it("after a lock runs out, the network gets one try; a wrong one locks it for longer", async () => {
    const { email } = await insertUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(email, WRONG, ip);
    await env.DB.prepare("update login_attempts set blocked_until = ? where email = ?")
      .bind(Date.now() - 1, email)
      .run();
    expect((await login(email, GOOD_PASSWORD, ip)).status).toBe(200);
  });

  it("the lock on one network grows with further failures there", async () => {
    const { email } = await insertUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(email, WRONG, ip);
    await env.DB.prepare("update login_attempts set blocked_until = ? where email = ?")
      .bind(Date.now() - 1, email)
      .run();
    const again = await login(email, WRONG, ip);
    expect(again.status).toBe(429);
    expect((await json<{ retryAfterSeconds: number }>(again)).retryAfterSeconds).toBeGreaterThan(500);
  });

  it("counts decay after a quiet day", async () => {
    const { email } = await insertUser();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(email, WRONG, ip)).status).toBe(401);
    await env.DB.prepare("update login_attempts set last_attempt = ? where email = ?")
      .bind(Date.now() - 25 * 60 * 60 * 1000, email)
      .run();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(email, WRONG, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it("the demo account cannot be locked by others, not even on a shared network", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const prankster = freshIp();
    for (let i = 0; i < 8; i++) await login(demo.email, WRONG, prankster);
    expect((await login(demo.email, GOOD_PASSWORD, prankster)).status).toBe(200);
    // Many networks at once do not lock or slow it either.
    await Promise.all(Array.from({ length: 30 }, () => login(demo.email, WRONG, freshIp())));
    const res = await login(demo.email, GOOD_PASSWORD, freshIp());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ user: { accountType: "demo" } });
  }, 60_000);

  it("failures from many networks slow the account for new devices, but the owner's device still signs in", async () => {
    const { email } = await insertUser();
    const ownerIp = freshIp();
    const first = await login(email, GOOD_PASSWORD, ownerIp);
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(device).not.toBe("");

    // A distributed guess: one wrong password from each of 30 networks (no network reaches its own lock).
    for (let i = 0; i < 30; i++) expect((await login(email, WRONG, freshIp())).status).toBe(401);
    // New devices are now on a small per-account budget: further guesses are refused with a clear 429.
    const more: number[] = [];
    for (let i = 0; i < 12; i++) more.push((await login(email, WRONG, freshIp())).status);
    expect(more.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    const throttled = await login(email, WRONG, freshIp());
    expect(throttled.status).toBe(429);
    expect(await json(throttled)).toMatchObject({ error: "ACCOUNT_THROTTLED" });

    // The owner, on the device that signed in before, from yet another network: in.
    const owner = await login(email, GOOD_PASSWORD, freshIp(), device);
    expect(owner.status).toBe(200);
  }, 60_000);

  it("a device cookie only vouches for the account it signed in to", async () => {
    const a = await insertUser();
    const b = await insertUser();
    const device = deviceCookie(await login(a.email, GOOD_PASSWORD, freshIp()));
    for (let i = 0; i < 42; i++) await login(b.email, WRONG, freshIp());
    const res = await login(b.email, WRONG, freshIp(), device);
    expect(res.status).toBe(429);
    expect(await json(res)).toMatchObject({ error: "ACCOUNT_THROTTLED" });
  }, 60_000);

  it("a browser already signed in (from before device cookies) becomes a known device when it is next seen", async () => {
    const { id } = await insertUser();
    const { sessionCookieFor } = await import("./helpers.ts");
    const res = await call("/api/user", { cookie: await sessionCookieFor(id) });
    expect(deviceCookie(res)).not.toBe("");
  });

  it("stores the device cookie only as a hash", async () => {
    const { email, id } = await insertUser();
    const device = deviceCookie(await login(email, GOOD_PASSWORD, freshIp()));
    const token = device.split("=")[1]!;
    const row = await env.DB.prepare("select token_hash from trusted_devices where user_id = ?").bind(id).first<{ token_hash: string }>();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toBe(token);
  });
});
