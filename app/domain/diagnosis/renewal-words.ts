import { partStem } from "./stem.ts";
import { NEGATORS, STOPWORDS } from "./word-lists.ts";

/**
 * The words by which owners say a part was already renewed ("new battery", "the pump was replaced", "put new ones
 * on"), and the backward readings that find which part: analyzeNormalized (normalize.ts) walks a question with them.
 */

// Words that say a part was already renewed ("new battery", "replaced the fuel pump"): that part is less likely the cause now.
export const REPLACERS = new Set([
  "fresh",
  "new",
  "replaced",
  "replace",
  "replacing",
  "changed",
  "swapped",
  "swap",
  "swapping",
  "installed",
  "installing",
  "fitted",
  "rebuilt",
  "renewed",
]);
// "was replaced", "has been changed", "got swapped": a renewal told in the passive names the part before the verb.
export const PARTICIPLES = new Set(["replaced", "changed", "swapped", "installed", "fitted", "rebuilt", "renewed"]);
export const PASSIVE = new Set(["was", "were", "been", "got", "is", "are", "be"]);
/**
 * Owners say "already did the plugs, wires and tps" or "i've done the fuel pump": "did"/"done" renew a part only after
 * a word that makes them so ("it did it again" does not), and "been done" is passive like "been replaced".
 */
export const DID = new Set(["did", "done"]);
export const DID_AFTER = new Set(["already", "have", "has", "had", "ive", "weve", "i", "we", "been", "also", "just"]);
/** "tried a different battery", "put another coil in": the part was swapped for one known to work. */
export const OTHER = new Set(["different", "another", "used", "spare"]);
export const TRIED = new Set(["tried", "try", "trying", "put", "used", "borrowed", "swapped", "installed", "fitted"]);
const PASSIVE_SKIP = new Set([...PASSIVE, "has", "have", "had", "just", "already", "recently", "also", "all", "both"]);

// "put new ones on", "replaced them", "fitted a new one": the renewal names its part with a pronoun.
export const PRONOUN_PARTS = new Set(["it", "them", "those", "these", "one", "ones", "that"]);
// Words a look back for that part passes over: fillers, actions and how the old part was ("the cables were bad so i put").
const BACK_SKIP = new Set([
  ...REPLACERS,
  ..."put got get bought ordered tried so bad old worn shot dead burnt burned fried gone toast weak loose dirty leaky cracked corroded rusty broken broke blew quit looked looks seemed seem were was is are had have been".split(
    " ",
  ),
]);
/** How a part was, in the past tense ("the plug looked fouled"), not a part; a few nouns end the same way. */
const isStateWord = (w: string) => BACK_SKIP.has(w) || (w.length > 4 && w.endsWith("ed") && !["speed", "bleed", "feed", "seed"].includes(w));

/** The part a pronoun after a renewal at `at` stands for: the nearest run of up to three words before it. */
export function antecedent(folded: readonly string[], at: number): string[] {
  const notPart = (w: string) => STOPWORDS.has(w) || isStateWord(w) || NEGATORS.has(w);
  return partEndingBefore(folded, at - 1, notPart, notPart);
}

/** Up to three words of the part that ends before index `end` ("the fuel pump [has been] replaced" -> fuel pump). */
export function partBefore(folded: readonly string[], end: number): string[] {
  return partEndingBefore(
    folded,
    end,
    (w) => PASSIVE_SKIP.has(w),
    (w) => STOPWORDS.has(w) || NEGATORS.has(w) || REPLACERS.has(w),
  );
}

/**
 * The one backward reading both renewals use: from `end`, pass over the words `skip` accepts, then take up to three
 * words (as part stems) until one that `ends` the name.
 */
function partEndingBefore(folded: readonly string[], end: number, skip: (w: string) => boolean, ends: (w: string) => boolean): string[] {
  let i = end;
  while (i >= 0 && skip(folded[i]!)) i--;
  const part: string[] = [];
  for (; i >= 0 && part.length < 3; i--) {
    const w = folded[i]!;
    if (!w || ends(w)) break;
    part.unshift(partStem(w));
  }
  return part;
}

// Words between two renewed parts of one list.
export const LIST_JOINERS = new Set(["and", "then"]);
/** A clause of at most this many words after a renewal can be the next part of its list. */
export const LIST_ITEM_WORDS = 4;
// "needs a new fuel filter" says the old one is the problem, so no renewal.
export const NEEDS = new Set(["need", "needs", "needed", "require", "requires", "want", "wants", "should", "probably", "maybe"]);
// "should i replace the plugs", "going to swap it", "before replacing the pump", "told me the fix is replacing the
// motor", "quoted replacing the pump": not done yet.
const INTENT = new Set([
  ...NEEDS,
  ...["to", "going", "gonna", "will", "would", "could", "might", "plan", "planning", "thinking", "before", "if", "whether"],
  ...["fix", "told", "quoted", "recommended", "recommends", "suggested", "suggests"],
]);

/** Whether the renewal word at `at` ("replace", "swapping", not "replaced") is only meant or asked about. */
export function intended(folded: readonly string[], at: number): boolean {
  if (folded[at] === "new") return false;
  for (let k = Math.max(0, at - 3); k < at; k++) if (INTENT.has(folded[k]!)) return true;
  return false;
}

// Words that end a renewed part's name by saying when it was done ("new starter last month", "plugs yesterday").
// ... and who did it: "fitted a new catalytic converter myself" renews the converter, not a "converter myself".
export const WHEN_DONE = new Set([
  "last",
  "yesterday",
  "today",
  "ago",
  "recently",
  "earlier",
  "lately",
  "myself",
  "ourselves",
  "himself",
  "themselves",
  "yourself",
]);
// "swapped the coils between cylinders", "swapped the injectors around": moved to test, not renewed.
export const SWAPS = new Set(["swapped", "swap", "swapping"]);
export const MOVED = new Set(["between", "around", "over"]);

// Words before a renewed part's name that are not part of it: "replaced the whole door motor", "then a weak cam sensor",
// "swapped in a known good coil".
export const REPLACE_SKIP = new Set(
  (
    "the a an my both all its his her their our it out in with then also oem brand whole entire another different second " +
    "weak bad faulty failed failing worn dead broken defective good known used spare cheap genuine aftermarket reman remanufactured"
  ).split(" "),
);
