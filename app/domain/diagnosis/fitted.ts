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
// Kept from the fit of 23 Nov 2026. A refit on 26 Nov (a 0.7, c 0.1, bias -1.2) followed knowledge written for
// topics the dev misses pointed at, so dev no longer stood for unseen reports: it stated 40% on the holdout where
// 28% were right. Refit only on cases that steered nothing (new real-world cases), never on the holdout.
export const FITTED_CALIBRATION = { temperature: 6, a: 0.5, c: 0.2, bias: -1.7 };
