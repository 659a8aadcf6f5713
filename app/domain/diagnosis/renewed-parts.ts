import type { IndexedEntry, KbIndex } from "./index-build.ts";
import { namesPart } from "./title-parts.ts";

/**
 * Parts the owner already renewed (or checked and found good) and the causes that name them: the ranker lowers such a
 * cause (rank.ts), by how much depends on whether the title names other parts too.
 */

/** Score multiplier for a cause naming a part the user says is new or already replaced. */
const RENEWED_FACTOR = 0.3;
/**
 * The same when the title names other parts too ("burned-out bulb or corroded bulb socket", "failed relay or blown
 * fuse"): a new bulb rules out the bulb, not the socket. Chosen on real-world dev: 0.6 (0.45 and 0.8 also tried).
 */
const RENEWED_ONE_OF_FACTOR = 0.6;

/**
 * True when the entry's cause is the very part the owner already renewed (or checked): the title names a part with
 * the same head noun and, when the owner said which one ("front wheel bearings"), one of those words. "Replaced the
 * wheel bearings" lowers a worn wheel bearing, not a worn pinion bearing; "new battery" does not lower a loose
 * battery cable nut. A cause about the renewal itself ("after fitting a new belt") is not lowered.
 */
export function renewedPart(item: IndexedEntry, replaced: string[][]): boolean {
  return replaced.some((part) => namesPart(item.parts, part) && !part.some((t) => item.replacedContext.includes(t)));
}

/**
 * True when the entry's cause names a part the owner checked and found good, or tried and ruled out. Unlike a renewal,
 * a cause about the renewal itself counts too: "a fully charged battery makes no difference" rules out a new battery
 * that was never fully charged.
 */
export function checkedPart(item: IndexedEntry, checked: string[][]): boolean {
  return checked.some((part) => namesPart(item.parts, part) || part.every((t) => item.replacedContext.includes(t)));
}

/** How much a renewal lowers a cause that names the renewed part: less when the title names a part not renewed. */
export function renewedFactor(item: IndexedEntry, replaced: string[][]): number {
  const other = item.parts.some((p) => !replaced.some((part) => namesPart([p], part)));
  return other ? RENEWED_ONE_OF_FACTOR : RENEWED_FACTOR;
}

const partWordCache = new WeakMap<KbIndex, Set<string>>();
/** Every stem that some cause title uses in naming a failed part (title-parts.ts). */
export function partWords(idx: KbIndex): Set<string> {
  let words = partWordCache.get(idx);
  if (!words) {
    words = new Set(idx.entries.flatMap((e) => e.parts.flat()));
    partWordCache.set(idx, words);
  }
  return words;
}
