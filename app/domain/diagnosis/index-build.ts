import { squash } from "../vehicle/profile.ts";
import { type ParsedCode, parseEntryCode } from "./codes/index.ts";
import { type KnownKey, knownKeys } from "./known-issue-match.ts";
import { analyzeNormalized, basicNormalize, type WordCorrector } from "./normalize.ts";
import { Speller } from "./speller.ts";
import { partStem } from "./stem.ts";
import { type SymptomClass, symptomClasses } from "./symptom-classes.ts";
import { synonymVocabulary } from "./synonyms.ts";
import { compareTerms, findTerm } from "./term-order.ts";
import { titleParts } from "./title-parts.ts";
import { type AppliesTo, type FaultEntry, VEHICLE_TYPES, type VehicleType } from "./types.ts";

/**
 * The search index over a knowledge base: field-weighted term frequencies per entry (BM25F style), code look-ups,
 * each entry's symptom phrases, classes and pattern makes, and the speller's vocabulary. The build
 * (scripts/kb/compile.ts) makes it once and ships it in the knowledge artifact as compact typed arrays; loading it
 * decodes arrays and fills a term → id map, with no text processing at run time.
 */

// How much a word counts depending on where the KB author wrote it. Symptoms are how people
// describe the fault; the cause title is short and precise; the explanation is background.
export const FIELD_WEIGHTS: Record<"cause" | "symptoms" | "keywords" | "explanation" | "system", number> = {
  cause: 1.6,
  symptoms: 1.0,
  keywords: 2,
  explanation: 0.7,
  system: 0.5,
};

export interface IndexedEntry {
  entry: FaultEntry;
  /**
   * Copied from the entry: the ranker reads them for every candidate, and an entry is a slow object to read from (its
   * texts are getters that parse on first use, see knowledge.ts).
   */
  appliesTo: FaultEntry["appliesTo"];
  checkOrder: number;
  /** The entry's fault codes, parsed on first use (most questions have none): see codesOf. */
  parsedCodes: ParsedCode[] | null;
  makes: string[];
  models: string[];
  logPrior: number;
  /** Field-weighted length, for BM25 length normalisation. */
  len: number;
  /** The parts the cause title names as failed (stems, head noun last), to recognise a part the owner already renewed or checked. */
  parts: readonly (readonly string[])[];
  /** Stems the cause title itself names as new/replaced ("after fitting a new belt"): no penalty for those. */
  replacedContext: readonly string[];
  /** Each symptom phrase as term ids, for phrase-coverage evidence. */
  phrases: number[][];
  /** The cause title's terms as ids: what the owner says about the part itself. */
  titleTerms: number[];
  /** Coarse symptom classes its symptom phrases describe (no crank, cranks no start, …). */
  classes: SymptomClass[];
  /** A pattern failure whose title names one of its makes ("Nissan CVT judder"): only offered for that make. */
  makeSpecific: boolean;
  /**
   * A recall or service bulletin for named model families ("… (Polaris RZR Pro XP 4 recall)"): another model of the
   * same make cannot have it, so it is only offered when the model typed is one of them (or none is typed).
   */
  modelSpecific: boolean;
  /** The cause only comes about through work done on the machine (entry.afterWork). */
  afterWork: boolean;
  /** Its known-issue records, in entry.knownIssues order, as the ranker matches them (see KnownKey). */
  known: KnownKey[];
}

export interface KbIndex {
  entries: IndexedEntry[];
  /** Every term (stem, "!stem" for a negated one, or "stem stem" for a word pair), sorted: its position is its id. */
  terms: readonly string[];
  /** Postings of term t are docs/tfs[offsets[t] .. offsets[t + 1]). */
  offsets: Uint32Array;
  docs: Uint16Array;
  /** Term frequency × 100. */
  tfs: Uint16Array;
  /** idf by term id. */
  idf: Float64Array;
  avgLen: number;
  /**
   * Per doc, in plain arrays (docColumns): the vehicle types as bits and the BM25 length. BM25 and the ranker visit
   * hundreds of docs per question; reading these here, not through each entry's object and Set, keeps them in cache.
   */
  typeBits: Uint8Array;
  lens: Float64Array;
  speller: WordCorrector;
  /** Canonical code -> entry indices; also "SPN n" for any FMI and OBD family prefixes like "P030". */
  codeDocs: Map<string, number[]>;
  /** Words that say something is wrong: the ones the most entries' symptom phrases use ("leak", "stall", "noise"). */
  cues: ReadonlySet<string>;
  /** How many entries name a part with this head noun: only rarely named parts count as "already replaced". */
  partHeads: ReadonlyMap<string, number>;
  /**
   * A partial index (the browser loads terms in shards, see knowledge-shards.ts): lookUp finds a loaded term's id
   * (and reports a term whose shard is not loaded, so the loader can fetch it); postings of term t are at
   * offsets[t] .. ends[t].
   */
  lookUp?: (term: string) => number | undefined;
  ends?: Uint32Array;
}

/** The commonest symptom-phrase words are fault cues: this share of them, at most 150. */
const CUE_SHARE = 0.07;
const CUE_MAX = 150;

function cueTerms(entries: readonly IndexedEntry[], terms: readonly string[]): string[] {
  const count = new Map<number, number>();
  for (const e of entries) for (const t of new Set(e.phrases.flat())) count.set(t, (count.get(t) ?? 0) + 1);
  const top = [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, Math.min(CUE_MAX, Math.round(CUE_SHARE * count.size)));
  return [...new Set(top.map(([t]) => terms[t]!.replace("!", "")))].sort();
}

/**
 * An entry's appliesTo with every field present (undefined where the entry sets none). The ranker reads it for each
 * candidate cause of every question; objects of one shape keep that read fast, where the data's many different
 * subsets of fields would make each read a slow generic look-up.
 */
export function uniformAppliesTo(a: AppliesTo | undefined): AppliesTo | undefined {
  if (!a) return undefined;
  return { classes: a.classes, fuels: a.fuels, transmissions: a.transmissions, makes: a.makes, models: a.models, yearFrom: a.yearFrom, yearTo: a.yearTo };
}

/** The id of a term (binary search in the ordered term list), or undefined when no entry has it. */
export function termId(idx: KbIndex, term: string): number | undefined {
  if (idx.lookUp) return idx.lookUp(term);
  const i = findTerm(idx.terms, term);
  return i < 0 ? undefined : i;
}

/** Where term t's postings end in docs/tfs. */
export const postingsEnd = (idx: KbIndex, t: number): number => (idx.ends ? idx.ends[t]! : idx.offsets[t + 1]!);

/** The entry's fault codes, parsed once when a question first needs them. */
export function codesOf(item: IndexedEntry): ParsedCode[] {
  item.parsedCodes ??= (item.entry.codes ?? []).map(parseEntryCode).filter((c): c is ParsedCode => c !== null);
  return item.parsedCodes;
}

/** BM25's idf of a term found in `df` of `n` entries. */
export const idfOf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** A recall or bulletin (its title ends "(… recall)" or "(… bulletin)") that names the model families it covers. */
function namesModels(entry: FaultEntry): boolean {
  return /\b(recall|bulletin)\)\s*$/i.test(entry.cause) && (entry.pattern?.models?.length ?? 0) > 0;
}

/** Whether the cause title names one of the entry's pattern makes as a word ("Nissan CVT judder"). */
function titleNamesMake(entry: FaultEntry): boolean {
  const title = ` ${entry.cause.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  return (entry.pattern?.makes ?? []).some((m) =>
    title.includes(
      ` ${m
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim()} `,
    ),
  );
}

/**
 * The words that name the entry's own makes and models ("tacoma", "4xe", "daihatsu"). Owners' phrases of a pattern
 * failure or a recall often name the vehicle ("smoke from under the back seat of my 4xe"); the vehicle is matched by
 * the make and model features, so in a phrase its name is not a symptom: it would only count when a story names the
 * vehicle without its family being known, and lower the phrase's coverage for every owner who does not.
 */
function ownNames(entry: FaultEntry): Set<string> {
  const out = new Set<string>();
  for (const n of [...(entry.pattern?.makes ?? []), ...(entry.pattern?.models ?? [])])
    for (const w of basicNormalize(n).split(" ")) if (w.length > 2 && !/^\d+$/.test(w) && !EVERYDAY_NAME_WORDS.has(w)) out.add(w);
  return out;
}
/** Words of vehicle names that are also everyday or fault words ("super duty", "grand", "move"). */
const EVERYDAY_NAME_WORDS = new Set(
  "new land range big bad great can club power force trail boss motor pro white wheel horse yard man turf super duty grand sport country move light heavy diesel hybrid electric turbo".split(
    " ",
  ),
);

function withoutNames(normalized: string, names: ReadonlySet<string>): string {
  return normalized
    .split(" ")
    .filter((w) => !names.has(w))
    .join(" ");
}

function addTerms(bag: Map<string, number>, normalized: string, weight: number, replacedContext?: Set<string>): Set<string> {
  const a = analyzeNormalized(normalized);
  for (const t of a.terms) bag.set(t, (bag.get(t) ?? 0) + weight);
  for (const b of a.bigrams) bag.set(b, (bag.get(b) ?? 0) + weight);
  if (replacedContext) for (const r of a.replaced) for (const t of r) replacedContext.add(t);
  return new Set(a.terms);
}

// A title about a renewal itself names the renewed part after the word, however long its name: "new pto output shaft
// seal cut on the splines" is about the seal (the owner's three-word reading stops at "shaft").
const TITLE_RENEWAL = /\b(?:new|replacement|rebuilt|renewed|fresh|refitted|reinstalled)((?: [a-z0-9]+){1,6})/g;
const TITLE_RENEWAL_END = new Set(["on", "in", "at", "after", "with", "during", "or", "and", "so", "that", "which", "when", "while", "not", "by", "from"]);
function renewalInTitle(normalized: string): string[] {
  const out: string[] = [];
  for (const m of normalized.matchAll(TITLE_RENEWAL)) {
    for (const w of m[1]!.trim().split(" ")) {
      if (TITLE_RENEWAL_END.has(w)) break;
      out.push(partStem(w));
    }
  }
  return out;
}

function pushDoc(map: Map<string, number[]>, key: string, doc: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [doc]);
  else if (list[list.length - 1] !== doc) list.push(doc);
}

/** An index as the build makes it, with the whole speller (the offline engine's may load its word list later). */
export interface BuiltIndex extends KbIndex {
  speller: Speller;
}

export function buildIndex(kb: readonly FaultEntry[], fields: Record<keyof typeof FIELD_WEIGHTS, number> = FIELD_WEIGHTS): BuiltIndex {
  // Normalise every text once; the vocabulary (every KB word plus synonym variants, with
  // frequencies) feeds the speller, the normalised texts feed the postings.
  const freq = new Map<string, number>();
  const norm = (text: string) => {
    const n = basicNormalize(text);
    for (const w of n.split(" ")) if (w) freq.set(w, (freq.get(w) ?? 0) + 1);
    return n;
  };
  const texts = kb.map((e) => ({
    classes: [...new Set([e.cause, ...e.symptoms].flatMap((t) => symptomClasses(basicNormalize(t))))],
    cause: norm(e.cause),
    symptoms: e.symptoms.map(norm),
    keywords: (e.keywords ?? []).map(norm),
    explanation: norm(e.explanation),
  }));
  for (const w of synonymVocabulary()) freq.set(w, (freq.get(w) ?? 0) + 1);
  const speller = Speller.fromFrequencies(freq);

  const entries: IndexedEntry[] = [];
  const postings = new Map<string, Array<{ doc: number; tf: number }>>();
  const phraseTerms: string[][][] = [];
  const titleTermLists: string[][] = [];
  const codeDocs = new Map<string, number[]>();
  let totalLen = 0;
  kb.forEach((entry, doc) => {
    const t = texts[doc]!;
    const bag = new Map<string, number>();
    const replacedContext = new Set<string>();
    // Only the head of the title names the failed part; "... or failed tire pressure sensor" is not about tyres.
    const allTitleTerms = [...addTerms(bag, t.cause, fields.cause, replacedContext)];
    for (const w of renewalInTitle(t.cause)) replacedContext.add(w);
    titleTermLists.push(allTitleTerms);
    const phrases: string[][] = [];
    const names = ownNames(entry);
    for (const s of t.symptoms) phrases.push([...addTerms(bag, names.size > 0 ? withoutNames(s, names) : s, fields.symptoms)]);
    phraseTerms.push(phrases);
    for (const k of t.keywords) addTerms(bag, k, fields.keywords);
    addTerms(bag, t.explanation, fields.explanation);
    addTerms(bag, entry.system.replace(/-/g, " "), fields.system);
    let len = 0;
    for (const [term, tf] of bag) {
      len += tf;
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
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
      appliesTo: uniformAppliesTo(entry.appliesTo),
      checkOrder: entry.checkOrder ?? 3,
      parsedCodes: codes,
      makes: (entry.pattern?.makes ?? []).map(squash).filter((m) => m.length >= 2),
      models: (entry.pattern?.models ?? []).map(squash).filter((m) => m.length >= 2),
      logPrior: Math.log(Math.min(3, Math.max(0.2, entry.prior ?? 1))),
      len,
      phrases: [],
      titleTerms: [],
      parts: titleParts(entry.cause),
      replacedContext: [...replacedContext],
      classes: t.classes,
      makeSpecific: titleNamesMake(entry),
      modelSpecific: namesModels(entry),
      afterWork: entry.afterWork === true,
      known: knownKeys(entry),
    });
  });
  const n = Math.max(1, kb.length);
  const termList = [...postings.keys()].sort(compareTerms);
  const termIds = new Map(termList.map((t, i) => [t, i]));
  const offsets = new Uint32Array(termList.length + 1);
  let total = 0;
  termList.forEach((t, i) => {
    offsets[i] = total;
    total += postings.get(t)!.length;
  });
  offsets[termList.length] = total;
  const docs = new Uint16Array(total);
  const tfs = new Uint16Array(total);
  termList.forEach((t, i) => {
    postings.get(t)!.forEach((p, j) => {
      docs[offsets[i]! + j] = p.doc;
      tfs[offsets[i]! + j] = Math.round(p.tf * 100);
    });
  });
  const idf = idfTable(offsets, n);
  for (let d = 0; d < entries.length; d++) {
    entries[d]!.phrases = phraseTerms[d]!.map((terms) => terms.map((t) => termIds.get(t)!));
    entries[d]!.titleTerms = titleTermLists[d]!.map((t) => termIds.get(t)!);
  }
  return {
    entries,
    terms: termList,
    offsets,
    docs,
    tfs,
    idf,
    avgLen: totalLen / n || 1,
    ...docColumns(entries),
    speller,
    codeDocs,
    cues: new Set(cueTerms(entries, termList)),
    partHeads: partHeadCounts(entries.map((e) => e.parts)),
  };
}

/** The bit of a vehicle type in KbIndex.typeBits. */
export const typeBit = (t: VehicleType) => 1 << VEHICLE_TYPES.indexOf(t);

/** KbIndex's per-doc columns from its entries (holes, the offline engine's other types, get no bits). */
export function docColumns(entries: readonly IndexedEntry[]): { typeBits: Uint8Array; lens: Float64Array } {
  const typeBits = new Uint8Array(entries.length);
  const lens = new Float64Array(entries.length);
  entries.forEach((item, doc) => {
    for (const t of item.entry.vehicleTypes) typeBits[doc]! |= typeBit(t);
    lens[doc] = item.len;
  });
  return { typeBits, lens };
}

export function idfTable(offsets: Uint32Array, n: number): Float64Array {
  const idf = new Float64Array(offsets.length - 1);
  for (let t = 0; t < idf.length; t++) idf[t] = idfOf(n, offsets[t + 1]! - offsets[t]!);
  return idf;
}

const cache = new WeakMap<readonly FaultEntry[], KbIndex>();

/** Keeps an index loaded from the artifact (index-serial.ts) as the one for its KB array. */
export function rememberIndex(kb: readonly FaultEntry[], idx: KbIndex): void {
  cache.set(kb, idx);
}

/** The index for a KB array, built on first use (tests and tools; the app loads a prebuilt one). */
export function getIndex(kb: readonly FaultEntry[]): KbIndex {
  let idx = cache.get(kb);
  if (!idx) {
    idx = buildIndex(kb);
    cache.set(kb, idx);
  }
  return idx;
}

/** How many entries' titles name a part with each head noun. */
export function partHeadCounts(parts: ReadonlyArray<readonly (readonly string[])[]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const list of parts) for (const head of new Set(list.map((p) => p[p.length - 1]!))) out.set(head, (out.get(head) ?? 0) + 1);
  return out;
}
