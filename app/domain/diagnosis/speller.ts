/**
 * Spelling tolerance for owners' words ("hydrolic", "pupm"), against the knowledge base's vocabulary: split from
 * normalize.ts, which uses it through its WordCorrector interface.
 */

import type { WordCorrector } from "./normalize.ts";
import { sortedIndex } from "./sorted.ts";
import { stem } from "./stem.ts";
import { KEEP_AS_IS, NEGATORS, STOPWORDS } from "./word-lists.ts";

// Three rows of the distance table, reused by every call: the speller compares an unknown word with hundreds of
// candidates, and fresh arrays for each comparison were most of its cost (and garbage to collect).
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Restricted Damerau-Levenshtein distance with an early exit once `max` is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) {
    prev2[j] = 0;
    prev[j] = j;
  }
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** True when b is a with two adjacent letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Spelling tolerance against a vocabulary (KB words plus synonym variants). Only words of 4+
 * letters that are unknown are corrected; ties go to the more frequent word. Results are cached
 * because the same typos recur.
 */
export interface SpellerState {
  /** Every known word, sorted, with its frequency at the same position (compact JSON). */
  words: string[];
  /** An array in the artifact; the offline core hands its typed array over as it is. */
  freqs: ArrayLike<number>;
  /** Their stems, sorted. */
  stems: string[];
}

/** Words the speller never changes, without looking them up: short ones, ones with a digit, and listed ones. */
export function leftAsIs(word: string): boolean {
  return word.length < 4 || /\d/.test(word) || STOPWORDS.has(word) || KEEP_AS_IS.has(word) || NEGATORS.has(word);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const inSorted = (list: readonly string[], x: string) => sortedIndex(list, x) >= 0;

export class Speller {
  /** Sorted, so loading the artifact builds no sets: look-ups are binary searches. */
  private readonly words: readonly string[];
  private readonly freqs: ArrayLike<number>;
  private readonly stems: readonly string[];
  /**
   * Candidate words by first letter and length ("h9"), built on the first unknown word (most questions have none):
   * a typo rarely changes the first letter, so only that letter's words are compared.
   */
  private byLength: Map<string, Array<{ w: string; f: number }>> | null = null;
  private readonly cache = new Map<string, string>();

  constructor(state: SpellerState) {
    this.words = state.words;
    this.freqs = state.freqs;
    this.stems = state.stems;
  }

  /** A speller over a vocabulary with word frequencies (the build; tests). */
  static fromFrequencies(frequencies: Map<string, number>): Speller {
    const words = [...frequencies.keys()].sort(cmp);
    return new Speller({ words, freqs: words.map((w) => frequencies.get(w)!), stems: [...new Set(words.map(stem))].sort(cmp) });
  }

  private buckets(): Map<string, Array<{ w: string; f: number }>> {
    if (this.byLength) return this.byLength;
    const byLength = new Map<string, Array<{ w: string; f: number }>>();
    this.words.forEach((w, i) => {
      if (w.length < 4 || /\d/.test(w)) return;
      const key = `${w[0]}${w.length}`;
      let bucket = byLength.get(key);
      if (!bucket) {
        bucket = [];
        byLength.set(key, bucket);
      }
      bucket.push({ w, f: this.freqs[i]! });
    });
    this.byLength = byLength;
    return byLength;
  }

  /** What the compiled knowledge artifact keeps of the speller (the stems are computed at build time). */
  state(): SpellerState {
    return { words: [...this.words], freqs: Array.from(this.freqs), stems: [...this.stems] };
  }

  correct(word: string): string {
    if (leftAsIs(word)) return word;
    if (inSorted(this.words, word) || inSorted(this.stems, stem(word))) return word;
    const hit = this.cache.get(word);
    if (hit !== undefined) return hit;
    const max = word.length >= 7 ? 2 : 1;
    // Four-letter words only get letter swaps ("pupm" -> "pump"): one substitution turns "cafe" into "case".
    const swapOnly = word.length === 4;
    let best = word;
    let bestD = max + 1;
    let bestF = 0;
    for (let len = word.length - max; len <= word.length + max; len++) {
      // Typos rarely change the first letter; only words that share it are candidates (which also avoids odd jumps).
      for (const { w, f } of this.buckets().get(`${word[0]}${len}`) ?? []) {
        if (swapOnly && !isSwap(word, w)) continue;
        const d = editDistance(word, w, max);
        if (d <= max && (d < bestD || (d === bestD && f > bestF))) [best, bestD, bestF] = [w, d, f];
      }
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, best);
    return best;
  }
}

/**
 * The offline engine's speller (knowledge-shards.ts): whether a word is known is read from its term shard, which the
 * question loads anyway (each carries the hashes of the speller's stems that fall in it), and the word list with its
 * frequencies, a quarter of a vehicle type's core, is loaded only when a word is unknown, which two real questions in
 * three never have. Its answers are the Speller's: a word is known exactly when its stem is (the stems are those of the
 * words), and an unknown one goes to the whole Speller once loaded.
 */
export class ShardSpeller implements WordCorrector {
  private full: Speller | null = null;
  /** Set when a word needed the word list before it was loaded: the loader fetches it and ranks again. */
  missing = false;
  private readonly knownStem: (stem: string) => boolean | undefined;
  /** `knownStem` says whether a stem is one of the speller's, or undefined while its term shard is not loaded. */
  constructor(knownStem: (stem: string) => boolean | undefined) {
    this.knownStem = knownStem;
  }

  load(state: SpellerState): void {
    this.full ??= new Speller(state);
  }

  correct(word: string): string {
    if (leftAsIs(word)) return word;
    // Not known yet (its shard is missing and will be loaded) or known: either way the word stands for this pass.
    if (this.knownStem(stem(word)) !== false) return word;
    if (this.full) return this.full.correct(word);
    this.missing = true;
    return word;
  }
}
