import { and, eq, type SQL, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { cancelRequestSchema } from "~/domain/diagnostics.ts";
import type { AppServices } from "../context.ts";
import { cancelledRequests, diagnostics, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";

/**
 * Cancelling a diagnosis (issue #14 item 4: "the request is aborted and nothing is charged"). Aborting the fetch
 * does not stop the Worker, so the browser also names the request here. Both sides are single D1 batches, which D1
 * runs one at a time, so whichever lands second sees the other's work:
 * - the cancel batch records the cancellation, gives back what a stored diagnosis with that reference cost, and
 *   deletes it;
 * - the diagnose batch stores the diagnosis, and in the same batch gives it back and deletes it if a cancellation
 *   for its reference is already recorded.
 * Either order ends with no diagnosis and nothing charged; a second cancel finds nothing left to refund.
 */
type Db = AppServices["db"];

export const CANCELLED = { message: "Diagnosis cancelled. Nothing was charged.", code: "DIAGNOSIS_CANCELLED" } as const;

const cancelled = (userId: string, requestRef: string) =>
  sql`exists (select 1 from cancelled_requests where user_id = ${userId} and request_ref = ${requestRef})`;

/** Statements appended to the diagnose batch, after the insert and the search count. */
export function withdrawIfCancelled(db: Db, userId: string, diagnosisId: string, requestRef: string, tookTrial: boolean) {
  return [
    db
      .update(users)
      .set({
        trialSearchesUsed: sql`max(0, ${users.trialSearchesUsed} - ${tookTrial ? 1 : 0})`,
        searchesUsed: sql`max(0, ${users.searchesUsed} - 1)`,
      })
      .where(and(eq(users.id, userId), cancelled(userId, requestRef))),
    db.delete(diagnostics).where(and(eq(diagnostics.id, diagnosisId), cancelled(userId, requestRef))),
  ] as const;
}

/** POST /api/diagnostics/cancel: idempotent; the answer is the same whether or not the request had finished. */
export async function cancelDiagnosis(svc: Pick<AppServices, "db" | "currentUser" | "now">, body: unknown): Promise<{ message: string }> {
  const { requestRef } = parseOrThrow(cancelRequestSchema, body);
  const user = await svc.currentUser();
  if (!user) throw new ApiError(401, "Please sign in to run diagnostics.", "REGISTRATION_REQUIRED");
  const mine = and(eq(diagnostics.userId, user.id), eq(diagnostics.requestRef, requestRef));
  const charged = (extra?: SQL) => sql`(select count(*) from ${diagnostics} where ${and(mine, extra)})`;
  await svc.db.batch([
    svc.db.insert(cancelledRequests).values({ userId: user.id, requestRef, createdAt: svc.now() }).onConflictDoNothing(),
    svc.db
      .update(users)
      .set({
        trialSearchesUsed: sql`max(0, ${users.trialSearchesUsed} - ${charged(eq(diagnostics.chargedTrial, true))})`,
        searchesUsed: sql`max(0, ${users.searchesUsed} - ${charged()})`,
      })
      .where(eq(users.id, user.id)),
    svc.db.delete(diagnostics).where(mine),
  ]);
  return { message: CANCELLED.message };
}
