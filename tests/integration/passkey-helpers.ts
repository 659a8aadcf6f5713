import { expect } from "vitest";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";
import { call, insertUser, json, ORIGIN, sessionCookieFor } from "./helpers.ts";

/** Shared by the passkey test files: an account with a fresh session, and set-up the way the account page does it. */

export const BASE = "/api/auth/biometric";

export async function account(opts: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser(opts);
  return { ...user, cookie: await sessionCookieFor(user.id) };
}

export type Account = Awaited<ReturnType<typeof account>>;

export async function beginRegistration(user: Account, extra: Record<string, unknown> = {}) {
  const res = await call(`${BASE}/register/begin`, { json: { userId: user.id, username: user.email, ...extra }, cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<{ challenge: string; user: { id: string }; rp: { id: string }; excludeCredentials: { id: string }[] }>(res);
}

/** Sets up a passkey for the account the way the account page does; returns the authenticator holding it. */
export async function withPasskey(
  user: Account,
  opts: Parameters<typeof SoftAuthenticator.create>[0] = { origin: ORIGIN },
  headers: Record<string, string> = {},
) {
  const authenticator = await SoftAuthenticator.create(opts);
  const options = await beginRegistration(user);
  const res = await call(`${BASE}/register/complete`, { json: { userId: user.id, ...(await authenticator.register(options)) }, cookie: user.cookie, headers });
  expect(res.status, await res.clone().text()).toBe(201);
  return authenticator;
}
