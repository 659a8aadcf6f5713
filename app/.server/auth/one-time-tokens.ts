import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authTokens } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

export type TokenPurpose = "verify-email" | "reset-password" | "change-email";
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
};

/**
 * How many unexpired links of a purpose stay valid at once. A reset link survives two later requests, so a stranger
 * asking for resets cannot cancel the owner's link (the per-account e-mail budget caps requests at 3 an hour, and a
 * link lives 1 hour); a new verification link replaces the old one.
 */
const KEEP_VALID: Record<TokenPurpose, number> = { "verify-email": 1, "reset-password": 3, "change-email": 1 };

/**
 * Issues a token for the user and purpose; only the newest KEEP_VALID unused ones of that purpose keep working.
 * `newEmail` travels with a change-email link (the address it was sent to), never in the link itself.
 */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now: Date, newEmail?: string): Promise<string> {
  const token = newToken();
  const keepOthers = KEEP_VALID[purpose] - 1;
  await db.batch([
    db
      .update(authTokens)
      .set({ consumedAt: now })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.consumedAt),
          sql`${authTokens.tokenHash} not in (
            select token_hash from auth_tokens
            where user_id = ${userId} and purpose = ${purpose} and consumed_at is null and expires_at > ${now.getTime()}
            order by created_at desc limit ${keepOthers})`,
        ),
      ),
    db.insert(authTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      createdAt: now,
      newEmail: newEmail ?? null,
    }),
  ]);
  return token;
}

/** Whether the token would be accepted now (for the reset page's check on load); consumes nothing. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const row = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt), gt(authTokens.expiresAt, now)))
    .get();
  return row?.userId ?? null;
}

/**
 * Consumes the token in one conditional UPDATE ... RETURNING: of two concurrent uses exactly one gets the user id.
 * Using one link voids the user's other links of that purpose.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  return (await consume(db, token, purpose, now))?.userId ?? null;
}

/** consumeToken for a change-email link: the account and the address the link was sent to. */
export async function consumeEmailChange(db: Db, token: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
  const taken = await consume(db, token, "change-email", now);
  return taken?.newEmail ? { userId: taken.userId, newEmail: taken.newEmail } : null;
}

/** Voids every unused link of these purposes for the user (e.g. reset links once the password was changed). */
export async function voidTokens(db: Db, userId: string, purposes: TokenPurpose[], now: Date) {
  await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes), isNull(authTokens.consumedAt)));
}

async function consume(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<{ userId: string; newEmail: string | null } | null> {
  const t = now.getTime();
  const hash = hashToken(token);
  // One batch is one transaction: taking this link and voiding the user's other links of the purpose happen together,
  // so two different links used at the same moment cannot both succeed.
  const [taken] = await db.$client.batch<{ user_id: string; new_email: string | null }>([
    db.$client
      .prepare(
        "update auth_tokens set consumed_at = ? where token_hash = ? and purpose = ? and consumed_at is null and expires_at > ? returning user_id, new_email",
      )
      .bind(t, hash, purpose, t),
    db.$client
      .prepare(
        "update auth_tokens set consumed_at = ? where purpose = ? and consumed_at is null and user_id = (select user_id from auth_tokens where token_hash = ? and consumed_at = ?)",
      )
      .bind(t, purpose, hash, t),
  ]);
  const row = taken?.results[0];
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}
