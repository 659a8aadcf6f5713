import { describe, expect, it } from "vitest";
import { CALIBRATION, confidenceFrom, confidenceLogit, runnerUp } from "~/domain/diagnosis/calibrate";

describe("confidence calibration", () => {
  const params = { temperature: 10, a: 1, c: 0.5, d: -1, k: 1.5, bias: -2 };

  it("adds each input to the logit with its cap (margin 30, top score 40, informative words 30)", () => {
    expect(confidenceLogit(10, 20, 10, false, params)).toBeCloseTo(1 + 1 - 1 - 2);
    expect(confidenceLogit(99, 99, 99, false, params)).toBeCloseTo(3 + 2 - 3 - 2);
    expect(confidenceLogit(99, 99, 99, false, params)).toBe(confidenceLogit(30, 40, 30, false, params));
  });

  it("adds k when the first cause is a known issue of the model, and the fitted k states more for such an answer", () => {
    expect(confidenceLogit(10, 20, 10, true, params)).toBeCloseTo(1 + 1 - 1 + 1.5 - 2);
    expect(CALIBRATION.k).toBeGreaterThan(0);
    const scores = [44, 20, 18, 9];
    expect(confidenceFrom(scores, 12, true).confidence).toBeGreaterThan(confidenceFrom(scores, 12, false).confidence);
    expect(confidenceFrom(scores, 12, true).shares).toEqual(confidenceFrom(scores, 12, false).shares);
  });

  it("states less for the same scores when a long story has more informative words (the fitted constants)", () => {
    const scores = [24, 18, 15, 9];
    const short = confidenceFrom(scores, 8).confidence;
    const long = confidenceFrom(scores, 26).confidence;
    expect(CALIBRATION.d).toBeLessThan(0);
    expect(long).toBeLessThan(short);
    // The share of the alternatives does not depend on the story's length, only the primary's confidence does.
    expect(confidenceFrom(scores, 26).shares).toEqual(confidenceFrom(scores, 8).shares);
  });
});

describe("what the confidence reads of the answer itself", () => {
  it("adds e times the first cause's phrase coverage and m when the make is known", () => {
    const p = { temperature: 10, a: 1, c: 0.5, d: -1, k: 1.5, e: 0.8, m: 0.6, bias: -2 };
    expect(confidenceLogit(10, 20, 10, false, p, { coverage: 0.5, makeKnown: true })).toBeCloseTo(1 + 1 - 1 + 0.4 + 0.6 - 2);
    expect(confidenceLogit(10, 20, 10, false, p)).toBeCloseTo(1 + 1 - 1 - 2);
  });
  it("states less, with the fitted constants, for scattered words and for a make the knowledge does not know", () => {
    const scores = [30, 22, 18, 9];
    expect(CALIBRATION.e).toBeGreaterThan(0);
    expect(CALIBRATION.m).toBeGreaterThan(0);
    const whole = confidenceFrom(scores, 12, false, { coverage: 1, makeKnown: true }).confidence;
    expect(confidenceFrom(scores, 12, false, { coverage: 0.2, makeKnown: true }).confidence).toBeLessThan(whole);
    expect(confidenceFrom(scores, 12, false, { coverage: 1, makeKnown: false }).confidence).toBeLessThan(whole);
  });
});

describe("the runner-up when the alternatives are not in score order", () => {
  it("reads the best score after the first, wherever it stands, so the margin is the same as in score order", () => {
    const sorted = [30, 22, 20, 12];
    const leaned = [30, 20, 12, 22];
    expect(runnerUp(leaned)).toBe(22);
    expect(confidenceFrom(leaned, 10).confidence).toBe(confidenceFrom(sorted, 10).confidence);
    expect(runnerUp([17])).toBe(0);
  });
});
