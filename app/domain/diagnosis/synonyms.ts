import table from "../../../knowledge/synonyms.json" with { type: "json" };

/**
 * Synonyms and trade slang, folded to one canonical phrase so that the words an owner types and the words a
 * knowledge-base author wrote land on the same index terms. Both the KB text and the query go through the same
 * mapping, so a canonical form only has to be consistent, not pretty.
 *
 * The table is knowledge, kept as data in knowledge/synonyms.json (grouped by topic) and checked by the knowledge
 * build (schema.ts `synonymsSchema`, compile.ts `checkSynonyms`). It is imported here rather than read from the
 * compiled artifact because queries need it at run time on both sides, and the Worker's and the browser's builds both
 * bundle this module.
 *
 * Variants are literal phrases (already lower-cased, punctuation turned into spaces, contractions expanded by
 * normalize.ts), matched on whole words in one left-to-right pass.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...table.groups.map((g) => g.words));

interface Compiled {
  map: Map<string, string>;
  /** Longest phrase length (in words) starting with a given word; absent = single-word lookups only. */
  longestFrom: Map<string, number>;
}

/** Built once: variant phrase -> canonical phrase. */
let compiled: Compiled | null = null;

function compile(): Compiled {
  const map = new Map<string, string>();
  const longestFrom = new Map<string, number>();
  for (const [canonical, variants] of Object.entries(SYNONYMS)) {
    // A multi-word canonical maps to itself so its words are not rewritten again ("glow plug").
    if (canonical.includes(" ")) map.set(canonical, canonical);
    for (const v of variants) if (!map.has(v)) map.set(v, canonical);
  }
  for (const k of map.keys()) {
    const parts = k.split(" ");
    if (parts.length > 1) longestFrom.set(parts[0]!, Math.max(longestFrom.get(parts[0]!) ?? 1, parts.length));
  }
  return { map, longestFrom };
}

/**
 * Rewrites every known variant to its canonical phrase, longest match first, left to right.
 * Input: normalised, space-separated words. A word-level lookup is much faster than one big
 * alternation regex, which matters when the browser builds the index on first use.
 */
export function applySynonyms(text: string): string {
  compiled ??= compile();
  const { map, longestFrom } = compiled;
  const words = text.split(" ");
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(longestFrom.get(words[i]!) ?? 1, words.length - i); n >= 1; n--) {
      const phrase = n === 1 ? words[i]! : words.slice(i, i + n).join(" ");
      const canonical = map.get(phrase);
      if (canonical !== undefined) {
        out.push(canonical);
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) out.push(words[i++]!);
  }
  return out.join(" ");
}

/** Every word that appears in a synonym table, so the speller can correct towards them too. */
export function synonymVocabulary(): string[] {
  const words = new Set<string>();
  for (const [canonical, variants] of Object.entries(SYNONYMS)) {
    for (const phrase of [canonical, ...variants]) for (const w of phrase.split(" ")) if (w.length >= 4) words.add(w);
  }
  return [...words];
}
