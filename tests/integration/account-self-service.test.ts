import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { MESSAGES } from "~/domain/validation.ts";
import { countOf, insertPasskeyRow, login, me, NEW_PASSWORD, NO_STORE, one, signedIn } from "./account-helpers.ts";
import { call, cookieFrom, freshIp, GOOD_PASSWORD, insertUser, json, mailCount, uniqueEmail, waitForMail } from "./helpers.ts";

/**
 * Issue #14 item 8: account self-service under /api/user — profile, password and e-mail here, export and delete in
 * account-export-delete.test.ts. Each endpoint: who may call it, what it refuses, what it changes in the database and
 * which e-mails it sends.
 */

const ENDPOINTS: Array<[string, string, unknown]> = [
  ["PATCH", "/api/user/profile", { name: "Maria Lopez", phone: "" }],
  ["POST", "/api/user/password", { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
  ["POST", "/api/user/email", { newEmail: "someone@example.com", currentPassword: GOOD_PASSWORD }],
  ["GET", "/api/user/export", undefined],
  ["POST", "/api/user/delete/passkey-options", {}],
  ["POST", "/api/user/delete", { password: GOOD_PASSWORD }],
];

describe("who may use the account endpoints", () => {
  it.each(ENDPOINTS)("%s %s: a visitor gets 401 LOGIN_REQUIRED, never cached", async (method, path, body) => {
    const res = await call(path, { method, json: body });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await json(res)).toEqual({ message: M.loginRequired, error: "LOGIN_REQUIRED" });
  });

  it.each(ENDPOINTS)("%s %s: the demo account gets 403 DEMO_ACCOUNT and stays as it is", async (method, path, body) => {
    const demo = await signedIn({ accountType: "demo", registered: false });
    const res = await call(path, { method, json: body, cookie: demo.cookie });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: M.demo, error: "DEMO_ACCOUNT" });
    const row = await one<{ name: string; email: string }>("select name, email from users where id = ?", demo.id);
    expect(row).toEqual({ name: "Direct User", email: demo.email });
    expect((await login(demo.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it.each(ENDPOINTS.filter(([method]) => method !== "GET"))("%s %s: a cross-site request is refused before anything runs", async (method, path, body) => {
    const user = await signedIn();
    const evil = await call(path, { method, json: body, cookie: user.cookie, headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(await json(evil)).toMatchObject({ error: "CROSS_SITE_REQUEST" });
    const fetchSite = await call(path, { method, json: body, cookie: user.cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    expect(await one("select id from users where id = ? and name = 'Direct User'", user.id)).not.toBeNull();
  });
});

describe("PATCH /api/user/profile", () => {
  it("saves name and phone, and an empty phone clears it", async () => {
    const user = await signedIn();
    const res = await call("/api/user/profile", { method: "PATCH", json: { name: "  Maria Lopez ", phone: "+1 (555) 010-2030" }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await json(res)).toMatchObject({ message: M.profileSaved, phone: "+1 (555) 010-2030", user: { name: "Maria Lopez" } });
    expect(await one("select name, phone from users where id = ?", user.id)).toEqual({ name: "Maria Lopez", phone: "+1 (555) 010-2030" });
    expect((await me(user.cookie)).name).toBe("Maria Lopez");

    const cleared = await call("/api/user/profile", { method: "PATCH", json: { name: "Maria Lopez", phone: "" }, cookie: user.cookie });
    expect(cleared.status).toBe(200);
    expect(await one("select phone from users where id = ?", user.id)).toEqual({ phone: null });
  });

  it.each([
    [{ name: "A" }, "name", MESSAGES.nameMin],
    [{ name: "x".repeat(101) }, "name", MESSAGES.nameMax],
    [{ name: "Bob <script>" }, "name", MESSAGES.nameChars],
    [{ name: "Jo; drop" }, "name", MESSAGES.nameChars],
    [{ name: "Eve\u202Elive" }, "name", MESSAGES.nameChars],
    [{ name: "\u200B\u200B\u200B" }, "name", MESSAGES.nameChars],
    [{ name: "Ann\nLee" }, "name", MESSAGES.nameChars],
    [{ name: "Maria Lopez", phone: "555-CALL-NOW" }, "phone", MESSAGES.phoneChars],
    [{ name: "Maria Lopez", phone: "1".repeat(21) }, "phone", MESSAGES.phoneMax],
  ])("refuses %j with SPEC §5's message for %s", async (body, field, message) => {
    const user = await signedIn();
    const res = await call("/api/user/profile", { method: "PATCH", json: body, cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, error: "VALIDATION_ERROR", field });
    expect(await one("select name, phone from users where id = ?", user.id)).toEqual({ name: "Direct User", phone: null });
  });

  it("answers a body that is not JSON with a 400, not a 500", async () => {
    const user = await signedIn();
    const res = await call("/api/user/profile", { method: "PATCH", body: "{name", headers: { "content-type": "application/json" }, cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: "INVALID_JSON" });
  });
});

describe("POST /api/user/password", () => {
  const change = (cookie: string, body: Record<string, unknown>) => call("/api/user/password", { json: body, cookie });
  const good = { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

  it("changes the password: this session stays, other sessions end, passkeys stay, reset links die, the owner is e-mailed", async () => {
    const user = await signedIn();
    const other = cookieFrom(await login(user.email, GOOD_PASSWORD));
    expect((await me(other)).id).toBe(user.id);
    const passkey = await insertPasskeyRow(user.id);
    // A reset link is waiting in the inbox.
    expect((await call("/api/auth/forgot-password", { json: { email: user.email } })).status).toBe(200);
    const resetMail = await waitForMail(user.email, (m) => /Reset your FieldFix password/.test(m.subject));
    const resetToken = /token=([a-z2-7]+)/.exec(resetMail.text)![1]!;

    const res = await change(user.cookie, good);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await json(res)).toEqual({ message: M.passwordChanged, detail: M.passwordChangedDetail });

    expect((await me(user.cookie)).id).toBe(user.id);
    expect((await me(other)).id).toBeNull();
    expect(await countOf("auth_sessions", "user_id", user.id)).toBe(1);
    expect(await one("select credential_id from biometric_credentials where user_id = ?", user.id)).toEqual({ credential_id: passkey });
    const reset = await call("/api/auth/validate-reset-token", { json: { token: resetToken } });
    expect(reset.status).toBe(400);

    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    const notice = await waitForMail(user.email, (m) => m.subject === "Your FieldFix password was changed");
    expect(notice.text).toContain("Every other device was signed out");
  });

  it("refuses a wrong current password with 400 WRONG_PASSWORD, counts it like a failed sign-in, and locks after 5", async () => {
    const user = await signedIn();
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) {
      const res = await call("/api/user/password", { json: { ...good, currentPassword: `Wrong${i}234!` }, cookie: user.cookie, ip });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: M.wrongPassword, error: "WRONG_PASSWORD", field: "currentPassword" });
    }
    // The fifth failure locks the (account, network) pair, exactly as five failed sign-ins would.
    const fifth = await call("/api/user/password", { json: { ...good, currentPassword: "Wrong5234!" }, cookie: user.cookie, ip });
    expect(fifth.status).toBe(429);
    expect(await json(fifth)).toMatchObject({ error: "ACCOUNT_LOCKED" });
    const counted = await one<{ attempts: number; blocked_until: number | null }>(
      "select attempts, blocked_until from login_attempts where email = ? and network like 'net:%'",
      user.email,
    );
    expect(counted!.attempts).toBe(5);
    expect(counted!.blocked_until).toBeGreaterThan(Date.now());
    // Locked now: even the right password is not checked from this network, and nothing changed.
    const locked = await call("/api/user/password", { json: good, cookie: user.cookie, ip });
    expect(locked.status).toBe(429);
    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ newPassword: "Short1!", confirmPassword: "Short1!" }, "newPassword", MESSAGES.passwordMin],
    [{ newPassword: "Tractor12!", confirmPassword: "Tractor12!" }, "newPassword", MESSAGES.passwordDigits],
    [{ newPassword: "Tractor1234", confirmPassword: "Tractor1234" }, "newPassword", MESSAGES.passwordSpecial],
    [{ newPassword: NEW_PASSWORD, confirmPassword: "Harvest9876%" }, "confirmPassword", MESSAGES.passwordsMismatch],
    [{ currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "currentPassword", MESSAGES.passwordRequired],
  ])("refuses %j (%s) with SPEC §5's message and changes nothing", async (patch, field, message) => {
    const user = await signedIn();
    const res = await change(user.cookie, { ...good, ...patch });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, error: "VALIDATION_ERROR", field });
    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("refuses the current password as the new one", async () => {
    const user = await signedIn();
    const res = await change(user.cookie, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: M.samePassword, error: "SAME_PASSWORD", field: "newPassword" });
  });
});

describe("POST /api/user/email", () => {
  const ask = (cookie: string, newEmail: string, currentPassword = GOOD_PASSWORD) => call("/api/user/email", { json: { newEmail, currentPassword }, cookie });
  const linkIn = (text: string) => /verify-email\?token=([a-z2-7]+)/.exec(text)?.[1];

  it("changes the address only when the link sent to the new one is opened; the old one is told", async () => {
    const user = await signedIn();
    const target = uniqueEmail("moved");
    const res = await ask(user.cookie, target.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(NO_STORE);
    expect(await json(res)).toEqual({ message: M.emailChangeSent(target) });

    const link = await waitForMail(target, (m) => m.subject === "Confirm your new FieldFix e-mail address");
    const requested = await waitForMail(user.email, (m) => /change requested/.test(m.subject));
    expect(requested.text).toContain(target);
    const token = linkIn(link.text)!;
    expect(token).toBeTruthy();
    // Stored hashed, never as sent.
    expect(await one("select 1 from auth_tokens where token_hash = ?", token)).toBeNull();
    expect(await one("select email from users where id = ?", user.id)).toEqual({ email: user.email });
    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(200);

    const opened = await call(`/api/auth/verify-email?token=${token}`);
    expect(opened.status).toBe(200);
    expect(await json(opened)).toEqual({ success: true, message: M.emailChanged(target), emailChanged: true, email: target });
    expect(await one("select email, is_email_verified from users where id = ?", user.id)).toEqual({ email: target, is_email_verified: 1 });
    await waitForMail(user.email, (m) => m.subject === "Your FieldFix e-mail address was changed");
    expect((await login(user.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(target, GOOD_PASSWORD)).status).toBe(200);
    expect((await me(user.cookie)).email).toBe(target);

    const again = await call(`/api/auth/verify-email?token=${token}`);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ success: false });
  });

  it("answers an address that already has an account exactly like a free one, but sends it no link", async () => {
    const owner = await insertUser();
    const taken = await signedIn();
    const free = await signedIn();
    const freeTarget = uniqueEmail("free");

    const takenRes = await ask(taken.cookie, owner.email);
    const freeRes = await ask(free.cookie, freeTarget);
    expect(takenRes.status).toBe(freeRes.status);
    expect(await json(takenRes)).toEqual({ message: M.emailChangeSent(owner.email) });
    expect(await json(freeRes)).toEqual({ message: M.emailChangeSent(freeTarget) });
    expect([...takenRes.headers.keys()].filter((h) => h !== "x-request-id")).toEqual([...freeRes.headers.keys()].filter((h) => h !== "x-request-id"));

    // Both requesters' own inboxes get the same notice.
    const takenNotice = await waitForMail(taken.email, (m) => /change requested/.test(m.subject));
    const freeNotice = await waitForMail(free.email, (m) => /change requested/.test(m.subject));
    expect(takenNotice.text.replace(owner.email, "X")).toBe(freeNotice.text.replace(freeTarget, "X"));

    // The owner of the address gets a note without any link, and nothing changes.
    const note = await waitForMail(owner.email, (m) => m.subject === "Your FieldFix account");
    expect(note.text).toContain("already belongs to an account");
    expect(linkIn(note.text)).toBeUndefined();
    expect(await mailCount(owner.email)).toBe(1);
    expect(await countOf("auth_tokens", "user_id", taken.id)).toBe(0);
    expect(await one("select email from users where id = ?", taken.id)).toEqual({ email: taken.email });
    expect(await one("select email from users where id = ?", owner.id)).toEqual({ email: owner.email });
  });

  it("refuses a wrong password (counted like a failed sign-in), the current address and an invalid one", async () => {
    const user = await signedIn();
    const wrong = await ask(user.cookie, uniqueEmail("x"), "Wrong1234!");
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ message: M.wrongPassword, error: "WRONG_PASSWORD", field: "currentPassword" });
    expect((await one<{ n: number }>("select sum(attempts) as n from login_attempts where email = ?", user.email))!.n).toBeGreaterThanOrEqual(1);

    const same = await ask(user.cookie, user.email);
    expect(same.status).toBe(400);
    expect(await json(same)).toEqual({ message: M.sameEmail, error: "SAME_EMAIL", field: "newEmail" });

    const invalid = await ask(user.cookie, "not-an-address");
    expect(invalid.status).toBe(400);
    expect(await json(invalid)).toEqual({ message: MESSAGES.email, error: "VALIDATION_ERROR", field: "newEmail" });
    expect(await countOf("auth_tokens", "user_id", user.id)).toBe(0);
  });

  it("a password change cancels a pending change: its link no longer works", async () => {
    const user = await signedIn();
    const target = uniqueEmail("pending");
    expect((await ask(user.cookie, target)).status).toBe(200);
    const token = linkIn((await waitForMail(target, (m) => /Confirm your new/.test(m.subject))).text)!;
    const changed = await call("/api/user/password", {
      json: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(changed.status).toBe(200);
    const opened = await call(`/api/auth/verify-email?token=${token}`);
    expect(opened.status).toBe(400);
    expect(await one("select email from users where id = ?", user.id)).toEqual({ email: user.email });
  });

  it("is budgeted per account: the sixth request in an hour is refused", async () => {
    const user = await signedIn();
    for (let i = 0; i < 5; i++) expect((await ask(user.cookie, uniqueEmail(`b${i}`))).status).toBe(200);
    const sixth = await ask(user.cookie, uniqueEmail("b6"));
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toMatchObject({ error: "RATE_LIMITED" });
  });
});
