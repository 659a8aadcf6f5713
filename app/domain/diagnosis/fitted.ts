// Written by scripts/fit-ranker.ts from the development cases (real-world dev + textbook tune); never from a holdout.
// The weights are the fitted ones when they win in cross-validation, else the current ones kept (then they may be
// set by hand from a grid on the dev cases); the calibration is always refitted. Re-run the fit after any change.

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
};

/** Confidence of the first cause: sigmoid(a * min(margin, 30) / 10 + c * min(top, 40) / 10 + bias); softmax temperature for the rest. */
export const FITTED_CALIBRATION = { temperature: 6, a: 0.7, c: 0.1, bias: -1.2 };
