import { z } from "zod";
import { LOW_INFO_CAUSE } from "./diagnosis/engine.ts";
import type { Knowledge } from "./diagnosis/knowledge.ts";
import { type DiagnosisResult, type FaultEntry, SAFETY_LEVELS, SYSTEMS, type TroubleshootingStep } from "./diagnosis/types.ts";

/**
 * A diagnosis made on the device without signal is uploaded with the answer the person saw, and that answer is what
 * gets stored: re-running the engine on the server could name a different cause than the one on the screen. The
 * upload is checked first (docs/decisions/offline-first.md):
 *
 * - always: its shape and bounds, a valid safety level on every step, probabilities in 0..1;
 * - when it names the knowledge version this server runs: every cause id exists with exactly that title, and the
 *   steps are that entry's steps (after an optional first step explaining the typed codes) — so a doctored upload
 *   cannot store text the knowledge base never said;
 * - when it names another version (the app updated between answer and upload): shape only, and it is stored as
 *   answered by that version.
 */

const text = (max: number) => z.string().max(max);
const list = (max: number, items: number) => z.array(text(max)).max(items);

const stepSchema = z.object({
  step: z.number().int().min(1).max(40),
  title: text(200).min(1),
  description: text(1200).min(1),
  safetyLevel: z.enum(SAFETY_LEVELS),
  estimatedTime: text(40).min(1),
  tools: list(160, 20).optional(),
  specs: list(300, 20).optional(),
  parts: list(200, 20).optional(),
  safety: list(400, 12).optional(),
});

const evidenceSchema = z.object({
  knownIssue: z
    .object({
      kind: z.enum(["recall", "bulletin", "pattern"]),
      source: z.url({ protocol: /^https?$/ }).max(300),
      number: text(40).optional(),
      title: text(160).optional(),
    })
    .optional(),
});

export const deviceAnswerSchema = z.object({
  kbVersion: z.string().regex(/^kb-[a-z0-9-]{4,40}$/),
  primaryCause: text(200).min(1),
  primaryCauseId: z.string().max(80).nullable(),
  explanation: text(2000),
  confidence: z.number().min(0).max(1),
  alternativeCauses: z
    .array(
      z.object({
        id: z.string().max(80),
        cause: text(200),
        system: z.enum(SYSTEMS),
        probability: z.number().min(0).max(1),
        explanation: text(1000),
        evidence: evidenceSchema.optional(),
      }),
    )
    .max(8),
  troubleshootingSteps: z.array(stepSchema).min(1).max(40),
  matchedCodes: z.array(z.object({ code: text(24), standard: z.enum(["OBD-II", "J1939"]), meaning: text(300) })).max(12),
  clarifyingQuestions: list(400, 10),
  lowInformation: z.boolean(),
  primaryEvidence: evidenceSchema.optional(),
});

export type DeviceAnswer = z.infer<typeof deviceAnswerSchema>;

export type DeviceCheck = { ok: true; result: DiagnosisResult; sameVersion: boolean } | { ok: false; reason: string };

/** A known issue the device showed for a cause must be one of that entry's records, word for word. */
function knownIssueOfEntry(evidence: DeviceAnswer["primaryEvidence"], entry: FaultEntry): boolean {
  const k = evidence?.knownIssue;
  if (!k) return true;
  return (entry.knownIssues ?? []).some((r) => r.kind === k.kind && r.source === k.source && r.number === k.number && r.title === k.title);
}

const sameStep = (a: TroubleshootingStep, b: Omit<TroubleshootingStep, "step">) =>
  a.title === b.title && a.description === b.description && a.safetyLevel === b.safetyLevel && a.estimatedTime === b.estimatedTime;

export function checkDeviceAnswer(answer: DeviceAnswer, kb: Knowledge): DeviceCheck {
  const steps = answer.troubleshootingSteps;
  if (!steps.every((s, i) => s.step === i + 1)) return { ok: false, reason: "steps are not numbered 1..n" };
  const result: DiagnosisResult = { ...answer, engine: "device" };
  if (answer.kbVersion !== kb.version) return { ok: true, result, sameVersion: false };

  for (const alt of answer.alternativeCauses) {
    const e = kb.byId.get(alt.id);
    if (!e || e.cause !== alt.cause || e.system !== alt.system) return { ok: false, reason: `alternative ${alt.id} is not in ${kb.version}` };
    if (!knownIssueOfEntry(alt.evidence, e)) return { ok: false, reason: `alternative ${alt.id} names a known issue it does not have` };
  }
  if (answer.lowInformation) {
    if (answer.primaryCause !== LOW_INFO_CAUSE || answer.primaryCauseId !== null || answer.primaryEvidence)
      return { ok: false, reason: "a low-information answer names a cause" };
    return { ok: true, result, sameVersion: true };
  }
  const entry = answer.primaryCauseId ? kb.byId.get(answer.primaryCauseId) : undefined;
  if (!entry || entry.cause !== answer.primaryCause) return { ok: false, reason: `cause ${answer.primaryCauseId} is not in ${kb.version}` };
  if (!knownIssueOfEntry(answer.primaryEvidence, entry)) return { ok: false, reason: "the cause names a known issue it does not have" };
  // The engine may put one step explaining the typed codes before the entry's own steps.
  const own = steps.slice(steps.length - entry.steps.length);
  const extra = steps.length - entry.steps.length;
  if (extra < 0 || extra > 1 || (extra === 1 && answer.matchedCodes.length === 0)) return { ok: false, reason: "steps do not belong to the cause" };
  if (!own.every((s, i) => sameStep(s, entry.steps[i]!))) return { ok: false, reason: "steps differ from the knowledge base" };
  return { ok: true, result, sameVersion: true };
}
