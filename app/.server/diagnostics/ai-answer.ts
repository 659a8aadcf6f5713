import { z } from "zod";
import type { Candidate } from "~/domain/diagnosis/engine.ts";
import { SAFETY_LEVELS, type DiagnosisResult, type RankedCause, type SafetyLevel, type TroubleshootingStep } from "~/domain/diagnosis/types.ts";

/**
 * What the model must return and the checks an answer must pass before a user sees it. The schema is
 * also sent to Workers AI as the JSON schema, so it stays structural: numeric ranges, numbering and
 * grounding are checked here afterwards, which gives each rejection a precise reason.
 */

// Models often send null for "nothing" where the schema says optional; both mean absent.
const textList = (max: number) => z.array(z.string().max(300)).max(max).nullish();

const stepSchema = z.object({
  step: z.number().int().describe("1 for the first step, then 2, 3, ... without gaps"),
  title: z.string().min(1).max(200),
  description: z.string().min(1).max(2000),
  safetyLevel: z.enum(SAFETY_LEVELS),
  estimatedTime: z.string().min(1).max(60).describe('e.g. "10 min", "30-45 min", "1-2 h"'),
  tools: textList(12),
  specs: textList(12).describe("typical values, to be checked against the service manual"),
  parts: textList(12),
  safety: textList(12).describe("PPE and hazard notes"),
});

export const aiAnswerSchema = z.object({
  primaryCause: z.string().min(1).max(300),
  primaryCauseId: z.string().nullable().describe("id of one of the candidates, or null if none fits"),
  explanation: z.string().min(1).max(2000),
  confidence: z.number().describe("0..1"),
  alternativeCauses: z
    .array(
      z.object({
        id: z.string().describe("id of another candidate"),
        probability: z.number().describe("0..1"),
        explanation: z.string().max(1000),
      }),
    )
    .max(5),
  troubleshootingSteps: z.array(stepSchema).min(1).max(15),
  clarifyingQuestions: z.array(z.string().min(1).max(300)).max(5),
});

export type AiAnswer = z.infer<typeof aiAnswerSchema>;

export type Verdict =
  | { ok: true; result: DiagnosisResult }
  | { ok: false; kind: "invalid-output" | "unsafe-output"; detail: string };

const RISK: Record<SafetyLevel, number> = { "Low Risk": 0, "Safety Required": 1, "High Risk": 2 };

const invalid = (detail: string): Verdict => ({ ok: false, kind: "invalid-output", detail });
const unsafe = (detail: string): Verdict => ({ ok: false, kind: "unsafe-output", detail });
const isProbability = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1;

/**
 * Checks a parsed model answer against the schema, the candidates it was given and the safety floor,
 * and turns it into a DiagnosisResult that keeps the embedded engine's deterministic facts.
 */
export function checkAnswer(value: unknown, candidates: readonly Candidate[], embedded: DiagnosisResult): Verdict {
  const parsed = aiAnswerSchema.safeParse(value);
  if (!parsed.success) {
    // A step without a usable safety level is a safety failure, not just a formatting one.
    const safetyIssue = parsed.error.issues.find((i) => i.path.includes("safetyLevel"));
    if (safetyIssue) return unsafe(`a step has no valid safety level (${safetyIssue.path.join(".")})`);
    const first = parsed.error.issues[0];
    return invalid(`does not match the schema (${first ? `${first.path.join(".") || "root"}: ${first.message}` : "unknown"})`);
  }
  const answer = parsed.data;
  const byId = new Map(candidates.map((c) => [c.entry.id, c]));

  const chosen = answer.primaryCauseId === null ? undefined : byId.get(answer.primaryCauseId);
  if (answer.primaryCauseId !== null && !chosen) return invalid(`unknown primaryCauseId "${answer.primaryCauseId}"`);
  if (!isProbability(answer.confidence)) return invalid(`confidence ${answer.confidence} is outside 0..1`);

  const seen = new Set<string>();
  for (const alt of answer.alternativeCauses) {
    if (!byId.has(alt.id)) return invalid(`unknown alternative cause "${alt.id}"`);
    if (alt.id === answer.primaryCauseId || seen.has(alt.id)) return invalid(`alternative cause "${alt.id}" repeated`);
    if (!isProbability(alt.probability)) return invalid(`probability ${alt.probability} of "${alt.id}" is outside 0..1`);
    seen.add(alt.id);
  }

  const misnumbered = answer.troubleshootingSteps.findIndex((s, i) => s.step !== i + 1);
  if (misnumbered >= 0) return invalid(`steps are not numbered 1..n (position ${misnumbered + 1} says ${answer.troubleshootingSteps[misnumbered]!.step})`);

  // Without a chosen entry, the embedded answer's steps are what the user would otherwise get, so they set the floor.
  const floor = requiredRisk(chosen ? chosen.entry.steps : embedded.troubleshootingSteps);
  const highest = Math.max(...answer.troubleshootingSteps.map((s) => RISK[s.safetyLevel]));
  if (highest < floor) {
    return unsafe(
      floor === RISK["High Risk"]
        ? "the knowledge base marks a step of this fault High Risk but the answer has none"
        : "the knowledge base requires safety precautions for this fault but every step of the answer is Low Risk",
    );
  }

  return { ok: true, result: toResult(answer, chosen, byId, embedded) };
}

/** The highest risk among knowledge-base steps; an unset level counts as the engine counts it. */
function requiredRisk(steps: readonly { safetyLevel?: SafetyLevel }[]): number {
  return Math.max(0, ...steps.map((s) => RISK[s.safetyLevel ?? "Safety Required"]));
}

function toResult(answer: AiAnswer, chosen: Candidate | undefined, byId: Map<string, Candidate>, embedded: DiagnosisResult): DiagnosisResult {
  const alternativeCauses: RankedCause[] = answer.alternativeCauses
    .map((alt) => {
      const { entry, evidence } = byId.get(alt.id)!;
      // Titles and systems come from the knowledge base so history and search show the same wording as the embedded engine.
      // Evidence (e.g. confirmed fixes) is the ranking's, never the model's.
      return { id: entry.id, cause: entry.cause, system: entry.system, probability: alt.probability, explanation: alt.explanation.trim() || entry.explanation, ...(evidence ? { evidence } : {}) };
    })
    .sort((a, b) => b.probability - a.probability);

  return {
    primaryCause: chosen ? chosen.entry.cause : answer.primaryCause.trim(),
    primaryCauseId: chosen ? chosen.entry.id : null,
    explanation: answer.explanation.trim(),
    confidence: answer.confidence,
    alternativeCauses,
    troubleshootingSteps: answer.troubleshootingSteps.map(toStep),
    // Code meanings and whether the input says enough are deterministic facts; the model must not restate them differently.
    matchedCodes: embedded.matchedCodes,
    lowInformation: embedded.lowInformation,
    clarifyingQuestions: answer.clarifyingQuestions.map((q) => q.trim()).filter(Boolean),
    engine: "workers-ai",
    kbVersion: embedded.kbVersion,
    ...(chosen?.evidence ? { primaryEvidence: chosen.evidence } : {}),
  };
}

function toStep(s: AiAnswer["troubleshootingSteps"][number]): TroubleshootingStep {
  const step: TroubleshootingStep = {
    step: s.step,
    title: s.title.trim(),
    description: s.description.trim(),
    safetyLevel: s.safetyLevel,
    estimatedTime: s.estimatedTime.trim(),
  };
  for (const key of ["tools", "specs", "parts", "safety"] as const) {
    const list = s[key]?.map((x) => x.trim()).filter(Boolean);
    if (list && list.length > 0) step[key] = list;
  }
  return step;
}
