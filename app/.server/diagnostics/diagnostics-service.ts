import { and, desc, eq, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { checkDeviceAnswer, type DeviceAnswer } from "~/domain/device-answer.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import type { DiagnosisInput, DiagnosisResult } from "~/domain/diagnosis/types.ts";
import { DIAGNOSTIC_ID, diagnosisRequestSchema, resolvedSchema, savedSchema } from "~/domain/diagnostics.ts";
import { machineFromDiagnosis } from "~/domain/machines.ts";
import { DIAGNOSIS_MESSAGES, decideDiagnosisAccess, TRIAL_SEARCHES } from "~/domain/plans.ts";
import { normalizeProgress, stepBeyond, stepProgressSchema } from "~/domain/step-progress.ts";
import { isDemo } from "~/domain/user.ts";
import { splitMakeModel } from "~/domain/vehicle/profile.ts";
import { newId } from "../auth/tokens.ts";
import { toUserView } from "../auth/user-view.ts";
import type { AppServices } from "../context.ts";
import { diagnostics, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { recordMachineUse } from "../machines/machines-service.ts";
import { compactColumns, partInserts, withAnswer } from "./answer-store.ts";
import { CANCELLED, withdrawIfCancelled } from "./cancellation.ts";
import { confirmedCountsFor, ownFix, withdrawFix } from "./confirmed-fixes.ts";
import { answerColumns } from "./stored-answer.ts";
import { type DiagnosticView, type HistoryItem, toDiagnosticView, toHistoryItem } from "./views.ts";

export type Engine = (input: DiagnosisInput) => Promise<DiagnosisResult>;
type Svc = Pick<AppServices, "db" | "budgets" | "now" | "clientIp" | "network" | "currentUser">;

export const NOT_FOUND = "Diagnostic not found";

/**
 * POST /api/diagnostics. Access is decided on the server (SPEC §6 via decideDiagnosisAccess). A trial search is
 * taken with one conditional UPDATE before the engine runs and given back if anything fails afterwards, so
 * parallel requests can never use more than the 5 searches and a failed diagnosis costs nothing.
 */
export async function createDiagnosis(svc: Svc, body: unknown, engine: Engine): Promise<{ id: string; diagnostic: DiagnosticView }> {
  const input = withCatalogueSplit(parseOrThrow(diagnosisRequestSchema, body));
  const row = await svc.currentUser();
  // Offline diagnoses are uploaded with a client reference. A repeat upload (a retry after a lost answer, a second
  // tab) gets the stored diagnosis even when this user could not start a new one now: it was counted already.
  // An online request repeated after a lost answer (SPEC §7 retries) carries the same requestRef: same answer, one charge.
  if (row && (input.clientRef || input.requestRef)) {
    const existing = await findRepeat(svc, row.id, input);
    if (existing) return { id: existing.id, diagnostic: toDiagnosticView(await withAnswer(svc.db, existing), row.id) };
  }
  const user = row ? toUserView(row) : null;
  const decision = decideDiagnosisAccess(user, input.vehicleType);
  if (!decision.ok) {
    throw new ApiError(decision.status, decision.message, decision.code, {
      searchesUsed: user?.trialSearchesUsed ?? 0,
      subscriptionStatus: user?.subscriptionStatus ?? "free",
    });
  }
  const userId = row!.id;
  // Each diagnosis may be a Workers AI call: an exact per-account ceiling whatever the plan, spent before any work.
  // An upload from the device calls no model but is ranked again and stored, so it spends the same ceiling (a 429
  // leaves it waiting on the device). The shared demo account is counted per network, so one visitor's script cannot
  // use up everyone's ceiling.
  if (user!.accountType === "demo") await svc.budgets.spend("demo-diagnose", svc.network);
  else await svc.budgets.spend("diagnose", `user:${userId}`);

  let tookTrial = false;
  if (decision.via === "trial") {
    const taken = await svc.db.get<{ trial_searches_used: number }>(sql`
      update users set trial_searches_used = trial_searches_used + 1, updated_at = ${svc.now().getTime()}
      where id = ${userId} and trial_activated = 1 and trial_searches_used < ${TRIAL_SEARCHES}
      returning trial_searches_used`);
    if (!taken) {
      throw new ApiError(402, DIAGNOSIS_MESSAGES.limit, "SEARCH_LIMIT_EXCEEDED", {
        searchesUsed: TRIAL_SEARCHES,
        subscriptionStatus: row!.subscriptionStatus,
      });
    }
    tookTrial = true;
  }

  try {
    const result = input.deviceAnswer ? deviceResult(input.deviceAnswer, asked(input)) : await engine(await withEvidence(svc, input));
    const id = newId();
    const now = svc.now();
    const answer = await compactColumns(answerColumns(input, result));
    const values = {
      id,
      userId,
      sessionId: input.sessionId ?? null,
      ...answer.values,
      // An offline diagnosis was kept on the device on purpose: it lands in history.
      saved: Boolean(input.clientRef),
      clientRef: input.clientRef ?? null,
      requestRef: input.requestRef ?? null,
      chargedTrial: tookTrial,
      ipAddress: svc.clientIp,
      deviceFingerprint: input.deviceFingerprint ?? null,
      createdAt: now,
    };
    // The one place a diagnosis records its machine ('My machines'), online or uploaded from offline alike. The
    // shared demo account keeps none.
    const machine = isDemo(user!) ? null : machineFromDiagnosis(input.vehicleType, input.make, input.model);
    await svc.db.batch([
      svc.db.insert(diagnostics).values(values),
      ...partInserts(svc.db, answer.parts),
      svc.db
        .update(users)
        .set({ searchesUsed: sql`${users.searchesUsed} + 1`, updatedAt: now })
        .where(eq(users.id, userId)),
      ...(input.requestRef ? withdrawIfCancelled(svc.db, userId, id, input.requestRef, tookTrial) : []),
      ...(machine ? recordMachineUse(svc.db, userId, machine, now) : []),
    ]);
    const stored = await svc.db.select().from(diagnostics).where(eq(diagnostics.id, id)).get();
    if (!stored) {
      // Cancelled while it ran: the batch above already gave the search back.
      tookTrial = false;
      throw new ApiError(409, CANCELLED.message, CANCELLED.code);
    }
    return { id, diagnostic: toDiagnosticView(await withAnswer(svc.db, stored, answer.parts), userId) };
  } catch (error) {
    if (tookTrial) {
      await svc.db.run(sql`update users set trial_searches_used = max(0, trial_searches_used - 1) where id = ${userId}`);
    }
    if (error instanceof ApiError) throw error;
    if (/UNIQUE constraint failed/i.test(String(error)) && (input.clientRef || input.requestRef)) {
      const existing = await findRepeat(svc, userId, input);
      if (existing) return { id: existing.id, diagnostic: toDiagnosticView(await withAnswer(svc.db, existing), userId) };
    }
    throw error;
  }
}

/**
 * A make cut in two by the fields ("Arctic" / "Cat Alterra 600", or a SPEC client's tractorModel split at its first
 * word) is joined again with the catalogue, so the stored entry, My machines and confirmed-fix counts name the real
 * make. A split that would leave the model empty is kept as sent (both fields are required).
 */
function withCatalogueSplit<T extends { make: string; model: string; problem: string }>(input: T): T {
  const vehicle = splitMakeModel(KNOWLEDGE.catalogue, input.make, input.model);
  if (vehicle.make === input.make || !vehicle.model) return input;
  return { ...input, ...vehicle, tractorModel: `${vehicle.make} ${vehicle.model}`, symptoms: `${vehicle.make} ${vehicle.model}: ${input.problem}` };
}

/** The question as the engine takes it, with the owners' confirmed fixes for this vehicle when there are any. */
async function withEvidence(
  svc: Pick<AppServices, "db">,
  input: { vehicleType: DiagnosisInput["vehicleType"]; make: string; model: string; problem: string },
): Promise<DiagnosisInput> {
  const question = asked(input);
  const confirmedFixes = await confirmedCountsFor(svc.db, question);
  return confirmedFixes ? { ...question, confirmedFixes } : question;
}

/** The question as the engine takes it (the offline engine on the device asks it the same way: offline-diagnose.ts). */
function asked(input: { vehicleType: DiagnosisInput["vehicleType"]; make: string; model: string; problem: string }): DiagnosisInput {
  return { vehicleType: input.vehicleType, make: input.make, model: input.model, symptoms: input.problem };
}

/** The stored diagnosis an upload (clientRef) or a retried request (requestRef) already made, if any. */
function findRepeat(svc: Pick<AppServices, "db">, userId: string, input: { clientRef?: string; requestRef?: string }) {
  const ref = input.clientRef ? eq(diagnostics.clientRef, input.clientRef) : eq(diagnostics.requestRef, input.requestRef!);
  return svc.db
    .select()
    .from(diagnostics)
    .where(and(eq(diagnostics.userId, userId), ref))
    .get();
}

/**
 * The causes a device showed while offline, with this knowledge's texts (device-answer.ts); an answer that claims what
 * this knowledge never said, or a cause it would not consider for the question, is refused with a 400 and stays on
 * the device.
 */
function deviceResult(answer: DeviceAnswer, question: DiagnosisInput): DiagnosisResult {
  const check = checkDeviceAnswer(answer, question, KNOWLEDGE);
  if (!check.ok) {
    console.warn(JSON.stringify({ level: "warn", event: "device-answer-refused", reason: check.reason }));
    throw new ApiError(400, DEVICE_ANSWER_REFUSED, "DEVICE_ANSWER_INVALID");
  }
  return check.result;
}

export const DEVICE_ANSWER_REFUSED =
  "This offline diagnosis could not be checked against the FieldFix knowledge base, so it was not uploaded. It stays on this device.";

/** Anyone holding the unguessable id may read a diagnostic: that is what makes results shareable. */
export async function getDiagnostic(svc: Pick<AppServices, "db" | "currentUser">, id: string): Promise<DiagnosticView> {
  if (!DIAGNOSTIC_ID.test(id)) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const row = await svc.db.select().from(diagnostics).where(eq(diagnostics.id, id)).get();
  if (!row) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const viewer = await svc.currentUser();
  return viewer !== null && row.userId === viewer.id ? ownerView(svc, row, viewer.id) : toDiagnosticView(await withAnswer(svc.db, row), viewer?.id ?? null);
}

/** Only the owner may change a diagnostic; for anyone else it does not exist (404, never whose it is). */
async function updateOwned(svc: Pick<AppServices, "db" | "currentUser">, id: string, set: { saved: boolean }): Promise<DiagnosticView> {
  const viewer = await svc.currentUser();
  if (!DIAGNOSTIC_ID.test(id) || !viewer) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const row = await svc.db
    .update(diagnostics)
    .set(set)
    .where(and(eq(diagnostics.id, id), eq(diagnostics.userId, viewer.id)))
    .returning()
    .get();
  if (!row) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  return ownerView(svc, row, viewer.id);
}

/** A diagnosis as its owner sees it: with their own 'What fixed it?' answer while it is resolved. */
async function ownerView(svc: Pick<AppServices, "db">, stored: typeof diagnostics.$inferSelect, ownerId: string): Promise<DiagnosticView> {
  const row = await withAnswer(svc.db, stored);
  return toDiagnosticView(row, ownerId, row.resolved ? await ownFix(svc.db, row, ownerId) : null);
}

export function setSaved(svc: Pick<AppServices, "db" | "currentUser">, id: string, body: unknown) {
  return updateOwned(svc, id, { saved: parseOrThrow(savedSchema, body).saved });
}

/**
 * PATCH …/resolve. Un-resolving withdraws the 'What fixed it?' answer in the same batch (an answer only stands for a
 * resolved diagnosis); resolving again reads back an answer that is still there (a repeated PATCH).
 */
export async function setResolved(svc: Pick<AppServices, "db" | "currentUser">, id: string, body: unknown): Promise<DiagnosticView> {
  const { resolved } = parseOrThrow(resolvedSchema, body);
  const viewer = await svc.currentUser();
  if (!DIAGNOSTIC_ID.test(id) || !viewer) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const update = svc.db
    .update(diagnostics)
    .set({ resolved })
    .where(and(eq(diagnostics.id, id), eq(diagnostics.userId, viewer.id)))
    .returning();
  const [rows] = resolved ? [await update] : await svc.db.batch([update, withdrawFix(svc.db, id, viewer.id)]);
  const row = rows[0];
  if (!row) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  return ownerView(svc, row, viewer.id);
}

/**
 * PATCH /api/diagnostics/{id}/progress: the owner's ticks and notes, replacing what was stored (the last write wins;
 * the page always sends its whole progress). Ticks and notes must name steps the diagnosis has.
 */
export async function setProgress(svc: Pick<AppServices, "db" | "currentUser">, id: string, body: unknown): Promise<DiagnosticView> {
  const progress = normalizeProgress(parseOrThrow(stepProgressSchema, body));
  const viewer = await svc.currentUser();
  if (!DIAGNOSTIC_ID.test(id) || !viewer) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const owned = and(eq(diagnostics.id, id), eq(diagnostics.userId, viewer.id));
  const row = await svc.db.select({ stepCount: diagnostics.stepCount }).from(diagnostics).where(owned).get();
  if (!row) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  const beyond = stepBeyond(progress, row.stepCount);
  if (beyond) {
    throw new ApiError(400, `This diagnosis has ${row.stepCount} steps; there is no step ${beyond.step}.`, "VALIDATION_ERROR", { field: beyond.field });
  }
  // The step count never changes after a diagnosis is stored, so checking it before this write is enough.
  const updated = await svc.db.update(diagnostics).set({ stepProgress: progress }).where(owned).returning().get();
  if (!updated) throw new ApiError(404, NOT_FOUND, "NOT_FOUND");
  return ownerView(svc, updated, viewer.id);
}

/** GET /api/history: the signed-in user's saved diagnostics, newest first (SPEC §3 history shape). */
export async function listHistory(svc: Pick<AppServices, "db" | "currentUser">, limit = 500): Promise<HistoryItem[]> {
  const viewer = await svc.currentUser();
  if (!viewer) throw new ApiError(401, "Please sign in to see your saved diagnostics.", "REGISTRATION_REQUIRED");
  const rows = await svc.db
    .select()
    .from(diagnostics)
    .where(and(eq(diagnostics.userId, viewer.id), eq(diagnostics.saved, true)))
    .orderBy(desc(diagnostics.createdAt), desc(diagnostics.id))
    .limit(limit);
  return rows.map(toHistoryItem);
}
