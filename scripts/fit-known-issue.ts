/**
 * `node scripts/fit-known-issue.ts`: chooses the known-issue prior (rank.ts: the `knownIssue` weight and KNOWN_FIT,
 * the share of the best lexical score a cause needs for the prior to count) on the development cases only, in the
 * style of scripts/fit-ranker.ts: a grid over both, scored on real-world dev, and 5-fold cross-validation in which
 * each fold's pair is chosen on the other four folds and measured on the fold it did not see. Prints the grid, the
 * cross-validated accuracy against no prior (weight 0), and the pair chosen on all of dev; the textbook tune split is
 * shown as a regression check. Never reads a holdout.
 */

import { unpackKnowledge } from "../app/domain/diagnosis/knowledge.ts";
import { FEATURES, scoreAll, WEIGHTS } from "../app/domain/diagnosis/rank.ts";
import packed from "../app/generated/knowledge.js";
import { type EvalCase, loadCases, matches } from "./eval/cases.ts";

const kb = unpackKnowledge(packed);
const cases = loadCases().filter((c) => c.split === "dev");
const FITS = [0, 0.3, 0.5, 0.7, 0.85, 1];
const GRID = [0, 2, 5, 8, 12, 16, 20, 25, 30, 40, 60];
const others = FEATURES.filter((k) => k !== "knownIssue");

interface Row {
  c: EvalCase;
  /** Per fit: each candidate's score without the prior, whether the prior fires, its factor, whether it is right. */
  byFit: Array<Array<{ base: number; known: number; factor: number; right: boolean }>>;
}

const rows: Row[] = cases.map((c) => ({
  c,
  byFit: FITS.map((knownFit) =>
    scoreAll(c.input, kb, { knownFit, coverageAll: true }).scored.map((s) => ({
      base: others.reduce((a, k) => a + WEIGHTS[k] * s.features[k], 0),
      known: s.features.knownIssue,
      factor: s.factor,
      right: matches(c, s.item.entry.cause),
    })),
  ),
}));

function rankOfRight(r: Row, fit: number, w: number): number {
  const list = r.byFit[fit]!.map((x) => ({ s: x.factor * (x.base + w * x.known), right: x.right }));
  list.sort((a, b) => b.s - a.s);
  return list.findIndex((x) => x.right);
}

function accuracy(set: Row[], fit: number, w: number) {
  let t1 = 0;
  let t3 = 0;
  for (const r of set) {
    const at = rankOfRight(r, fit, w);
    if (at === 0) t1++;
    if (at >= 0 && at < 3) t3++;
  }
  return { top1: t1 / (set.length || 1), top3: t3 / (set.length || 1) };
}

/** The best pair on a set: top-1, then top-3, then the smaller weight and the stricter fit (less prior is safer). */
function choose(set: Row[]): { fit: number; w: number } {
  let best = { fit: 0, w: 0, top1: -1, top3: -1 };
  for (let f = FITS.length - 1; f >= 0; f--)
    for (const w of GRID) {
      const a = accuracy(set, f, w);
      if (a.top1 > best.top1 + 1e-9 || (Math.abs(a.top1 - best.top1) < 1e-9 && a.top3 > best.top3 + 1e-9)) best = { fit: f, w, ...a };
    }
  return { fit: best.fit, w: best.w };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const real = rows.filter((r) => r.c.set === "real");
const textbook = rows.filter((r) => r.c.set === "textbook");
const fired = real.filter((r) => r.byFit[FITS.indexOf(0.5)]!.some((x) => x.known > 0)).length;
console.log(`real dev ${real.length} cases; ${fired} have a cause whose known issue matches the vehicle (fit 0.5)`);
console.log(`grid (real dev top-1/top-3), rows KNOWN_FIT, columns weight ${GRID.join(" ")}`);
FITS.forEach((fit, f) => {
  console.log(
    `  fit ${fit.toFixed(2)}: ${GRID.map((w) => {
      const a = accuracy(real, f, w);
      return `${pct(a.top1)}/${pct(a.top3)}`;
    }).join("  ")}`,
  );
});

const folds = 5;
let cv1 = 0;
let cv3 = 0;
let base1 = 0;
let base3 = 0;
for (let k = 0; k < folds; k++) {
  const test = real.filter((_, i) => i % folds === k);
  const train = real.filter((_, i) => i % folds !== k);
  const pick = choose(train);
  const a = accuracy(test, pick.fit, pick.w);
  const b = accuracy(test, 0, 0);
  console.log(`  fold ${k + 1}: chose fit ${FITS[pick.fit]} weight ${pick.w} → held-out top-1 ${pct(a.top1)} (no prior ${pct(b.top1)})`);
  cv1 += (a.top1 * test.length) / real.length;
  cv3 += (a.top3 * test.length) / real.length;
  base1 += (b.top1 * test.length) / real.length;
  base3 += (b.top3 * test.length) / real.length;
}
console.log(`5-fold cross-validated on real dev: top-1 ${pct(cv1)} top-3 ${pct(cv3)} (no prior: ${pct(base1)} / ${pct(base3)})`);
const all = choose(real);
const a = accuracy(real, all.fit, all.w);
const t = accuracy(textbook, all.fit, all.w);
const t0 = accuracy(textbook, 0, 0);
console.log(
  `chosen on all real dev: KNOWN_FIT ${FITS[all.fit]} weight ${all.w} → real dev top-1 ${pct(a.top1)} top-3 ${pct(a.top3)}; textbook tune ${pct(t.top1)}/${pct(t.top3)} (no prior ${pct(t0.top1)}/${pct(t0.top3)})`,
);
