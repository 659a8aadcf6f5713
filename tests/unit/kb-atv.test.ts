import { describe, expect, it } from "vitest";
import { atvEntries } from "~/domain/diagnosis/kb/atv/index.ts";
import { ATV_LIFT } from "~/domain/diagnosis/kb/atv/steps.ts";
import { SAFETY_LEVELS, SYSTEMS } from "~/domain/diagnosis/types.ts";

const REQUIRED_SYSTEMS = [
  "starting",
  "charging",
  "battery-wiring",
  "fuel",
  "ignition",
  "air-intake",
  "engine-mechanical",
  "cooling",
  "lubrication",
  "drivetrain",
  "brakes",
  "steering",
  "suspension",
  "sensors-ecu",
  "electrical-accessories",
  "tracks-tyres",
] as const;

const CODE_RE = /^(P|B|C|U)[0-9A-F]{4}$|^SPN \d+( FMI \d+)?$/;
// Hazards the authoring rules put at "Safety Required" or above; checked on step titles/descriptions.
const HAZARD_RE = /\b(jack|stands|lift the machine|with the engine running)\b/i;

describe("ATV/UTV knowledge base", () => {
  it("has at least 106 entries", () => {
    expect(atvEntries.length).toBeGreaterThanOrEqual(106);
  });

  it("has unique kebab-case ids with the atv- prefix", () => {
    const ids = atvEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^atv-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has distinct cause titles", () => {
    const causes = atvEntries.map((e) => e.cause.toLowerCase());
    expect(causes.filter((c, i) => causes.indexOf(c) !== i)).toEqual([]);
  });

  it("covers every required system with several entries", () => {
    for (const system of REQUIRED_SYSTEMS) {
      const n = atvEntries.filter((e) => e.system === system).length;
      expect(n, system).toBeGreaterThanOrEqual(3);
    }
  });

  for (const entry of atvEntries) {
    describe(entry.id, () => {
      it("is a complete atv entry", () => {
        expect(entry.vehicleTypes).toContain("atv");
        expect(SYSTEMS).toContain(entry.system);
        expect(entry.cause.trim().length).toBeGreaterThan(10);
        expect(entry.explanation.trim().length).toBeGreaterThan(30);
        expect(entry.symptoms.length).toBeGreaterThanOrEqual(5);
        expect(new Set(entry.symptoms.map((s) => s.toLowerCase())).size).toBe(entry.symptoms.length);
        for (const s of entry.symptoms) expect(s.trim().length).toBeGreaterThan(3);
        if (entry.prior !== undefined) {
          expect(entry.prior).toBeGreaterThanOrEqual(0.3);
          expect(entry.prior).toBeLessThanOrEqual(3);
        }
        for (const code of entry.codes ?? []) expect(code).toMatch(CODE_RE);
        for (const m of [...(entry.makes ?? []), ...(entry.models ?? [])]) expect(m).toBe(m.toLowerCase());
        expect(entry.ref?.trim().length ?? 0).toBeGreaterThan(0);
      });

      it("has at least 3 well-formed steps", () => {
        expect(entry.steps.length).toBeGreaterThanOrEqual(3);
        for (const step of entry.steps) {
          expect(SAFETY_LEVELS).toContain(step.safetyLevel);
          expect(step.title.trim()).not.toBe("");
          expect(step.description.trim()).not.toBe("");
          expect(step.estimatedTime.trim()).not.toBe("");
          for (const spec of step.specs ?? []) expect(spec).toMatch(/typical|manual|label|per the|stamped/i);
          if (HAZARD_RE.test(step.description)) expect(step.safetyLevel, step.title).not.toBe("Low Risk");
          // Anything beyond Low Risk must say what protects the person doing it.
          if (step.safetyLevel !== "Low Risk") expect(step.safety?.length ?? 0, step.title).toBeGreaterThan(0);
          // Work on a raised machine is High Risk by the authoring rules.
          if (step.safety?.includes(ATV_LIFT)) expect(step.safetyLevel, step.title).toBe("High Risk");
        }
      });
    });
  }
});
