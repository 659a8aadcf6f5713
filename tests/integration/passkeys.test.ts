import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PASSKEY_MESSAGES as M } from "~/domain/passkeys.ts";
import { b64url, FLAG_UP, fromB64url, SoftAuthenticator, type Tamper } from "../support/soft-authenticator.ts";
import { call, cookieFrom, json, ORIGIN } from "./helpers.ts";
import { type Account, account, BASE, beginRegistration, withPasskey } from "./passkey-helpers.ts";

async function beginSignIn(): Promise<{ challenge: string; rpId: string }> {
  const res = await call(`${BASE}/authenticate/begin`, { method: "POST" });
  expect(res.status).toBe(200);
  return json(res);
}

async function signIn(authenticator: SoftAuthenticator, tamper: Tamper = {}, patch: (body: Record<string, unknown>) => void = () => {}) {
  const body: Record<string, unknown> = await authenticator.assert(await beginSignIn(), tamper);
  patch(body);
  const res = await call(`${BASE}/authenticate/complete`, { json: body });
  return { res, body: await json<Record<string, unknown>>(res), sent: body };
}

const storedCount = async (userId: string) =>
  (await env.DB.prepare("select count(*) as n from biometric_credentials where user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("passkey set-up", () => {
  it("refuses visitors (login needed), the demo account and other users' ids", async () => {
    const visitor = await call(`${BASE}/register/begin`, { json: { userId: "x", username: "x" } });
    expect(visitor.status).toBe(401);
    expect(await json(visitor)).toMatchObject({ message: M.loginRequired, error: "LOGIN_REQUIRED" });

    const demo = await account({ accountType: "demo", registered: false });
    const demoRes = await call(`${BASE}/register/begin`, { json: { userId: demo.id }, cookie: demo.cookie });
    expect(demoRes.status).toBe(403);
    expect(await json(demoRes)).toMatchObject({ message: M.registeredOnly });

    const user = await account();
    const other = await call(`${BASE}/register/begin`, { json: { userId: demo.id }, cookie: user.cookie });
    expect(other.status).toBe(403);
  });

  it("offers ES256 and RS256 with a 32-byte challenge, user verification required and attestation none", async () => {
    const user = await account();
    const options = await beginRegistration(user);
    expect(fromB64url(options.challenge).length).toBe(32);
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "FieldFix" },
      user: { id: b64url(new TextEncoder().encode(user.id)), name: user.email },
      pubKeyCredParams: [
        { type: "public-key", alg: -7 },
        { type: "public-key", alg: -257 },
      ],
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      timeout: 300_000,
    });
    // Only the hash of the challenge is stored, with a 5-minute expiry.
    const row = await env.DB.prepare("select challenge_hash, user_id, purpose, expires_at, created_at from webauthn_challenges where user_id = ?")
      .bind(user.id)
      .first<{ challenge_hash: string; purpose: string; expires_at: number; created_at: number }>();
    expect(row?.challenge_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.challenge_hash).not.toContain(options.challenge);
    expect(row?.purpose).toBe("register");
    expect(row!.expires_at - row!.created_at).toBeGreaterThan(299_000);
    expect(row!.expires_at - row!.created_at).toBeLessThan(301_000);
  });

  it.each(["ES256", "RS256"] as const)("stores an %s passkey, lists it with its date and name, and excludes it next time", async (alg) => {
    const user = await account();
    const authenticator = await withPasskey(user, { alg, origin: ORIGIN });
    const list = await json<{ credentials: { id: string; name: string; createdAt: string }[] }>(await call(`${BASE}/credentials`, { cookie: user.cookie }));
    expect(list.credentials).toHaveLength(1);
    expect(list.credentials[0]!.id).toBe(authenticator.id);
    expect(Date.now() - Date.parse(list.credentials[0]!.createdAt)).toBeLessThan(60_000);
    const stored = await env.DB.prepare("select algorithm from biometric_credentials where credential_id = ?")
      .bind(authenticator.id)
      .first<{ algorithm: number }>();
    expect(stored?.algorithm).toBe(alg === "ES256" ? -7 : -257);
    expect((await beginRegistration(user)).excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
  });

  it("never trusts the public key the browser reports: the key comes from the attestation", async () => {
    const user = await account();
    const authenticator = await SoftAuthenticator.create({ origin: ORIGIN });
    const options = await beginRegistration(user);
    const body = { userId: user.id, publicKey: b64url(new Uint8Array(91).fill(7)), ...(await authenticator.register(options)) };
    expect((await call(`${BASE}/register/complete`, { json: body, cookie: user.cookie })).status).toBe(201);
    expect((await signIn(authenticator)).res.status).toBe(200);
  });

  it("refuses a wrong origin, a wrong rpId, unset user verification, a reused challenge and a challenge of another user", async () => {
    const user = await account();
    const attempt = async (tamper: Tamper, who: Account = user, options?: { challenge: string }) => {
      const authenticator = await SoftAuthenticator.create({ origin: ORIGIN });
      const body = { userId: who.id, ...(await authenticator.register(options ?? (await beginRegistration(user)), tamper)) };
      const res = await call(`${BASE}/register/complete`, { json: body, cookie: who.cookie });
      return { status: res.status, body: await json(res) };
    };
    expect(await attempt({ origin: "https://evil.example" })).toMatchObject({ status: 400, body: { message: M.registerVerifyFailed, reason: "wrong origin" } });
    expect(await attempt({ rpId: "evil.example" })).toMatchObject({ status: 400, body: { reason: "wrong rp id" } });
    expect(await attempt({ flags: FLAG_UP })).toMatchObject({ status: 400, body: { reason: "user not verified" } });
    expect(await attempt({ fmt: "packed" })).toMatchObject({ status: 400, body: { reason: "attestation not none" } });

    const options = await beginRegistration(user);
    expect((await attempt({}, user, options)).status).toBe(201);
    expect(await attempt({}, user, options)).toMatchObject({ status: 400, body: { error: "CHALLENGE_INVALID", message: M.expired } });

    const other = await account();
    expect(await attempt({}, other)).toMatchObject({ status: 400, body: { error: "CHALLENGE_INVALID" } });
    expect(await storedCount(other.id)).toBe(0);
    expect(await storedCount(user.id)).toBe(1);
  });

  it("refuses to register another account's credential id and leaves that passkey untouched", async () => {
    const owner = await account();
    const ownersKey = await withPasskey(owner);
    const before = await env.DB.prepare("select user_id, public_key from biometric_credentials where credential_id = ?").bind(ownersKey.id).first();

    const thief = await account();
    const clone = await SoftAuthenticator.create({ origin: ORIGIN, credentialId: ownersKey.id });
    const res = await call(`${BASE}/register/complete`, {
      json: { userId: thief.id, ...(await clone.register(await beginRegistration(thief))) },
      cookie: thief.cookie,
    });
    expect(res.status).toBe(409);
    const after = await env.DB.prepare("select user_id, public_key from biometric_credentials where credential_id = ?").bind(ownersKey.id).first();
    expect(after).toEqual(before);
    expect((await signIn(ownersKey)).res.status).toBe(200);
  });

  it("refuses a completion posted for another user id", async () => {
    const user = await account();
    const other = await account();
    const authenticator = await SoftAuthenticator.create({ origin: ORIGIN });
    const body = { userId: other.id, ...(await authenticator.register(await beginRegistration(user))) };
    expect((await call(`${BASE}/register/complete`, { json: body, cookie: user.cookie })).status).toBe(403);
  });

  it("answers bad input with 400s and cross-site posts with 403, never a 500", async () => {
    const user = await account();
    const post = (body: unknown, init: Parameters<typeof call>[1] = {}) => call(`${BASE}/register/complete`, { json: body, cookie: user.cookie, ...init });
    expect((await post({})).status).toBe(400);
    expect((await post({ userId: user.id, credentialId: "!!", response: { clientDataJSON: "a", attestationObject: "b" } })).status).toBe(400);
    expect((await post({ userId: user.id, credentialId: "abc", response: { clientDataJSON: "e30", attestationObject: "oA" } })).status).toBe(400);
    expect((await call(`${BASE}/register/complete`, { method: "POST", body: "{nope", cookie: user.cookie })).status).toBe(400);
    expect(
      (
        await call(`${BASE}/authenticate/complete`, {
          json: { credentialId: "abc", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } },
        })
      ).status,
    ).toBe(401);
    expect((await post({}, { headers: { origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("passkey sign-in", () => {
  it("creates a normal session, returns the user id and advances the stored counter", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    const { res, body } = await signIn(authenticator);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ userId: user.id, message: "Welcome back!" });
    const cookie = cookieFrom(res);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const me = await json<{ id: string; email: string }>(await call("/api/user", { cookie }));
    expect(me).toMatchObject({ id: user.id, email: user.email });
    const row = await env.DB.prepare("select sign_count, last_used_at from biometric_credentials where credential_id = ?")
      .bind(authenticator.id)
      .first<{ sign_count: number; last_used_at: number }>();
    expect(row?.sign_count).toBe(1);
    expect(row?.last_used_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("accepts authenticators without a counter (always 0)", async () => {
    const user = await account();
    const authenticator = await withPasskey(user, { origin: ORIGIN, countsSignatures: false });
    expect((await signIn(authenticator)).res.status).toBe(200);
    expect((await signIn(authenticator)).res.status).toBe(200);
  });

  it("refuses a replayed assertion: the challenge is spent, and an old counter under a fresh challenge is refused", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    const first = await signIn(authenticator);
    expect(first.res.status).toBe(200);
    const replay = await call(`${BASE}/authenticate/complete`, { json: first.sent });
    expect(replay.status).toBe(400);
    expect(await json(replay)).toMatchObject({ error: "CHALLENGE_INVALID" });

    // A cloned authenticator signs with the counter the server has already seen.
    const cloned = await signIn(authenticator, { counter: authenticator.counter });
    expect(cloned.res.status).toBe(401);
    expect(cloned.body).toMatchObject({ message: M.authVerifyFailed, reason: "signature counter did not increase" });
    // No sign-in cookie of any kind; only the database bookmark of the spent challenge (app/.server/db/bookmark.ts).
    expect(cloned.res.headers.getSetCookie().filter((c) => !/^(__Host-)?ff_db=/.test(c))).toEqual([]);
  });

  it("lets exactly one of two parallel copies of an assertion through", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    const body = await authenticator.assert(await beginSignIn());
    const results = await Promise.all([1, 2].map(() => call(`${BASE}/authenticate/complete`, { json: body })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses a wrong origin, a wrong rpId and unset user verification", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    expect((await signIn(authenticator, { origin: "https://evil.example" })).body).toMatchObject({ reason: "wrong origin" });
    expect((await signIn(authenticator, { rpId: "evil.example" })).body).toMatchObject({ reason: "wrong rp id" });
    const noUv = await signIn(authenticator, { flags: FLAG_UP });
    expect(noUv.res.status).toBe(401);
    expect(noUv.body).toMatchObject({ reason: "user not verified", error: "PASSKEY_INVALID" });
    expect((await signIn(authenticator, { type: "webauthn.create" })).body).toMatchObject({ reason: "wrong type" });
    // The same authenticator untampered still works (so the refusals above were for the reasons given).
    expect((await signIn(authenticator)).res.status).toBe(200);
  });

  it("refuses an expired challenge and a set-up challenge used for sign-in", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    const options = await beginSignIn();
    const hash = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(fromB64url(options.challenge)))), (b) =>
      b.toString(16).padStart(2, "0"),
    ).join("");
    await env.DB.prepare("update webauthn_challenges set expires_at = ? where challenge_hash = ?")
      .bind(Date.now() - 1, hash)
      .run();
    const expired = await call(`${BASE}/authenticate/complete`, { json: await authenticator.assert(options) });
    expect(expired.status).toBe(400);
    expect(await json(expired)).toMatchObject({ error: "CHALLENGE_INVALID", message: M.expired });

    const setUp = await beginRegistration(user);
    const wrongPurpose = await call(`${BASE}/authenticate/complete`, { json: await authenticator.assert(setUp) });
    expect(wrongPurpose.status).toBe(400);
  });

  it("refuses another user's credential id, with or without the user handle", async () => {
    const victim = await account();
    await withPasskey(victim);
    const victimId = (await json<{ credentials: { id: string }[] }>(await call(`${BASE}/credentials`, { cookie: victim.cookie }))).credentials[0]!.id;
    const attacker = await account();
    const attackersKey = await withPasskey(attacker);

    const withHandle = await signIn(attackersKey, {}, (b) => (b.credentialId = victimId));
    expect(withHandle.res.status).toBe(401);
    expect(withHandle.body).toMatchObject({ reason: "user handle mismatch" });
    const withoutHandle = await signIn(attackersKey, {}, (b) => {
      b.credentialId = victimId;
      (b.response as Record<string, unknown>).userHandle = null;
    });
    expect(withoutHandle.res.status).toBe(401);
    expect(withoutHandle.body).toMatchObject({ reason: "bad signature" });
    // No sign-in cookie of any kind; only the database bookmark of the spent challenge (app/.server/db/bookmark.ts).
    expect(withoutHandle.res.headers.getSetCookie().filter((c) => !/^(__Host-)?ff_db=/.test(c))).toEqual([]);
  });
});

describe("hasCredentials and removal", () => {
  it("answers hasCredentials only to that user", async () => {
    const user = await account();
    const path = `${BASE}/credentials/${user.id}`;
    expect(await json(await call(path, { cookie: user.cookie }))).toEqual({ hasCredentials: false });
    await withPasskey(user);
    expect(await json(await call(path, { cookie: user.cookie }))).toEqual({ hasCredentials: true });
    expect((await call(path)).status).toBe(401);
    const other = await account();
    expect((await call(path, { cookie: other.cookie })).status).toBe(403);
  });

  it("removes only the owner's passkey, after which it no longer signs in", async () => {
    const user = await account();
    const authenticator = await withPasskey(user);
    const other = await account();
    const foreign = await call(`${BASE}/credentials/${authenticator.id}`, { method: "DELETE", cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(await storedCount(user.id)).toBe(1);

    const own = await call(`${BASE}/credentials/${authenticator.id}`, { method: "DELETE", cookie: user.cookie });
    expect(own.status).toBe(200);
    expect(await json(own)).toEqual({ message: M.removed });
    expect(await storedCount(user.id)).toBe(0);
    const after = await signIn(authenticator);
    expect(after.res.status).toBe(401);
    expect(after.body).toMatchObject({ reason: "unknown credential" });
  });
});
