/**
 * `npm run eval`: accuracy, honesty of the stated confidence, and speed of the embedded engine on both evaluation
 * sets (tests/eval/README.md), per split and per vehicle type.
 *
 *   node scripts/eval.ts              summary of both sets
 *   node scripts/eval.ts --json       the same as JSON
 *   node scripts/eval.ts --check      exit 1 unless the targets below hold
 *   node scripts/eval.ts --show-dev   every real-world DEV case with the engine's answer, for development
 *   node scripts/eval.ts --dev        dev and tune numbers only (while developing, so holdout figures cannot steer)
 *
 * Holdout cases are reported as numbers and ids only, never their texts: whoever changes the knowledge or the
 * ranker must not read them. Run `npm run kb` first (the npm script does) so the compiled knowledge is current.
 */
import { performance } from "node:perf_hooks";
import { applies } from "../app/domain/diagnosis/applicability.ts";
import { diagnose } from "../app/domain/diagnosis/engine.ts";
import { unpackKnowledge } from "../app/domain/diagnosis/knowledge.ts";
import { scoreAll } from "../app/domain/diagnosis/rank.ts";
import { readProfile, squash } from "../app/domain/vehicle/profile.ts";
import packed from "../app/generated/knowledge.js";
import { asideRobustness, describeAsides } from "./eval/asides.ts";
import { type EvalCase, loadCases, matches } from "./eval/cases.ts";
import { type Outcome, outcome, percentile, type Summary, summarize } from "./eval/metrics.ts";

const args = new Set(process.argv.slice(2));

// Cold start: loading the artifact and the first answer, as a new Worker isolate or a phone going offline pays it.
const t0 = performance.now();
const kb = unpackKnowledge(packed);
const loadMs = performance.now() - t0;
const cases = loadCases();
const first = performance.now();
diagnose(cases[0]!.input, kb);
const firstMs = performance.now() - first;

const outcomes: Outcome[] = cases.map((c) => {
  const start = performance.now();
  const result = diagnose(c.input, kb);
  return outcome(c, result, performance.now() - start);
});
// Warm latency: the real-world questions (the long ones), timed after the textbook pass above has warmed the engine
// (JIT-compiled code, the speller's candidate table), as in an isolate that has answered a few hundred others. Their
// texts were not asked before, so no per-word cache hides the work.
const warm = outcomes.filter((o) => o.c.set === "real").map((o) => o.ms);
// This machine shares its cores, and a neighbour's burst moved one pass's p95 by 2x with the code unchanged. So the
// same first-contact pass runs twice more, each on a freshly loaded engine (cold caches, warmed on the textbook set
// only), and the check reads the middle of the three p95s: one noisy pass can neither pass nor fail it alone.
const passP95 = [percentile(warm, 95)];
for (let pass = 0; pass < 2; pass++) {
  const again = unpackKnowledge(packed);
  for (const c of cases) if (c.set === "textbook") diagnose(c.input, again);
  const ms = cases
    .filter((c) => c.set === "real")
    .map((c) => {
      const start = performance.now();
      diagnose(c.input, again);
      return performance.now() - start;
    });
  passP95.push(percentile(ms, 95));
}
const p95 = [...passP95].sort((a, b) => a - b)[1]!;

/**
 * Why a real-world case is missed, in aggregate (holdout cases are never shown one by one): the knowledge has no
 * cause that names the confirmed fault for this vehicle, or has one that ranks 4th-10th, or lower.
 */
function missKind(o: Outcome): string {
  if (o.top1) return "right";
  if (o.top3) return "in top 3";
  const profile = readProfile(o.c.input, kb.catalogue);
  const known = kb.index.entries.some(
    (it) => it.entry.vehicleTypes.includes(o.c.vehicleType) && matches(o.c, it.entry.cause) && applies(it, profile, kb.catalogue, squash(o.c.input.model)),
  );
  if (!known) return "no entry names it";
  const at = scoreAll(o.c.input, kb).scored.findIndex((s) => matches(o.c, s.item.entry.cause)) + 1;
  return at >= 1 && at <= 10 ? "ranked 4-10" : "ranked below 10";
}
function breakdown(outs: Outcome[]) {
  const byKind: Record<string, number> = {};
  for (const o of outs) {
    const kind = missKind(o);
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  const bySource: Record<string, { n: number; top1: number; top3: number }> = {};
  for (const o of outs) {
    bySource[o.c.sourceKind ?? "?"] ??= { n: 0, top1: 0, top3: 0 };
    const k = bySource[o.c.sourceKind ?? "?"]!;
    k.n++;
    if (o.top1) k.top1++;
    if (o.top3) k.top3++;
  }
  return { byKind, bySource };
}
/**
 * Batches gathered (by helpers who never saw the knowledge base) after the older holdout was partly spent: every case
 * with a batch name is one (tests/eval/README.md), so the list is read from the cases, in name order.
 */
const BLIND_BATCHES = [...new Set(cases.flatMap((c) => (c.set === "real" && c.batch !== undefined ? [c.batch] : [])))].sort();
/** First batch gathered after the older holdout was spent (tests/eval/README.md, "Fresh holdout"). */
const FRESH_SINCE = "2026-11-30";
const pick = (set: EvalCase["set"], split: EvalCase["split"]) => outcomes.filter((o) => o.c.set === set && o.c.split === split);
// The lead read three older holdout texts on 2026-11-29 (moved to dev); batches from FRESH_SINCE on were gathered
// after that and joined the holdout whole, so they are the one measure nobody has tuned against.
const fresh = pick("real", "holdout").filter((o) => o.c.batch !== undefined && o.c.batch >= FRESH_SINCE);

const report = {
  knowledge: { version: kb.version, entries: kb.entries.length },
  latencyMs: {
    load: round(loadMs),
    first: round(firstMs),
    p50: round(percentile(warm, 50)),
    p95: round(p95),
    p95Passes: passP95.map(round),
    max: round(Math.max(...warm)),
  },
  real: {
    dev: summarize(pick("real", "dev")),
    holdout: summarize(pick("real", "holdout")),
    ...(fresh.length ? { freshHoldout: summarize(fresh), freshWhy: breakdown(fresh) } : {}),
  },
  textbook: { tune: summarize(pick("textbook", "dev")), holdout: summarize(pick("textbook", "holdout")) },
  why: { dev: breakdown(pick("real", "dev")), holdout: breakdown(pick("real", "holdout")) },
  // Owners' asides (scripts/eval/asides.ts): not for --show-dev, which prints cases only.
  asides: args.has("--show-dev")
    ? undefined
    : asideRobustness(
        pick("real", "dev").filter((o) => o.top1),
        kb,
      ),
  holdoutMisses: {
    real: pick("real", "holdout")
      .filter((o) => !o.top3)
      .map((o) => o.c.id),
    textbook: pick("textbook", "holdout")
      .filter((o) => !o.top3)
      .map((o) => o.c.id),
  },
};

/** Issue #12's bar. */
function checks(): Array<[string, boolean]> {
  const h = report.real.holdout;
  const types = Object.entries(h.byType);
  return [
    ["real-world holdout top-1 >= 40%", h.top1 >= 0.4],
    ["real-world holdout top-3 >= 60%", h.top3 >= 0.6],
    ["no vehicle type below 30% / 50% on the real-world holdout", types.every(([, v]) => v.top1 >= 0.3 && v.top3 >= 0.5)],
    ["stated confidence within 0.08 of the top-1 rate (real-world holdout)", Math.abs(h.statedMinusRight) <= 0.08],
    ["ECE <= 0.08 (real-world holdout)", h.ece <= 0.08],
    ["textbook holdout top-1 >= 70%, top-3 >= 90%", report.textbook.holdout.top1 >= 0.7 && report.textbook.holdout.top3 >= 0.9],
    ["engine p95 < 5 ms warm", report.latencyMs.p95 < 5],
  ];
}

function round(x: number) {
  return Math.round(x * 1000) / 1000;
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function print(name: string, s: Summary) {
  console.log(`== ${name}: ${s.n} cases, ${s.lowInformation} answered 'not enough information'`);
  console.log(
    `   top-1 ${pct(s.top1)}  top-3 ${pct(s.top3)}  stated ${pct(s.meanConfidence)} (stated - right ${s.statedMinusRight >= 0 ? "+" : ""}${s.statedMinusRight.toFixed(3)})  ECE ${s.ece.toFixed(3)}`,
  );
  for (const [t, v] of Object.entries(s.byType))
    console.log(
      `   ${t.padEnd(11)} n=${String(v.n).padStart(3)}  top-1 ${pct(v.top1).padStart(6)}  top-3 ${pct(v.top3).padStart(6)}  stated ${pct(v.meanConfidence).padStart(6)}`,
    );
  console.log("   reliability (stated confidence → how often the first cause was right):");
  for (const r of s.reliability)
    console.log(`     ${r.bucket}: n=${String(r.n).padStart(3)}  stated ${r.meanConfidence.toFixed(2)}  right ${r.accuracy.toFixed(2)}`);
}

function printWhy(name: string, w: ReturnType<typeof breakdown>) {
  const kinds = ["right", "in top 3", "ranked 4-10", "ranked below 10", "no entry names it"];
  console.log(`   ${name} by outcome: ${kinds.map((k) => `${k} ${w.byKind[k] ?? 0}`).join(", ")}`);
  console.log(
    `   ${name} by source: ${Object.entries(w.bySource)
      .map(([k, v]) => `${k} ${v.top1}/${v.top3} of ${v.n}`)
      .join(", ")} (top-1/top-3)`,
  );
}

function showDev() {
  for (const o of pick("real", "dev")) {
    const r = o.result;
    console.log(
      `\n${o.c.id} [${o.c.vehicleType}] ${o.c.input.make} ${o.c.input.model} — ${o.top1 ? "RIGHT" : o.top3 ? `in top-3 (#${o.rank})` : o.rank ? `#${o.rank}` : "MISS"}`,
    );
    console.log(`  says:  ${o.c.input.symptoms}`);
    console.log(`  ${o.c.note}   want /${o.c.accept.map((a) => a.source).join("/ | /")}/`);
    console.log(
      `  got:   ${r.primaryCause} (${r.confidence}) | ${r.alternativeCauses
        .slice(0, 4)
        .map((a) => a.cause)
        .join(" | ")}`,
    );
  }
}

if (args.has("--show-dev")) showDev();
if (args.has("--json")) {
  console.log(JSON.stringify({ ...report, checks: Object.fromEntries(checks()) }, null, 2));
} else if (!args.has("--show-dev")) {
  console.log(`Knowledge ${report.knowledge.version}: ${report.knowledge.entries} entries`);
  const l = report.latencyMs;
  console.log(
    `Latency: load ${l.load} ms, first answer ${l.first} ms, then p50 ${l.p50} ms, p95 ${l.p95} ms (middle of three first-contact passes: ${l.p95Passes.join(" / ")}), max ${l.max} ms\n`,
  );
  print("REAL-WORLD dev", report.real.dev);
  printWhy("dev", report.why.dev);
  if (report.asides) console.log(describeAsides(report.asides));
  if (!args.has("--dev")) {
    print("REAL-WORLD holdout", report.real.holdout);
    printWhy("holdout", report.why.holdout);
    // Holdout cases gathered after the older holdout's text or aggregates were seen while tuning: still blind.
    for (const batch of BLIND_BATCHES) {
      const fresh = pick("real", "holdout").filter((o) => o.c.batch === batch);
      if (fresh.length) print(`REAL-WORLD holdout, blind batch ${batch} only`, summarize(fresh));
    }
    const blind = pick("real", "holdout").filter((o) => o.c.batch !== undefined && BLIND_BATCHES.includes(o.c.batch));
    if (blind.length) print(`REAL-WORLD holdout, all blind batches (${BLIND_BATCHES.join(", ")})`, summarize(blind));
    if (report.real.freshHoldout && report.real.freshWhy) {
      print(`REAL-WORLD fresh holdout (batches from ${FRESH_SINCE} on)`, report.real.freshHoldout);
      printWhy("fresh holdout", report.real.freshWhy);
    }
  }
  print("TEXTBOOK tune", report.textbook.tune);
  if (!args.has("--dev")) print("TEXTBOOK holdout", report.textbook.holdout);
  if (args.has("--dev")) process.exit(0);
  console.log(`\nReal-world holdout top-3 misses (ids only): ${report.holdoutMisses.real.join(", ") || "none"}`);
  console.log(`Textbook holdout top-3 misses (ids only): ${report.holdoutMisses.textbook.join(", ") || "none"}\n`);
  for (const [what, ok] of checks()) console.log(`${ok ? "PASS" : "FAIL"}  ${what}`);
}
if (args.has("--check") && !checks().every(([, ok]) => ok)) process.exit(1);
