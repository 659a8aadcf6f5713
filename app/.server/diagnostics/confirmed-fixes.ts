import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { fixAnswerSchema } from "~/domain/confirmed-fix-schema.ts";
import { fixVehicleOf } from "~/domain/confirmed-fix-vehicle.ts";
import { type ConfirmedFixView, FIX_MESSAGES } from "~/domain/confirmed-fixes.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { rankCandidates } from "~/domain/diagnosis/engine.ts";
import type { ConfirmedFixCounts, DiagnosisInput, RankedCause } from "~/domain/diagnosis/types.ts";
import { DIAGNOSTIC_ID } from "~/domain/diagnostics.ts";
import { entryFromStored } from "~/domain/rerun-entry.ts";
import { isDemo } from "~/domain/user.ts";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { confirmedFixes, diagnostics } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { withAnswer } from "./answer-store.ts";
import { countsQuery } from "./confirmed-counts.ts";

/**
 * 'What fixed it?' (issue #13 item 3; docs/decisions/confirmed-fixes.md): the owner's answer for a resolved
 * diagnosis, and the counts of answers that the ranking reads as evidence. Counts are of distinct owners and leave
 * this module only as numbers per cause: never who, never anyone's own words.
 */

type Row = typeof diagnostics.$inferSelect;
const NOT_FOUND = "Diagnostic not found";

/**
 * Only the causes a word match already put near the top can be lifted into the shown five by confirmations, so
 * counts are read for these many candidates: bounded index look-ups however many answers a class gathers.
 */
export const COUNTED_CANDIDATES = 40;

/**
 * The confirmed-fix counts for a question's vehicle, or undefined when there are none (or the vehicle is too
 * vague to count for). Evidence is optional: if the read fails the diagnosis goes on without it.
 */
export async function confirmedCountsFor(db: Db, input: DiagnosisInput): Promise<ConfirmedFixCounts | undefined> {
  const vehicle = fixVehicleOf(input, KNOWLEDGE.catalogue);
  if (!vehicle.machineClass && !vehicle.make) return undefined;
  const ids = rankCandidates(input, COUNTED_CANDIDATES, KNOWLEDGE).map((c) => c.entry.id);
  if (ids.length === 0) return undefined;
  try {
    const rows = await db.all<{ id: string; family: number; make: number; cls: number }>(countsQuery(vehicle, ids));
    if (rows.length === 0) return undefined;
    const counts: ConfirmedFixCounts = { family: {}, make: {}, class: {} };
    for (const r of rows) {
      if (r.family > 0) counts.family[r.id] = r.family;
      if (r.make > 0) counts.make[r.id] = r.make;
      if (r.cls > 0) counts.class[r.id] = r.cls;
    }
    return counts;
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", event: "confirmed-counts-failed", error: String(error) }));
    return undefined;
  }
}

/** The causes a stored diagnosis listed (its first cause, unless it said too little, and the alternatives). */
export function listedCauses(row: Pick<Row, "details" | "primaryCause" | "alternativeCauses">): Map<string, string> {
  const listed = new Map<string, string>();
  const d = (row.details ?? {}) as Record<string, unknown>;
  if (typeof d.primaryCauseId === "string" && d.primaryCauseId) listed.set(d.primaryCauseId, row.primaryCause);
  for (const alt of (row.alternativeCauses ?? []) as RankedCause[]) {
    if (alt && typeof alt.id === "string" && alt.id && typeof alt.cause === "string" && !listed.has(alt.id)) listed.set(alt.id, alt.cause);
  }
  return listed;
}

/**
 * PUT /api/diagnostics/{id}/fix: the owner's answer. One per diagnosis: a second answer replaces the first (the
 * owner corrects themselves; counting both would count one repair twice). Anyone else gets the 404 a missing
 * diagnosis gets. The write is conditional on the diagnosis still being resolved, so an answer can never outlive
 * an un-resolve that raced it.
 */
export async function recordFix(
  svc: Pick<AppServices, "db" | "budgets" | "currentUser">,
  id: string,
  body: unknown,
): Promise<{ confirmedFix: ConfirmedFixView }> {
  const viewer = await svc.currentUser();
  if (!DIAGNOSTIC_ID.test(id) || !viewer) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const answer = parseOrThrow(fixAnswerSchema, body);
  const stored = await svc.db
    .select()
    .from(diagnostics)
    .where(and(eq(diagnostics.id, id), eq(diagnostics.userId, viewer.id)))
    .get();
  const row = stored ? await withAnswer(svc.db, stored) : undefined;
  if (!row) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  // The shared demo account is many visitors trying the app, not owners of these machines.
  if (isDemo(viewer)) throw new ApiError(403, FIX_MESSAGES.demo, "DEMO_NOT_COUNTED");
  if (!row.resolved) throw new ApiError(409, FIX_MESSAGES.notResolved, "NOT_RESOLVED");
  const listed = listedCauses(row);
  if ("causeId" in answer && !listed.has(answer.causeId)) throw new ApiError(400, FIX_MESSAGES.notListed, "VALIDATION_ERROR", { field: "causeId" });
  await svc.budgets.spend("confirm-fix", `user:${viewer.id}`);

  const v = fixVehicleOf({ vehicleType: row.vehicleType, ...entryFromStored(row) }, KNOWLEDGE.catalogue);
  const causeId = "causeId" in answer ? answer.causeId : null;
  const otherCause = "otherCause" in answer ? answer.otherCause : null;
  const part = "otherCause" in answer ? (answer.part ?? null) : null;
  const now = Date.now();
  const written = await svc.db.run(sql`
    insert into confirmed_fixes (diagnostic_id, user_id, vehicle_type, machine_class, make, model_family, cause_id, other_cause, part, created_at, updated_at)
    select ${id}, ${viewer.id}, ${v.vehicleType}, ${v.machineClass}, ${v.make}, ${v.modelFamily}, ${causeId}, ${otherCause}, ${part}, ${now}, ${now}
    where exists (select 1 from diagnostics where id = ${id} and user_id = ${viewer.id} and resolved = 1)
    on conflict (diagnostic_id) do update set
      cause_id = excluded.cause_id, other_cause = excluded.other_cause, part = excluded.part,
      machine_class = excluded.machine_class, make = excluded.make, model_family = excluded.model_family,
      updated_at = excluded.updated_at`);
  if ((written.meta.changes ?? 0) === 0) throw new ApiError(409, FIX_MESSAGES.notResolved, "NOT_RESOLVED");
  return { confirmedFix: { causeId, cause: causeId ? listed.get(causeId)! : otherCause!, part } };
}

/** The statement that withdraws a diagnosis's answer; run in the same batch as the un-resolve. */
export function withdrawFix(db: Db, id: string, userId: string) {
  return db.delete(confirmedFixes).where(and(eq(confirmedFixes.diagnosticId, id), eq(confirmedFixes.userId, userId)));
}

/** The owner's own answer for the result page, or null. */
export async function ownFix(db: Db, row: Row, userId: string): Promise<ConfirmedFixView | null> {
  const fix = await db
    .select({ causeId: confirmedFixes.causeId, otherCause: confirmedFixes.otherCause, part: confirmedFixes.part })
    .from(confirmedFixes)
    .where(and(eq(confirmedFixes.diagnosticId, row.id), eq(confirmedFixes.userId, userId)))
    .get();
  if (!fix) return null;
  const cause = fix.causeId ? (listedCauses(row).get(fix.causeId) ?? fix.causeId) : (fix.otherCause ?? "");
  return { causeId: fix.causeId, cause, part: fix.part };
}
