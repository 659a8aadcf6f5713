import { readFileSync } from "node:fs";
import { diagnose } from "../../app/domain/diagnosis/engine.ts";
import type { Knowledge } from "../../app/domain/diagnosis/knowledge.ts";
import { type Outcome, outcome } from "./metrics.ts";

/**
 * Does an owner's aside move the answer? Each aside in tests/eval/owner-asides.json ("thanks in advance for any help",
 * "my dad had one just like it") is appended in turn to every real-world dev story the engine answers right first; the
 * share of those answers that stay first is the figure. An aside says nothing about the fault, so a product that reads
 * the story as a technician does keeps its answer. Dev only: the holdout's texts are never used.
 */

interface AsideSet {
  built: string[];
  check: string[];
}

/** How many of the stories' answers stay first, and in the top three, over all the asides of a set. */
interface Kept {
  asides: number;
  keptFirst: number;
  keptTop3: number;
}

export interface AsideRobustness {
  /** Dev stories answered right first. */
  stories: number;
  built: Kept;
  check: Kept;
}

const asides = JSON.parse(readFileSync(new URL("../../tests/eval/owner-asides.json", import.meta.url), "utf8")) as AsideSet;

export function asideRobustness(rightFirstDev: readonly Outcome[], kb: Knowledge): AsideRobustness {
  const run = (list: readonly string[]): Kept => {
    let keptFirst = 0;
    let keptTop3 = 0;
    for (const o of rightFirstDev) {
      for (const aside of list) {
        const again = outcome(o.c, diagnose({ ...o.c.input, symptoms: `${o.c.input.symptoms} ${aside}` }, kb), 0);
        if (again.top1) keptFirst++;
        if (again.top3) keptTop3++;
      }
    }
    return { asides: list.length, keptFirst, keptTop3 };
  };
  return { stories: rightFirstDev.length, built: run(asides.built), check: run(asides.check) };
}

/** One line for the eval's output: the share kept first and in the top three, per set of asides. */
export function describeAsides(r: AsideRobustness): string {
  const share = (k: number, n: number) => `${((100 * k) / (n || 1)).toFixed(1)}%`;
  const part = (name: string, s: Kept) =>
    `${name} (${s.asides}): ${share(s.keptFirst, s.asides * r.stories)} stay first, ${share(s.keptTop3, s.asides * r.stories)} in the top three`;
  return `   owner asides appended to the ${r.stories} dev stories answered right first: ${part("asides read while building", r.built)}; ${part("check asides", r.check)}`;
}
