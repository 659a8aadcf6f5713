import { FITTED_CALIBRATION } from "./fitted.ts";

/**
 * Turns raw ranking scores into probabilities and a calibrated confidence.
 *
 * Raw scores are not probabilities. Two fitted pieces make them usable:
 * - a softmax temperature that spreads probability over the candidates; it is fitted so the
 *   right cause gets the highest likely share on the tune split (multinomial likelihood);
 * - a Platt mapping for the primary's confidence, logistic in the score margin to the runner-up
 *   and the top score itself (how much evidence there is at all), fitted on top-1 correctness.
 * Both are fitted on the development cases by `node scripts/fit-ranker.ts`, never on a holdout.
 */

export const CALIBRATION = {
  /** confidence = sigmoid(a * min(margin, 30) / 10 + c * min(topScore, 40) / 10 + d * min(terms, 30) / 10 + k * known + e * coverage + m * makeKnown + bias); fitted.ts. */
  ...FITTED_CALIBRATION,
  /** Ceiling for answers flagged as low information. */
  lowInfoCap: 0.15,
  /** Top raw score below which nothing is considered to match. */
  minScore: 2.5,
  /** A one-word description is only specific enough when that word is rare in the KB (idf above this). */
  singleTermIdf: 4.5,
} as const;

/**
 * `d` weighs how many informative words the question has: a long story gathers chance matches, so its margins say less.
 * `k` is added when the first cause is a known issue of the named model that the words fit (a recall, bulletin or
 * owner-reported pattern): such an answer is right far more often than its margin alone says, and without this input
 * the fit paid for that by stating too much for every other answer.
 */
export type CalibrationParams = { temperature: number; a: number; c: number; d: number; k: number; e?: number; m?: number; bias: number };

/**
 * What else the confidence reads of an answer: how completely the first cause's best symptom phrase is in the
 * question (rank.ts `coverage`, 0..1), and whether the make is one the catalogue knows. An answer that matches only
 * scattered words of a cause, or is about a machine the knowledge does not know, is right less often than its margin
 * says (`e`, `m` in fitted.ts).
 */
export interface AnswerEvidence {
  coverage?: number;
  makeKnown?: boolean;
}

const clamp01 = (x: number) => Math.min(0.99, Math.max(0.01, x));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Softmax of the scores (best first) with the given temperature. */
export function softmax(scores: number[], temperature: number): number[] {
  if (scores.length === 0) return [];
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp((s - max) / temperature));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/**
 * The inputs of the Platt mapping, scaled as its constants expect (a, c, d, k, e, m in that order): the one definition
 * both the engine (confidenceLogit) and the fitting code (scripts/fit-ranker.ts) read.
 */
export function calibrationInputs(margin: number, top: number, terms: number, known: boolean, evidence: AnswerEvidence = {}): number[] {
  return [Math.min(margin, 30) / 10, Math.min(top, 40) / 10, Math.min(terms, 30) / 10, known ? 1 : 0, evidence.coverage ?? 0, evidence.makeKnown ? 1 : 0];
}

/** The linear part of the Platt mapping. */
export function confidenceLogit(margin: number, top: number, terms: number, known: boolean, params: CalibrationParams, evidence: AnswerEvidence = {}): number {
  const slopes = [params.a, params.c, params.d, params.k, params.e ?? 0, params.m ?? 0];
  return calibrationInputs(margin, top, terms, known, evidence).reduce((sum, x, i) => sum + slopes[i]! * x, params.bias);
}

/**
 * The best score after the first. The alternatives are ordered by more than their score (system-lean.ts), so
 * the runner-up is not always second; the first is always the best.
 */
export function runnerUp(scores: readonly number[]): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > best) best = scores[i]!;
  return scores.length > 1 ? best : 0;
}

/**
 * Calibrated confidence of the top candidate from the raw scores (the first is the best), the question's informative
 * word count and whether the first cause is a known issue of the named model.
 */
export function confidenceFrom(
  scores: number[],
  terms: number,
  known = false,
  evidence: AnswerEvidence = {},
  params: CalibrationParams = CALIBRATION,
): { confidence: number; shares: number[] } {
  const shares = softmax(scores, params.temperature);
  if (shares.length === 0) return { confidence: 0, shares };
  const top = scores[0]!;
  const margin = top - runnerUp(scores);
  const confidence = clamp01(sigmoid(confidenceLogit(margin, top, terms, known, params, evidence)));
  return { confidence, shares };
}

/**
 * Probabilities for the primary and the alternatives: the primary gets the calibrated confidence,
 * the others share the rest in proportion to their softmax share, never above the primary.
 */
export function distribute(confidence: number, shares: number[]): number[] {
  if (shares.length === 0) return [];
  const rest = 1 - shares[0]!;
  const out = [confidence];
  for (let i = 1; i < shares.length; i++) {
    const p = rest > 1e-9 ? (shares[i]! / rest) * (1 - confidence) : 0;
    out.push(Math.min(out[i - 1]!, Math.max(0, Math.min(1, p))));
  }
  return out.map((p) => Math.round(p * 1000) / 1000);
}
