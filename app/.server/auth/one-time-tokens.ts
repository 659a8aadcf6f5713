import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authTokens } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

export type TokenPurpose = "verify-email" | "reset-password";
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
};

/** Issues a token for the user and purpose; earlier unused ones of that purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.batch([
    db
      .update(authTokens)
      .set({ consumedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt))),
    db.insert(authTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) }),
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
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const row = await db.get<{ user_id: string }>(sql`
    update auth_tokens set consumed_at = ${now.getTime()}
    where token_hash = ${hashToken(token)} and purpose = ${purpose} and consumed_at is null and expires_at > ${now.getTime()}
    returning user_id`);
  return row?.user_id ?? null;
}
