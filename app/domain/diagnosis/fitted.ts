// Written by scripts/fit-ranker.ts from the development cases (real-world dev + textbook tune); never from a holdout.
// The weights are the fitted ones when they win in cross-validation, else the current ones kept (then they may be
// set by hand from a grid on the dev cases). The calibration is refitted only with --calibration (see its note below).

/** Feature weights of the ranker (rank.ts FEATURES). */
export const FITTED_WEIGHTS = {
  lexical: 1,
  coverage: 1.5,
  phraseMass: 0,
  titleMass: 0,
  code: 1,
  codeSystem: 2,
  prior: 1,
  basics: 0,
  make: 2,
  model: 3,
  symptomClass: 2,
  knownIssue: 40,
};

/** Confidence of the first cause: sigmoid(a * min(margin, 30) / 10 + c * min(top, 40) / 10 + bias); softmax temperature for the rest. */
// Refitted on 26 Nov 2026 (second session) on the real-world dev split (281 cases): the known-issue prior widened
// the score margins, so the older constants (temperature 6, a 0.5, c 0.2, bias -1.7) no longer matched the scores.
// Chosen before the holdout was run with it; refit only on dev, never on the holdout. Refitted again on 29 Nov 2026 on
// the grown dev split (447 cases, a 0.8 -> 0.75, c 0.4 -> 0.35, bias -2.7 -> -2.6): dev stated - right +0.023 -> -0.002.
export const FITTED_CALIBRATION = { temperature: 10, a: 0.75, c: 0.35, bias: -2.6 };
