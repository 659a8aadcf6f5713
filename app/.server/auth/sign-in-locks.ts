import { sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import type { Db } from "../db/client.ts";

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

/**
 * Takes one attempt for the pair before the password is checked, in one statement: parallel guesses each get their
 * own number, so no more than MAX_FAILURES of them are ever checked (the rest are refused as locked, and lock the
 * pair). A locked pair is refused without counting. When a lock has run out, exactly one attempt is checked (the
 * "grace" attempt, marked by storing its number negated in blocked_until); failing it locks the pair for twice as long.
 * Counts restart after a quiet day.
 */
export async function reserveAttempt(db: Db, email: string, subject: string, now: Date): Promise<number> {
  const t = now.getTime();
  const quiet = t - QUIET_RESET_MS;
  const row = await db.get<{ attempts: number; blocked_until: number | null }>(sql`
    insert into login_attempts (email, network, attempts, last_attempt) values (${email}, ${subject}, 1, ${t})
    on conflict(email, network) do update set
      attempts = case when last_attempt < ${quiet} then 1 when blocked_until > ${t} then attempts else attempts + 1 end,
      blocked_until = case
        when last_attempt < ${quiet} then null
        when blocked_until > 0 and blocked_until <= ${t} then -(attempts + 1)
        else blocked_until end,
      last_attempt = case when blocked_until > ${t} then last_attempt else excluded.last_attempt end
    returning attempts, blocked_until`);
  if (row?.blocked_until && row.blocked_until > t) throw lockedError(new Date(row.blocked_until), now);
  const attempts = row?.attempts ?? 1;
  const grace = row?.blocked_until === -attempts;
  if (attempts > MAX_FAILURES && !grace) {
    // More guesses than the pair may make: this one is not checked, and the pair is locked.
    throw lockedError(await lock(db, email, subject, attempts, now), now);
  }
  return attempts;
}

/** Locks the pair for the time its count earns; max() so a slower request never shortens a longer lock. */
async function lock(db: Db, email: string, subject: string, attempts: number, now: Date): Promise<Date> {
  const until = now.getTime() + blockDurationMs(attempts);
  await db.run(sql`update login_attempts set blocked_until = max(coalesce(blocked_until, 0), ${until}) where email = ${email} and network = ${subject}`);
  return new Date(until);
}

/** After a failed check: locks the pair once its reserved count reaches the limit; returns the lock's end, if any. */
export async function failedAttempt(db: Db, email: string, subject: string, attempts: number, now: Date): Promise<Date | null> {
  return attempts >= MAX_FAILURES ? lock(db, email, subject, attempts, now) : null;
}

/** The account-wide count of attempts from devices the account has never signed in on: read and counted at once. */
export async function countAccountAttempt(db: Db, email: string, now: Date): Promise<number> {
  const t = now.getTime();
  const row = await db.get<{ attempts: number }>(sql`
    insert into login_attempts (email, network, attempts, last_attempt) values (${email}, ${ACCOUNT_WIDE}, 1, ${t})
    on conflict(email, network) do update set
      attempts = case when last_attempt < ${t - QUIET_RESET_MS} then 1 else attempts + 1 end,
      last_attempt = excluded.last_attempt
    returning attempts`);
  return row?.attempts ?? 1;
}

/** A successful sign-in from a new device gives back the attempt it counted account-wide. */
export async function refundAccountAttempt(db: Db, email: string) {
  await db.run(sql`update login_attempts set attempts = max(0, attempts - 1) where email = ${email} and network = ${ACCOUNT_WIDE}`);
}

export async function clearFailures(db: Db, email: string, subject: string) {
  await db.run(sql`delete from login_attempts where email = ${email} and network = ${subject}`);
}

/** A password reset proves the inbox: every lock and count of the account goes. */
export async function clearAllFailures(db: Db, email: string) {
  await db.run(sql`delete from login_attempts where email = ${email}`);
}
