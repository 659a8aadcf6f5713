import {
  antecedent,
  DID,
  DID_AFTER,
  intended,
  LIST_ITEM_WORDS,
  LIST_JOINERS,
  MOVED,
  NEEDS,
  OTHER,
  PARTICIPLES,
  PASSIVE,
  PRONOUN_PARTS,
  partBefore,
  REPLACE_SKIP,
  REPLACERS,
  SWAPS,
  TRIED,
  WHEN_DONE,
} from "./renewal-words.ts";
import { partStem, stem } from "./stem.ts";
import { applySynonyms } from "./synonyms.ts";
import { NEGATORS, STOPWORDS } from "./word-lists.ts";

/**
 * Text normalisation shared by the index builder and the query side. Both must go through the
 * same steps, otherwise a KB phrase and an identical user phrase would produce different terms.
 *
 * Pipeline: lower-case and contractions -> words (with units split off numbers) -> optional
 * spelling correction of unknown words -> synonym folding -> stop-word removal, negation marking
 * and light stemming.
 */

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon'?t\b/g, "will not"],
  [/\bcan'?t\b/g, "can not"],
  [/\bcannot\b/g, "can not"],
  [/\bain'?t\b/g, "is not"],
  [/\bshan'?t\b/g, "shall not"],
  // "doesnt", "didnt", "isnt", "wouldnt"... with or without the apostrophe.
  [/\b(does|did|is|was|are|were|would|could|should|has|have|had|do|must)n'?t\b/g, "$1 not"],
  [/\b(i|you|we|they|it|he|she|that|there)'(s|d|ll|ve|re|m)\b/g, "$1"],
  // British owners' "a non-starter" / "a non-runner" is a car that will not start or run, not a starter motor.
  [/\bnon[- ]?starters?\b/g, "will not start"],
  [/\bnon[- ]?runners?\b/g, "will not run"],
  // Owners' doubt is not a symptom: "not sure why", "no idea what", "no matter what i do" would otherwise negate the next
  // word, and the few phrases in the knowledge that say "not sure" matched them strongly (rare, so a high idf).
  [/\b(?:not (?:really |quite |entirely |too |100 )?(?:sure|certain)|no (?:real )?(?:idea|clue)|no matter)\b/g, "unsure"],
  // "not running on all (its) cylinders" is a misfire, not an engine that will not run (its "not" would rule out "run").
  [
    /\b(?:not|never) (?:[a-z]+ ){0,3}?(?:running|firing|hitting|run|fire|runs|fires) on all (?:[a-z]+ )?(?:cylinders|cyls|pots|four|six|eight|4|6|8)\b/g,
    "misfiring",
  ],
  // Possessives: "engine's" is about the engine.
  [/([a-z0-9])'s\b/g, "$1"],
];

// Units glued to numbers ("12v", "2000rpm", "40psi") become separate words so "12 v" and "12v" agree.
const UNIT_SPLIT = /\b(\d+(?:[.,]\d+)?)(v|volts?|psi|bar|kpa|rpm|mph|kmh|kph|km|mi|miles|hrs?|hours?|mins?|sec|amps?|a|ohms?|nm|ft|lbs?|kg|l|gal|deg|f|c)\b/g;

/**
 * The last texts normalized: one question normalizes each clause four or five times (the checked-part, guess, renewal
 * and evidence readers each start from the raw clause), and this was a tenth of a warm answer's time. Bounded, and
 * cleared when full, so it holds about one question's clauses and never grows with traffic.
 */
const recent = new Map<string, string>();
const RECENT_MAX = 128;

/** Lower-case, expand contractions, split units, drop punctuation; returns space-separated words. */
export function basicNormalize(raw: string): string {
  const known = recent.get(raw);
  if (known !== undefined) return known;
  const out = normalizeOnce(raw);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(raw, out);
  return out;
}

function normalizeOnce(raw: string): string {
  let s = raw
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  s = s.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/°/g, " deg ");
  for (const [re, rep] of CONTRACTIONS) s = s.replace(re, rep);
  // Keep compact machine words together: "a/c" -> "a c" is fine, but "4x4"/"o2"/"p0300" stay whole.
  s = s.replace(UNIT_SPLIT, "$1 $2");
  s = s
    .replace(/(\d)[.,](\d)/g, "$1_$2")
    .replace(/[^a-z0-9_]+/g, " ")
    .replace(/_/g, ".");
  return s.trim().replace(/\s+/g, " ");
}

// These only negate in "fails to start", "refuses to crank"; "failed starter" is a broken part, not a negation.
const NEGATE_BEFORE_TO = new Set(["fail", "fails", "failed", "failing", "refuses", "refused", "refusing", "unable"]);
/**
 * Words that only say when something began or that a thing was changed over, before the verb that matters: "started
 * running hot", "began to smoke", "starts making a noise", "switched to the green coolant". In owners' stories they are
 * common (one in seven real questions) and, read as words, they are symptoms of their own ("start", "switch"); the
 * verb after them is what happened.
 */
const ONSET = new Set(["start", "starts", "started", "starting", "begin", "begins", "began", "beginning"]);
const CHANGED_OVER = new Set(["switch", "switched", "switching", "changed", "change", "swapped"]);
const isGerund = (w: string | undefined) => w !== undefined && w.length > 4 && w.endsWith("ing") && !ING_NOUNS.has(w);
/** Nouns ending in -ing that are parts or conditions, not a verb after "started": "started bearing noise" is rare. */
const ING_NOUNS = new Set(["bearing", "bearings", "wiring", "spring", "springs", "steering", "housing", "fitting", "bushing", "coupling", "ring", "rings"]);
function withoutAspectWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const n = aspectWords(words, i);
    if (n > 0) i += n - 1;
    else out.push(words[i]!);
  }
  return out;
}

/** How many words of an onset or changed-over phrase to drop at i (0 when the words there are not one). */
function aspectWords(words: readonly string[], i: number): number {
  const w = words[i]!;
  if (ONSET.has(w)) {
    if (isGerund(words[i + 1])) return 1;
    if (words[i + 1] === "to" && words[i + 2] && !STOPWORDS.has(words[i + 2]!) && !NEGATORS.has(words[i + 2]!)) return 2;
  }
  if (CHANGED_OVER.has(w) && (words[i + 1] === "to" || words[i + 1] === "over")) return 2;
  if (w === "used") {
    // "it used to start first time": what it did before, the verb after it is what matters.
    if (words[i + 1] === "to") return 2;
    // "bought it used", "got one used": second-hand, not "used" as in run or worn.
    if (PURCHASED.has(words[i - 1] ?? "") || (PURCHASED.has(words[i - 2] ?? "") && OBJECTS.has(words[i - 1] ?? ""))) return 1;
  }
  // "never had a single problem with it", "never had any issues": how it was before, not a negated symptom.
  if (w === "never" && words[i + 1] === "had") {
    let k = i + 2;
    while (TROUBLE_FREE_FILLERS.has(words[k] ?? "")) k++;
    if (TROUBLES.has(words[k] ?? "")) return k + 1 - i;
  }
  for (const phrase of OWNER_PHRASES.get(w) ?? []) if (phrase.every((p, k) => words[i + 1 + k] === p)) return phrase.length + 1;
  // "thanks in advance", "thank you in advance": politeness; "advance" is otherwise ignition timing.
  if (w === "in" && words[i + 1] === "advance" && THANKS.has(words[i - 1] ?? "")) return 2;
  return 0;
}

/**
 * Fixed asides, by first word: "picked it up second hand" (bought used, not a second gear or a hand throttle), and who
 * the owner is and what they know ("no idea what it is", "not a mechanic", "i can turn a wrench").
 */
const OWNER_PHRASES: ReadonlyMap<string, readonly (readonly string[])[]> = new Map([
  ["second", [["hand"]]],
  ["no", [["idea"], ["mechanic"], ["a", "mechanic"]]],
  ["not", [["idea"], ["mechanic"], ["a", "mechanic"]]],
  // Not "spanner": the speller has made it "scanner" before this reads it.
  ["turn", [["a", "wrench"]]],
]);
const TROUBLE_FREE_FILLERS = new Set(["a", "an", "any", "one", "single", "real", "much", "major", "the", "slightest"]);
const TROUBLES = new Set(["problem", "problems", "issue", "issues", "trouble", "troubles", "complaint", "complaints"]);
const PURCHASED = new Set(["bought", "buy", "buying", "got", "purchased", "picked"]);
const OBJECTS = new Set(["it", "this", "one", "her", "him", "them", "up"]);
const THANKS = new Set(["thanks", "thank", "you", "cheers", "thx"]);

const NEG_MODIFIERS = new Set(["brake", "brakes", "oil", "fuel", "dash", "warning", "tail", "head", "parking", "charge", "charging", "turn", "signal"]);

// Words allowed between a negator and the word it negates ("will not even start", "not able to").
const NEGATION_SKIP = new Set([
  "to",
  "be",
  "the",
  "a",
  "any",
  "even",
  "fully",
  "properly",
  "at",
  "all",
  "get",
  "able",
  "will",
  "really",
  "always",
  "want",
  "wanna",
  "seem",
  // "won't even try to start": without these the "not" ended at "try", and "start" counted as evidence it starts.
  "try",
  "tries",
  "trying",
  "attempt",
]);

/** What analysis needs of a speller (speller.ts): the interface keeps this module free of an import back. */
export interface WordCorrector {
  correct(word: string): string;
}

export interface AnalyzedText {
  /** Stemmed content terms; a negated term appears twice: plain and prefixed with "!". */
  terms: string[];
  /** Adjacent content-term pairs ("crank !start") used as phrase evidence. */
  bigrams: string[];
  /** Number of words the speller changed. */
  corrected: number;
  /** Stems of the words the speller produced, so they can count a little less than typed words. */
  correctedTerms: Set<string>;
  /** Parts said to be new or replaced, each as the stems of up to two words ("fuel pump" -> ["fuel", "pump"]). */
  replaced: string[][];
  /** Further parts of the same renewal ("new plugs and wires" -> wires), which the ranker trusts less (rank.ts). */
  listed: string[][];
  /** A renewal named its part only with a pronoun this text does not resolve ("so i replaced them"). */
  renewedPronoun?: boolean;
}

/**
 * The part a text names last, as a pronoun at its end would mean it ("the plugs looked old" -> plugs): for a renewal
 * in the next clause that says only "replaced them" (rank.ts reads clause by clause).
 */
export function lastNamedPart(normalized: string): string[] {
  const folded = fold(normalized.split(" ").filter(Boolean));
  return antecedent(folded, folded.length);
}

/** Words without aspect words, with synonyms folded onto their canonical phrase: what the readers below walk over. */
function fold(words: readonly string[]): string[] {
  return applySynonyms(withoutAspectWords(words).join(" ")).split(" ");
}

/** Full pipeline from raw text to index terms. */
export function analyze(raw: string, speller?: WordCorrector): AnalyzedText {
  return analyzeNormalized(basicNormalize(raw), speller);
}

/** The pipeline after basicNormalize, for callers that already normalised the text. */
export function analyzeNormalized(normalized: string, speller?: WordCorrector): AnalyzedText {
  let words = normalized.split(" ").filter(Boolean);
  let corrected = 0;
  const correctedTerms = new Set<string>();
  if (speller) {
    words = words.map((w) => {
      const c = speller.correct(w);
      if (c !== w) {
        corrected++;
        correctedTerms.add(stem(c));
      }
      return c;
    });
  }
  const folded = fold(words);
  const terms: string[] = [];
  const seq: string[] = [];
  const replaced: string[][] = [];
  const listed: string[][] = [];
  let capture: string[] | null = null;
  let renewedPronoun = false;
  let listing = false;
  let negate = false;
  let denied = false;
  // Last word before this one, skipping articles: "needs a new ..." looks back to "needs".
  let before = "";
  // The renewal word of the part being captured ("swapped", "new").
  let verb = "";
  for (let i = 0; i < folded.length; i++) {
    const w = folded[i]!;
    if (!w) continue;
    if (NEGATE_BEFORE_TO.has(w) && folded[i + 1] === "to") {
      negate = true;
      denied = false;
      continue;
    }
    const last = before;
    if (!REPLACE_SKIP.has(w)) before = w;
    if (REPLACERS.has(w) || (DID.has(w) && DID_AFTER.has(folded[i - 1] ?? "")) || (OTHER.has(w) && TRIED.has(last))) {
      // "the tensioner was swapped", "fuel pump has been replaced": the part came before the verb.
      const passive = (PARTICIPLES.has(w) || w === "done") && PASSIVE.has(folded[i - 1] ?? "");
      const named = passive && !negate ? partBefore(folded, i - 1) : [];
      if (named.length > 0) replaced.push(named);
      // "never changed the filter" / "needs a new filter": the old part is still in, so no renewal (and no negation).
      capture = negate || NEEDS.has(last) || passive || (!PARTICIPLES.has(w) && intended(folded, i)) ? null : [];
      verb = w;
      let next = i + 1;
      while (folded[next] === "a" || folded[next] === "the" || folded[next] === "new") next++;
      if (capture && PRONOUN_PARTS.has(folded[next] ?? "")) {
        const part = antecedent(folded, i);
        if (part.length > 0) replaced.push(part);
        else renewedPronoun = true;
        capture = null;
        listing = false;
        negate = false;
        continue;
      }
      if (capture) replaced.push(capture);
      listing = false;
      negate = false;
      continue;
    }
    // "new plugs and wires", "replaced the crank sensor then the cam sensor": the renewal goes on to the next part.
    if (capture && capture.length > 0 && LIST_JOINERS.has(w)) {
      capture = [];
      listed.push(capture);
      listing = true;
      negate = false;
      continue;
    }
    if (capture && capture.length === 0 && REPLACE_SKIP.has(w)) continue;
    // "new battery and cleaned the terminals": a verb after "and" starts another action, not another part.
    if (capture && capture.length === 0 && listing && /(ed|ing)$/.test(w) && !ING_NOUNS.has(w)) capture = null;
    // "swapped the coils between cylinders 2 and 3" moves a part to see whether the fault follows it: a test, not a
    // renewal, and the part may well be the cause.
    if (capture && capture.length > 0 && MOVED.has(w) && SWAPS.has(verb)) {
      const list = listing ? listed : replaced;
      list.splice(list.indexOf(capture), 1);
      capture = null;
    }
    // Up to three words: "the front wheel bearings" keeps its modifiers, so only that part counts as renewed; "the fuel
    // pump last spring" ends the part at the time it was done.
    if (capture && (STOPWORDS.has(w) || NEGATORS.has(w) || NEGATE_BEFORE_TO.has(w) || WHEN_DONE.has(w) || capture.length >= 3)) capture = null;
    if (capture) capture.push(partStem(w));
    if (NEGATORS.has(w)) {
      negate = true;
      denied = false;
      continue;
    }
    if (negate && NEGATION_SKIP.has(w)) {
      // "not the tires", "wasn't the battery": the owner rules a part out, so the part's word is no evidence for it
      // (while "will not start" and "no spark" still describe starting and spark).
      if (w === "the") denied = true;
      continue;
    }
    if (STOPWORDS.has(w)) {
      negate = false;
      continue;
    }
    const t = stem(w);
    if (negate && denied) {
      // A part the owner rules out is no evidence either way, not even as a negated word ("not the tires" matched
      // causes whose phrases say the tyres are not flat). The denial runs on over a modifier ("not the brake lights").
      const after = folded[i + 1];
      if (NEG_MODIFIERS.has(w) && after !== undefined && !STOPWORDS.has(after) && !NEGATORS.has(after) && /^[a-z]/.test(after)) continue;
      negate = after === "or" || after === "nor";
      if (negate) i++;
      continue;
    }
    terms.push(t);
    if (negate) {
      terms.push(`!${t}`);
      seq.push(`!${t}`);
    } else seq.push(t);
    // "will not crank or start": the negation carries over "or"/"nor" to the next word of the same clause.
    // "no brake lights", "no oil pressure": a word that names what kind of thing follows passes the negation on to it.
    const next = folded[i + 1];
    const modifier = negate && NEG_MODIFIERS.has(w) && next !== undefined && !STOPWORDS.has(next) && !NEGATORS.has(next) && /^[a-z]/.test(next);
    if (modifier) {
      terms.pop();
      seq.pop();
      seq.push(t);
      continue;
    }
    const carry: boolean = negate && (folded[i + 1] === "or" || folded[i + 1] === "nor");
    negate = carry;
    if (carry) i++;
  }
  const bigrams: string[] = [];
  for (let i = 1; i < seq.length; i++) bigrams.push(`${seq[i - 1]} ${seq[i]}`);
  return {
    terms,
    bigrams,
    corrected,
    correctedTerms,
    replaced: replaced.filter((r) => r.length > 0),
    listed: listed.filter((r) => r.length > 0),
    ...(renewedPronoun ? { renewedPronoun } : {}),
  };
}

/** Words of a text after basic normalisation, for building the speller's vocabulary. */
export function words(raw: string): string[] {
  return basicNormalize(raw).split(" ").filter(Boolean);
}

/**
 * A clause that is only another part of a list of renewed parts ("wires", "then the cam sensor"), else undefined. The
 * list's last part may carry the outcome on ("the fuel filter and none of it changed a thing"): the part is what comes
 * before that "and" or "but".
 */
export function listItem(clause: string): string | undefined {
  let words = basicNormalize(clause)
    .split(" ")
    .filter((w) => w.length > 0);
  while (LIST_JOINERS.has(words[0]!) || words[0] === "also") words.shift();
  if (words.length > LIST_ITEM_WORDS) {
    const cut = words.findIndex((w) => w === "and" || w === "but");
    if (cut > 0 && cut <= LIST_ITEM_WORDS && !words.slice(0, cut).some((w) => STOPWORDS.has(w) && w !== "the" && w !== "a")) words = words.slice(0, cut);
  }
  return words.length > 0 && words.length <= LIST_ITEM_WORDS ? words.join(" ") : undefined;
}
