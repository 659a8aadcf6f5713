import { describe, expect, it } from "vitest";
import { fixAnswerSchema } from "~/domain/confirmed-fix-schema.ts";
import { fixVehicleOf } from "~/domain/confirmed-fix-vehicle.ts";
import { CONFIRMED_SHOWN_FROM, confirmedFixNote, FIX_MESSAGES } from "~/domain/confirmed-fixes.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rankCandidates } from "~/domain/diagnosis/engine.ts";
import { CONFIRMED_LEVELS, confirmedFeature, HAND_SET_WEIGHTS, scoreAll, WEIGHTS } from "~/domain/diagnosis/rank.ts";
import type { ConfirmedFixCounts, DiagnosisInput } from "~/domain/diagnosis/types.ts";

/** Issue #13 item 3: the pure parts of confirmed fixes (answer schema, vehicle key, ranking feature, evidence). */

const SPORTSMAN: DiagnosisInput = { vehicleType: "atv", make: "Polaris", model: "Sportsman 570", symptoms: "runs rough and backfires" };
const counts = (family: Record<string, number>, make: Record<string, number> = family, cls: Record<string, number> = make): ConfirmedFixCounts => ({
  family,
  make,
  class: cls,
});

describe("the 'What fixed it?' answer schema", () => {
  const parse = (v: unknown) => fixAnswerSchema.safeParse(v);
  const issue = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : { message: r.error.issues[0]!.message, path: r.error.issues[0]!.path.join(".") };
  };

  it("takes a listed cause by id, or something else in a few words with an optional part", () => {
    expect(parse({ causeId: "atv-ign-spark-plug" }).data).toEqual({ causeId: "atv-ign-spark-plug" });
    expect(parse({ otherCause: "  Cracked\n exhaust   gasket ", part: " Exhaust gasket\u0007 " }).data).toEqual({
      otherCause: "Cracked exhaust gasket",
      part: "Exhaust gasket",
    });
    // An empty part is no part.
    expect(parse({ otherCause: "Loose ground strap", part: "   " }).data).toEqual({ otherCause: "Loose ground strap" });
    expect(parse({ otherCause: "x".repeat(120), part: "p".repeat(80) }).success).toBe(true);
  });

  it("refuses what is not one clear answer, with a message for the field", () => {
    expect(issue({})).toEqual({ message: FIX_MESSAGES.choose, path: "causeId" });
    expect(issue({ otherCause: "   " })).toEqual({ message: FIX_MESSAGES.otherRequired, path: "otherCause" });
    expect(issue({ otherCause: "x".repeat(121) })).toEqual({ message: "Keep it to 120 characters", path: "otherCause" });
    expect(issue({ otherCause: "Shift motor", part: "p".repeat(81) })).toEqual({ message: "Keep the part to 80 characters", path: "part" });
    expect(issue({ causeId: "atv-ign-spark-plug", otherCause: "and this" })?.path).toBe("causeId");
    expect(issue({ causeId: "atv-ign-spark-plug", part: "Spark plug" })).toEqual({ message: FIX_MESSAGES.partWithOther, path: "part" });
    expect(issue({ causeId: "DROP TABLE users;" })?.path).toBe("causeId");
    expect(issue({ causeId: 7 })?.path).toBe("causeId");
  });
});

describe("the vehicle an answer counts for", () => {
  const key = (make: string, model: string, vehicleType: DiagnosisInput["vehicleType"] = "atv") =>
    fixVehicleOf({ vehicleType, make, model }, KNOWLEDGE.catalogue);

  it("is the catalogue's make and model family however it was typed", () => {
    const expected = { vehicleType: "atv", machineClass: "atv", make: "polaris", modelFamily: "Sportsman 570" };
    expect(key("Polaris", "Sportsman 570")).toEqual(expected);
    expect(key("polaris", "sportsman570 2016")).toEqual(expected);
    expect(key("POLARIS", "Sportsman 570 EPS")).toEqual(expected);
    expect(key("John Deere", "X300", "tractor")).toEqual(key("JD", "x-300 2008", "tractor"));
  });

  it("has no family for a model the catalogue does not know (it counts at make and class level only)", () => {
    const v = key("Polaris", "Homebuilt Special");
    expect(v.make).toBe("polaris");
    expect(v.modelFamily).toBeNull();
  });
});

describe("the ranker's `confirmed` feature", () => {
  it("is log(1 + owners) for the model family, with smaller shares for the make and the class", () => {
    expect(confirmedFeature("a", undefined)).toBe(0);
    expect(confirmedFeature("a", counts({}))).toBe(0);
    expect(confirmedFeature("a", counts({ a: 3 }))).toBeCloseTo(Math.log(4));
    // 3 of this family, 5 more of other families of the make, 10 more of other makes of the class.
    expect(confirmedFeature("a", counts({ a: 3 }, { a: 8 }, { a: 18 }))).toBeCloseTo(
      Math.log(4) + CONFIRMED_LEVELS.make * Math.log(6) + CONFIRMED_LEVELS.class * Math.log(11),
    );
    // A make-level owner counts less than a family-level one; a class-level one less again.
    expect(confirmedFeature("a", counts({}, { a: 3 }))).toBeLessThan(confirmedFeature("a", counts({ a: 3 })));
    expect(confirmedFeature("a", counts({}, {}, { a: 3 }))).toBeLessThan(confirmedFeature("a", counts({}, { a: 3 })));
  });

  it(`counts fewer than ${CONFIRMED_SHOWN_FROM} owners at a level as none, so the order cannot point at one owner either`, () => {
    expect(confirmedFeature("a", counts({ a: 1 }))).toBe(0);
    expect(confirmedFeature("a", counts({ a: 2 }, { a: 2 }, { a: 2 }))).toBe(0);
    // Two of this family count once the make has three.
    expect(confirmedFeature("a", counts({ a: 2 }, { a: 3 }))).toBeCloseTo(CONFIRMED_LEVELS.make * Math.log(4));
  });

  it("has a hand-set weight the fit cannot move (the eval cases carry no counts)", () => {
    expect(WEIGHTS.confirmed).toBe(HAND_SET_WEIGHTS.confirmed);
    expect(WEIGHTS.confirmed).toBeGreaterThan(0);
  });

  it("lifts a confirmed cause among those the words found, and never brings in one they did not", () => {
    const before = rankCandidates(SPORTSMAN, 5, KNOWLEDGE).map((c) => c.entry.id);
    const plug = "atv-ign-spark-plug";
    // Among the causes the words found, but not first without confirmations.
    expect(before.indexOf(plug)).toBeGreaterThan(0);
    const after = rankCandidates({ ...SPORTSMAN, confirmedFixes: counts({ [plug]: 4 }) }, 5, KNOWLEDGE).map((c) => c.entry.id);
    expect(after[0]).toBe(plug);
    // A cause with no word evidence for this question stays out whatever its count.
    const unrelated = "atv-cvt-belt-worn";
    const scored = scoreAll({ ...SPORTSMAN, confirmedFixes: counts({ [unrelated]: 500 }) }, KNOWLEDGE).scored.map((s) => s.item.entry.id);
    expect(scored).not.toContain(unrelated);
  });
});

describe("evidence in the answer", () => {
  it("is absent without counts, so offline and eval answers are unchanged", () => {
    const plain = diagnose(SPORTSMAN, KNOWLEDGE);
    expect(plain.primaryEvidence).toBeUndefined();
    expect(plain.alternativeCauses.every((c) => c.evidence === undefined)).toBe(true);
    expect(diagnose({ ...SPORTSMAN, confirmedFixes: { family: {}, make: {}, class: {} } }, KNOWLEDGE)).toEqual(plain);
  });

  it(`shows confirmedFixes from ${CONFIRMED_SHOWN_FROM} owners of the model family, never fewer and never make or class counts`, () => {
    const r = diagnose(
      {
        ...SPORTSMAN,
        confirmedFixes: counts(
          { "atv-ign-spark-plug": 4, "atv-eng-valve-clearance": 2 },
          { "atv-ign-spark-plug": 4, "atv-eng-valve-clearance": 2, "atv-lt-plug-cap-not-seated": 50 },
        ),
      },
      KNOWLEDGE,
    );
    // Wherever each cause ranks (the counts move them), only the one with enough owners of this model says so.
    const shown = new Map([[r.primaryCauseId, r.primaryEvidence], ...r.alternativeCauses.map((c) => [c.id, c.evidence] as const)]);
    expect(shown.get("atv-ign-spark-plug")).toEqual({ confirmedFixes: 4 });
    expect(shown.has("atv-eng-valve-clearance")).toBe(true);
    expect(shown.get("atv-eng-valve-clearance")).toBeUndefined();
    // 50 owners of other Polaris models are evidence for the ranking, not 'owners of this model'.
    expect(shown.has("atv-lt-plug-cap-not-seated")).toBe(true);
    expect(shown.get("atv-lt-plug-cap-not-seated")).toBeUndefined();
  });

  it("says 'Confirmed fix for N owners of this model' from 3 owners only", () => {
    expect(confirmedFixNote(undefined)).toBeNull();
    expect(confirmedFixNote(2)).toBeNull();
    expect(confirmedFixNote(2.5)).toBeNull();
    expect(confirmedFixNote(3)).toBe("Confirmed fix for 3 owners of this model");
    expect(confirmedFixNote(12)).toBe("Confirmed fix for 12 owners of this model");
  });
});

describe("the Workers AI path", () => {
  it("keeps the ranking's confirmed-fix evidence on the causes the model picks", async () => {
    const { checkAnswer } = await import("~/.server/diagnostics/ai-answer.ts");
    const input = { ...SPORTSMAN, confirmedFixes: counts({ "atv-ign-spark-plug": 4, "atv-eng-valve-clearance": 5 }) };
    const candidates = rankCandidates(input, 6, KNOWLEDGE);
    const embedded = diagnose(input, KNOWLEDGE);
    const valve = candidates.find((c) => c.entry.id === "atv-eng-valve-clearance")!;
    const verdict = checkAnswer(
      {
        primaryCause: valve.entry.cause,
        primaryCauseId: valve.entry.id,
        explanation: "Tight valves hold the exhaust valve open at low speed.",
        confidence: 0.5,
        alternativeCauses: [{ id: "atv-ign-spark-plug", probability: 0.3, explanation: "" }],
        troubleshootingSteps: valve.entry.steps.map((s, i) => ({ step: i + 1, ...s, safetyLevel: s.safetyLevel ?? "Safety Required" })),
        clarifyingQuestions: [],
      },
      candidates,
      embedded,
      "atv",
    );
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.result.primaryEvidence).toEqual({ confirmedFixes: 5 });
    expect(verdict.result.alternativeCauses[0]!.evidence).toEqual({ confirmedFixes: 4 });
  });
});
