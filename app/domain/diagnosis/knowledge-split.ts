import { CLASSES_BY_TYPE } from "../vehicle/vocabulary.ts";
import { partHeadCounts } from "./index-build.ts";
import { bytesOf, fromBase64, toBase64 } from "./index-serial.ts";
import type { KnowledgeArtifact } from "./knowledge.ts";
import {
  BODY_SHARDS,
  type Body,
  type BodyShardData,
  type CoreData,
  type SpellerData,
  TERM_SHARDS,
  type TermShardData,
  termHash,
  termShard,
} from "./knowledge-shards.ts";
import { type FaultEntry, SYSTEMS, VEHICLE_TYPES, type VehicleType } from "./types.ts";

/**
 * Build time (scripts/kb/compile.ts): the compiled artifact cut into the pieces the offline engine reads
 * (knowledge-shards.ts describes them and reads them back). Apart from the reader so the browser's chunk carries only
 * what it runs.
 */

const b64 = (a: Uint16Array | Uint32Array) => toBase64(bytesOf(a));

/**
 * The body shard of each entry: entries sorted by system (then vehicle type and id) and cut into BODY_SHARDS runs, so
 * the five causes an answer shows, which mostly share a system or two, share shards too. On the development cases an
 * answer read 3.3 body shards this way against 4.9 when entries were dealt out by position, and on a slow phone every
 * shard read costs about 10 ms before its first byte counts.
 */
export function bodyShards(entries: readonly Pick<FaultEntry, "id" | "system" | "vehicleTypes">[]): number[] {
  const per = Math.max(1, Math.ceil(entries.length / BODY_SHARDS));
  const key = (e: (typeof entries)[number]) => `${e.system}|${e.vehicleTypes[0] ?? ""}|${e.id}`;
  const order = entries.map((e, doc) => ({ doc, key: key(e) })).sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const out = new Array<number>(entries.length);
  order.forEach((o, k) => {
    out[o.doc] = Math.floor(k / per);
  });
  return out;
}

/**
 * The first seed under which no two of these terms share a hash (termHash). With ~3,000 terms a seed collides about
 * one time in 800, so across the 48 term shards a growing knowledge would otherwise stop the build now and then.
 */
export function hashSeed(list: readonly string[]): number {
  for (let seed = 0; seed < 16; seed++) {
    const hashes = list.map((t) => termHash(t, seed));
    if (new Set(hashes).size === hashes.length) return seed;
  }
  throw new Error("hashSeed: these terms collide under 16 seeds");
}

/** Build time: the compiled artifact cut into a core per vehicle type, term shards and body shards. */
export function splitKnowledge(a: KnowledgeArtifact) {
  const ix = a.index;
  const terms = ix.terms.split("\n");
  const offsets = new Uint32Array(fromBase64(ix.offsets).buffer);
  const docs = new Uint16Array(fromBase64(ix.docs).buffer);
  const tfs = new Uint16Array(fromBase64(ix.tfs).buffer);
  const dfOf = (id: number) => offsets[id + 1]! - offsets[id]!;
  const byShard = Array.from({ length: TERM_SHARDS }, () => [] as number[]);
  terms.forEach((t, id) => {
    byShard[termShard(t)]!.push(id);
  });
  const stemsByShard = Array.from({ length: TERM_SHARDS }, () => [] as string[]);
  for (const s of ix.speller.stems) stemsByShard[termShard(s)]!.push(s);
  const typeShards = (type: VehicleType): TermShardData[] => {
    const ofType = (doc: number) => a.entries[doc]!.vehicleTypes.includes(type);
    return byShard.map((all, k): TermShardData => {
      const rows: Array<{ hash: number; id: number; docs: number[]; tfs: number[] }> = [];
      for (const id of all) {
        const row = { hash: 0, id, docs: [] as number[], tfs: [] as number[] };
        for (let i = offsets[id]!; i < offsets[id + 1]!; i++) {
          if (!ofType(docs[i]!)) continue;
          row.docs.push(docs[i]!);
          row.tfs.push(tfs[i]!);
        }
        // A word pair that never occurs in this type's entries adds nothing to its answers; a single word still counts
        // as a known word (rank.ts informativeTerms), so it stays even without postings here.
        if (row.docs.length === 0 && terms[id]!.includes(" ")) continue;
        rows.push(row);
      }
      const seed = hashSeed(rows.map((r) => terms[r.id]!));
      for (const r of rows) r.hash = termHash(terms[r.id]!, seed);
      rows.sort((x, y) => x.hash - y.hash);
      const starts = [0];
      for (const r of rows) starts.push(starts[starts.length - 1]! + r.docs.length);
      // Positions travel as 16 bits; fail the build loudly the day a shard outgrows them.
      if (starts[starts.length - 1]! > 0xffff) throw new Error(`splitKnowledge: a ${type} term shard holds more than 65,535 postings`);
      return {
        seed,
        hashes: b64(Uint32Array.from(rows, (r) => r.hash)),
        ids: b64(Uint32Array.from(rows, (r) => r.id)),
        df: b64(Uint16Array.from(rows, (r) => dfOf(r.id))),
        starts: b64(Uint16Array.from(starts)),
        docs: b64(Uint16Array.from(rows.flatMap((r) => r.docs))),
        tfs: b64(Uint16Array.from(rows.flatMap((r) => r.tfs))),
        stems: b64(Uint32Array.from(new Set(stemsByShard[k]!.map((s) => termHash(s, seed)))).sort()),
      };
    });
  };
  const termShards = Object.fromEntries(VEHICLE_TYPES.map((t) => [t, typeShards(t)])) as Record<VehicleType, TermShardData[]>;

  const shardOf = bodyShards(a.entries);
  const bodies = Array.from({ length: BODY_SHARDS }, (): BodyShardData => ({ docs: [], bodies: [] }));
  a.entries.forEach((e, doc) => {
    bodies[shardOf[doc]!]!.docs.push(doc);
    const body: Body = { cause: e.cause, explanation: e.explanation, steps: e.steps.map((i) => a.steps[i]!) };
    if (e.knownIssues) body.knownIssues = e.knownIssues;
    bodies[shardOf[doc]!]!.bodies.push(body);
  });

  const speller: SpellerData = { words: ix.speller.words.join("\n"), freqs: b64(Uint32Array.from(ix.speller.freqs)), stems: ix.speller.stems.join("\n") };
  const partHeads = Object.fromEntries(partHeadCounts(ix.docsData.parts));
  const core = (type: VehicleType): CoreData => {
    const rows = a.entries.flatMap((e, doc) => (e.vehicleTypes.includes(type) ? [doc] : []));
    const d = ix.docsData;
    const stream: number[] = [];
    const used = new Set<number>();
    for (const doc of rows) {
      stream.push(d.phrases[doc]!.length);
      for (const p of [...d.phrases[doc]!, d.titleTerms[doc]!]) {
        stream.push(p.length, ...p);
        for (const id of p) used.add(id);
      }
    }
    // Phrase and title term ids travel as 16 bits (single words come first in the term list, see compareTerms in term-order.ts), and
    // Uint16Array.from would wrap silently: fail the build loudly the day they outgrow that.
    if (stream.some((v) => v > 0xffff)) throw new Error(`splitKnowledge: a ${type} phrase term id does not fit 16 bits`);
    const dfIds = [...used].sort((x, y) => x - y);
    const pick = <T>(list: T[]) => rows.map((doc) => list[doc]!);
    const sparse = <T>(value: (e: KnowledgeArtifact["entries"][number]) => T | undefined) =>
      Object.fromEntries(rows.flatMap((doc, r) => (value(a.entries[doc]!) === undefined ? [] : [[String(r), value(a.entries[doc]!)!]])));
    const classes = new Set<string>(CLASSES_BY_TYPE[type]);
    return {
      type,
      version: a.version,
      avgLen: ix.avgLen,
      nTerms: terms.length,
      nDocs: a.entries.length,
      docs: rows,
      dfIds: b64(Uint32Array.from(dfIds)),
      dfValues: b64(Uint16Array.from(dfIds, dfOf)),
      cues: ix.cues,
      codeDocs: ix.codeDocs,
      partHeads,
      ids: rows.map((doc) => a.entries[doc]!.id).join("\n"),
      types: rows.map((doc) => a.entries[doc]!.vehicleTypes.reduce((m, t) => m | (1 << VEHICLE_TYPES.indexOf(t)), 0)),
      systems: rows.map((doc) => SYSTEMS.indexOf(a.entries[doc]!.system)),
      checkOrder: rows.map((doc) => a.entries[doc]!.checkOrder ?? 0),
      appliesTo: sparse((e) => e.appliesTo),
      codes: sparse((e) => e.codes),
      termLists: b64(Uint16Array.from(stream)),
      bodyShards: rows.map((doc) => shardOf[doc]!),
      rest: {
        len: pick(d.len),
        logPrior: pick(d.logPrior),
        makes: pick(d.makes),
        models: pick(d.models),
        parts: pick(d.parts),
        replacedContext: pick(d.replacedContext),
        classes: pick(d.classes),
        flags: pick(d.flags),
        known: pick(d.known),
      },
      vehicles: a.vehicles.map((m) => ({ ...m, families: m.families.filter((f) => classes.has(f.class)) })),
    };
  };
  const cores = Object.fromEntries(VEHICLE_TYPES.map((t) => [t, core(t)])) as Record<VehicleType, CoreData>;
  return { cores, terms: termShards, bodies, speller };
}
