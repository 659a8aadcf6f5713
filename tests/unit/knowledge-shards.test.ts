import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "../../app/domain/diagnosis/default-knowledge.ts";
import { diagnose, rank, SHOWN_CAUSES } from "../../app/domain/diagnosis/engine.ts";
import {
  BODY_SHARDS,
  type BodyShardData,
  diagnoseSharded,
  prepareSharded,
  ShardedKnowledge,
  type TermShardData,
  termHash,
} from "../../app/domain/diagnosis/knowledge-shards.ts";
import { bodyShards, hashSeed, splitKnowledge } from "../../app/domain/diagnosis/knowledge-split.ts";
import type { DiagnosisInput, VehicleType } from "../../app/domain/diagnosis/types.ts";
import { loadCases } from "../../scripts/eval/cases.ts";
import { compileFromDisk } from "../../scripts/kb/compile.ts";
import { VEHICLES } from "./applicability-vehicles.ts";

/**
 * The offline browser engine answers from knowledge cut into shards, loading only what a question needs. Its
 * answers must be the ones the whole knowledge gives: every development case of both eval sets and every
 * applicability vehicle, through a loader that hands out the shards as the build writes them (JSON round trip).
 */
const shards = JSON.parse(JSON.stringify(splitKnowledge(compileFromDisk()))) as ReturnType<typeof splitKnowledge>;

function loader(log: string[] = []) {
  return {
    terms: async (type: VehicleType, k: number): Promise<TermShardData> => {
      log.push(`terms-${type}-${k}`);
      return shards.terms[type][k]!;
    },
    body: async (k: number): Promise<BodyShardData> => {
      log.push(`bodies-${k}`);
      return shards.bodies[k]!;
    },
    speller: async () => {
      log.push("speller");
      return shards.speller;
    },
  };
}

const inputs: DiagnosisInput[] = [
  ...loadCases()
    .filter((c) => c.split === "dev")
    .map((c) => c.input),
  ...VEHICLES.map((v) => ({ vehicleType: v.type, make: v.make, model: v.model, symptoms: "cranks but will not start, battery is new" })),
  { vehicleType: "automotive", make: "Ford", model: "F-150 2015", symptoms: "P0300 random misfire and a shake at idle" },
  { vehicleType: "tractor", make: "", model: "", symptoms: "noise" },
];

describe("sharded knowledge (offline engine)", () => {
  it("answers every case exactly as the whole knowledge does, one instance per vehicle type growing as it goes", async () => {
    const byType = new Map<string, ShardedKnowledge>();
    const load = loader();
    for (const input of inputs) {
      if (!byType.has(input.vehicleType)) byType.set(input.vehicleType, new ShardedKnowledge(shards.cores[input.vehicleType]));
      expect(await diagnoseSharded(input, byType.get(input.vehicleType)!, load), JSON.stringify(input)).toEqual(diagnose(input, KNOWLEDGE));
    }
    // A correctness check over ~300 diagnoses, twice each: about 2 s alone, but it failed the 5 s default once while
    // two other builds ran on this 2-core machine. Speed has its own tests (e2e engine-speed); this one checks answers.
  }, 60_000);

  it("a fresh instance loads only the shards one question needs", async () => {
    const log: string[] = [];
    const input: DiagnosisInput = { vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "loader is slow to lift when the oil is hot" };
    const result = await diagnoseSharded(input, new ShardedKnowledge(shards.cores.tractor), loader(log));
    expect(result).toEqual(diagnose(input, KNOWLEDGE));
    expect(log.filter((l) => l.startsWith("terms-tractor-")).length).toBeLessThan(shards.terms.tractor.length / 2);
    expect(log.filter((l) => l.startsWith("terms-") && !l.startsWith("terms-tractor-"))).toEqual([]);
    expect(log.filter((l) => l.startsWith("bodies-")).length).toBeLessThanOrEqual(5);
    // Every word of it is known, so the speller's word list (a quarter of a core) is never read.
    expect(log).not.toContain("speller");
  });

  it("reads the speller's word list once, and only for a word the knowledge does not know, and corrects it as the Worker does", async () => {
    const sk = new ShardedKnowledge(shards.cores.tractor);
    const log: string[] = [];
    const typo: DiagnosisInput = { vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "the hydrolic pupm whines and the loader is slow" };
    const result = await diagnoseSharded(typo, sk, loader(log));
    expect(result).toEqual(diagnose(typo, KNOWLEDGE));
    expect(log.filter((l) => l === "speller")).toEqual(["speller"]);
    // The correction reached the ranking: the same story spelled right gets the same first cause.
    expect(result.primaryCause).toBe(diagnose({ ...typo, symptoms: "the hydraulic pump whines and the loader is slow" }, KNOWLEDGE).primaryCause);
    const second = await diagnoseSharded({ ...typo, symptoms: "hydrolic oil foams" }, sk, loader(log));
    expect(second).toEqual(diagnose({ ...typo, symptoms: "hydrolic oil foams" }, KNOWLEDGE));
    expect(log.filter((l) => l === "speller")).toEqual(["speller"]);
  });

  it("a question loaded ahead while it was typed is answered without reading anything more, and answered the same", async () => {
    const sk = new ShardedKnowledge(shards.cores.tractor);
    const log: string[] = [];
    const load = loader(log);
    const story = "loader is slow to lift when the oil is hot, fine when cold, new filter last week";
    const at = (text: string): DiagnosisInput => ({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: text });
    // The pauses in the typing: each prepares the text so far.
    for (const end of [20, 45, story.length]) await prepareSharded(at(story.slice(0, end)), sk, load);
    const before = log.length;
    expect(before).toBeGreaterThan(0);
    expect(await diagnoseSharded(at(story), sk, load)).toEqual(diagnose(at(story), KNOWLEDGE));
    expect(log.length).toBe(before);
  });

  it("term shards pick a hash seed under which none of their terms collide", () => {
    // Two words that share a hash under seed 0, found by brute force (a birthday search over made-up words).
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const w = `w${i.toString(36)}`;
      const other = seen.get(termHash(w));
      if (other) pair = [other, w];
      else seen.set(termHash(w), w);
    }
    expect(hashSeed(["alpha", "beta"])).toBe(0);
    const seed = hashSeed([...pair, "alpha"]);
    expect(seed).toBeGreaterThan(0);
    expect(termHash(pair[0], seed)).not.toBe(termHash(pair[1], seed));
  });

  it("keeps the causes of one system together in body shards, so an answer's five causes need few of them", () => {
    const shardOf = bodyShards(KNOWLEDGE.entries);
    const docOf = new Map(KNOWLEDGE.entries.map((e, doc) => [e.id, doc]));
    let read = 0;
    let dealt = 0;
    const dev = inputs.slice(0, 400);
    for (const input of dev) {
      const shown = rank(input, KNOWLEDGE)
        .candidates.slice(0, SHOWN_CAUSES)
        .map((c) => docOf.get(c.entry.id)!);
      read += new Set(shown.map((d) => shardOf[d])).size;
      dealt += new Set(shown.map((d) => d % BODY_SHARDS)).size;
    }
    // Measured 3.3 against 4.9 when entries were dealt out by position (30 Nov 2026).
    expect(read / dev.length).toBeLessThan(4);
    expect(read).toBeLessThan(dealt * 0.8);
  });
});
