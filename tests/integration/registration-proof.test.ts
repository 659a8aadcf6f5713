import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, json, proofCookie, uniqueEmail, waitForMail } from "./helpers.ts";

/**
 * Issue #16 item 1: the last registration step is bound to the browser that proved the 6-digit code. Before the fix,
 * anyone who knew the e-mail could finish the registration the moment its owner had entered the code.
 */

async function startAndVerify(email = uniqueEmail("owner"), ip = freshIp()) {
  expect((await call("/api/auth/verify-email-first", { json: { email }, ip })).status).toBe(200);
  const mail = await waitForMail(email, (m) => /verification code/.test(m.subject));
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  const res = await call("/api/auth/verify-code", { json: { email, code }, ip });
  expect(res.status).toBe(200);
  return { email, proof: proofCookie(res), res };
}

const complete = (email: string, cookie?: string, extra: Record<string, unknown> = {}, ip = freshIp()) =>
  call("/api/auth/complete-registration", { json: { email, name: "Mallory Stranger", password: "Stolen1234!", ...extra }, cookie, ip });

describe("registration proof (complete-registration bound to the verifying browser)", () => {
  it("verify-code gives the browser a 15-minute, HttpOnly, SameSite=Strict proof and stores only its hash", async () => {
    const { email, res, proof } = await startAndVerify();
    const header = res.headers.getSetCookie().find((c) => c.startsWith("ff_reg="))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Max-Age=900/);
    const token = proof.split("=")[1]!;
    const row = await env.DB.prepare("select proof_hash from email_preverifications where email = ?").bind(email).first<{ proof_hash: string }>();
    expect(row?.proof_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.proof_hash).not.toContain(token);
    const expiry = await env.DB.prepare("select proof_expires_at from email_preverifications where email = ?")
      .bind(email)
      .first<{ proof_expires_at: number }>();
    expect(expiry!.proof_expires_at - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiry!.proof_expires_at - Date.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it("a stranger who knows the e-mail cannot finish the owner's registration; the owner still can", async () => {
    const { email, proof } = await startAndVerify();
    const stranger = await complete(email);
    expect(stranger.status).toBe(400);
    expect(await json(stranger)).toMatchObject({ error: "EMAIL_NOT_PREVERIFIED" });
    expect(stranger.headers.get("set-cookie") ?? "").not.toMatch(/ff_session=/);

    const owner = await complete(email, proof, { name: "Olive Owner", password: GOOD_PASSWORD });
    expect(owner.status).toBe(201);
    const me = await json(await call("/api/user", { cookie: cookieFrom(owner) }));
    expect(me).toMatchObject({ email, name: "Olive Owner" });
  });

  it("a proof earned for one address does not finish another", async () => {
    const victim = await startAndVerify(uniqueEmail("victim"));
    const attacker = await startAndVerify(uniqueEmail("attacker"));
    const res = await complete(victim.email, attacker.proof);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: "EMAIL_NOT_PREVERIFIED" });
    expect((await complete(victim.email, victim.proof, { password: GOOD_PASSWORD })).status).toBe(201);
  });

  it("is single-use and clears itself", async () => {
    const { email, proof } = await startAndVerify();
    const first = await complete(email, proof, { password: GOOD_PASSWORD });
    expect(first.status).toBe(201);
    expect(first.headers.getSetCookie().some((c) => /^ff_reg=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);
    const replay = await complete(email, proof, { password: GOOD_PASSWORD });
    expect([400, 409]).toContain(replay.status);
    const users = await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>();
    expect(users?.n).toBe(1);
  });

  it("expires 15 minutes after the code was proved", async () => {
    const { email, proof } = await startAndVerify();
    await env.DB.prepare("update email_preverifications set proof_expires_at = ? where email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await complete(email, proof, { password: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    const row = await env.DB.prepare("select expires_at, created_at from email_preverifications where email = ?").bind(email).first();
    expect(row).not.toBeNull();
  });

  it("a stranger asking for a new code cannot cancel the owner's proof (security review)", async () => {
    const { email, proof } = await startAndVerify();
    expect((await call("/api/auth/verify-email-first", { json: { email } })).status).toBe(200);
    await waitForMail(email, (m) => /verification code/.test(m.subject));
    expect((await complete(email, proof, { password: GOOD_PASSWORD })).status).toBe(201);
  });

  it("spends a per-network budget: parallel attempts from one network get at most 10 answers that are not 429", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => complete(uniqueEmail("spray"), "ff_reg=aaaaaaaaaaaaaaaaaaaaaaaaaa", {}, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const refused = await json<{ error: string; retryAfterSeconds: number }>(results.find((r) => r.status === 429)!);
    expect(refused).toMatchObject({ error: "RATE_LIMITED" });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });
});
