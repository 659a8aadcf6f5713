import { z } from "zod";
import { makeStepsSafe, mixesAlphabets, plainText, tellsToBypass } from "~/domain/ai-step-safety.ts";
import { type Candidate, causeSteps, evidenceOf as rankedEvidence } from "~/domain/diagnosis/engine.ts";
import { ownCauseMisfit } from "~/domain/diagnosis/own-cause-fit.ts";
import { type CauseEvidence, type DiagnosisResult, type RankedCause, SAFETY_LEVELS, type SafetyLevel, type VehicleType } from "~/domain/diagnosis/types.ts";
import type { VehicleProfile } from "~/domain/vehicle/profile.ts";
import { SAFETY_LIBRARY } from "./safety-library.ts";

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
  primaryCause: z.string().trim().min(1).max(200).describe("the chosen candidate's cause, or a short title of your own cause"),
  primaryCauseId: z.string().nullable().describe("id of one of the candidates, or null when you propose a cause of your own"),
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

export type Verdict = { ok: true; result: DiagnosisResult } | { ok: false; kind: "invalid-output" | "unsafe-output"; detail: string };

const RISK: Record<SafetyLevel, number> = { "Low Risk": 0, "Safety Required": 1, "High Risk": 2 };
/**
 * A model's confidence in a cause of its own is its own guess, with nothing in the knowledge base to calibrate it
 * against, so it is never shown as more than moderate.
 */
export const AI_SUGGESTED_MAX_CONFIDENCE = 0.6;

const invalid = (detail: string): Verdict => ({ ok: false, kind: "invalid-output", detail });
const unsafe = (detail: string): Verdict => ({ ok: false, kind: "unsafe-output", detail });
const isProbability = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1;
const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A candidate's evidence: a known issue of the named vehicle is a fact of the knowledge base, not the model's to state
 * or drop; else what the ranking attached; else what the embedded answer said of the same cause.
 */
export function evidenceOf(c: Candidate, embedded: DiagnosisResult): CauseEvidence | undefined {
  const own = rankedEvidence(c);
  if (own) return own;
  if (embedded.primaryCauseId === c.entry.id && embedded.primaryEvidence) return embedded.primaryEvidence;
  return embedded.alternativeCauses.find((a) => a.id === c.entry.id)?.evidence;
}

/**
 * Checks a parsed model answer against the schema, the candidates it was given and the safety rules, and turns it
 * into a DiagnosisResult that keeps the embedded engine's deterministic facts. A cause of the model's own
 * (primaryCauseId null) becomes an AI-suggested result; its alternatives must still be candidates.
 */
export function checkAnswer(
  value: unknown,
  candidates: readonly Candidate[],
  embedded: DiagnosisResult,
  vehicleType: VehicleType,
  profile?: VehicleProfile,
): Verdict {
  const parsed = aiAnswerSchema.safeParse(value);
  if (!parsed.success) {
    // A step without a usable safety level is a safety failure, not just a formatting one.
    const safetyIssue = parsed.error.issues.find((i) => i.path.includes("safetyLevel"));
    if (safetyIssue) return unsafe(`a step has no valid safety level (${safetyIssue.path.join(".")})`);
    // So is an answer whose only fault is having no steps to follow: nothing tells the reader how to work safely.
    if (parsed.error.issues.every((i) => i.path[0] === "troubleshootingSteps" && i.path.length <= 1)) return unsafe("the answer has no troubleshooting steps");
    const first = parsed.error.issues[0];
    return invalid(`does not match the schema (${first ? `${first.path.join(".") || "root"}: ${first.message}` : "unknown"})`);
  }
  const answer = parsed.data;
  const byId = new Map(candidates.map((c) => [c.entry.id, c]));
  // Every text the model writes is shown, not only its steps: none may tell the reader to defeat an interlock, or
  // hide a word from the rules in another alphabet.
  const prose = [answer.primaryCause, answer.explanation, ...answer.clarifyingQuestions, ...answer.alternativeCauses.map((a) => a.explanation)];
  if (prose.some(tellsToBypass)) return unsafe("the answer tells the reader to bypass a safety interlock");
  if (prose.some(mixesAlphabets)) return unsafe("the answer mixes alphabets within a word");
  // A title of invisible characters is no title.
  if (!plainText(answer.primaryCause).trim()) return invalid("the cause has no title");
  if (!plainText(answer.explanation).trim()) return invalid("the answer has no explanation");

  // A model that gives a candidate's exact title without its id still means that candidate.
  const chosen = answer.primaryCauseId === null ? candidates.find((c) => sameTitle(c.entry.cause, answer.primaryCause)) : byId.get(answer.primaryCauseId);
  if (answer.primaryCauseId !== null && !chosen) return invalid(`unknown primaryCauseId "${answer.primaryCauseId}"`);
  // With too few words to single out a known cause, a cause the model made up is a guess: the embedded answer asks instead.
  if (!chosen && embedded.lowInformation) return invalid("proposes a cause of its own although the description says too little");
  // Issue #12: no answer names a cause that cannot exist on the named vehicle; the candidates were filtered, a cause of
  // the model's own is read for parts its engine or gearbox cannot have.
  const misfit = !chosen && profile ? ownCauseMisfit(answer.primaryCause, profile) : null;
  if (misfit) return invalid(`proposes a cause that cannot exist on this vehicle (${misfit})`);
  if (!isProbability(answer.confidence)) return invalid(`confidence ${answer.confidence} is outside 0..1`);

  const seen = new Set<string>();
  for (const alt of answer.alternativeCauses) {
    if (!byId.has(alt.id)) return invalid(`unknown alternative cause "${alt.id}"`);
    if (alt.id === chosen?.entry.id || seen.has(alt.id)) return invalid(`alternative cause "${alt.id}" repeated`);
    if (!isProbability(alt.probability)) return invalid(`probability ${alt.probability} of "${alt.id}" is outside 0..1`);
    seen.add(alt.id);
  }

  const misnumbered = answer.troubleshootingSteps.findIndex((s, i) => s.step !== i + 1);
  if (misnumbered >= 0) return invalid(`steps are not numbered 1..n (position ${misnumbered + 1} says ${answer.troubleshootingSteps[misnumbered]!.step})`);

  // A knowledge-base cause is shown with its own reviewed steps, never the model's (a model's steps could keep one
  // High Risk step and mark a fuel job Low Risk). The model's steps are still checked: a model that lowers a cause's
  // reviewed floor or writes an unsafe step is not trusted with the rest of its answer either.
  if (chosen) {
    const floor = requiredRisk(chosen.entry.steps);
    const highest = Math.max(...answer.troubleshootingSteps.map((s) => RISK[s.safetyLevel]));
    if (highest < floor) {
      return unsafe(
        floor === RISK["High Risk"]
          ? "the knowledge base marks a step of this fault High Risk but the answer has none"
          : "the knowledge base requires safety precautions for this fault but every step of the answer is Low Risk",
      );
    }
  }

  const safe = makeStepsSafe(answer.troubleshootingSteps, vehicleType, SAFETY_LIBRARY);
  if (!safe.ok) return unsafe(safe.reason);

  return { ok: true, result: toResult(answer, chosen, byId, embedded, chosen ? causeSteps(chosen.entry, embedded) : safe.steps) };
}

/** The highest risk among knowledge-base steps; an unset level counts as the engine counts it. */
function requiredRisk(steps: readonly { safetyLevel?: SafetyLevel }[]): number {
  return Math.max(0, ...steps.map((s) => RISK[s.safetyLevel ?? "Safety Required"]));
}

function toResult(
  answer: AiAnswer,
  chosen: Candidate | undefined,
  byId: Map<string, Candidate>,
  embedded: DiagnosisResult,
  troubleshootingSteps: DiagnosisResult["troubleshootingSteps"],
): DiagnosisResult {
  const alternativeCauses: RankedCause[] = answer.alternativeCauses
    .map((alt) => {
      const candidate = byId.get(alt.id)!;
      const entry = candidate.entry;
      const evidence = evidenceOf(candidate, embedded);
      // Titles and systems come from the knowledge base so history and search show the same wording as the embedded engine.
      const cause: RankedCause = {
        id: entry.id,
        cause: entry.cause,
        system: entry.system,
        probability: alt.probability,
        explanation: plainText(alt.explanation).trim() || entry.explanation,
      };
      if (evidence) cause.evidence = evidence;
      return cause;
    })
    .sort((a, b) => b.probability - a.probability);

  const result: DiagnosisResult = {
    primaryCause: chosen ? chosen.entry.cause : plainText(answer.primaryCause).trim(),
    primaryCauseId: chosen ? chosen.entry.id : null,
    explanation: plainText(answer.explanation).trim(),
    confidence: chosen ? answer.confidence : Math.min(answer.confidence, AI_SUGGESTED_MAX_CONFIDENCE),
    alternativeCauses,
    troubleshootingSteps,
    // Code meanings and whether the input says enough are deterministic facts; the model must not restate them differently.
    matchedCodes: embedded.matchedCodes,
    lowInformation: embedded.lowInformation,
    clarifyingQuestions: answer.clarifyingQuestions.map((q) => plainText(q).trim()).filter(Boolean),
    engine: "workers-ai",
    kbVersion: embedded.kbVersion,
  };
  const evidence = chosen ? evidenceOf(chosen, embedded) : undefined;
  if (evidence) result.primaryEvidence = evidence;
  if (!chosen) result.aiSuggested = true;
  return result;
}
