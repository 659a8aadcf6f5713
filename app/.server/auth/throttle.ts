import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";

/**
 * Two layers. Per account (D1, atomic): failed sign-ins counted in login_attempts; after 5 failures the account
 * is blocked, longer each time. Per IP (KV, fixed windows): a budget for sign-in, code and e-mail-sending
 * endpoints, which stops one client from spraying many accounts. KV is eventually consistent, so the IP budget is
 * approximate by design; the account lock is the exact one.
 */

export const MAX_FAILURES = 5;
const BASE_BLOCK_MS = 5 * 60 * 1000;
const MAX_BLOCK_MS = 24 * 60 * 60 * 1000;

export function blockDurationMs(failures: number): number {
  if (failures < MAX_FAILURES) return 0;
  return Math.min(BASE_BLOCK_MS * 2 ** (failures - MAX_FAILURES), MAX_BLOCK_MS);
}

export function retryMessage(until: Date, now: Date): { message: string; retryAfterSeconds: number } {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return {
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
    retryAfterSeconds: seconds,
  };
}

export async function assertNotBlocked(db: Db, email: string, now: Date) {
  const row = await db.get<{ blocked_until: number | null }>(sql`select blocked_until from login_attempts where email = ${email}`);
  if (row?.blocked_until && row.blocked_until > now.getTime()) {
    const { message, retryAfterSeconds } = retryMessage(new Date(row.blocked_until), now);
    throw new ApiError(429, message, "ACCOUNT_LOCKED", { retryAfterSeconds });
  }
}

/** Counts one failure in a single statement, so parallel wrong guesses cannot slip past the limit. */
export async function recordFailure(db: Db, email: string, now: Date): Promise<{ attempts: number; blockedUntil: Date | null }> {
  const t = now.getTime();
  const row = await db.get<{ attempts: number }>(sql`
    insert into login_attempts (email, attempts, last_attempt) values (${email}, 1, ${t})
    on conflict(email) do update set attempts = attempts + 1, last_attempt = excluded.last_attempt
    returning attempts`);
  const attempts = row?.attempts ?? 1;
  const block = blockDurationMs(attempts);
  if (block === 0) return { attempts, blockedUntil: null };
  const blockedUntil = new Date(t + block);
  await db.run(sql`update login_attempts set blocked_until = ${blockedUntil.getTime()} where email = ${email}`);
  return { attempts, blockedUntil };
}

export async function clearFailures(db: Db, email: string) {
  await db.run(sql`delete from login_attempts where email = ${email}`);
}

export type Budget = "signin" | "code" | "email" | "key" | "passkey";
const BUDGETS: Record<Budget, { limit: number; windowSeconds: number }> = {
  signin: { limit: 30, windowSeconds: 15 * 60 },
  code: { limit: 30, windowSeconds: 15 * 60 },
  email: { limit: 10, windowSeconds: 15 * 60 },
  // Subscription keys are spent per account, not per network.
  key: { limit: 10, windowSeconds: 15 * 60 },
  // Passkey set-up attempts, per account.
  passkey: { limit: 20, windowSeconds: 15 * 60 },
};

/** Spends one unit of the budget of this client (an IP, or "user:<id>"), or refuses with 429 and when to retry. */
export async function spendBudget(kv: KVNamespace, kind: Budget, subject: string, now: Date) {
  const { limit, windowSeconds } = BUDGETS[kind];
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  const key = `budget:${kind}:${subject}:${windowStart}`;
  const used = Number((await kv.get(key)) ?? "0");
  if (used >= limit) {
    const retryAfterSeconds = windowStart + windowSeconds - Math.floor(now.getTime() / 1000);
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new ApiError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, "RATE_LIMITED", {
      retryAfterSeconds,
    });
  }
  // KV needs a TTL of at least 60 s.
  await kv.put(key, String(used + 1), { expirationTtl: Math.max(60, windowSeconds) });
}
