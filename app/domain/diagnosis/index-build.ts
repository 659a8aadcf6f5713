import { parseEntryCode, type ParsedCode } from "./codes/index.ts";
import { analyzeNormalized, basicNormalize, Speller, type SpellerState } from "./normalize.ts";
import { synonymVocabulary } from "./synonyms.ts";
import type { FaultEntry, VehicleType } from "./types.ts";

/**
 * The search index over a knowledge base: per-term postings with field-weighted term
 * frequencies (BM25F style), code lookups, normalised makes/models and the speller's vocabulary.
 * Built once per KB array and cached, so a diagnosis only pays for scoring.
 */

// How much a word counts depending on where the KB author wrote it. Symptoms are how people
// describe the fault; the cause title is short and precise; the explanation is background.
export const FIELD_WEIGHTS: Record<"cause" | "symptoms" | "keywords" | "explanation" | "system", number> = { cause: 1.6, symptoms: 1.0, keywords: 2, explanation: 0.7, system: 0.5 };

const CAUSE_HEAD_TERMS = 5;

export interface IndexedEntry {
  entry: FaultEntry;
  types: ReadonlySet<VehicleType>;
  codes: ParsedCode[];
  makes: string[];
  models: string[];
  logPrior: number;
  /** Field-weighted length, for BM25 length normalisation. */
  len: number;
  /** Stems of the first words of the cause title (its main part), to recognise a cause naming a part the user already replaced. */
  causeTerms: ReadonlySet<string>;
  /** Stems the cause title itself names as new/replaced ("after fitting a new belt"): no penalty for those. */
  replacedContext: ReadonlySet<string>;
  /** Terms of each symptom phrase with their idf and the phrase's idf total, for phrase-coverage evidence. */
  phrases: Phrase[];
}

export interface Phrase {
  terms: string[];
  idfs: number[];
  total: number;
}

export interface Posting {
  doc: number;
  tf: number;
}

export interface KbIndex {
  entries: IndexedEntry[];
  postings: Map<string, Posting[]>;
  idf: Map<string, number>;
  avgLen: number;
  speller: Speller;
  /** Canonical code -> entry indices; also "SPN n" for any FMI and OBD family prefixes like "P030". */
  codeDocs: Map<string, number[]>;
}

/** BM25's idf of a term found in `df` of `n` entries. */
const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** Lower-case letters and digits only, so "John Deere", "john-deere" and "JohnDeere" agree. */
export function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function addTerms(bag: Map<string, number>, normalized: string, weight: number, replacedContext?: Set<string>): Set<string> {
  const a = analyzeNormalized(normalized);
  for (const t of a.terms) bag.set(t, (bag.get(t) ?? 0) + weight);
  for (const b of a.bigrams) bag.set(b, (bag.get(b) ?? 0) + weight);
  if (replacedContext) for (const r of a.replaced) for (const t of r) replacedContext.add(t);
  return new Set(a.terms);
}

function pushDoc(map: Map<string, number[]>, key: string, doc: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

export function buildIndex(kb: readonly FaultEntry[]): KbIndex {
  // Normalise every text once; the vocabulary (every KB word plus synonym variants, with
  // frequencies) feeds the speller, the normalised texts feed the postings.
  const freq = new Map<string, number>();
  const norm = (text: string) => {
    const n = basicNormalize(text);
    for (const w of n.split(" ")) if (w) freq.set(w, (freq.get(w) ?? 0) + 1);
    return n;
  };
  const texts = kb.map((e) => ({
    cause: norm(e.cause),
    symptoms: e.symptoms.map(norm),
    keywords: (e.keywords ?? []).map(norm),
    explanation: norm(e.explanation),
  }));
  for (const w of synonymVocabulary()) freq.set(w, (freq.get(w) ?? 0) + 1);
  const speller = new Speller(freq);

  const entries: IndexedEntry[] = [];
  const postings = new Map<string, Posting[]>();
  const codeDocs = new Map<string, number[]>();
  let totalLen = 0;
  kb.forEach((entry, doc) => {
    const t = texts[doc]!;
    const bag = new Map<string, number>();
    const replacedContext = new Set<string>();
    // Only the head of the title names the failed part; "... or failed tire pressure sensor" is not about tyres.
    const causeTerms = new Set([...addTerms(bag, t.cause, FIELD_WEIGHTS.cause, replacedContext)].slice(0, CAUSE_HEAD_TERMS));
    const phrases: Phrase[] = [];
    for (const s of t.symptoms) phrases.push({ terms: [...addTerms(bag, s, FIELD_WEIGHTS.symptoms)], idfs: [], total: 0 });
    for (const k of t.keywords) addTerms(bag, k, FIELD_WEIGHTS.keywords);
    addTerms(bag, t.explanation, FIELD_WEIGHTS.explanation);
    addTerms(bag, entry.system.replace(/-/g, " "), FIELD_WEIGHTS.system);
    let len = 0;
    for (const [term, tf] of bag) {
      len += tf;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc, tf });
    }
    totalLen += len;
    const codes: ParsedCode[] = [];
    for (const raw of entry.codes ?? []) {
      const c = parseEntryCode(raw);
      if (!c) continue;
      codes.push(c);
      pushDoc(codeDocs, c.code, doc);
      if (c.standard === "J1939") pushDoc(codeDocs, `SPN ${c.spn}`, doc);
      else pushDoc(codeDocs, c.code.slice(0, 4), doc);
    }
    entries.push({
      entry,
      types: new Set(entry.vehicleTypes),
      codes,
      makes: (entry.pattern?.makes ?? []).map(squash).filter((m) => m.length >= 2),
      models: (entry.pattern?.models ?? []).map(squash).filter((m) => m.length >= 2),
      logPrior: Math.log(Math.min(3, Math.max(0.2, entry.prior ?? 1))),
      len,
      phrases,
      causeTerms,
      replacedContext,
    });
  });
  const n = Math.max(1, kb.length);
  const idf = new Map<string, number>();
  for (const [term, list] of postings) idf.set(term, idfOf(n, list.length));
  for (const e of entries) {
    for (const ph of e.phrases) {
      ph.idfs = ph.terms.map((t) => idf.get(t) ?? 0);
      ph.total = ph.idfs.reduce((a, b) => a + b, 0);
    }
  }
  return { entries, postings, idf, avgLen: totalLen / n || 1, speller, codeDocs };
}

const cache = new WeakMap<readonly FaultEntry[], KbIndex>();

/** The index for a KB array, built on first use (tests and tools; the app loads a prebuilt one). */
export function getIndex(kb: readonly FaultEntry[]): KbIndex {
  let idx = cache.get(kb);
  if (!idx) {
    idx = buildIndex(kb);
    cache.set(kb, idx);
  }
  return idx;
}

/**
 * The index as plain JSON for the compiled knowledge artifact: what the build computed from the texts (normalised,
 * stemmed and synonym-folded terms with their field-weighted frequencies, phrase terms, code lookups, the speller's
 * vocabulary and stems), entries by position. idf values are not stored: they follow from the postings with one
 * logarithm each, cheaper to compute on load than to ship.
 */
export interface SerializedIndex {
  /** term -> flat [doc, tf, doc, tf, ...] */
  postings: Record<string, number[]>;
  avgLen: number;
  codeDocs: Record<string, number[]>;
  speller: SpellerState;
  docs: Array<{
    len: number;
    logPrior: number;
    makes: string[];
    models: string[];
    causeTerms: string[];
    replacedContext: string[];
    phrases: string[][];
  }>;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function serializeIndex(idx: KbIndex): SerializedIndex {
  const postings: Record<string, number[]> = {};
  for (const [term, list] of idx.postings) postings[term] = list.flatMap((p) => [p.doc, round4(p.tf)]);
  return {
    postings,
    avgLen: idx.avgLen,
    codeDocs: Object.fromEntries(idx.codeDocs),
    speller: idx.speller.state(),
    docs: idx.entries.map((e) => ({
      len: round4(e.len),
      logPrior: e.logPrior,
      makes: e.makes,
      models: e.models,
      causeTerms: [...e.causeTerms],
      replacedContext: [...e.replacedContext],
      phrases: e.phrases.map((p) => p.terms),
    })),
  };
}

/** Turns the artifact's index back into the lookup structures the ranker uses: wrapping only, no text processing. */
export function hydrateIndex(data: SerializedIndex, kb: readonly FaultEntry[]): KbIndex {
  const n = Math.max(1, kb.length);
  const postings = new Map<string, Posting[]>();
  const idf = new Map<string, number>();
  for (const term in data.postings) {
    const flat = data.postings[term]!;
    const list: Posting[] = new Array(flat.length / 2);
    for (let i = 0; i < flat.length; i += 2) list[i / 2] = { doc: flat[i]!, tf: flat[i + 1]! };
    postings.set(term, list);
    idf.set(term, idfOf(n, list.length));
  }
  const entries: IndexedEntry[] = data.docs.map((d, doc) => {
    const entry = kb[doc]!;
    return {
      entry,
      types: new Set(entry.vehicleTypes),
      codes: (entry.codes ?? []).map(parseEntryCode).filter((c): c is ParsedCode => c !== null),
      makes: d.makes,
      models: d.models,
      logPrior: d.logPrior,
      len: d.len,
      causeTerms: new Set(d.causeTerms),
      replacedContext: new Set(d.replacedContext),
      phrases: d.phrases.map((terms) => {
        const idfs = terms.map((t) => idf.get(t) ?? 0);
        return { terms, idfs, total: idfs.reduce((a, b) => a + b, 0) };
      }),
    };
  });
  const idx: KbIndex = { entries, postings, idf, avgLen: data.avgLen, speller: Speller.fromState(data.speller), codeDocs: new Map(Object.entries(data.codeDocs)) };
  cache.set(kb, idx);
  return idx;
}
