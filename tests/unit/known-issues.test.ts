import { describe, expect, it } from "vitest";
import { checkDeviceAnswer, deviceAnswerSchema } from "~/domain/device-answer.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { loadKnowledge } from "~/domain/diagnosis/knowledge.ts";
import { type BodyShardData, diagnoseSharded, ShardedKnowledge, type TermShardData } from "~/domain/diagnosis/knowledge-shards.ts";
import { splitKnowledge } from "~/domain/diagnosis/knowledge-split.ts";
import { engineKey, knownIssueOf, knownKeys, knownVehicle } from "~/domain/diagnosis/known-issue-match.ts";
import { FEATURES, scoreAll, WEIGHTS } from "~/domain/diagnosis/rank.ts";
import type { DiagnosisInput, FaultEntry } from "~/domain/diagnosis/types.ts";
import { compileKnowledge, type KnowledgeSources } from "~/domain/knowledge/compile.ts";
import { readProfile } from "~/domain/vehicle/profile.ts";
import { compileFromDisk } from "../../scripts/kb/compile.ts";
import { problems } from "./compile-problems.ts";

/**
 * Issue #13 item 1: known issues by model. The compiler refuses a bad record; a vehicle the record covers gets the
 * evidence and the strong prior, one it does not cover (another make, a year outside the range) gets neither; the
 * evidence reads the same through the offline engine and survives the device upload check.
 */

const step = {
  title: "Check the thing",
  description: "Measure it and compare with the service manual figure.",
  safetyLevel: "Low Risk",
  estimatedTime: "5 min",
};
const entry = (id: string, cause: string, symptoms: string[], over: Record<string, unknown> = {}) => ({
  id,
  vehicleTypes: ["atv"],
  system: "brakes",
  cause,
  explanation: "A fixture entry that exists only to exercise known issues in the compiler and the ranker.",
  symptoms,
  ref: "test fixture",
  steps: [step, step, step],
  ...over,
});
// Two causes the same words fit about equally: only the first is a known issue (of the Polaris RZR XP 1000, 2016-2018).
const RECALL_CAUSE = "Rear brake caliper bracket can crack";
const PADS_CAUSE = "Worn rear brake pads, so the rear brakes fade and feel weak";
const FAULTS = [
  entry("atv-fx-caliper-bracket", RECALL_CAUSE, ["rear brakes fade", "brake fade on hills", "cracked caliper bracket", "caliper moves when braking"]),
  entry("atv-fx-worn-pads", PADS_CAUSE, ["rear brakes fade and feel weak", "brakes feel weak at the back", "pedal is soft", "squeal when braking"]),
  // Other causes, so words have the weight they have in a real knowledge base.
  ...["starter motor", "fuel pump", "spark plug", "cooling fan", "drive belt", "voltage regulator"].map((part, i) =>
    entry(
      `atv-fx-other-${i}`,
      `Failed ${part} on the machine`,
      [`${part} noise`, `${part} stopped working`, `no power from the ${part}`, `${part} smells hot`],
      { system: "starting" },
    ),
  ),
];
// These compile the whole knowledge base from disk (about 1 s idle, several times that on a loaded 2-core machine).
const COMPILE_TIMEOUT = 30_000;

const RECORD = {
  id: "fx-rzr-caliper-recall",
  kind: "recall",
  title: "Polaris RZR XP 1000 2016-2018 recall",
  makes: ["polaris"],
  models: ["rzr xp 1000"],
  yearFrom: 2016,
  yearTo: 2018,
  entries: ["atv-fx-caliper-bracket"],
  source: "https://example.org/recalls/rzr-xp-1000-caliper",
  number: "24-000",
};
const VEHICLES = [
  {
    make: "polaris",
    display: "Polaris",
    types: ["atv"],
    families: [
      { name: "RZR XP 1000", match: ["^rzrxp1000"], class: "utv" },
      { name: "Sportsman 570", match: ["^sportsman570"], class: "atv" },
    ],
  },
  { make: "can-am", display: "Can-Am", types: ["atv"], families: [{ name: "Maverick X3", match: ["^maverickx3"], class: "utv" }] },
];

const sources = (records: unknown[], faults: unknown[] = FAULTS): KnowledgeSources => ({
  warnings: { path: "warnings.json", data: {} },
  steps: [],
  faults: [{ path: "faults.json", data: faults }],
  vehicles: [{ path: "vehicles/atv.json", data: VEHICLES }],
  knownIssues: [{ path: "known-issues/atv.json", data: records }],
});

describe("known-issue records in the compiler", () => {
  it("attaches a valid record to its entry and writes the entry's make/model pattern from it", () => {
    const a = compileKnowledge(sources([RECORD]));
    const e = a.entries.find((x) => x.id === "atv-fx-caliper-bracket")!;
    expect(e.knownIssues).toEqual([
      {
        id: RECORD.id,
        kind: "recall",
        title: RECORD.title,
        makes: ["polaris"],
        models: ["rzr xp 1000"],
        yearFrom: 2016,
        yearTo: 2018,
        source: RECORD.source,
        number: "24-000",
      },
    ]);
    expect(e.pattern).toEqual({ makes: ["polaris"], models: ["rzr xp 1000"] });
    expect(a.entries.find((x) => x.id === "atv-fx-worn-pads")!.knownIssues).toBeUndefined();
  });

  it("refuses a record naming an unknown entry, a bad year range, a missing or non-address source, and duplicates", () => {
    expect(problems(sources([{ ...RECORD, entries: ["atv-fx-nowhere"] }])).join("\n")).toMatch(/unknown entry "atv-fx-nowhere"/);
    expect(problems(sources([{ ...RECORD, yearFrom: 2019, yearTo: 2016 }])).join("\n")).toMatch(/yearFrom is after yearTo/);
    expect(problems(sources([{ ...RECORD, yearFrom: 1850 }])).join("\n")).toMatch(/yearFrom/);
    const { source: _, ...sourceless } = RECORD;
    expect(problems(sources([sourceless])).join("\n")).toMatch(/source/);
    expect(problems(sources([{ ...RECORD, source: "widely reported owner forum pattern" }])).join("\n")).toMatch(/address/);
    expect(problems(sources([RECORD, RECORD])).join("\n")).toMatch(/duplicate known-issue id/);
    expect(problems(sources([RECORD, { ...RECORD, id: "fx-again", yearFrom: 2017, yearTo: 2020 }])).join("\n")).toMatch(/duplicate of .*fx-rzr-caliper-recall/);
    // Years outside the years the entry itself can apply to; a make or kind the schema does not know.
    const dated = [entry("atv-fx-caliper-bracket", RECALL_CAUSE, FAULTS[0]!.symptoms, { appliesTo: { yearFrom: 2016, yearTo: 2017 } }), ...FAULTS.slice(1)];
    expect(problems(sources([RECORD], dated)).join("\n")).toMatch(/reach outside entry/);
    // A record naming no years is bounded by its entry's years, so it cannot reach outside them.
    const { yearFrom: _f, yearTo: _t, ...undated } = RECORD;
    expect(problems(sources([undated], dated)).join("\n")).not.toMatch(/reach outside entry/);
    expect(problems(sources([{ ...RECORD, kind: "rumour" }])).length).toBeGreaterThan(0);
    expect(problems(sources([{ ...RECORD, makes: ["Polaris"] }])).join("\n")).toMatch(/lower case/);
  });

  it("adds an entry's own unsourced pattern hint to what its records say", () => {
    const both = [
      entry("atv-fx-caliper-bracket", RECALL_CAUSE, FAULTS[0]!.symptoms, { pattern: { makes: ["arctic cat"], models: ["wildcat"] } }),
      ...FAULTS.slice(1),
    ];
    expect(problems(sources([RECORD], both))).toEqual([]);
    const compiled = compileKnowledge(sources([RECORD], both)).entries.find((e) => e.id === "atv-fx-caliper-bracket")!;
    expect(compiled.pattern?.makes.sort()).toEqual(["arctic cat", "polaris"]);
    expect(compiled.pattern?.models).toContain("wildcat");
  });

  it("reads the vehicle type from the front of a record file's name", () => {
    const other = { path: "known-issues/tractor-owner-reports.json", data: [{ ...RECORD, id: "fx-tractor-file" }] };
    const s = sources([]);
    s.knownIssues = [other];
    expect(problems(s).join("\n")).toMatch(/is not a tractor entry/);
  });

  it(
    "the knowledge on disk has at least 400 records across all three vehicle types, each with an address",
    () => {
      const a = compileFromDisk();
      const records = new Map(a.entries.flatMap((e) => (e.knownIssues ?? []).map((k) => [k.id, { k, type: e.vehicleTypes[0] }] as const)));
      expect(records.size).toBeGreaterThanOrEqual(400);
      for (const type of ["tractor", "atv", "automotive"]) expect([...records.values()].filter((r) => r.type === type).length, type).toBeGreaterThanOrEqual(50);
      for (const { k } of records.values()) expect(k.source).toMatch(/^https?:\/\/\S+\.\S+/);
    },
    COMPILE_TIMEOUT,
  );
});

describe("the known-issue prior and evidence", () => {
  const kb = loadKnowledge(compileKnowledge(sources([RECORD])));
  const ask = (model: string, make = "Polaris"): DiagnosisInput => ({
    vehicleType: "atv",
    make,
    model,
    symptoms: "rear brakes fade and feel weak on hills",
  });

  it("a covered vehicle gets the recall first, with its evidence", () => {
    const r = diagnose(ask("RZR XP 1000 2017"), kb);
    expect(r.primaryCause).toBe(RECALL_CAUSE);
    expect(r.primaryEvidence).toEqual({ knownIssue: { kind: "recall", source: RECORD.source, number: "24-000", title: RECORD.title } });
    expect(r.alternativeCauses.every((c) => c.evidence === undefined)).toBe(true);
  });

  it("another make, another model or a year outside the range gets no evidence and no prior", () => {
    for (const input of [ask("RZR XP 1000 2017", "Can-Am"), ask("RZR XP 1000 2014"), ask("Sportsman 570 2017")]) {
      const r = diagnose(input, kb);
      const causes = [{ cause: r.primaryCause, evidence: r.primaryEvidence }, ...r.alternativeCauses];
      expect(
        causes.every((c) => c.evidence === undefined),
        JSON.stringify(input),
      ).toBe(true);
      const s = scoreAll(input, kb).scored;
      expect(s.every((x) => x.features.knownIssue === 0)).toBe(true);
    }
  });

  it("the model bonus keeps the record's bounds: a year outside them gets no model bonus, a covered year does", () => {
    const feature = (model: string) => scoreAll(ask(model), kb).scored.find((x) => x.item.entry.id === "atv-fx-caliper-bracket")!.features;
    expect(feature("RZR XP 1000 2017")).toMatchObject({ make: 1, model: 1 });
    // The make still says something (a make whose records name this cause); the model only within the record's years.
    expect(feature("RZR XP 1000 2014")).toMatchObject({ make: 1, model: 0 });
  });

  it("the strong prior reorders: without it the other cause the words fit equally is first", () => {
    const input = ask("RZR XP 1000 2017");
    const noPrior = Object.fromEntries(FEATURES.map((k) => [k, k === "knownIssue" ? 0 : WEIGHTS[k]])) as typeof WEIGHTS;
    const without = scoreAll(input, kb, { weights: noPrior }).scored.map((s) => s.item.entry.cause);
    const withPrior = scoreAll(input, kb).scored.map((s) => s.item.entry.cause);
    expect(without[0]).toBe(PADS_CAUSE);
    expect(withPrior[0]).toBe(RECALL_CAUSE);
  });

  it("no prior when the words do not fit the recalled cause (below the share of the best lexical score)", () => {
    const input = { ...ask("RZR XP 1000 2017"), symptoms: "rear brakes fade and squeal when braking, pedal is soft" };
    const loose = scoreAll(input, kb, { knownFit: 0 }).scored;
    expect(loose.find((x) => x.item.entry.cause === RECALL_CAUSE)!.features.knownIssue).toBe(1);
    const strict = scoreAll(input, kb, { knownFit: 0.99 }).scored;
    const recall = strict.find((x) => x.item.entry.cause === RECALL_CAUSE)!;
    // The vehicle is covered (the record matches) but the words fit the other cause far better: no prior.
    expect(recall.knownAt).toBe(0);
    expect(recall.features.knownIssue).toBe(0);
    expect(strict[0]!.item.entry.cause).toBe(PADS_CAUSE);
  });
});

describe("an owner-reported pattern is weaker evidence than a recall", () => {
  const PATTERN = { ...RECORD, kind: "pattern", title: "Polaris RZR XP 1000: caliper brackets crack (owner reports)", number: undefined };
  const kb = loadKnowledge(compileKnowledge(sources([PATTERN])));
  const input: DiagnosisInput = {
    vehicleType: "atv",
    make: "Polaris",
    model: "RZR XP 1000 2017",
    symptoms: "rear brakes fade and feel weak on hills",
  };

  it("counts only for the cause the words fit best, and then with half the weight", () => {
    // The same words that put the recall first (above): the pads fit them best, so the pattern gives no prior.
    const scored = scoreAll(input, kb).scored;
    const bracket = scored.find((x) => x.item.entry.cause === RECALL_CAUSE)!;
    expect(bracket.knownAt).toBe(0);
    expect(bracket.features.knownIssue).toBe(0);
    expect(scored[0]!.item.entry.cause).toBe(PADS_CAUSE);
    // Words that fit the bracket best: the pattern counts, at half a recall's weight.
    const cracked = scoreAll({ ...input, symptoms: "cracked caliper bracket, the caliper moves when braking" }, kb).scored;
    expect(cracked[0]!.item.entry.cause).toBe(RECALL_CAUSE);
    expect(cracked[0]!.features.knownIssue).toBe(0.5);
  });
});

/** The offline engine's answer over the shipped knowledge split into shards, as the browser loads them. */
let shipped: ReturnType<typeof splitKnowledge> | undefined;
async function diagnoseOffline(input: DiagnosisInput) {
  // Compiled once for the file: each compile reads and builds the whole knowledge (several seconds).
  shipped ??= JSON.parse(JSON.stringify(splitKnowledge(compileFromDisk()))) as ReturnType<typeof splitKnowledge>;
  const shards = shipped;
  return diagnoseSharded(input, new ShardedKnowledge(shards.cores.tractor), {
    terms: async (type, k) => shards.terms[type][k] as TermShardData,
    body: async (k) => shards.bodies[k] as BodyShardData,
    speller: async () => shards.speller,
  });
}

describe("known issues in the shipped knowledge", () => {
  const input: DiagnosisInput = {
    vehicleType: "tractor",
    make: "John Deere",
    model: "Z445 2015",
    symptoms: "smell fuel and there is gas leaking under the seat",
  };
  const expected = {
    knownIssue: {
      kind: "recall",
      source: "http://recalls.justia.com/household-and-office/riding-lawn-mowers/16-717/",
      number: "16-717",
      title: "John Deere Z445/Z645/Z655/Z665 2015 recall",
    },
  };

  it(
    "the Worker's engine and the offline engine give the same known-issue evidence",
    async () => {
      const online = diagnose(input, KNOWLEDGE);
      expect(online.primaryEvidence).toEqual(expected);
      expect(await diagnoseOffline(input)).toEqual(online);
    },
    COMPILE_TIMEOUT,
  );

  it(
    "a recall needs a word of its title in the story, not just words of the occasion (same offline)",
    async () => {
      // Kawasaki's fuel-filter recall covers Cub Cadet mowers; a story of a mower that will not drive shares only
      // "engine" and "mowing" with it, and the recall's prior must not put it first.
      const noDrive: DiagnosisInput = {
        vehicleType: "tractor",
        make: "Cub Cadet",
        model: "lawn tractor",
        symptoms: "stopped in its tracks while mowing, engine runs fine but it wont go forward or back at all",
      };
      const online = diagnose(noDrive, KNOWLEDGE);
      expect(online.primaryCauseId).not.toBe("tr-rc-kawasaki-engine-fuel-filter-multi");
      // Naming the part the recall is about still brings it first, with its evidence.
      const leak = diagnose({ ...noDrive, symptoms: "gas dripping from the fuel filter under the engine after mowing" }, KNOWLEDGE);
      expect(leak.primaryCauseId).toBe("tr-rc-kawasaki-engine-fuel-filter-multi");
      expect(leak.primaryEvidence?.knownIssue?.kind).toBe("recall");
      expect(await diagnoseOffline(noDrive)).toEqual(online);
    },
    COMPILE_TIMEOUT,
  );

  it("an uploaded device answer keeps its true known issue and is refused with a made-up one", () => {
    const answer = deviceAnswerSchema.parse({ ...diagnose(input, KNOWLEDGE) });
    const ok = checkDeviceAnswer(answer, input, KNOWLEDGE);
    expect(ok.ok && ok.result.primaryEvidence).toEqual(expected);
    const doctored = { ...answer, primaryEvidence: { knownIssue: { ...expected.knownIssue, number: "99-999" } } };
    expect(checkDeviceAnswer(doctored as typeof answer, input, KNOWLEDGE)).toMatchObject({ ok: false });
    const alien = { ...answer, alternativeCauses: answer.alternativeCauses.map((c, i) => (i === 0 ? { ...c, evidence: expected } : c)) };
    expect(checkDeviceAnswer(alien as typeof answer, input, KNOWLEDGE)).toMatchObject({ ok: false });
  });
});

/** Which of these records (keys) covers the vehicle of this question in the shipped catalogue, or -1. */
const recordFor = (keys: Parameters<typeof knownIssueOf>[0], input: Omit<DiagnosisInput, "symptoms"> & { symptoms: string }) =>
  knownIssueOf(keys, knownVehicle(readProfile(input, KNOWLEDGE.catalogue), input, input.symptoms), KNOWLEDGE.catalogue);

describe("an engine a known issue names", () => {
  const key = { makes: ["ford"], models: ["f150"], engines: [engineKey("5.4"), engineKey("6.0 power stroke")] };
  const hit = (model: string, story: string) => recordFor([key], { vehicleType: "automotive", make: "Ford", model, symptoms: story });

  it("matches the displacement as a whole number, with or without its unit", () => {
    expect(hit("F-150 5.4L", "ticking at idle")).toBe(0);
    expect(hit("F-150", "the 5.4 triton ticks at idle")).toBe(0);
    expect(hit("F-150", "my 6.0l powerstroke blows coolant")).toBe(0);
  });

  it("never reads an engine out of a year, a mileage or another displacement", () => {
    expect(hit("F-150 2054", "ticking at idle")).toBe(-1);
    expect(hit("F-150", "154k miles and ticking at idle")).toBe(-1);
    expect(hit("F-150", "the 15.4 inch rotor and 2015 truck tick")).toBe(-1);
    expect(hit("F-150", "the 6.0 gas engine")).toBe(-1);
  });
});

it("an engine named with its unit matches the same size written either way", () => {
  expect(engineKey("2.4 liter")).toEqual({ size: "2.4", name: "" });
  expect(engineKey("2.4L")).toEqual({ size: "2.4", name: "" });
  expect(engineKey("6.0 power stroke")).toEqual({ size: "6.0", name: "powerstroke" });
  expect(engineKey("2AZ-FE")).toEqual({ name: "2azfe" });
});

describe("a record's model is the vehicle of that name, not a longer name around it", () => {
  const hit = (vehicleType: DiagnosisInput["vehicleType"], make: string, models: string[], model: string) =>
    recordFor([{ makes: [make.toLowerCase()], models, engines: [] }], { vehicleType, make, model, symptoms: "it quit" });

  it("a Cherokee record is not a Grand Cherokee's, nor a Blazer record a TrailBlazer's", () => {
    expect(hit("automotive", "Jeep", ["cherokee"], "Cherokee 2015")).toBe(0);
    expect(hit("automotive", "Jeep", ["cherokee"], "Grand Cherokee 2015")).toBe(-1);
    expect(hit("automotive", "Jeep", ["grandcherokee"], "Grand Cherokee Laredo")).toBe(0);
    expect(hit("automotive", "Chevrolet", ["blazer"], "TrailBlazer 2005")).toBe(-1);
    expect(hit("automotive", "Chevrolet", ["trailblazer"], "TrailBlazer 2005")).toBe(0);
  });

  it("still covers the variants whose name starts with the record's, and model numbers inside a family", () => {
    expect(hit("atv", "Can-Am", ["outlander"], "Outlander 570 2019")).toBe(0);
    expect(hit("automotive", "GMC", ["sierra"], "Sierra 2500HD 2017")).toBe(0);
    expect(hit("automotive", "Ram", ["2500"], "2500 Cummins 2006")).toBe(0);
    expect(hit("atv", "Honda", ["trx420"], "FourTrax Rancher TRX420 2012")).toBe(0);
  });
});

describe("a family name a record lists beside its sizes", () => {
  // The shape of the Honda Pioneer EPS recall: "pioneer" is listed beside the two sizes it covers.
  const keys = knownKeys({
    knownIssues: [{ kind: "recall", makes: ["Honda"], models: ["pioneer 700", "pioneer 1000", "pioneer"], yearFrom: 2016, yearTo: 2020 }],
  } as unknown as FaultEntry);
  const hit = (model: string) => recordFor(keys, { vehicleType: "atv", make: "Honda", model, symptoms: "steering went heavy" });

  it("covers the sizes it lists, and an owner who gives no size", () => {
    expect(hit("Pioneer 1000-5 2017")).toBe(0);
    expect(hit("Pioneer 700 2018")).toBe(0);
    expect(hit("Pioneer 2017")).toBe(0);
  });

  it("does not cover a size it leaves out", () => {
    expect(hit("Pioneer 500 2017")).toBe(-1);
    expect(hit("Pioneer 520")).toBe(-1);
  });

  it("keeps a family listed beside its letter variants whole", () => {
    const talon = knownKeys({ knownIssues: [{ kind: "pattern", makes: ["Honda"], models: ["talon", "talon 1000r", "talon 1000x"] }] } as unknown as FaultEntry);
    expect(recordFor(talon, { vehicleType: "atv", make: "Honda", model: "Talon 1000R 2020", symptoms: "fan runs backwards" })).toBe(0);
    expect(recordFor(talon, { vehicleType: "atv", make: "Honda", model: "Talon 2020", symptoms: "fan runs backwards" })).toBe(0);
  });
});
