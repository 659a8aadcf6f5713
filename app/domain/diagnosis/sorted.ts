/** Binary search, shared by the term list, the offline term shards' hashes and the speller's word list. */

/** Where x is in the ascending list (binary search between lo and hi), or -1. */
export function sortedIndex<T extends string | number>(list: ArrayLike<T>, x: T, lo = 0, hi = list.length - 1): number {
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
