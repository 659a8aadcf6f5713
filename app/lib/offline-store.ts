import type { DiagnosisResult } from "~/domain/diagnosis/types.ts";
import type { toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import type { DiagnosticView } from "~/domain/diagnostic-view.ts";
import { EMPTY_PROGRESS } from "~/domain/step-progress-core.ts";

/** Same strings as in app/lib/pwa.ts (not imported: that module stays inside the root chunk). */
export const PENDING_FLAG = "fieldfix-offline-pending";
export const DEVICE_USER_KEY = "fieldfix-device-user";

/**
 * Diagnoses made without a connection, kept on this device (localStorage) until they are uploaded.
 * Each item belongs to the user who made it: only that user sees it or uploads it. Pure functions over a
 * Storage-like object, so the rules are unit-tested without a browser.
 *   offline  — diagnosed on the device, waiting for a connection
 *   uploaded — the server stored it (idempotent per clientRef); serverId links to the server's result
 *   refused  — the server said no (e.g. SEARCH_LIMIT_EXCEEDED); the local result stays, with the reason
 */
export type OfflineStatus = "offline" | "uploaded" | "refused";
export type DiagnosisPayload = ReturnType<typeof toDiagnosisPayload>;

export interface OfflineDiagnosis {
  clientRef: string;
  userId: string;
  createdAt: string;
  status: OfflineStatus;
  payload: DiagnosisPayload;
  result: DiagnosisResult;
  serverId?: string;
  error?: { code?: string; message: string };
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const STORE_KEY = "fieldfix-offline-diagnoses";
/** Uploaded and refused items beyond this many are dropped, oldest first; waiting ones are never dropped. */
export const MAX_SETTLED = 30;
export const CHANGE_EVENT = "fieldfix-offline-change";

export function readAll(storage: KeyValueStorage): OfflineDiagnosis[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((i) => i && typeof i.clientRef === "string" && typeof i.userId === "string") : [];
  } catch {
    return [];
  }
}

function writeAll(storage: KeyValueStorage, items: OfflineDiagnosis[]) {
  const waiting = items.filter((i) => i.status === "offline");
  const settled = items
    .filter((i) => i.status !== "offline")
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_SETTLED);
  const kept = [...waiting, ...settled].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  storage.setItem(STORE_KEY, JSON.stringify(kept));
  if (waiting.length) storage.setItem(PENDING_FLAG, "1");
  else storage.removeItem(PENDING_FLAG);
}

/** A reference the server accepts (/^[A-Za-z0-9_-]{8,64}$/) and that identifies this diagnosis across retries. */
export function newClientRef(random: () => string = () => crypto.randomUUID()): string {
  return `off_${random().replace(/-/g, "")}`;
}

export function saveItem(storage: KeyValueStorage, item: OfflineDiagnosis) {
  writeAll(storage, [item, ...readAll(storage).filter((i) => i.clientRef !== item.clientRef)]);
}

export function updateItem(storage: KeyValueStorage, clientRef: string, patch: Partial<Pick<OfflineDiagnosis, "status" | "serverId" | "error">>) {
  writeAll(
    storage,
    readAll(storage).map((i) => (i.clientRef === clientRef ? { ...i, ...patch } : i)),
  );
}

/** Drops everything the user made on this device (their account was deleted). */
export function removeUserItems(storage: KeyValueStorage, userId: string) {
  writeAll(
    storage,
    readAll(storage).filter((i) => i.userId !== userId),
  );
}

/** Newest first, only the given user's. */
export function itemsFor(storage: KeyValueStorage, userId: string | null): OfflineDiagnosis[] {
  if (!userId) return [];
  return readAll(storage).filter((i) => i.userId === userId);
}

export function pendingFor(storage: KeyValueStorage, userId: string | null): OfflineDiagnosis[] {
  return itemsFor(storage, userId)
    .filter((i) => i.status === "offline")
    .reverse(); // oldest first: uploaded in the order they were made
}

/** The result page's view of a device-only diagnosis. */
export function toView(item: OfflineDiagnosis): DiagnosticView {
  const r = item.result;
  return {
    id: item.clientRef,
    vehicleType: item.payload.vehicleType,
    tractorModel: item.payload.tractorModel,
    symptoms: item.payload.symptoms,
    primaryCause: r.primaryCause,
    primaryCauseId: r.primaryCauseId ?? null,
    explanation: r.explanation,
    ...(r.primaryEvidence ? { primaryEvidence: r.primaryEvidence } : {}),
    confidence: r.confidence,
    alternativeCauses: r.alternativeCauses,
    troubleshootingSteps: r.troubleshootingSteps,
    matchedCodes: r.matchedCodes,
    clarifyingQuestions: r.clarifyingQuestions,
    lowInformation: r.lowInformation,
    engine: "device",
    // The engine on the device answers only from the knowledge base.
    aiSuggested: false,
    kbVersion: r.kbVersion ?? null,
    resolved: false,
    saved: true,
    createdAt: item.createdAt,
    isOwner: false,
    // The ticks of a device diagnosis live in step-progress-store.ts (the result page reads them there).
    stepProgress: EMPTY_PROGRESS,
    entry: null,
    // Not resolvable on the device (no owner toggles), so there is no 'What fixed it?' answer either.
    confirmedFix: null,
  };
}
