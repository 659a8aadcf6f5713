import { eq } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { isDemo } from "~/domain/user.ts";
import { loginSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { restoreDemoExamples } from "../diagnostics/demo-examples.ts";
import { parseOrThrow } from "../http/parse.ts";
import { decoyHash, verifyPassword } from "./password.ts";
import { createSession, mapSessionId, readSessionToken, revokeSession, type UserRow } from "./sessions.ts";
import {
  ACCOUNT_SLOWDOWN_AFTER,
  clearFailures,
  countAccountAttempt,
  deviceSubject,
  failedAttempt,
  lockedError,
  networkSubject,
  refundAccountAttempt,
  reserveAttempt,
} from "./sign-in-locks.ts";
import { trustedDeviceFor, trustThisDevice } from "./trusted-devices.ts";

/** The client maps this to SPEC §8's friendlier sentence; it is the same for unknown e-mail and wrong password. */
export const INCORRECT_CREDENTIALS = "Incorrect email or password";

type Svc = Pick<AppServices, "db" | "budgets" | "now" | "clientIp" | "network" | "secure" | "cookie" | "responseCookies">;

/**
 * Checks a password for an account under every sign-in rule: the per-network budget, the lock of this (account,
 * network-or-device) pair, and the per-account budget for new devices while the account is under a spread-out
 * attack. Used by sign-in and by the "type your password again" step of sensitive changes, so there is one rule.
 * Throws 401 INVALID_CREDENTIALS (or a 429) on failure.
 */
export async function checkPassword(svc: Svc, email: string, password: string, failure = new ApiError(401, INCORRECT_CREDENTIALS, "INVALID_CREDENTIALS")) {
  const now = svc.now();
  await svc.budgets.spend("signin", svc.network);
  const user = await svc.db.select().from(users).where(eq(users.email, email)).get();
  // Always one device look-up, so its timing says nothing about whether the account exists.
  const device = await trustedDeviceFor(svc, user?.id ?? "no-such-account");
  const demo = Boolean(user && isDemo(user));
  // The shared demo account's password is public: a lock would only keep others (on a shared network) out.
  const subject = demo ? null : device ? deviceSubject(device) : networkSubject(svc.network);
  const attempt = subject ? await reserveAttempt(svc.db, email, subject, now) : 0;
  const newDevice = !device && !demo;
  if (newDevice && (await countAccountAttempt(svc.db, email, now)) > ACCOUNT_SLOWDOWN_AFTER) {
    await svc.budgets.spend("signin-account", `account:${email}`);
  }
  // Unknown accounts still pay for one scrypt, so timing does not tell whether the e-mail exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !ok) {
    const blockedUntil = subject ? await failedAttempt(svc.db, email, subject, attempt, now) : null;
    if (blockedUntil) throw lockedError(blockedUntil, now);
    throw failure;
  }
  if (subject) await clearFailures(svc.db, email, subject);
  if (newDevice) await refundAccountAttempt(svc.db, email);
  return user;
}

export async function login(svc: Svc, body: unknown, userAgent: string | null): Promise<{ user: UserRow }> {
  const { email, password, sessionId } = parseOrThrow(loginSchema, body);
  const user = await checkPassword(svc, email, password);
  // Each demo visitor starts from the same three example diagnoses (issue #14 item 7).
  if (isDemo(user)) await restoreDemoExamples(svc, user.id);
  svc.responseCookies.push(await createSession(svc, user.id, userAgent));
  await trustThisDevice(svc, user.id);
  await mapSessionId(svc.db, sessionId, user.id, svc.now());
  return { user };
}

export async function logout(svc: { db: Db; secure: boolean }, request: Request) {
  const token = readSessionToken(request, svc.secure);
  if (token) await revokeSession(svc.db, token);
}
