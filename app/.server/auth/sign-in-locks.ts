import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";

/**
 * Failed sign-ins lock the pair (account, where from), never the whole account (docs/decisions/sign-in-lockout.md).
 * "Where from" is a network ("net:<network>") or, for a browser that signed in to this account before, that device
 * ("device:<id>"). After 5 failures the pair waits 5 minutes, doubling with each further failure up to 24 hours;
 * after a quiet day the count starts again. A separate account-wide count ("*") never locks: past a threshold it
 * puts new devices on a small per-account budget (see login.ts).
 */

export const MAX_FAILURES = 5;
const BASE_BLOCK_MS = 5 * 60 * 1000;
const MAX_BLOCK_MS = 24 * 60 * 60 * 1000;
/** A pair or account that has been quiet this long starts counting from zero. */
export const QUIET_RESET_MS = 24 * 60 * 60 * 1000;
/** Account-wide failures (all networks) after which new devices are budgeted. */
export const ACCOUNT_SLOWDOWN_AFTER = 20;
export const ACCOUNT_WIDE = "*";

export const networkSubject = (network: string) => `net:${network}`;
export const deviceSubject = (deviceId: string) => `device:${deviceId}`;

export function blockDurationMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(BASE_BLOCK_MS * 2 ** (failures - MAX_FAILURES), MAX_BLOCK_MS);
}

export function lockedError(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
    "ACCOUNT_LOCKED",
    { retryAfterSeconds: seconds },
  );
}

export async function assertNotBlocked(db: Db, email: string, subject: string, now: Date) {
  const row = await db.get<{ blocked_until: number | null }>(sql`select blocked_until from login_attempts where email = ${email} and network = ${subject}`);
  if (row?.blocked_until && row.blocked_until > now.getTime()) throw lockedError(new Date(row.blocked_until), now);
}

/** One statement counts the failure, restarting after a quiet day, so parallel guesses are all counted. */
async function countFailure(db: Db, email: string, subject: string, now: Date): Promise<number> {
  const t = now.getTime();
  const quiet = t - QUIET_RESET_MS;
  const row = await db.get<{ attempts: number }>(sql`
    insert into login_attempts (email, network, attempts, last_attempt) values (${email}, ${subject}, 1, ${t})
    on conflict(email, network) do update set
      attempts = case when last_attempt < ${quiet} then 1 else attempts + 1 end,
      blocked_until = case when last_attempt < ${quiet} then null else blocked_until end,
      last_attempt = excluded.last_attempt
    returning attempts`);
  return row?.attempts ?? 1;
}

/** Counts a failure for the pair and locks it once it reaches the limit; returns the lock's end, if any. */
export async function recordFailure(db: Db, email: string, subject: string, now: Date): Promise<Date | null> {
  const attempts = await countFailure(db, email, subject, now);
  const block = blockDurationMs(attempts);
  if (block === 0) return null;
  const blockedUntil = now.getTime() + block;
  // max(): a slower parallel request with a lower count never shortens a longer lock.
  await db.run(sql`update login_attempts set blocked_until = max(coalesce(blocked_until, 0), ${blockedUntil}) where email = ${email} and network = ${subject}`);
  return new Date(blockedUntil);
}

/** The account-wide count: never a lock, only the trigger for the new-device budget. */
export async function recordAccountFailure(db: Db, email: string, now: Date) {
  await countFailure(db, email, ACCOUNT_WIDE, now);
}

export async function accountWideFailures(db: Db, email: string, now: Date): Promise<number> {
  const row = await db.get<{ attempts: number }>(sql`
    select attempts from login_attempts where email = ${email} and network = ${ACCOUNT_WIDE} and last_attempt >= ${now.getTime() - QUIET_RESET_MS}`);
  return row?.attempts ?? 0;
}

export async function clearFailures(db: Db, email: string, subject: string) {
  await db.run(sql`delete from login_attempts where email = ${email} and network = ${subject}`);
}

/** A password reset proves the inbox: every lock and count of the account goes. */
export async function clearAllFailures(db: Db, email: string) {
  await db.run(sql`delete from login_attempts where email = ${email}`);
}
