/**
 * The search index (index-build.ts) as it travels in the knowledge artifact and back: typed arrays as base64, per-entry
 * data decoded without any text processing, so loading the artifact builds nothing.
 */

import { type BuiltIndex, docColumns, type IndexedEntry, idfTable, type KbIndex, partHeadCounts, rememberIndex, uniformAppliesTo } from "./index-build.ts";
import type { KnownKey } from "./known-issue-match.ts";
import { Speller, type SpellerState } from "./speller.ts";
import type { SymptomClass } from "./symptom-classes.ts";
import type { FaultEntry } from "./types.ts";

/**
 * The index as it travels in the knowledge artifact: term list as one string, postings as base64 typed arrays,
 * per-entry data with phrases as term ids. idf values are not stored: they follow from the postings with one
 * logarithm each.
 */
export interface SerializedIndex {
  terms: string;
  offsets: string;
  docs: string;
  /** Term frequencies × 100 (Uint16). */
  tfs: string;
  avgLen: number;
  codeDocs: Record<string, number[]>;
  cues: string[];
  speller: SpellerState;
  docsData: {
    len: number[];
    logPrior: number[];
    makes: string[][];
    models: string[][];
    parts: string[][][];
    replacedContext: string[][];
    phrases: number[][][];
    titleTerms: number[][];
    classes: SymptomClass[][];
    /** Bit 1: makeSpecific; bit 2: modelSpecific; bit 4: afterWork. */
    flags: number[];
    known: KnownKey[][];
  };
}

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function fromBase64(b64: string): Uint8Array {
  // Native where the platform has it (Chromium 140+, Firefox 133+, Safari 18.2+): no per-byte loop.
  const native = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array }).fromBase64;
  if (native) return native(b64);
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export const bytesOf = (a: Uint16Array | Uint32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export function serializeIndex(idx: BuiltIndex): SerializedIndex {
  return {
    terms: idx.terms.join("\n"),
    offsets: toBase64(bytesOf(idx.offsets)),
    docs: toBase64(bytesOf(idx.docs)),
    tfs: toBase64(bytesOf(idx.tfs)),
    avgLen: idx.avgLen,
    codeDocs: Object.fromEntries(idx.codeDocs),
    cues: [...idx.cues],
    speller: idx.speller.state(),
    docsData: {
      len: idx.entries.map((e) => Math.round(e.len * 100) / 100),
      logPrior: idx.entries.map((e) => e.logPrior),
      makes: idx.entries.map((e) => e.makes),
      models: idx.entries.map((e) => e.models),
      parts: idx.entries.map((e) => e.parts.map((p) => [...p])),
      replacedContext: idx.entries.map((e) => [...e.replacedContext]),
      phrases: idx.entries.map((e) => e.phrases),
      titleTerms: idx.entries.map((e) => e.titleTerms),
      classes: idx.entries.map((e) => e.classes),
      flags: idx.entries.map((e) => (e.makeSpecific ? 1 : 0) | (e.modelSpecific ? 2 : 0) | (e.afterWork ? 4 : 0)),
      known: idx.entries.map((e) => e.known),
    },
  };
}

/** Each entry with its precomputed ranking data (the artifact's docsData). */
export function indexedEntries(d: SerializedIndex["docsData"], kb: readonly FaultEntry[]): IndexedEntry[] {
  return kb.map((entry, doc) => ({
    entry,
    appliesTo: uniformAppliesTo(entry.appliesTo),
    checkOrder: entry.checkOrder ?? 3,
    parsedCodes: null,
    makes: d.makes[doc]!,
    models: d.models[doc]!,
    logPrior: d.logPrior[doc]!,
    len: d.len[doc]!,
    parts: d.parts[doc]!,
    replacedContext: d.replacedContext[doc]!,
    phrases: d.phrases[doc]!,
    titleTerms: d.titleTerms[doc]!,
    classes: d.classes[doc]!,
    makeSpecific: (d.flags[doc]! & 1) === 1,
    modelSpecific: (d.flags[doc]! & 2) === 2,
    afterWork: (d.flags[doc]! & 4) === 4,
    known: d.known[doc] ?? [],
  }));
}

/** Turns the artifact's index back into the lookup structures the ranker uses: decoding only, no text processing. */
export function hydrateIndex(data: SerializedIndex, kb: readonly FaultEntry[]): KbIndex {
  const n = Math.max(1, kb.length);
  const terms = data.terms.split("\n");
  const offsets = new Uint32Array(fromBase64(data.offsets).buffer);
  const docs = new Uint16Array(fromBase64(data.docs).buffer);
  const tfs = new Uint16Array(fromBase64(data.tfs).buffer);
  const idf = idfTable(offsets, n);
  const entries = indexedEntries(data.docsData, kb);
  const idx: KbIndex = {
    entries,
    terms,
    offsets,
    docs,
    tfs,
    idf,
    avgLen: data.avgLen,
    ...docColumns(entries),
    speller: new Speller(data.speller),
    codeDocs: new Map(Object.entries(data.codeDocs)),
    cues: new Set(data.cues),
    partHeads: partHeadCounts(data.docsData.parts),
  };
  rememberIndex(kb, idx);
  return idx;
}
