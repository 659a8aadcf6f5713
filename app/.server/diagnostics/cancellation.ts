import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { cancelRequestSchema } from "~/domain/diagnostics.ts";
import type { AppServices } from "../context.ts";
import { cancelledRequests, diagnostics, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";

/**
 * Cancelling a diagnosis (issue #14 item 4: "the request is aborted and nothing is charged"). Aborting the fetch
 * does not stop the Worker, so the browser also names the request here. D1 runs statements and batches one at a time,
 * so whichever side lands second sees the other's work:
 * - the cancel records the cancellation, then reads: a diagnosis already stored under that reference is reported,
 *   not withdrawn: its answer may already be on the way to the browser, and a withdrawal after it would give the
 *   search back for an answer already read (a script could diagnose, read, cancel, and never run out of searches);
 * - the diagnose batch stores the diagnosis, and in the same batch gives it back and deletes it if a cancellation
 *   for its reference is already recorded.
 * So a cancel that arrives first ends with nothing stored and nothing charged, and one that arrives after the answer
 * was stored says so, and the diagnosis stays, counted once (docs/decisions/cancelling-a-diagnosis.md).
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

export const ALREADY_FINISHED = "This diagnosis had already finished before the cancel arrived, so it counts as a search. It is kept in your history.";

/**
 * POST /api/diagnostics/cancel: idempotent. Answers `{ message }` when nothing was stored (nor will be), or
 * `{ message, finished: true, id }` when the diagnosis had already been stored.
 */
export async function cancelDiagnosis(
  svc: Pick<AppServices, "db" | "currentUser" | "now">,
  body: unknown,
): Promise<{ message: string; finished?: true; id?: string }> {
  const { requestRef } = parseOrThrow(cancelRequestSchema, body);
  const user = await svc.currentUser();
  if (!user) throw new ApiError(401, "Please sign in to run diagnostics.", "REGISTRATION_REQUIRED");
  await svc.db.insert(cancelledRequests).values({ userId: user.id, requestRef, createdAt: svc.now() }).onConflictDoNothing();
  // Read after the marker is written: a diagnose batch that has not run yet will see the marker and store nothing.
  const stored = await svc.db
    .select({ id: diagnostics.id })
    .from(diagnostics)
    .where(and(eq(diagnostics.userId, user.id), eq(diagnostics.requestRef, requestRef)))
    .get();
  return stored ? { message: ALREADY_FINISHED, finished: true, id: stored.id } : { message: CANCELLED.message };
}
