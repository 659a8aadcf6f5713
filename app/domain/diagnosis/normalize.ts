import { applySynonyms } from "./synonyms.ts";

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
  // Possessives: "engine's" is about the engine.
  [/([a-z0-9])'s\b/g, "$1"],
];

// Units glued to numbers ("12v", "2000rpm", "40psi") become separate words so "12 v" and "12v" agree.
const UNIT_SPLIT = /\b(\d+(?:[.,]\d+)?)(v|volts?|psi|bar|kpa|rpm|mph|kmh|kph|km|mi|miles|hrs?|hours?|mins?|sec|amps?|a|ohms?|nm|ft|lbs?|kg|l|gal|deg|f|c)\b/g;

/** Lower-case, expand contractions, split units, drop punctuation; returns space-separated words. */
export function basicNormalize(raw: string): string {
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

export const STOPWORDS = new Set(
  (
    "a an the and or but if then than so as at by for from in into of on onto to with within without up out over under " +
    "is are was were be been being am do does did doing done have has had having will would shall should can could may might must " +
    "i me my mine we our you your he him his she her it its they them their this that these those there here what which who whom whose " +
    "when while where why how all any both each few more most other some such only own same too very just also again still even ever " +
    "about after before during through until once now get gets got getting go goes going gone went make makes made let lets " +
    "im ive id its thats theres dont please help thanks thank hi hello any anyone someone something anything thing things stuff " +
    "really actually like bit lot little much many well back around way time times day days sometimes whenever every seems seem seemed " +
    "think thought know knew tried try trying checked check replaced new old put took take came come comes said say"
  ).split(" "),
);

// Words that switch the meaning of the next content word ("will not start", "no crank").
export const NEGATORS = new Set(["not", "no", "never", "nothing", "none", "cant", "wont"]);
// These only negate in "fails to start", "refuses to crank"; "failed starter" is a broken part, not a negation.
const NEGATE_BEFORE_TO = new Set(["fail", "fails", "failed", "failing", "refuses", "refused", "refusing", "unable"]);
// Words that say a part was already renewed ("new battery", "replaced the fuel pump"): that part is less likely the cause now.
const REPLACERS = new Set(["new", "replaced", "replace", "replacing", "changed", "swapped", "installed", "fitted", "rebuilt", "renewed"]);
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
  return 0;
}

// "needs a new fuel filter" says the old one is the problem, so no renewal.
const NEEDS = new Set(["need", "needs", "needed", "require", "requires", "want", "wants", "should", "probably", "maybe"]);
const REPLACE_SKIP = new Set(["the", "a", "an", "my", "both", "all", "its", "his", "her", "their", "our", "it", "out", "in", "with", "oem", "brand"]);

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
]);
// Negations never reach stop-word removal as plain words, but these are the everyday ones not to correct.
export const KEEP_AS_IS = new Set([
  "tried",
  "when",
  "then",
  "after",
  "while",
  "have",
  "with",
  "this",
  "that",
  "there",
  "their",
  "from",
  "what",
  "into",
  "just",
  "cold",
  "warm",
  "hot",
  "wet",
  "dry",
  "fast",
  "slow",
  "idle",
  "load",
  "loud",
  "high",
  "lower",
  "upper",
  "left",
  "right",
  "front",
  "rear",
  "first",
  "second",
  "third",
  "fourth",
  "gear",
  "sound",
  "noise",
  "smell",
  "light",
  "lights",
  "morning",
  "night",
  "drive",
  "driving",
  "road",
  "field",
  "work",
  "works",
  "working",
  "runs",
  "running",
  "run",
  "dead",
  "died",
  "fine",
  "good",
  "okay",
  "full",
  "empty",
  "down",
  "turns",
  "turn",
  "went",
  "goes",
  "feels",
  "felt",
  "hard",
  "soft",
  "stuck",
  "week",
  "weeks",
  "month",
  "months",
  "year",
  "years",
  "hour",
  "hours",
  "minute",
  "minutes",
  "mile",
  "miles",
  "both",
  "side",
  "sides",
  "positive",
  "negative",
  "brand",
  "crap",
  "weekend",
  "trims",
  "trim",
  "rejet",
  "rejetted",
  "another",
  "other",
  "different",
  "yesterday",
  "today",
  "tomorrow",
  "always",
  "usually",
  "suddenly",
  "started",
  "starts",
  "stopped",
  "stops",
  "never",
  "again",
  "because",
  "since",
  "until",
  "while",
  "about",
  "around",
  "above",
  "below",
  "between",
  "behind",
  "inside",
  "outside",
  "pretty",
  "really",
  "every",
  "everything",
  "something",
  "nothing",
  "somewhere",
  "anywhere",
  "where",
  "there",
  "these",
  "those",
  "which",
  "would",
  "could",
  "should",
  "might",
  "maybe",
  "probably",
  "already",
  "almost",
  "enough",
  "though",
]);

/**
 * Light suffix stripping in the spirit of Porter step 1: enough to join "stalls/stalling/stalled"
 * and "smoke/smoking" without merging unrelated words. The stem must keep a vowel ("spring" stays).
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = word;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(ss|us|is|ous)$/.test(s)) s = s.slice(0, -1);
  const hasVowel = (t: string) => /[aeiouy]/.test(t);
  if (s.endsWith("ing") && s.length > 5 && hasVowel(s.slice(0, -3))) s = s.slice(0, -3);
  else if (s.endsWith("ed") && !s.endsWith("eed") && s.length > 4 && hasVowel(s.slice(0, -2))) s = s.slice(0, -2);
  else if (s.endsWith("ly") && s.length >= 6 && hasVowel(s.slice(0, -2))) s = s.slice(0, -2);
  if (/([bdgkmnprt])\1$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith("y") && s.length > 3) s = `${s.slice(0, -1)}i`;
  if (s.endsWith("e") && s.length > 3) s = s.slice(0, -1);
  return s;
}

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
  words = withoutAspectWords(words);
  const folded = applySynonyms(words.join(" ")).split(" ");
  const terms: string[] = [];
  const seq: string[] = [];
  const replaced: string[][] = [];
  let capture: string[] | null = null;
  let negate = false;
  // Last word before this one, skipping articles: "needs a new ..." looks back to "needs".
  let before = "";
  for (let i = 0; i < folded.length; i++) {
    const w = folded[i]!;
    if (!w) continue;
    if (NEGATE_BEFORE_TO.has(w) && folded[i + 1] === "to") {
      negate = true;
      continue;
    }
    const last = before;
    if (!REPLACE_SKIP.has(w)) before = w;
    if (REPLACERS.has(w)) {
      // "never changed the filter" / "needs a new filter": the old part is still in, so no renewal (and no negation).
      capture = negate || NEEDS.has(last) ? null : [];
      if (capture) replaced.push(capture);
      negate = false;
      continue;
    }
    if (capture && capture.length === 0 && REPLACE_SKIP.has(w)) continue;
    // Up to three words: "the front wheel bearings" keeps its modifiers, so only that part counts as renewed.
    if (capture && (STOPWORDS.has(w) || NEGATORS.has(w) || NEGATE_BEFORE_TO.has(w) || capture.length >= 3)) capture = null;
    if (capture) capture.push(stem(w));
    if (NEGATORS.has(w)) {
      negate = true;
      continue;
    }
    if (negate && NEGATION_SKIP.has(w)) continue;
    if (STOPWORDS.has(w)) {
      negate = false;
      continue;
    }
    const t = stem(w);
    terms.push(t);
    if (negate) {
      terms.push(`!${t}`);
      seq.push(`!${t}`);
    } else seq.push(t);
    // "will not crank or start": the negation carries over "or"/"nor" to the next word of the same clause.
    const carry: boolean = negate && (folded[i + 1] === "or" || folded[i + 1] === "nor");
    negate = carry;
    if (carry) i++;
  }
  const bigrams: string[] = [];
  for (let i = 1; i < seq.length; i++) bigrams.push(`${seq[i - 1]} ${seq[i]}`);
  return { terms, bigrams, corrected, correctedTerms, replaced: replaced.filter((r) => r.length > 0) };
}

// "battery tests ok", "solenoid and starter seem fine", "plugs look clean", "battery is charged and its fine".
const VERIFIED =
  /\b((?:[a-z0-9]+ ){0,3}?[a-z0-9]+) (?:(?:is |was )?(?:charged|tested|checked|cleaned|measured) and (?:it is |its |it )?)?(?:is|are|was|were|seems?|seemed|looks?|looked|tests?|tested|checks?|checked|reads?|read|came back|all|its|it is|works?|worked|working)(?: out| to be| like| all| both)? (?:ok|okay|fine|good|great|clean|perfect|tight|charged|strong|normal)\b/g;
// "has spark", "good spark", "getting fuel": the basics of running are there.
const PRESENT = /\b(?:has|have|had|got|getting|gets|good|strong|plenty of|there is|theres) (?:good |strong |plenty of |a )?(spark|fuel|gas|compression)\b/g;
const VERIFIED_SKIP = new Set("and the a an my both all too also it its everything that which this so i im but had have has got new".split(" "));

/** Whether a clause only says that something checked out ("brakes and lights work fine"): context, not a fault. */
export function saysFine(clause: string): boolean {
  // search() ignores the global regex's lastIndex, so no state leaks between calls.
  return basicNormalize(clause).search(VERIFIED) >= 0;
}

/**
 * Parts the owner says were checked and found good ("battery tests ok", "solenoid and starter seem fine", "has
 * spark"), as stems of up to two words each; like a renewed part, such a part is less likely the cause now. Reads
 * the raw text clause by clause, so "3 cylinder diesel, battery tests ok" is about the battery only.
 */
export function verifiedParts(raw: string): string[][] {
  const out: string[][] = [];
  for (const clause of raw.split(/[,.;:!?()\n]+/)) {
    const text = basicNormalize(clause);
    for (const m of text.matchAll(VERIFIED)) {
      const head = m[1]!.split(/ (?:but|so|because|when|then|after|since|i|we|is|was) /).pop()!;
      for (const item of head.split(/ (?:and|or|plus) /)) {
        const ws = item
          .split(" ")
          .filter((w) => w && !VERIFIED_SKIP.has(w) && !STOPWORDS.has(w))
          .slice(-2);
        if (ws.length > 0) out.push(ws.map(stem));
      }
    }
    for (const m of text.matchAll(PRESENT)) out.push([stem(m[1] === "gas" ? "fuel" : m[1]!)]);
  }
  return out;
}

/** Words of a text after basic normalisation, for building the speller's vocabulary. */
export function words(raw: string): string[] {
  return basicNormalize(raw).split(" ").filter(Boolean);
}
