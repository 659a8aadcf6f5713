import { FITTED_CALIBRATION } from "./fitted.ts";

/**
 * How the alternatives lean towards the system the evidence as a whole points at. When most of the likely causes are in
 * one system (three cooling causes and a heater core), a technician's next suspects are that system's too, not a lone
 * cause elsewhere that shares a word or two. The share of a system is its part of the softmax over the best `pool`
 * causes (the temperature the answer's probabilities use, fitted.ts); `weight` of it is added to each alternative's
 * order key. The first cause stays first (its own evidence decides it) and no score changes, so the confidence and its
 * calibration read the same scores as before. Chosen on real-world dev: 252 of 468 right causes in the top three
 * against 247 without, the same 180 first, each third of the cases gaining (grid: pool 5-40, weight 2-30,
 * temperature 5-20 or raw scores); the textbook tune set unchanged. Leaning the first cause too cost 1-3 right firsts.
 */
export const SYSTEM_LEAN = { pool: 10, temperature: FITTED_CALIBRATION.temperature, weight: 10 };

/** What the lean reads of a ranked cause (rank.ts Scored has it). */
export interface LeanCandidate {
  doc: number;
  score: number;
  item: { entry: { system: string } };
}

/** Reorders all but the first of the best-first `head` by score plus the weighted share of the cause's system. */
export function leanToSystem(head: LeanCandidate[]): void {
  if (head.length < 3) return;
  const top = head[0]!.score;
  const share = new Map<string, number>();
  let total = 0;
  for (const s of head.slice(0, SYSTEM_LEAN.pool)) {
    const p = Math.exp((s.score - top) / SYSTEM_LEAN.temperature);
    share.set(s.item.entry.system, (share.get(s.item.entry.system) ?? 0) + p);
    total += p;
  }
  const rest = head
    .slice(1)
    .map((s) => ({ s, key: s.score + (SYSTEM_LEAN.weight * (share.get(s.item.entry.system) ?? 0)) / total }))
    .sort((a, b) => b.key - a.key || a.s.doc - b.s.doc);
  for (let i = 0; i < rest.length; i++) head[i + 1] = rest[i]!.s;
}
