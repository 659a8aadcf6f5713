import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freshIp, GOOD_PASSWORD, insertUser, json, mailCount } from "./helpers.ts";

/**
 * Issue #16 item 5: a stranger cannot cancel the owner's reset link. Up to 3 unexpired links stay valid (using one
 * voids the others) and reset e-mails are budgeted per account (3 an hour) as well as per network.
 */

async function mailsTo(email: string, n: number) {
  for (let i = 0; i < 100 && (await mailCount(email)) < n; i++) await new Promise((r) => setTimeout(r, 20));
  const rows = await env.DB.prepare("select text from outbox where `to` = ? order by id").bind(email).all<{ text: string }>();
  return rows.results.map((r) => /token=([a-z2-7]+)/.exec(r.text)![1]!);
}

const forgot = (email: string) => call("/api/auth/forgot-password", { json: { email }, ip: freshIp() });
const valid = async (token: string) => (await call("/api/auth/validate-reset-token", { json: { token } })).status === 200;

describe("password reset links", () => {
  it("a later request does not void the owner's earlier link; using one voids the others", async () => {
    const { email } = await insertUser();
    expect((await forgot(email)).status).toBe(200); // the owner
    expect((await forgot(email)).status).toBe(200); // a stranger
    expect((await forgot(email)).status).toBe(200); // the stranger again
    const [owner, s1, s2] = await mailsTo(email, 3);
    expect(await valid(owner!)).toBe(true);
    expect(await valid(s1!)).toBe(true);
    expect(await valid(s2!)).toBe(true);

    const reset = await call("/api/auth/reset-password-with-token", { json: { token: owner, newPassword: "Newpass5678#", confirmPassword: "Newpass5678#" } });
    expect(reset.status).toBe(200);
    expect(await valid(s1!)).toBe(false);
    expect(await valid(s2!)).toBe(false);
  });

  it("sends at most 3 reset e-mails an hour per account, whatever the networks; the answer never changes", async () => {
    const { email } = await insertUser();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(email));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const messages = new Set(await Promise.all(answers.map(async (r) => (await json<{ message: string }>(r)).message)));
    expect(messages.size).toBe(1);
    const tokens = await mailsTo(email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailCount(email)).toBe(3);
    for (const t of tokens) expect(await valid(t)).toBe(true);
  });

  it("holds the per-account e-mail budget under parallel requests", async () => {
    const { email } = await insertUser();
    await Promise.all(Array.from({ length: 20 }, () => forgot(email)));
    await mailsTo(email, 3);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailCount(email)).toBe(3);
    const live = await env.DB.prepare(
      "select count(*) as n from auth_tokens t join users u on u.id = t.user_id where u.email = ? and t.purpose = 'reset-password' and t.consumed_at is null",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(live!.n).toBe(3);
  });

  it("a reset takes away every browser's standing as a known device (an intruder's too)", async () => {
    const { email, id } = await insertUser();
    // Two browsers signed in (an owner's and an intruder's, say).
    await call("/api/login", { json: { email, password: GOOD_PASSWORD } });
    await call("/api/login", { json: { email, password: GOOD_PASSWORD } });
    expect((await env.DB.prepare("select count(*) as n from trusted_devices where user_id = ?").bind(id).first<{ n: number }>())!.n).toBe(2);
    await forgot(email);
    const [token] = await mailsTo(email, 1);
    await call("/api/auth/reset-password-with-token", { json: { token, newPassword: "Newpass5678#", confirmPassword: "Newpass5678#" } });
    // Only the browser that followed the e-mailed link is known now.
    expect((await env.DB.prepare("select count(*) as n from trusted_devices where user_id = ?").bind(id).first<{ n: number }>())!.n).toBe(1);
  });

  it("the reset still signs in with the new password", async () => {
    const { email } = await insertUser();
    await forgot(email);
    const [token] = await mailsTo(email, 1);
    await call("/api/auth/reset-password-with-token", { json: { token, newPassword: "Newpass5678#", confirmPassword: "Newpass5678#" } });
    expect((await call("/api/login", { json: { email, password: GOOD_PASSWORD } })).status).toBe(401);
    expect((await call("/api/login", { json: { email, password: "Newpass5678#" } })).status).toBe(200);
  });
});
