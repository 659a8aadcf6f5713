import { z } from "zod";
import { type Candidate, diagnose, LOW_INFO_CAUSE, type Ranked, rank } from "./diagnosis/engine.ts";
import type { Knowledge } from "./diagnosis/knowledge.ts";
import { type DiagnosisInput, type DiagnosisResult, SAFETY_LEVELS, SYSTEMS } from "./diagnosis/types.ts";

/**
 * A diagnosis made on the device without signal is uploaded with the answer the person saw, and the causes it showed
 * are what gets stored: re-running the engine on the server could name a different cause than the one on the screen.
 * But nothing the device sends is stored as text (docs/decisions/offline-first.md, "What an upload may carry"):
 *
 * - the device's choice is its causes, in its order, with the numbers it showed (each bounded 0..1);
 * - every cause must be one this server's knowledge considers for the question (it applies to the vehicle and shares
 *   evidence with the words), whatever version the device names, so an upload cannot pin an unrelated cause;
 * - every text (titles, explanations, steps with their safety levels and notes, known issues, code meanings,
 *   questions) is rebuilt here from this server's knowledge by the engine's own `diagnose`;
 * - when the device names the version this server runs, the rebuilt texts must be the ones it sent, word for word: a
 *   difference means the upload was doctored, and it is refused.
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

/**
 * What must read the same on the device and here, in one canonical form: the fields an upload carries (the schema
 * drops the rest), keys sorted, and neither the numbers, which may differ in a last bit between JavaScript engines
 * (Math.exp in Safari and in V8), nor the engine name.
 */
function texts(r: unknown): string | undefined {
  const parsed = deviceAnswerSchema.safeParse(r);
  if (!parsed.success) return undefined;
  return JSON.stringify(parsed.data, (key, value) => {
    if (key === "confidence" || key === "probability" || key === "engine") return undefined;
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/**
 * The answer to store for an upload: the device's causes with this knowledge's texts (see the note at the top), or
 * why it is refused. `input` is the question as the engine takes it, without the owners' confirmed fixes (a device
 * has none).
 */
export function checkDeviceAnswer(answer: DeviceAnswer, input: DiagnosisInput, kb: Knowledge): DeviceCheck {
  if (!answer.lowInformation && !answer.primaryCauseId) return { ok: false, reason: "the answer names no cause" };
  if (answer.lowInformation && (answer.primaryCauseId !== null || answer.primaryCause !== LOW_INFO_CAUSE))
    return { ok: false, reason: "a low-information answer names a cause" };
  const shown = [...(answer.primaryCauseId ? [{ id: answer.primaryCauseId, probability: answer.confidence }] : []), ...answer.alternativeCauses];
  if (new Set(shown.map((c) => c.id)).size !== shown.length) return { ok: false, reason: "a cause is shown twice" };

  const r = rank(input, kb);
  const considered = new Map(r.out.scored.map((s) => [s.item.entry.id, s]));
  const candidates: Candidate[] = [];
  for (const c of shown) {
    const s = considered.get(c.id);
    if (!s) return { ok: false, reason: `cause ${c.id} is not one ${kb.version} considers for this question` };
    candidates.push({ entry: s.item.entry, score: s.score, probability: c.probability, knownAt: s.knownAt });
  }
  // diagnose reads the first cause's codes from the head of the ranking, so the device's first cause leads it.
  const first = answer.primaryCauseId ? considered.get(answer.primaryCauseId)! : undefined;
  const scored = first ? [first, ...r.out.scored.filter((s) => s !== first)] : r.out.scored;
  const ranked: Ranked = { out: { ...r.out, scored }, candidates, confidence: answer.confidence, lowInformation: answer.lowInformation };
  const { engine: _engine, ...rebuilt } = diagnose(input, kb, ranked);
  const sameVersion = answer.kbVersion === kb.version;
  if (sameVersion && (texts(rebuilt) === undefined || texts(rebuilt) !== texts(answer)))
    return { ok: false, reason: `the answer's texts differ from ${kb.version}` };
  return { ok: true, result: { ...rebuilt, engine: "device" }, sameVersion };
}
