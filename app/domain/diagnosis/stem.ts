// Light stemming shared by the index builder, the question side and the part readers (normalize.ts, renewal-words.ts).

/**
 * Words the suffix rules below would fold into an unrelated word, so they keep a stem of their own: "runs fine" met
 * cooling "fins", "quite" an engine that "quits", "barely" a sway "bar", "rated" a "rat", electrical "tape" a
 * "tapping" noise, brake "linings" a fuel "line", "on a slope" steering "slop". Found by listing every stem that two
 * unrelated words of the knowledge share (30 Nov 2026); "came" and "done" were among them but are stop words, which
 * never reach the stemmer.
 */
const STEM_KEPT = new Map(
  Object.entries({
    fine: ["fine"],
    quite: ["quite"],
    barely: ["barely"],
    bare: ["bare"],
    note: ["note", "notes", "noted", "noting"],
    lining: ["lining", "linings", "lined"],
    rate: ["rate", "rates", "rated", "rating", "ratings"],
    tape: ["tape", "taped", "taping", "tapes"],
    pine: ["pine", "pines"],
    rode: ["rode"],
    site: ["site", "sites"],
    twine: ["twine"],
    vane: ["vane", "vanes"],
    care: ["care"],
    slope: ["slope", "slopes", "sloped", "sloping"],
    mile: ["mile", "miles"],
  }).flatMap(([kept, words]) => words.map((w) => [w, kept] as const)),
);

/**
 * Light suffix stripping in the spirit of Porter step 1: enough to join "stalls/stalling/stalled"
 * and "smoke/smoking" without merging unrelated words. The stem must keep a vowel ("spring" stays).
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const kept = STEM_KEPT.get(word);
  if (kept !== undefined) return kept;
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

// Owners' short names for a part, as stems, joined to the word a cause title uses, so "replaced the crank sensor"
// names the same part as "Failed crankshaft position sensor". Only used to compare parts, never for scoring words.
const PART_WORD: Record<string, string> = {
  crank: "crankshaft",
  cam: "camshaft",
  o2: "oxygen",
  alt: "alternator",
  tranni: "transmission",
  // "temperature sender", "sending unit": the sensor a cause title names
  sender: "sensor",
  send: "sensor",
};

/** A word's stem as it names a part (see PART_WORD). */
export function partStem(word: string): string {
  const s = stem(word);
  return PART_WORD[s] ?? s;
}
