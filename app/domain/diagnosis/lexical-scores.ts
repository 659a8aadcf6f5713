import type { ParsedCode } from "./codes/index.ts";
import { codesOf, type IndexedEntry, type KbIndex, postingsEnd, termId, typeBit } from "./index-build.ts";
import type { VehicleType } from "./types.ts";

/**
 * The word and code evidence the ranker (rank.ts) adds up: BM25 over the index's postings, how much of a symptom
 * phrase the question covers, and what typed fault codes point at.
 */

/** BM25 constants and how much a word pair or a negated word counts. */
export const BM25 = { k1: 3, b: 0.6, bigram: 0.4, negated: 1, codeMeaningTerm: 0.35, correctedTerm: 0.9 };
/** Code evidence: exact code, J1939 SPN without the FMI, same OBD-II family (P030x). */
const CODE = { exact: 30, spnOnly: 20, family: 8 };

/**
 * BM25 of the entries of one vehicle type for the weighted query terms: one score per doc (0 when no term matched),
 * plus the docs that matched, so the ranker visits only those. Typed arrays, not a Map and not the entries' objects:
 * a long owner's story touches most entries.
 */
export function bm25(
  idx: KbIndex,
  weights: Map<string, number>,
  type: VehicleType,
  generic?: ReadonlySet<string>,
): { scores: Float64Array; docs: number[]; genericScores?: Float64Array } {
  const scores = new Float64Array(idx.typeBits.length);
  // What the `generic` terms alone add to each doc, kept in the same pass (allocated only when one of them is asked).
  let genericScores: Float64Array | undefined;
  const docs: number[] = [];
  const { k1, b } = BM25;
  const lenNorm = k1 * (1 - b);
  const lenScale = (k1 * b) / idx.avgLen;
  // The offline engine holds only the entries of the question's vehicle type (see knowledge-shards.ts): the others
  // have no bits, so this skips them too.
  const bit = typeBit(type);
  const { typeBits, lens } = idx;
  for (const [term, qw] of weights) {
    const t = termId(idx, term);
    if (t === undefined) continue;
    const w = qw * idx.idf[t]!;
    if (generic?.has(term) && !genericScores) genericScores = new Float64Array(idx.typeBits.length);
    const also = generic?.has(term) ? genericScores : undefined;
    for (let i = idx.offsets[t]!, end = postingsEnd(idx, t); i < end; i++) {
      const doc = idx.docs[i]!;
      if ((typeBits[doc]! & bit) === 0) continue;
      const tf = idx.tfs[i]! / 100;
      if (scores[doc] === 0) docs.push(doc);
      const add = (w * tf * (k1 + 1)) / (tf + lenNorm + lenScale * lens[doc]!);
      scores[doc]! += add;
      if (also) also[doc]! += add;
    }
  }
  return genericScores ? { scores, docs, genericScores } : { scores, docs };
}

/** The idf mass of the question's terms found among these terms (each counted once). */
export function massOf(terms: readonly number[], qTerms: Set<number>, idf: Float64Array): number {
  let mass = 0;
  const seen = new Set<number>();
  for (const t of terms) {
    if (qTerms.has(t) && !seen.has(t)) {
      seen.add(t);
      mass += idf[t]!;
    }
  }
  return mass;
}

/** Best share of one symptom phrase's idf mass present in the query (0..1), squared to favour near-complete matches. */
export function phraseCoverage(item: IndexedEntry, qTerms: Set<number>, idf: Float64Array): number {
  let best = 0;
  for (const ph of item.phrases) {
    let hit = 0;
    let total = 0;
    for (const t of ph) {
      total += idf[t]!;
      if (qTerms.has(t)) hit += idf[t]!;
    }
    if (total > 0 && hit / total > best) best = hit / total;
  }
  return best * best;
}

export function codeScores(idx: KbIndex, codes: ParsedCode[]): Map<number, number> {
  const out = new Map<number, number>();
  const bump = (docs: number[] | undefined, w: number) => {
    for (const d of docs ?? []) out.set(d, Math.max(out.get(d) ?? 0, w));
  };
  for (const c of codes) {
    if (c.standard === "J1939") {
      // Entry "SPN 110" (any FMI) or the exact SPN+FMI decides; another FMI of the same SPN is strong but weaker.
      bump(idx.codeDocs.get(`SPN ${c.spn}`), CODE.spnOnly);
      bump(
        idx.codeDocs.get(`SPN ${c.spn}`)?.filter((d) => idx.entries[d] && codesOf(idx.entries[d]).some((ec) => ec.spn === c.spn && ec.fmi === undefined)),
        CODE.exact,
      );
      if (c.fmi !== undefined) bump(idx.codeDocs.get(c.code), CODE.exact);
    } else {
      bump(idx.codeDocs.get(c.code.slice(0, 4)), CODE.family);
      bump(idx.codeDocs.get(c.code), CODE.exact);
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
