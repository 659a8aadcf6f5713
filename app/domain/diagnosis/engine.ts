import { CONFIRMED_SHOWN_FROM } from "../confirmed-fixes.ts";
import { CALIBRATION, confidenceFrom, distribute } from "./calibrate.ts";
import { fmiHint, type ParsedCode, plainHint, toMatchedCode } from "./codes/index.ts";
import { codesOf } from "./index-build.ts";
import type { Knowledge } from "./knowledge.ts";
import { basicNormalize } from "./normalize.ts";
import { baseQuestions, saidHowItStarts, startQuestion, systemQuestions } from "./questions.ts";
import { firstIsKnownIssue, type RankOutput, scoreAll } from "./rank.ts";
import { batteryTest, fuseRelayCheck, scanCodes, visualInspection } from "./steps-common.ts";
import type { CauseEvidence, DiagnosisInput, DiagnosisResult, FaultEntry, RankedCause, StepTemplate, TroubleshootingStep, VehicleSystem } from "./types.ts";

/**
 * The embedded diagnosis engine: a lexical ranker over the knowledge base with code matching,
 * make/model priors and calibrated confidence. Pure and synchronous, so it runs the same in the
 * Worker and (lazily loaded) in the browser without signal.
 */

/** How many candidates share the softmax; beyond that the tail only adds noise. */
const SOFTMAX_POOL = 8;
const ALTERNATIVES = 4;
/** How many causes an answer shows (the first and the alternatives): the entries whose texts it reads. */
export const SHOWN_CAUSES = 1 + ALTERNATIVES;
/** Below this calibrated confidence, add questions that would separate the top causes. */
const ASK_BELOW = 0.6;

const NOT_ENGINE = new Set<VehicleSystem>([
  "brakes",
  "steering",
  "suspension",
  "hydraulics",
  "pto",
  "drivetrain",
  "hvac",
  "electrical-accessories",
  "tracks-tyres",
]);

export const LOW_INFO_CAUSE = "Not enough information to pinpoint a cause";

export interface Candidate {
  entry: FaultEntry;
  score: number;
  probability: number;
  /** Which of entry.knownIssues the named vehicle matches, or -1 (see evidenceOf). */
  knownAt: number;
  /** Evidence beyond the words (absent when there is none), carried into the answer and the AI's grounding. */
  evidence?: CauseEvidence;
}

export interface Ranked {
  out: RankOutput;
  candidates: Candidate[];
  confidence: number;
  lowInformation: boolean;
}

/** The ranking an answer is made from: the candidates, their probabilities and whether the words said enough. */
export function rank(input: DiagnosisInput, kb: Knowledge): Ranked {
  const out = scoreAll(input, kb);
  const pool = out.scored.slice(0, SOFTMAX_POOL);
  const scores = pool.map((s) => s.score);
  const q = out.query;
  const top = pool[0];
  const evidence = { coverage: top?.features.coverage ?? 0, makeKnown: q.profile.makeKnown };
  const { confidence: raw, shares } = confidenceFrom(scores, q.informativeTerms, firstIsKnownIssue(pool), evidence);
  // A recognised symptom class ("cranks but won't start") says enough even in few, common words.
  // And so does one named thing that "is not working" ("4wd not working", "lights dont work"), however common its word.
  const tooVague =
    q.classes.length === 0 && (q.informativeTerms === 0 || (q.informativeTerms === 1 && q.infoMass < CALIBRATION.singleTermIdf && !q.saysNotWorking));
  const lowInformation = !top || (q.codes.length === 0 && (tooVague || top.score < CALIBRATION.minScore));
  const confidence = lowInformation ? Math.min(raw, CALIBRATION.lowInfoCap) : raw;
  const probs = distribute(confidence, shares);
  const candidates = pool.map((s, i) =>
    withEvidence({ entry: s.item.entry, score: Math.round(s.score * 1000) / 1000, probability: probs[i] ?? 0, knownAt: s.knownAt }, input),
  );
  return { out, candidates, confidence: probs[0] ?? 0, lowInformation };
}

/**
 * A candidate with the evidence an answer may show for it. Confirmed fixes only from CONFIRMED_SHOWN_FROM owners of
 * the model family: a smaller count could point at one person, so it is neither shown nor ranked (confirmedFeature).
 */
function withEvidence(c: Candidate, input: DiagnosisInput): Candidate {
  const owners = input.confirmedFixes?.family[c.entry.id] ?? 0;
  return owners >= CONFIRMED_SHOWN_FROM ? { ...c, evidence: { confirmedFixes: owners } } : c;
}

/** The best `limit` entries for an input, best first, e.g. as grounding for a language model; `r` may be its ranking done already. */
export function rankCandidates(input: DiagnosisInput, limit: number, kb: Knowledge, r: Ranked = rank(input, kb)): Candidate[] {
  if (limit <= r.candidates.length) return r.candidates.slice(0, limit);
  // Past the softmax pool, keep ranking order with a nominal probability.
  const extra = r.out.scored
    .slice(r.candidates.length, limit)
    .map((s) => withEvidence({ entry: s.item.entry, score: Math.round(s.score * 1000) / 1000, probability: 0, knownAt: s.knownAt }, input));
  return [...r.candidates, ...extra];
}

/**
 * The steps an answer gives for a knowledge-base cause, as `diagnose` gives them: the step explaining the typed codes
 * that `answer` (the embedded answer to the same question) opens with when it has codes, then the entry's own steps.
 */
export function causeSteps(entry: FaultEntry, answer: DiagnosisResult): TroubleshootingStep[] {
  const lead = answer.matchedCodes.length > 0 && answer.troubleshootingSteps[0] ? [answer.troubleshootingSteps[0]] : [];
  return number([...lead.map(({ step: _n, ...s }) => s), ...entry.steps]);
}

function number(steps: StepTemplate[]): TroubleshootingStep[] {
  return steps.map((s, i) => ({ step: i + 1, ...s, safetyLevel: s.safetyLevel ?? "Safety Required" }));
}

function codeStep(codes: ParsedCode[]): StepTemplate {
  const lines = codes.slice(0, 4).map((c) => {
    const hint = c.standard === "J1939" && c.fmi !== undefined ? fmiHint(c.fmi) : plainHint(c.meaning);
    return `${c.code} (${c.standard}): ${c.meaning}. ${hint}`;
  });
  return {
    title: codes.length === 1 ? `What code ${codes[0]!.code} means` : "What the fault codes mean",
    description: `${lines.join(" ")} A code names the circuit or condition the controller saw; confirm with the checks below before replacing parts.`,
    safetyLevel: "Low Risk",
    estimatedTime: "5 min",
  };
}

/** General questions for the vehicle type, led by one about the system the few words point at (if they agree). */
function lowInfoQuestions(input: DiagnosisInput, candidates: Candidate[], startSaid: boolean, story: string): string[] {
  const systems = candidates.slice(0, 4).map((c) => c.entry.system);
  const system = systems.length >= 2 && systems.every((s) => s === systems[0]) ? systems[0]! : null;
  const lead = system ? systemQuestions([system], 1, startSaid, story) : [];
  // The "does it crank?" question is noise when the words already point away from the engine, or already say.
  const base = baseQuestions(input.vehicleType, 5, startSaid || (system !== null && NOT_ENGINE.has(system)));
  return [...lead, ...base].slice(0, 5);
}

/**
 * What the answer says about a cause beyond the words: the known issue (recall, bulletin, pattern) of the named
 * vehicle that this cause is, and its confirmed fixes. The known issue's texts live in the entry's body, so this is
 * called only for causes an answer shows.
 */
export function evidenceOf(c: Candidate): CauseEvidence | undefined {
  const k = c.knownAt >= 0 ? c.entry.knownIssues?.[c.knownAt] : undefined;
  if (!k) return c.evidence;
  const knownIssue: NonNullable<CauseEvidence["knownIssue"]> = { kind: k.kind, source: k.source, title: k.title };
  if (k.number) knownIssue.number = k.number;
  return { ...c.evidence, knownIssue };
}

function toRanked(c: Candidate): RankedCause {
  const ranked: RankedCause = { id: c.entry.id, cause: c.entry.cause, system: c.entry.system, probability: c.probability, explanation: c.entry.explanation };
  const evidence = evidenceOf(c);
  if (evidence) ranked.evidence = evidence;
  return ranked;
}

/** The answer for an input; `r` may be its ranking done already (the offline engine ranks before it loads texts). */
export function diagnose(input: DiagnosisInput, kb: Knowledge, r: Ranked = rank(input, kb)): DiagnosisResult {
  const codes = r.out.query.codes;
  const matchedCodes = codes.map(toMatchedCode);
  const top = r.candidates[0];
  const story = basicNormalize(input.symptoms);
  const startSaid = saidHowItStarts(r.out.query.classes, story);

  if (r.lowInformation || !top) {
    const steps: StepTemplate[] = [scanCodes, visualInspection, batteryTest];
    if (input.vehicleType !== "automotive") steps.push(fuseRelayCheck);
    if (codes.length > 0) steps.unshift(codeStep(codes));
    return {
      primaryCause: LOW_INFO_CAUSE,
      primaryCauseId: null,
      explanation:
        "The description does not say enough to single out one fault. Answer the questions below or add what you see, hear or smell, when it happens, and any warning lights or codes; the general first checks below apply to most faults.",
      confidence: Math.min(r.confidence, CALIBRATION.lowInfoCap),
      alternativeCauses: r.candidates.slice(0, ALTERNATIVES).map(toRanked),
      troubleshootingSteps: number(steps),
      matchedCodes,
      clarifyingQuestions: lowInfoQuestions(input, r.candidates, startSaid, story),
      lowInformation: true,
      engine: "embedded",
      kbVersion: kb.version,
    };
  }

  const entryCodes = new Set(codesOf(r.out.scored[0]!.item).map((c) => c.code));
  const matchedHere = codes.filter((c) => entryCodes.has(c.code) || [...entryCodes].some((e) => c.spn !== undefined && e === `SPN ${c.spn}`));
  const codeNote =
    matchedHere.length > 0
      ? `Code ${matchedHere.map((c) => c.code).join(", ")} is a known sign of this fault. `
      : codes.length > 0
        ? "The code you gave is not a listed sign of this cause, so treat this as a lead from the symptoms; step 1 explains what the code means. "
        : "";
  const steps = codes.length > 0 ? [codeStep(codes), ...top.entry.steps] : top.entry.steps;
  const lead = startSaid ? startQuestion(r.out.query.classes, r.out.query.profile.fuel) : [];
  const questions =
    r.confidence < ASK_BELOW
      ? [
          ...lead,
          ...systemQuestions(
            r.candidates.slice(0, 3).map((c) => c.entry.system),
            3 - lead.length,
            startSaid,
            story,
          ),
        ]
      : [];
  const primaryEvidence = evidenceOf(top);
  return {
    primaryCause: top.entry.cause,
    primaryCauseId: top.entry.id,
    explanation: codeNote + top.entry.explanation,
    confidence: r.confidence,
    alternativeCauses: r.candidates.slice(1, 1 + ALTERNATIVES).map(toRanked),
    troubleshootingSteps: number(steps),
    matchedCodes,
    clarifyingQuestions: questions,
    lowInformation: false,
    engine: "embedded",
    kbVersion: kb.version,
    ...(primaryEvidence ? { primaryEvidence } : {}),
  };
}
