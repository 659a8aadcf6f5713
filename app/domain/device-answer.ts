import { z } from "zod";
import { type Candidate, diagnose, LOW_INFO_CAUSE, type Ranked, rank } from "./diagnosis/engine.ts";
import type { Knowledge } from "./diagnosis/knowledge.ts";
import { type DiagnosisInput, type DiagnosisResult, SAFETY_LEVELS, SYSTEMS } from "./diagnosis/types.ts";

/**
 * A diagnosis made on the device without signal is uploaded with the answer the person saw, and the causes it showed
 * are what gets stored: re-running the engine on the server could name a different cause than the one on the screen.
 * But nothing the device sends is stored as text (docs/decisions/offline-first.md, "What an upload may carry"):
 *
 * - under the version this server runs (the same knowledge and the same engine code: the version covers both), the
 *   device answered exactly as this server does, so the upload must equal this server's own answer, word for word and
 *   number for number (within a last bit); anything else was doctored and is refused;
 * - under an older version, the device's causes are kept in its order when this server still counts them among its
 *   best for the question (a cause it no longer has, or no longer thinks of, is dropped; without the first cause the
 *   upload gets this server's own answer, marked as answered here), its confidence at most this server's;
 * - either way every text (titles, explanations, steps with their safety levels and notes, known issues, code
 *   meanings, questions) is this server's, written by the engine's own `diagnose`.
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
  // One per code typed: 2,000 characters of question hold a few hundred (12 refused an honest upload of 14 codes).
  matchedCodes: z.array(z.object({ code: text(24), standard: z.enum(["OBD-II", "J1939"]), meaning: text(300) })).max(400),
  clarifyingQuestions: list(400, 10),
  lowInformation: z.boolean(),
  primaryEvidence: evidenceSchema.optional(),
});

export type DeviceAnswer = z.infer<typeof deviceAnswerSchema>;

export type DeviceCheck = { ok: true; result: DiagnosisResult } | { ok: false; reason: string };

/** How far the device's numbers may be from this server's under the same version: JavaScript engines may differ in a
 * last bit of Math.exp (Safari and V8). */
const SAME_NUMBER = 1e-9;
/** An older version's causes are kept when they are among this many of this server's best for the question. */
export const OLDER_VERSION_POOL = 20;

/**
 * What must read the same on the device and here, in one canonical form: the fields an upload carries (the schema
 * drops the rest), keys sorted, without the numbers (compared apart) and the engine name.
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

const numbers = (r: Pick<DiagnosisResult, "confidence" | "alternativeCauses">) => [r.confidence, ...r.alternativeCauses.map((a) => a.probability)];
const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => Math.abs(n - b[i]!) <= SAME_NUMBER);

/**
 * The answer to store for an upload (see the note at the top), or why it is refused. `input` is the question as the
 * engine takes it, without the owners' confirmed fixes (a device has none).
 */
export function checkDeviceAnswer(answer: DeviceAnswer, input: DiagnosisInput, kb: Knowledge): DeviceCheck {
  if (!answer.lowInformation && !answer.primaryCauseId) return { ok: false, reason: "the answer names no cause" };
  if (answer.lowInformation && (answer.primaryCauseId !== null || answer.primaryCause !== LOW_INFO_CAUSE))
    return { ok: false, reason: "a low-information answer names a cause" };
  const ids = [...(answer.primaryCauseId ? [answer.primaryCauseId] : []), ...answer.alternativeCauses.map((c) => c.id)];
  if (new Set(ids).size !== ids.length) return { ok: false, reason: "a cause is shown twice" };

  const r = rank(input, kb);
  if (answer.kbVersion === kb.version) {
    const { engine: _engine, ...own } = diagnose(input, kb, r);
    const ownTexts = texts(own);
    const same = ownTexts !== undefined && ownTexts === texts(answer) && sameNumbers(numbers(own), numbers(answer));
    if (!same) return { ok: false, reason: `the answer differs from what ${kb.version} answers` };
    return { ok: true, result: { ...own, engine: "device" } };
  }

  const best = new Map(r.out.scored.slice(0, OLDER_VERSION_POOL).map((s) => [s.item.entry.id, s]));
  const first = answer.primaryCauseId ? best.get(answer.primaryCauseId) : undefined;
  if (answer.primaryCauseId && !first) return { ok: true, result: diagnose(input, kb, r) };
  const confidence = Math.min(answer.confidence, r.confidence);
  const kept = [
    ...(first ? [{ s: first, probability: confidence }] : []),
    ...answer.alternativeCauses.flatMap((a) => {
      const s = best.get(a.id);
      return s ? [{ s, probability: Math.min(a.probability, confidence) }] : [];
    }),
  ];
  const candidates: Candidate[] = kept.map(({ s, probability }) => ({ entry: s.item.entry, score: s.score, probability, knownAt: s.knownAt }));
  // diagnose reads the first cause's codes from the head of the ranking, so the device's first cause leads it.
  const scored = first ? [first, ...r.out.scored.filter((s) => s !== first)] : r.out.scored;
  const ranked: Ranked = { out: { ...r.out, scored }, candidates, confidence, lowInformation: answer.lowInformation };
  return { ok: true, result: { ...diagnose(input, kb, ranked), engine: "device" } };
}
