import { sortedIndex } from "./sorted.ts";

/**
 * The order of the index's term list and the search over it: read by the index build (index-build.ts), by every term
 * look-up (termId there) and by the offline shards' compiler, which carries phrase term ids as 16 bits.
 */

/**
 * The order of the term list: single words (and their negations, "!leak") first, then word pairs, each group sorted.
 * Symptom phrases and titles refer to single words only, so their ids stay small (the offline cores carry them as
 * 16 bits) however many word pairs the knowledge grows.
 */
export function compareTerms(a: string, b: string): number {
  const ga = a.includes(" ") ? 1 : 0;
  const gb = b.includes(" ") ? 1 : 0;
  return ga - gb || (a < b ? -1 : a > b ? 1 : 0);
}

// Where the word pairs start in each term list, found once per list: a search then compares plain strings within one
// group instead of asking every compared term whether it is a pair.
const pairStarts = new WeakMap<readonly string[], number>();
function pairStart(list: readonly string[]): number {
  let start = pairStarts.get(list);
  if (start === undefined) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.includes(" ")) hi = mid;
      else lo = mid + 1;
    }
    start = lo;
    pairStarts.set(list, start);
  }
  return start;
}

/** Binary search for a term in a list in compareTerms order: its position, or -1. */
export function findTerm(list: readonly string[], term: string): number {
  const split = pairStart(list);
  return term.includes(" ") ? sortedIndex(list, term, split, list.length - 1) : sortedIndex(list, term, 0, split - 1);
}
