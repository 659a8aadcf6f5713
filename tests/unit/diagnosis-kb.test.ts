import { describe, expect, it } from "vitest";
import { SYNONYMS } from "~/domain/diagnosis/synonyms.ts";
import { compileKnowledge, type KnowledgeSources } from "~/domain/knowledge/compile.ts";
import { compileFromDisk } from "../../scripts/kb/compile.ts";
import { problems } from "./compile-problems.ts";

/**
 * The compiler is the knowledge base's shape check (every field of every file against one schema); these tests
 * prove it refuses what it must, and hold the few invariants the schema cannot express.
 */

const step = {
  title: "Check the thing",
  description: "Measure it and compare with the service manual figure.",
  safetyLevel: "Low Risk",
  estimatedTime: "5 min",
};
const entry = (over: Record<string, unknown> = {}) => ({
  id: "tr-fixture",
  vehicleTypes: ["tractor"],
  system: "starting",
  cause: "Failed fixture part",
  explanation: "A fixture entry that exists only to exercise the knowledge compiler.",
  symptoms: ["one", "two", "three", "four"],
  ref: "test fixture",
  steps: ["step:check", step, step],
  ...over,
});
const sources = (faults: unknown[], extra: Partial<KnowledgeSources> = {}): KnowledgeSources => ({
  warnings: { path: "warnings.json", data: { lockout: "Stop the engine and take the key out before working on it." } },
  steps: [{ path: "steps.json", data: [{ id: "check", ...step, safety: ["warning:lockout"] }] }],
  faults: [{ path: "faults.json", data: faults }],
  vehicles: [],
  ...extra,
});

describe("the knowledge compiler", () => {
  it("compiles a valid file: steps resolved, warnings in their one wording, a version and an index", () => {
    const a = compileKnowledge(sources([entry()]));
    expect(a.version).toMatch(/^kb-[0-9a-f]{12}$/);
    expect(a.entries).toHaveLength(1);
    expect(a.steps[a.entries[0]!.steps[0]!]!.safety).toEqual(["Stop the engine and take the key out before working on it."]);
    expect(a.index.terms.split("\n").length).toBeGreaterThan(3);
  });

  it.each([
    ["an unknown step", [entry({ steps: ["step:nope", step, step] })], /unknown step "nope"/],
    ["an unknown warning", [entry({ steps: [{ ...step, safety: ["warning:nope"] }, "step:check", step] })], /unknown warning "nope"/],
    ["a duplicate id", [entry(), entry()], /duplicate entry id/],
    ["a code nobody can parse", [entry({ codes: ["X9999"] })], /code "X9999"/],
    ["a class of another vehicle type", [entry({ appliesTo: { classes: ["utv"] } })], /class "utv" is not a tractor class/],
    ["fewer than four symptoms", [entry({ symptoms: ["a", "b", "c"] })], /symptoms/],
    ["fewer than three steps", [entry({ steps: ["step:check", step] })], /steps/],
    ["a step without a valid safety level", [entry({ steps: ["step:check", step, { ...step, safetyLevel: "Fine" }] })], /steps\.2/],
    ["an unknown field", [entry({ makes: ["kubota"] })], /makes|Unrecognized/],
    ["a missing reference", [entry({ ref: undefined })], /ref/],
  ])("refuses %s", (_what, faults, message) => {
    expect(problems(sources(faults)).join("\n")).toMatch(message);
  });

  it("refuses library steps and warnings nobody uses, so every wording in the files is live", () => {
    const src = sources([entry({ steps: [step, step, step] })]);
    expect(problems(src).join("\n")).toMatch(/step "check" is never used/);
  });

  describe("the owners' vocabulary (knowledge/synonyms.json)", () => {
    const bundled = { groups: [{ topic: "All of it", words: SYNONYMS }] };
    const withSynonyms = (data: unknown) => sources([entry()], { synonyms: { path: "synonyms.json", data } });

    it("accepts the table the engine bundles, however it is grouped", () => {
      expect(problems(withSynonyms(bundled))).toEqual([]);
    });

    it.each([
      ["a variant with punctuation the normaliser removes", { groups: [{ topic: "Tips", words: { "tip over": ["tip-over"] } }] }, /lower-case words/],
      [
        "a variant of two canonical phrases",
        { groups: [{ topic: "Twice", words: { crank: ["turn over"], start: ["turn over"] } }] },
        /"turn over" is a variant of both/,
      ],
      [
        "a canonical phrase that another rewrites",
        { groups: [{ topic: "Loop", words: { crank: ["start"], start: ["fire up"] } }] },
        /"start" is a canonical phrase and a variant/,
      ],
      ["an empty variant list", { groups: [{ topic: "Empty", words: { crank: [] } }] }, /synonyms\.json › groups\.0\.words\.crank/],
    ])("refuses %s", (_what, data, message) => {
      expect(problems(withSynonyms(data)).join("\n")).toMatch(message);
    });

    it("refuses a table other than the bundled one: the index would use words its engine does not", () => {
      const changed = { groups: [{ topic: "All of it", words: { ...SYNONYMS, crank: [...SYNONYMS.crank!, "spins it over"] } }] };
      expect(problems(withSynonyms(changed)).join("\n")).toMatch(/differs from the table the engine bundles/);
    });
  });

  it("gives the same version for the same entries and a new one when an answer could change", () => {
    const a = compileKnowledge(sources([entry()]));
    expect(compileKnowledge(sources([entry()])).version).toBe(a.version);
    expect(compileKnowledge(sources([entry({ cause: "Failed other fixture part" })])).version).not.toBe(a.version);
  });
});

describe("the knowledge base", () => {
  const kb = compileFromDisk();
  const byType = (t: string) => kb.entries.filter((e) => e.vehicleTypes.includes(t as never));

  it("compiles, with ids prefixed by category", () => {
    for (const e of kb.entries) expect(e.id, e.id).toMatch(/^(tr|atv|auto)-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every category (tractor >= 150, atv >= 100, automotive >= 200)", () => {
    expect(byType("tractor").length).toBeGreaterThanOrEqual(150);
    expect(byType("atv").length).toBeGreaterThanOrEqual(100);
    expect(byType("automotive").length).toBeGreaterThanOrEqual(200);
  });

  it("puts at least Safety Required on steps that handle fuel, pressurised hydraulics, raised loads, hot coolant or high voltage", () => {
    const hazard =
      /\b(fuel line|injector line|high.pressure (fuel|line|hydraulic|oil|side)|hydraulic line|hydraulic hose|raise[ds]? the (machine|tractor|vehicle|car|truck|quad|loader|bucket|boom|front|rear|axle)|jack|under the (machine|vehicle|car)|hot coolant|radiator cap|high.voltage|orange cable)\b/i;
    const risky = kb.steps.filter((s) => s.safetyLevel === "Low Risk" && hazard.test(`${s.title} ${s.description}`));
    expect(risky.map((s) => s.title)).toEqual([]);
  });

  it("offers a cause whose title names a maker or a maker's engine only to that maker's vehicles", () => {
    // Makes whose names are everyday words (Case, Seat, White, Smart) are left out: "seat switch" names no make.
    const makers =
      /\b(gm|ford|chevrolet|chevy|gmc|dodge|ram|jeep|chrysler|toyota|honda|nissan|hyundai|kia|subaru|mazda|volkswagen|vw|bmw|audi|mercedes|tesla|john deere|deere|kubota|polaris|can-am|yamaha|kawasaki|suzuki|arctic cat|cummins|power ?stroke|duramax|hemi|ecoboost)\b/i;
    const loose = kb.entries.filter((e) => {
      const named = makers.exec(e.cause);
      if (!named) return false;
      const own = [...(e.appliesTo?.makes ?? []), ...(e.pattern?.makes ?? [])].map((m) => m.toLowerCase());
      const titleNamesOwn = own.some((m) => e.cause.toLowerCase().includes(m));
      return !(e.appliesTo?.makes || titleNamesOwn);
    });
    expect(loose.map((e) => `${e.id}: ${e.cause}`)).toEqual([]);
  });
});
