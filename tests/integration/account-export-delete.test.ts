import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";
import { countOf, insertDiagnosis, insertPasskeyRow, login, me, NO_STORE, signedIn } from "./account-helpers.ts";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, insertUser, json, ORIGIN, waitForMail } from "./helpers.ts";
import { BASE, withPasskey } from "./passkey-helpers.ts";

/** Issue #14 item 8, continued from account-self-service.test.ts: exporting the account's data and deleting it. */

describe("GET /api/user/export", () => {
  it("downloads the person's data as a JSON attachment, with no hashes, tokens or keys", async () => {
    const user = await signedIn();
    await env.DB.prepare("update users set phone = '+1 555 0100' where id = ?").bind(user.id).run();
    const diagnosis = await insertDiagnosis(user.id);
    const other = await insertUser();
    await insertDiagnosis(other.id);
    await insertPasskeyRow(user.id);
    expect(
      (
        await call("/api/machines", {
          cookie: user.cookie,
          json: { vehicleType: "tractor", make: "Kubota", model: "L3301", year: 2019, nickname: "Barn tractor" },
        })
      ).status,
    ).toBe(201);

    const res = await call("/api/user/export", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="fieldfix-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: "fieldfix-account-export",
      version: 1,
      profile: { id: user.id, name: "Direct User", email: user.email, phone: "+1 555 0100", isEmailVerified: true },
      plan: { subscriptionStatus: "free", trialActivated: false, keysRedeemed: [] },
      passkeys: [{ name: "Chrome on Android", lastUsedAt: null }],
      machines: [{ vehicleType: "tractor", make: "Kubota", model: "L3301", year: 2019, nickname: "Barn tractor" }],
    });
    expect(data.diagnoses).toHaveLength(1);
    expect(data.diagnoses[0]).toMatchObject({
      id: diagnosis,
      link: `${ORIGIN}/result/${diagnosis}`,
      vehicleType: "tractor",
      vehicle: "Kubota L3301",
      primaryCause: "Weak battery",
      saved: true,
      resolved: false,
      troubleshootingSteps: [{ title: "Check the battery" }],
    });
    expect(data.signedInSessions.length).toBeGreaterThanOrEqual(1);
    for (const secret of ["scrypt$", "pUbLiCkEyBytes", "passwordHash", "tokenHash", "publicKey", user.cookie.split("=")[1]!])
      expect(text).not.toContain(secret);
  });
});

describe("POST /api/user/delete", () => {
  const TABLES: Array<[string, string, "id" | "email"]> = [
    ["users", "id", "id"],
    ["diagnostics", "user_id", "id"],
    ["auth_sessions", "user_id", "id"],
    ["biometric_credentials", "user_id", "id"],
    ["auth_tokens", "user_id", "id"],
    ["session_mappings", "user_id", "id"],
    ["trusted_devices", "user_id", "id"],
    ["webauthn_challenges", "user_id", "id"],
    ["login_attempts", "email", "email"],
  ];
  const rowsLeft = async (user: { id: string; email: string }) =>
    Object.fromEntries(await Promise.all(TABLES.map(async ([table, column, key]) => [table, await countOf(table, column, user[key])] as const)));

  it("removes the account and everything that belongs to it, clears the cookie and sends a confirmation", async () => {
    const user = await insertUser();
    // A real sign-in: a session, a session mapping, a trusted device; then a failed attempt and a reset link.
    expect((await login(user.email, "Wrong1234!")).status).toBe(401);
    const signIn = await call("/api/login", {
      json: { email: user.email, password: GOOD_PASSWORD, sessionId: `session-1-${user.id.slice(0, 8)}` },
      ip: freshIp(),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    await call("/api/auth/forgot-password", { json: { email: user.email } });
    await waitForMail(user.email, (m) => /Reset/.test(m.subject));
    await insertDiagnosis(user.id);
    await insertPasskeyRow(user.id);
    const before = await rowsLeft(user);
    for (const table of [
      "users",
      "diagnostics",
      "auth_sessions",
      "biometric_credentials",
      "auth_tokens",
      "session_mappings",
      "trusted_devices",
      "login_attempts",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const bystander = await signedIn();
    await insertDiagnosis(bystander.id);

    const wrong = await call("/api/user/delete", { json: { password: "Wrong1234!" }, cookie });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ message: M.wrongPassword, error: "WRONG_PASSWORD", field: "password" });
    expect(await countOf("users", "id", user.id)).toBe(1);

    const res = await call("/api/user/delete", { json: { password: GOOD_PASSWORD }, cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await json(res)).toEqual({ message: M.deleted, detail: M.deletedDetail });
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^ff_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^ff_device=;.*Max-Age=0/.test(c))).toBe(true);

    expect(await rowsLeft(user)).toEqual(Object.fromEntries(TABLES.map(([t]) => [t, 0])));
    const mail = await waitForMail(user.email, (m) => m.subject === "Your FieldFix account was deleted");
    expect(mail.text).toContain("cannot be undone");
    expect((await me(cookie)).id).toBeNull();
    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(401);
    // Nobody else's data went with it.
    expect(await countOf("diagnostics", "user_id", bystander.id)).toBe(1);
    expect((await me(bystander.cookie)).id).toBe(bystander.id);
  });

  it("refuses a body with neither or both confirmations", async () => {
    const user = await signedIn();
    for (const body of [{}, { password: "" }]) {
      const res = await call("/api/user/delete", { json: body, cookie: user.cookie });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: "VALIDATION_ERROR" });
    }
    expect(await countOf("users", "id", user.id)).toBe(1);
  });

  it("can be confirmed with one of the account's passkeys instead of the password", async () => {
    const user = await signedIn();
    const authenticator = await withPasskey(user);

    const options = await call("/api/user/delete/passkey-options", { method: "POST", cookie: user.cookie });
    expect(options.status).toBe(200);
    const body = await json<{ challenge: string; allowCredentials: Array<{ id: string }>; userVerification: string }>(options);
    expect(body.allowCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    expect(body.userVerification).toBe("required");

    const res = await call("/api/user/delete", { json: { passkey: await authenticator.assert(body) }, cookie: user.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await countOf("users", "id", user.id)).toBe(0);
    expect(await countOf("biometric_credentials", "user_id", user.id)).toBe(0);
    await waitForMail(user.email, (m) => m.subject === "Your FieldFix account was deleted");
  });

  it("does not take a sign-in challenge, another account's passkey, or options for an account without passkeys", async () => {
    const user = await signedIn();
    const authenticator = await withPasskey(user);
    const stranger = await signedIn();
    const strangerKey = await withPasskey(stranger);

    // A sign-in challenge is for signing in, not for confirming a deletion.
    const signInOptions = await json<{ challenge: string }>(await call(`${BASE}/authenticate/begin`, { method: "POST" }));
    const withSignIn = await call("/api/user/delete", { json: { passkey: await authenticator.assert(signInOptions) }, cookie: user.cookie });
    expect(withSignIn.status).toBe(400);
    expect(await json(withSignIn)).toMatchObject({ error: "CHALLENGE_INVALID" });

    // The stranger's passkey answering this account's challenge.
    const mine = await json<{ challenge: string }>(await call("/api/user/delete/passkey-options", { method: "POST", cookie: user.cookie }));
    const withStranger = await call("/api/user/delete", { json: { passkey: await strangerKey.assert(mine) }, cookie: user.cookie });
    expect(withStranger.status).toBe(401);
    expect(await json(withStranger)).toMatchObject({ message: M.passkeyConfirmFailed, error: "PASSKEY_INVALID" });

    // A forged signature.
    const again = await json<{ challenge: string }>(await call("/api/user/delete/passkey-options", { method: "POST", cookie: user.cookie }));
    const forger = await SoftAuthenticator.create({ origin: ORIGIN, credentialId: authenticator.id });
    const forged = await call("/api/user/delete", { json: { passkey: await forger.assert(again) }, cookie: user.cookie });
    expect(forged.status).toBe(401);
    expect(await countOf("users", "id", user.id)).toBe(1);
    expect(await countOf("users", "id", stranger.id)).toBe(1);

    const none = await signedIn();
    const noOptions = await call("/api/user/delete/passkey-options", { method: "POST", cookie: none.cookie });
    expect(noOptions.status).toBe(400);
    expect(await json(noOptions)).toEqual({ message: M.noPasskeys, error: "NO_PASSKEYS" });
  });
});
