import type { ConfirmedFixView } from "~/domain/confirmed-fixes.ts";
import type { CauseEvidence, MatchedCode, RankedCause, TroubleshootingStep } from "~/domain/diagnosis/types.ts";
import type { DiagnosticView } from "~/domain/diagnostic-view.ts";
import type { HistoryEntry } from "~/domain/history.ts";
import { entryFromStored } from "~/domain/rerun-entry.ts";
import { EMPTY_PROGRESS, readStoredProgress, type StepProgress, stepsDone } from "~/domain/step-progress-core.ts";
import type { diagnostics } from "../db/schema.ts";

type Row = typeof diagnostics.$inferSelect;

export type { DiagnosticView };

export function toDiagnosticView(row: Row, viewerId: string | null, confirmedFix: ConfirmedFixView | null = null): DiagnosticView {
  const d = (row.details ?? {}) as Record<string, unknown>;
  const isOwner = viewerId !== null && row.userId === viewerId;
  return {
    id: row.id,
    vehicleType: row.vehicleType,
    tractorModel: row.tractorModel,
    symptoms: row.symptoms,
    primaryCause: row.primaryCause,
    primaryCauseId: typeof d.primaryCauseId === "string" ? d.primaryCauseId : null,
    ...(evidenceOf(d.primaryEvidence) ? { primaryEvidence: evidenceOf(d.primaryEvidence) } : {}),
    explanation: typeof d.explanation === "string" ? d.explanation : "",
    confidence: row.confidence,
    alternativeCauses: (row.alternativeCauses ?? []) as RankedCause[],
    troubleshootingSteps: (row.troubleshootingSteps ?? []) as TroubleshootingStep[],
    matchedCodes: (Array.isArray(d.matchedCodes) ? d.matchedCodes : []) as MatchedCode[],
    clarifyingQuestions: (Array.isArray(d.clarifyingQuestions) ? d.clarifyingQuestions : []) as string[],
    lowInformation: d.lowInformation === true,
    engine: row.engine,
    aiSuggested: d.aiSuggested === true,
    kbVersion: row.kbVersion,
    resolved: row.resolved,
    saved: row.saved,
    createdAt: row.createdAt.toISOString(),
    isOwner,
    stepProgress: progressOf(row),
    entry: isOwner ? entryFromStored(row) : null,
    confirmedFix: isOwner ? confirmedFix : null,
  };
}

/** Stored evidence read back as it was written; anything else in the column reads as none. */
function evidenceOf(value: unknown): CauseEvidence | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as CauseEvidence) : undefined;
}

/** A stored column that does not read as progress (hand-edited, say) shows as nothing ticked, never a failed page. */
function progressOf(row: Row): StepProgress {
  return readStoredProgress(row.stepProgress) ?? EMPTY_PROGRESS;
}

/** SPEC §3 history item (the shape lives in the domain so the history page filters the same type). */
export type HistoryItem = HistoryEntry;

export function toHistoryItem(row: Row): HistoryItem {
  const known = row.vehicleType === "tractor" || row.vehicleType === "atv" || row.vehicleType === "automotive";
  return {
    id: row.id,
    symptoms: row.symptoms,
    tractorModel: row.tractorModel,
    primaryCause: row.primaryCause,
    vehicleType: known ? row.vehicleType : "Unknown",
    resolved: row.resolved,
    createdAt: row.createdAt.toISOString(),
    saved: row.saved,
    stepsDone: stepsDone(progressOf(row), row.stepCount),
    stepCount: row.stepCount,
  };
}
