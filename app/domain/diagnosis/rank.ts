import { extractCodes, stripCodes, type ParsedCode } from "./codes/index.ts";
import { squash, type IndexedEntry, type KbIndex } from "./index-build.ts";
import { analyze } from "./normalize.ts";
import type { DiagnosisInput } from "./types.ts";

/**
 * Scoring: BM25 over field-weighted terms and adjacent-word pairs, plus evidence that lexical
 * overlap cannot express: typed fault codes, make/model pattern failures and the entry prior.
 * All weights live in WEIGHTS, chosen on the eval tune split and on leave-one-phrase-out KB probes
 * (see docs/decisions/diagnosis-engine.md); the holdout split is never used to pick them.
 */

export const WEIGHTS: Record<
  | "k1" | "b" | "bigram" | "negated" | "codeMeaningTerm" | "correctedTerm" | "codeExact" | "codeSpnOnly" | "codeFamily"
  | "codeSystem" | "make" | "model" | "prior" | "phraseCoverage" | "replacedPart",
  number
> = {
  k1: 3,
  b: 0.6,
  bigram: 0.4,
  /** Terms that came from a code's meaning rather than from the user's words. */
  codeMeaningTerm: 0.35,
  correctedTerm: 0.9,
  /** Exact code match: should almost decide the answer on its own. */
  codeExact: 30,
  /** SPN matches but the entry names a different FMI, or the user gave no FMI. */
  codeSpnOnly: 20,
  /** Same OBD-II family (first four characters, e.g. P030x misfires). */
  codeFamily: 8,
  /** A code was typed and the entry is in the code's system, without a code match. */
  codeSystem: 2,
  make: 2,
  model: 3,
  prior: 1.0,
  /** Share of one symptom phrase's idf mass that the query covers, squared. */
  phraseCoverage: 1.5,
  /** Score multiplier for a cause naming a part the user says is new or already replaced. */
  replacedPart: 0.3,
  /** A negated term ("!start") repeats its plain term, so it only adds part of its weight. */
  negated: 1,
};

/** A renewed part only counts when at most this share of all causes name it (a battery yes, "oil" no). */
const RENEWED_MAX_SHARE = 0.05;

/** How many of the best candidates get the phrase-coverage bonus; the rest cannot reach the top with it. */
const COVERAGE_HEAD = 40;

// Words that say something is wrong without saying what: on their own they are low information.
const GENERIC_TERMS = new Set(
  "work broken broke break problem issu fix wrong bad weird strange funni odd nois sound engin motor vehicl machin tractor car truck atv utv quad side help need right properli run start stop go happen matter fail failur trouble issue repair".split(" ").flatMap((w) => [w, "!" + w]),
);

export interface Scored {
  doc: number;
  item: IndexedEntry;
  score: number;
  lexical: number;
  codeHit: boolean;
  /** Below 1 when the cause names a part the user already renewed. */
  factor: number;
}

export interface QueryAnalysis {
  codes: ParsedCode[];
  /** Informative (non-generic) query terms that exist in the KB vocabulary. */
  informativeTerms: number;
  /** Sum of idf of the informative query terms: one common word ("smoke") says less than one rare one ("snorkel"). */
  infoMass: number;
  corrected: number;
}

export interface RankOutput {
  scored: Scored[];
  query: QueryAnalysis;
}

function makeMatches(itemMakes: string[], inputMake: string): boolean {
  if (!inputMake || itemMakes.length === 0) return false;
  const alias = MAKE_ALIASES[inputMake] ?? inputMake;
  return itemMakes.some((m) => m === alias || (alias.length >= 3 && (m.includes(alias) || alias.includes(m))));
}

const MAKE_ALIASES: Record<string, string> = {
  jd: "johndeere", deere: "johndeere", chevy: "chevrolet", vw: "volkswagen", mf: "masseyferguson", massey: "masseyferguson",
  nh: "newholland", ih: "caseih", intl: "international", cat: "caterpillar", brp: "canam", kawi: "kawasaki", merc: "mercedesbenz",
  mercedes: "mercedesbenz", benz: "mercedesbenz", landrover: "landrover", rangerover: "landrover",
};

function modelMatches(itemModels: string[], inputModel: string): boolean {
  if (!inputModel || itemModels.length === 0) return false;
  return itemModels.some((m) => inputModel.includes(m) || (inputModel.length >= 3 && m.includes(inputModel)));
}

/** Ranks every entry of the input's vehicle type; returns them best first (only positive evidence). */
export function scoreAll(input: DiagnosisInput, idx: KbIndex): RankOutput {
  const symptoms = withoutVehiclePrefix(input);
  const codes = extractCodes(symptoms);
  const text = stripCodes(symptoms);
  const q = analyze(text, idx.speller);
  const weights = new Map<string, number>();
  const addQ = (t: string, w: number) => weights.set(t, Math.max(weights.get(t) ?? 0, w));
  const termW = (t: string) => (q.correctedTerms.has(t.replace("!", "")) ? WEIGHTS.correctedTerm : 1);
  for (const t of q.terms) addQ(t, t.startsWith("!") ? termW(t) * WEIGHTS.negated : termW(t));
  for (const b of q.bigrams) addQ(b, WEIGHTS.bigram * Math.min(...b.split(" ").map(termW)));
  for (const c of codes) {
    const m = analyze(c.meaning);
    for (const t of m.terms) addQ(t, WEIGHTS.codeMeaningTerm);
  }

  let informativeTerms = 0;
  let infoMass = 0;
  for (const t of new Set(q.terms)) {
    const idf = idx.idf.get(t);
    if (idf === undefined || GENERIC_TERMS.has(t)) continue;
    informativeTerms++;
    infoMass += idf;
  }

  // Only specific parts count as renewed: "changed the oil" must not rule out every oil-related cause.
  const renewed = q.replaced.filter((part) => {
    const named = idx.entries.filter((e) => part.every((t) => e.causeTerms.has(t))).length;
    return named > 0 && named <= Math.max(2, RENEWED_MAX_SHARE * idx.entries.length);
  });
  const lexical = bm25(idx, weights);
  const codeBonus = codeScores(idx, codes);
  const make = squash(input.make);
  const model = squash(input.model);
  const qTerms = new Set(q.terms);
  const scored: Scored[] = [];
  idx.entries.forEach((item, doc) => {
    if (!item.types.has(input.vehicleType)) return;
    const lex = lexical.get(doc) ?? 0;
    const code = codeBonus.get(doc) ?? 0;
    let sysBonus = 0;
    if (codes.length > 0 && code === 0 && codes.some((c) => c.system === item.entry.system)) sysBonus = WEIGHTS.codeSystem;
    if (lex <= 0 && code <= 0 && sysBonus <= 0) return;
    let score = lex + code + sysBonus + WEIGHTS.prior * item.logPrior;
    const factor = renewed.length > 0 && renewedPart(item, renewed) ? WEIGHTS.replacedPart : 1;
    if (makeMatches(item.makes, make)) score += WEIGHTS.make;
    if (modelMatches(item.models, model)) score += WEIGHTS.model;
    scored.push({ doc, item, score: score * factor, lexical: lex, codeHit: code >= WEIGHTS.codeFamily, factor });
  });
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  // Phrase coverage is the costliest signal and only reorders near the top, so only the head gets it.
  const head = scored.slice(0, COVERAGE_HEAD);
  for (const s of head) if (s.lexical > 0) s.score += s.factor * WEIGHTS.phraseCoverage * phraseCoverage(s.item, qTerms);
  if (head.length > 0) {
    head.sort((a, b) => b.score - a.score || a.doc - b.doc);
    scored.splice(0, head.length, ...head);
  }
  return { scored, query: { codes, informativeTerms, infoMass, corrected: q.corrected } };
}

/** True when the entry's cause names a part the user already renewed, and the entry is not about the renewal itself. */
function renewedPart(item: IndexedEntry, replaced: string[][]): boolean {
  return replaced.some((part) => part.every((t) => item.causeTerms.has(t)) && !part.some((t) => item.replacedContext.has(t)));
}

/** The app may send "Make Model: problem text"; the make and model are scored separately, not as symptom words. */
function withoutVehiclePrefix(input: DiagnosisInput): string {
  const i = input.symptoms.indexOf(":");
  if (i <= 0 || i > 80) return input.symptoms;
  const prefix = squash(input.symptoms.slice(0, i));
  const vehicle = squash(`${input.make}${input.model}`);
  return prefix.length > 0 && (prefix === vehicle || prefix === squash(input.model) || prefix === squash(input.make)) ? input.symptoms.slice(i + 1) : input.symptoms;
}

function bm25(idx: KbIndex, weights: Map<string, number>): Map<number, number> {
  const acc = new Map<number, number>();
  const { k1, b } = WEIGHTS;
  for (const [term, qw] of weights) {
    const list = idx.postings.get(term);
    if (!list) continue;
    const idf = idx.idf.get(term) ?? 0;
    for (const { doc, tf } of list) {
      const len = idx.entries[doc]!.len;
      const norm = (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / idx.avgLen));
      acc.set(doc, (acc.get(doc) ?? 0) + qw * idf * norm);
    }
  }
  return acc;
}

/** Best share of one symptom phrase's idf mass present in the query (0..1), squared to favour near-complete matches. */
function phraseCoverage(item: IndexedEntry, qTerms: Set<string>): number {
  let best = 0;
  for (const ph of item.phrases) {
    if (ph.total <= 0) continue;
    let hit = 0;
    for (let i = 0; i < ph.terms.length; i++) if (qTerms.has(ph.terms[i]!)) hit += ph.idfs[i]!;
    if (hit / ph.total > best) best = hit / ph.total;
  }
  return best * best;
}

function codeScores(idx: KbIndex, codes: ParsedCode[]): Map<number, number> {
  const out = new Map<number, number>();
  const bump = (docs: number[] | undefined, w: number) => {
    for (const d of docs ?? []) out.set(d, Math.max(out.get(d) ?? 0, w));
  };
  for (const c of codes) {
    if (c.standard === "J1939") {
      // Entry "SPN 110" (any FMI) or the exact SPN+FMI decides; another FMI of the same SPN is strong but weaker.
      bump(idx.codeDocs.get(`SPN ${c.spn}`), WEIGHTS.codeSpnOnly);
      bump(idx.codeDocs.get(`SPN ${c.spn}`)?.filter((d) => idx.entries[d]!.codes.some((ec) => ec.spn === c.spn && ec.fmi === undefined)), WEIGHTS.codeExact);
      if (c.fmi !== undefined) bump(idx.codeDocs.get(c.code), WEIGHTS.codeExact);
    } else {
      bump(idx.codeDocs.get(c.code.slice(0, 4)), WEIGHTS.codeFamily);
      bump(idx.codeDocs.get(c.code), WEIGHTS.codeExact);
    }
  }
  // Several typed codes that all point at one entry are stronger evidence than one.
  if (codes.length > 1) {
    const hits = new Map<number, number>();
    for (const c of codes) for (const d of idx.codeDocs.get(c.code) ?? []) hits.set(d, (hits.get(d) ?? 0) + 1);
    for (const [d, n] of hits) if (n > 1) out.set(d, (out.get(d) ?? 0) + (n - 1) * 2);
  }
  return out;
}
