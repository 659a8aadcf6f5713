import type { CatalogueMake } from "../vehicle/catalogue-schema.ts";
import { buildCatalogue } from "../vehicle/profile.ts";
import { diagnose, rank, SHOWN_CAUSES } from "./engine.ts";
import { type IndexedEntry, idfOf, type KbIndex } from "./index-build.ts";
import { fromBase64 } from "./index-serial.ts";
import type { Knowledge } from "./knowledge.ts";
import { type Body, type Head, type RowData, RowEntry, ShardEntry, skipRow } from "./shard-entries.ts";
import { sortedIndex } from "./sorted.ts";
import { ShardSpeller } from "./speller.ts";
import { type DiagnosisInput, type DiagnosisResult, type FaultEntry, SYSTEMS, VEHICLE_TYPES, type VehicleType } from "./types.ts";

/**
 * The knowledge cut into pieces for the offline browser engine, which must answer quickly on a slow phone: every
 * byte it reads costs there, so a question reads only what it needs (docs/decisions/offline-knowledge-shards.md).
 * - a core per vehicle type: what ranking needs about each entry of that type (fit, per-entry ranking data), the
 *   document frequencies the entries' phrases use and that type's model families;
 * - per vehicle type, TERM_SHARDS pieces of the term list with that type's postings, by the term's first word;
 * - the speller's word list, read only when a question has a word the knowledge does not know (ShardSpeller);
 * - BODY_SHARDS pieces of the texts an answer shows (cause, explanation, steps).
 * knowledge-split.ts cuts them at build time; this module describes them and reads them back.
 * The engine code is the Worker's: it ranks over a partial index whose look-ups report the terms they could not
 * find because their shard is not loaded; the loader fetches those and ranks again until nothing is missing, so
 * the answer is the one the whole knowledge gives (tests/unit/knowledge-shards.test.ts).
 */

export const TERM_SHARDS = 16;
export const BODY_SHARDS = 128;

export type { Body } from "./shard-entries.ts";

/** One vehicle type's entries in columns (one array per field parses far faster than an object per entry). */
export interface CoreData {
  /** The vehicle type whose entries these are (its term shards are `terms-<type>-<k>`). */
  type: VehicleType;
  version: string;
  avgLen: number;
  nTerms: number;
  /** Entries in the whole knowledge; `docs` are the global positions of this core's rows. */
  nDocs: number;
  docs: number[];
  /** Document frequencies of the terms these entries' phrases and titles use (ids Uint32, df Uint16; base64). */
  dfIds: string;
  dfValues: string;
  cues: string[];
  codeDocs: Record<string, number[]>;
  /** Over the whole knowledge: how many entries name a part with this head noun. */
  partHeads: Record<string, number>;
  ids: string;
  /** Bit i set: VEHICLE_TYPES[i]. */
  types: number[];
  systems: number[];
  checkOrder: number[];
  appliesTo: Record<string, NonNullable<FaultEntry["appliesTo"]>>;
  codes: Record<string, string[]>;
  /** Per row: number of phrases, then each phrase's length and term ids, then the title's (Uint16, base64). */
  termLists: string;
  /** Per row: the body shard its texts are in (bodyShards). */
  bodyShards: number[];
  rest: RowData;
  /** Every make with its names, and the model families of this vehicle type. */
  vehicles: CatalogueMake[];
}

/**
 * One vehicle type's piece of the term list: every single word (and negated word) of the shard, since whether a word
 * is known at all counts for the answer's confidence; the word pairs that occur in that type's entries; and only that
 * type's postings.
 */
export interface TermShardData {
  /**
   * The shard's terms as 32-bit hashes (termHash under `seed`), ascending: a question looks terms up, it never lists
   * them, and the hashes are a third of the bytes the words were. The build picks the first seed under which no two
   * of the shard's terms share a hash; a word no entry uses matches one by chance with odds of about one in a million
   * per shard look-up.
   */
  seed: number;
  hashes: string;
  /**
   * In the same order: the terms' ids (Uint32), document frequencies over the whole knowledge (Uint16, for idf), where
   * each term's postings of this type start within the shard's postings (Uint16, one more than there are terms: the
   * last is where they end), then those postings (Uint16; tfs are tf × 100).
   */
  ids: string;
  df: string;
  starts: string;
  docs: string;
  tfs: string;
  /**
   * The speller's stems whose shard this is, as hashes under `seed`, ascending: whether an owner's word is known (and
   * so needs no correction) is read here, and the speller's word list is loaded only for a word that is not.
   */
  stems: string;
}

/** The speller's vocabulary (SpellerState): words and stems one per line, the words' frequencies (Uint32, base64). */
export interface SpellerData {
  words: string;
  freqs: string;
  stems: string;
}

export interface BodyShardData {
  docs: number[];
  bodies: Body[];
}

const u16 = (s: string) => {
  const b = fromBase64(s);
  return new Uint16Array(b.buffer, b.byteOffset, b.byteLength / 2);
};
const u32 = (s: string) => {
  const b = fromBase64(s);
  return new Uint32Array(b.buffer, b.byteOffset, b.byteLength / 4);
};

/** The shard of a term: by its first word, so a word, its negation and its word pairs travel together. */
export function termShard(term: string): number {
  const word = term.replace(/^!/, "").split(" ")[0]!;
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return (h >>> 0) % TERM_SHARDS;
}

/** A term's look-up key in a term shard: FNV-1a over the seed and its characters, then mixed so nearby words spread out. */
export function termHash(term: string, seed = 0): number {
  let h = Math.imul(0x811c9dc5 ^ seed, 0x01000193);
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * One vehicle type's knowledge, growing as shards are added. `knowledge` is a normal Knowledge over the whole
 * knowledge's positions (entries of other types are holes the ranker skips); its term look-ups report, through
 * missingTermShards, the shards of terms looked up while not loaded.
 */
export class ShardedKnowledge {
  readonly knowledge: Knowledge;
  readonly type: VehicleType;
  readonly missingTermShards = new Set<number>();
  readonly speller: ShardSpeller;
  private readonly termShards: Array<TermShard | undefined> = [];
  private readonly loadedBodies = new Set<number>();
  private readonly bodies = new Map<number, Body>();
  /** The body shard of each entry of this type (CoreData.bodyShards), by entry. */
  private readonly shardOf = new Map<FaultEntry, number>();
  private readonly nDocs: number;
  private used = 0;

  constructor(core: CoreData) {
    this.type = core.type;
    this.nDocs = Math.max(1, core.nDocs);
    // Only the idf of the terms the entries' phrases and titles use; a looked-up term gets its own (lookUp).
    const idf = new Float64Array(core.nTerms);
    const dfIds = u32(core.dfIds);
    const dfValues = u16(core.dfValues);
    for (let i = 0; i < dfIds.length; i++) idf[dfIds[i]!] = idfOf(this.nDocs, dfValues[i]!);
    const entries: FaultEntry[] = new Array(core.nDocs);
    const indexed: IndexedEntry[] = new Array(core.nDocs);
    const typeBits = new Uint8Array(core.nDocs);
    const lens = new Float64Array(core.nDocs);
    const stream = u16(core.termLists);
    const rest = core.rest;
    let at = 0;
    // One vehicle-type list per combination of bits, shared by the entries that have it (readonly in FaultEntry).
    const typeLists = new Map<number, VehicleType[]>();
    const typesOf = (bits: number) => {
      const list = typeLists.get(bits) ?? VEHICLE_TYPES.filter((_, i) => bits & (1 << i));
      typeLists.set(bits, list);
      return list;
    };
    core.ids.split("\n").forEach((id, r) => {
      const doc = core.docs[r]!;
      const head: Head = { id, vehicleTypes: typesOf(core.types[r]!), system: SYSTEMS[core.systems[r]!]! };
      if (core.appliesTo[r]) head.appliesTo = core.appliesTo[r];
      if (core.codes[r]) head.codes = core.codes[r];
      if (core.checkOrder[r]) head.checkOrder = core.checkOrder[r];
      const entry = new ShardEntry(head, doc, this.bodies) as unknown as FaultEntry;
      entries[doc] = entry;
      this.shardOf.set(entry, core.bodyShards[r]!);
      typeBits[doc] = core.types[r]!;
      lens[doc] = rest.len[r]!;
      indexed[doc] = new RowEntry(entry, r, rest, stream, at);
      at = skipRow(stream, at);
    });
    this.speller = new ShardSpeller((stem) => this.knownStem(stem));
    const index: KbIndex = {
      entries: indexed,
      terms: [],
      lookUp: (term) => this.lookUp(term),
      offsets: new Uint32Array(core.nTerms + 1),
      ends: new Uint32Array(core.nTerms),
      docs: new Uint16Array(8192),
      tfs: new Uint16Array(8192),
      idf,
      avgLen: core.avgLen,
      typeBits,
      lens,
      speller: this.speller,
      codeDocs: new Map(Object.entries(core.codeDocs)),
      cues: new Set(core.cues),
      partHeads: new Map(Object.entries(core.partHeads)),
    };
    this.knowledge = {
      version: core.version,
      entries,
      index,
      catalogue: buildCatalogue(core.vehicles),
      byId: new Map(core.docs.map((doc) => [entries[doc]!.id, entries[doc]!])),
    };
  }

  /**
   * A term's id from its shard (binary search over the shard's term hashes), or undefined. Where its
   * postings are and its idf are written here, for the terms a question looks up, rather than for every term of a
   * shard when it is added: on a slow phone that loop over thousands of terms cost more than the ranking.
   */
  private lookUp(term: string): number | undefined {
    const shard = this.termShardOf(term);
    if (!shard) return undefined;
    const i = sortedIndex(shard.hashes, termHash(term, shard.seed));
    if (i < 0) return undefined;
    const id = shard.ids[i]!;
    const idx = this.knowledge.index;
    idx.offsets[id] = shard.base + shard.starts[i]!;
    idx.ends![id] = shard.base + shard.starts[i + 1]!;
    idx.idf[id] = idfOf(this.nDocs, shard.df[i]!);
    return id;
  }

  /** Whether a stem is one of the speller's, from its term shard; undefined (and the shard reported) if not loaded. */
  private knownStem(stem: string): boolean | undefined {
    const shard = this.termShardOf(stem);
    if (!shard) return undefined;
    return sortedIndex(shard.stems, termHash(stem, shard.seed)) >= 0;
  }

  /** The loaded shard of a term, or undefined with the shard reported missing (the loader fetches it). */
  private termShardOf(term: string): TermShard | undefined {
    const k = termShard(term);
    const shard = this.termShards[k];
    if (!shard) this.missingTermShards.add(k);
    return shard;
  }

  addSpeller(data: SpellerData): void {
    this.speller.load({ words: data.words.split("\n"), freqs: u32(data.freqs), stems: data.stems.split("\n") });
  }

  addTermShard(k: number, s: TermShardData): void {
    if (this.termShards[k]) return;
    const idx = this.knowledge.index;
    const docs = u16(s.docs);
    if (this.used + docs.length > idx.docs.length) {
      const size = Math.max(2 * idx.docs.length, this.used + docs.length);
      const grow = (a: Uint16Array) => {
        const b = new Uint16Array(size);
        b.set(a.subarray(0, this.used));
        return b;
      };
      Object.assign(idx, { docs: grow(idx.docs), tfs: grow(idx.tfs) });
    }
    idx.docs.set(docs, this.used);
    idx.tfs.set(u16(s.tfs), this.used);
    this.termShards[k] = { seed: s.seed, hashes: u32(s.hashes), ids: u32(s.ids), df: u16(s.df), starts: u16(s.starts), stems: u32(s.stems), base: this.used };
    this.used += docs.length;
    this.missingTermShards.delete(k);
  }

  /** The body shards the given entries' texts are in and that are not loaded yet. */
  bodyShardsFor(entries: readonly FaultEntry[]): number[] {
    return [...new Set(entries.map((e) => this.shardOf.get(e)!))].filter((k) => !this.loadedBodies.has(k));
  }

  addBodyShard(k: number, data: BodyShardData): void {
    this.loadedBodies.add(k);
    data.docs.forEach((doc, i) => {
      this.bodies.set(doc, data.bodies[i]!);
    });
  }
}

interface TermShard {
  seed: number;
  hashes: Uint32Array;
  ids: Uint32Array;
  df: Uint16Array;
  starts: Uint16Array;
  stems: Uint32Array;
  /** Where the shard's postings start in the index's docs/tfs. */
  base: number;
}

export interface ShardLoader {
  terms(type: VehicleType, k: number): Promise<TermShardData>;
  body(k: number): Promise<BodyShardData>;
  speller(): Promise<SpellerData>;
}

/**
 * Loads what a question needs: rank, fetch the term shards (and the speller's word list) the ranking missed, rank again
 * until nothing is missing (each pass loads at least one more piece, so this ends), then fetch the texts of the causes
 * the answer shows. Returns the final ranking.
 */
async function loadForQuestion(input: DiagnosisInput, sk: ShardedKnowledge, load: ShardLoader): Promise<ReturnType<typeof rank>> {
  for (;;) {
    sk.missingTermShards.clear();
    sk.speller.missing = false;
    const ranked = rank(input, sk.knowledge);
    const missing = [...sk.missingTermShards];
    // Set only while the word list is not loaded (once it is, an unknown word goes to it).
    const speller = sk.speller.missing;
    if (missing.length === 0 && !speller) {
      const need = sk.bodyShardsFor(ranked.candidates.slice(0, SHOWN_CAUSES).map((c) => c.entry));
      const data = await Promise.all(need.map((k) => load.body(k)));
      need.forEach((k, i) => {
        sk.addBodyShard(k, data[i]!);
      });
      return ranked;
    }
    const [words, data] = await Promise.all([speller ? load.speller() : undefined, Promise.all(missing.map((k) => load.terms(sk.type, k)))]);
    if (words) sk.addSpeller(words);
    missing.forEach((k, i) => {
      sk.addTermShard(k, data[i]!);
    });
  }
}

/** The engine's answer over sharded knowledge: exactly the one the whole knowledge gives. */
export async function diagnoseSharded(input: DiagnosisInput, sk: ShardedKnowledge, load: ShardLoader): Promise<DiagnosisResult> {
  return diagnose(input, sk.knowledge, await loadForQuestion(input, sk, load));
}

/**
 * Loads ahead what a question being typed will need, so that answering it (or the finished text, which mostly shares
 * its words) reads nothing more: shards only ever add to what is known, so the answer stays the same.
 */
export async function prepareSharded(input: DiagnosisInput, sk: ShardedKnowledge, load: ShardLoader): Promise<void> {
  await loadForQuestion(input, sk, load);
}
