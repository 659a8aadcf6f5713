import type { CatalogueMake } from "../vehicle/catalogue-schema.ts";
import { buildCatalogue } from "../vehicle/profile.ts";
import { diagnose, rank, SHOWN_CAUSES } from "./engine.ts";
import { docColumns, findTerm, idfOf, type KbIndex } from "./index-build.ts";
import { fromBase64, indexedEntries, type SerializedIndex } from "./index-serial.ts";
import type { Knowledge } from "./knowledge.ts";
import { Speller } from "./speller.ts";
import { type DiagnosisInput, type DiagnosisResult, type FaultEntry, SYSTEMS, VEHICLE_TYPES, type VehicleType } from "./types.ts";

/**
 * The knowledge cut into pieces for the offline browser engine, which must answer quickly on a slow phone: every
 * byte it reads costs there, so a question reads only what it needs (docs/decisions/offline-knowledge-shards.md).
 * - a core per vehicle type: what ranking needs about each entry of that type (fit, per-entry ranking data), the
 *   speller, the document frequencies the entries' phrases use and that type's model families;
 * - per vehicle type, TERM_SHARDS pieces of the term list with that type's postings, by the term's first word;
 * - BODY_SHARDS pieces of the texts an answer shows (cause, explanation, steps).
 * knowledge-split.ts cuts them at build time; this module describes them and reads them back.
 * The engine code is the Worker's: it ranks over a partial index whose look-ups report the terms they could not
 * find because their shard is not loaded; the loader fetches those and ranks again until nothing is missing, so
 * the answer is the one the whole knowledge gives (tests/unit/knowledge-shards.test.ts).
 */

export const TERM_SHARDS = 16;
export const BODY_SHARDS = 128;

/** What an answer shows of a cause (read once the ranking is done); the rest of an entry is not shipped. */
export type Body = Pick<FaultEntry, "cause" | "explanation" | "steps" | "knownIssues">;
type Head = Pick<FaultEntry, "id" | "vehicleTypes" | "system" | "appliesTo" | "codes" | "checkOrder">;
type DocsData = SerializedIndex["docsData"];

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
  speller: { words: string; freqs: string; stems: string };
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
  rest: Omit<DocsData, "phrases" | "titleTerms">;
  /** Every make with its names, and the model families of this vehicle type. */
  vehicles: CatalogueMake[];
}

/**
 * One vehicle type's piece of the term list: every single word (and negated word) of the shard, since whether a word
 * is known at all counts for the answer's confidence; the word pairs that occur in that type's entries; and only that
 * type's postings.
 */
export interface TermShardData {
  /** The shard's terms in id order (which is sorted order), joined by "\n". */
  terms: string;
  /**
   * Their ids (Uint32), document frequencies over the whole knowledge (Uint16, for idf), how many of their postings
   * are this type's (Uint16), then those postings in term order (Uint16; tfs are tf × 100).
   */
  ids: string;
  df: string;
  counts: string;
  docs: string;
  tfs: string;
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

/** An entry whose answer texts come from its body shard; reading them before that shard is added is a bug. */
class ShardEntry {
  readonly #doc: number;
  readonly #bodies: Map<number, Body>;
  constructor(head: Head, doc: number, bodies: Map<number, Body>) {
    Object.assign(this, head);
    this.#doc = doc;
    this.#bodies = bodies;
  }
  #body(): Body {
    const b = this.#bodies.get(this.#doc);
    if (!b) throw new Error(`knowledge: the body shard of entry ${this.#doc} is not loaded`);
    return b;
  }
  get cause() {
    return this.#body().cause;
  }
  get explanation() {
    return this.#body().explanation;
  }
  get steps() {
    return this.#body().steps;
  }
  get knownIssues() {
    return this.#body().knownIssues;
  }
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
  private readonly termShards: Array<{ terms: string[]; ids: Uint32Array } | undefined> = [];
  private readonly loadedBodies = new Set<number>();
  private readonly bodies = new Map<number, Body>();
  /** The body shard of each entry of this type (CoreData.bodyShards), by entry. */
  private readonly shardOf = new Map<FaultEntry, number>();
  private readonly nDocs: number;
  private used = 0;

  constructor(core: CoreData) {
    this.type = core.type;
    this.nDocs = Math.max(1, core.nDocs);
    const idf = new Float64Array(core.nTerms);
    const dfIds = u32(core.dfIds);
    const dfValues = u16(core.dfValues);
    for (let i = 0; i < dfIds.length; i++) idf[dfIds[i]!] = idfOf(this.nDocs, dfValues[i]!);
    const entries: FaultEntry[] = new Array(core.nDocs);
    const docsData = readRows(core);
    core.ids.split("\n").forEach((id, r) => {
      const doc = core.docs[r]!;
      const head: Head = { id, vehicleTypes: VEHICLE_TYPES.filter((_, i) => core.types[r]! & (1 << i)), system: SYSTEMS[core.systems[r]!]! };
      if (core.appliesTo[r]) head.appliesTo = core.appliesTo[r];
      if (core.codes[r]) head.codes = core.codes[r];
      if (core.checkOrder[r]) head.checkOrder = core.checkOrder[r];
      entries[doc] = new ShardEntry(head, doc, this.bodies) as unknown as FaultEntry;
      this.shardOf.set(entries[doc], core.bodyShards[r]!);
    });
    const speller = new Speller({ words: core.speller.words.split("\n"), freqs: Array.from(u32(core.speller.freqs)), stems: core.speller.stems.split("\n") });
    const indexed = indexedEntries(docsData, entries);
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
      ...docColumns(indexed),
      speller,
      codeDocs: new Map(Object.entries(core.codeDocs)),
      cues: new Set(core.cues),
      partHeads: new Map(Object.entries(core.partHeads)),
    };
    this.knowledge = {
      version: core.version,
      entries,
      index,
      catalogue: buildCatalogue(core.vehicles),
      byId: new Map([...this.shardOf.keys()].map((e) => [e.id, e])),
    };
  }

  /** A term's id from its shard (binary search: a shard's terms keep the term list's order), or undefined. */
  private lookUp(term: string): number | undefined {
    const k = termShard(term);
    const shard = this.termShards[k];
    if (!shard) {
      this.missingTermShards.add(k);
      return undefined;
    }
    const i = findTerm(shard.terms, term);
    return i < 0 ? undefined : shard.ids[i];
  }

  addTermShard(k: number, s: TermShardData): void {
    if (this.termShards[k]) return;
    const idx = this.knowledge.index;
    const ids = u32(s.ids);
    const df = u16(s.df);
    const counts = u16(s.counts);
    const docs = u16(s.docs);
    const tfs = u16(s.tfs);
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
    idx.tfs.set(tfs, this.used);
    let at = this.used;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      idx.offsets[id] = at;
      at += counts[i]!;
      idx.ends![id] = at;
      idx.idf[id] = idfOf(this.nDocs, df[i]!);
    }
    this.used = at;
    this.termShards[k] = { terms: s.terms === "" ? [] : s.terms.split("\n"), ids };
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

/** The core's per-row ranking data at the rows' global positions (other types' positions stay holes). */
function readRows(core: CoreData): DocsData {
  const at = <T>(rows: T[]): T[] => {
    const out: T[] = new Array(core.nDocs);
    rows.forEach((v, r) => {
      out[core.docs[r]!] = v;
    });
    return out;
  };
  const stream = u16(core.termLists);
  const phrases: number[][][] = [];
  const titleTerms: number[][] = [];
  let i = 0;
  const list = () => {
    const n = stream[i++]!;
    const out: number[] = new Array(n);
    for (let j = 0; j < n; j++) out[j] = stream[i + j]!;
    i += n;
    return out;
  };
  for (let r = 0; r < core.docs.length; r++) {
    const n = stream[i++]!;
    const p: number[][] = [];
    for (let j = 0; j < n; j++) p.push(list());
    phrases.push(p);
    titleTerms.push(list());
  }
  const { len, logPrior, makes, models, parts, replacedContext, classes, makeSpecific, known } = core.rest;
  return {
    len: at(len),
    logPrior: at(logPrior),
    makes: at(makes),
    models: at(models),
    parts: at(parts),
    replacedContext: at(replacedContext),
    classes: at(classes),
    makeSpecific: at(makeSpecific),
    known: at(known),
    phrases: at(phrases),
    titleTerms: at(titleTerms),
  };
}

export interface ShardLoader {
  terms(type: VehicleType, k: number): Promise<TermShardData>;
  body(k: number): Promise<BodyShardData>;
}

/**
 * The engine's answer over sharded knowledge: rank, fetch the term shards the ranking missed, rank again until
 * nothing is missing (each pass loads at least one more shard, so this ends), then fetch the texts of the causes
 * the answer shows and answer.
 */
export async function diagnoseSharded(input: DiagnosisInput, sk: ShardedKnowledge, load: ShardLoader): Promise<DiagnosisResult> {
  for (;;) {
    sk.missingTermShards.clear();
    const ranked = rank(input, sk.knowledge);
    const missing = [...sk.missingTermShards];
    if (missing.length === 0) {
      const need = sk.bodyShardsFor(ranked.candidates.slice(0, SHOWN_CAUSES).map((c) => c.entry));
      const data = await Promise.all(need.map((k) => load.body(k)));
      need.forEach((k, i) => {
        sk.addBodyShard(k, data[i]!);
      });
      return diagnose(input, sk.knowledge, ranked);
    }
    const data = await Promise.all(missing.map((k) => load.terms(sk.type, k)));
    missing.forEach((k, i) => {
      sk.addTermShard(k, data[i]!);
    });
  }
}
