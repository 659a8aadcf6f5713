import { describe, expect, it } from "vitest";
import { tractorEngineEntries } from "~/domain/diagnosis/kb/tractor/engine/index.ts";
import { BATTERY_GAS, FUEL_FIRE, HOT_ENGINE, HYDRAULIC_PRESSURE, RAISED_LOAD } from "~/domain/diagnosis/steps-common.ts";
import { HIGH_PRESSURE_FUEL, HOT_EXHAUST, REFRIGERANT, RUNNING_ENGINE } from "~/domain/diagnosis/kb/tractor/engine/steps.ts";
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
  "emissions",
  "sensors-ecu",
  "hvac",
  "electrical-accessories",
] as const;
// Hydraulics, PTO, drivetrain, brakes, steering and tracks belong to kb/tractor/machine.
const MACHINE_SIDE_SYSTEMS = ["hydraulics", "pto", "drivetrain", "brakes", "steering", "suspension", "tracks-tyres"];
const CODE_RE = [/^(P|B|C|U)[0-9A-F]{4}$/, /^SPN \d+( FMI \d+)?$/];
const entries = tractorEngineEntries;

describe("tractor engine-side knowledge base", () => {
  it("has at least 82 entries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(82);
  });

  it("uses unique kebab-case ids with the tr- prefix (never tr-m-)", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^tr-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(id.startsWith("tr-m-")).toBe(false);
    }
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s is well formed", (_id, e) => {
    expect(e.vehicleTypes).toContain("tractor");
    expect(SYSTEMS).toContain(e.system);
    expect(MACHINE_SIDE_SYSTEMS).not.toContain(e.system);
    expect(e.cause.trim().length).toBeGreaterThan(10);
    expect(e.explanation.trim().length).toBeGreaterThan(30);
    expect(e.symptoms.length).toBeGreaterThanOrEqual(5);
    expect(new Set(e.symptoms.map((s) => s.toLowerCase())).size).toBe(e.symptoms.length);
    for (const s of e.symptoms) expect(s.trim().length).toBeGreaterThan(3);
    expect(e.steps.length).toBeGreaterThanOrEqual(3);
    for (const step of e.steps) {
      expect(SAFETY_LEVELS).toContain(step.safetyLevel);
      expect(step.title.trim()).not.toBe("");
      expect(step.description.trim()).not.toBe("");
      expect(step.estimatedTime.trim()).not.toBe("");
    }
    for (const code of e.codes ?? []) {
      expect(CODE_RE.some((re) => re.test(code)), `bad code ${code}`).toBe(true);
    }
    for (const m of [...(e.makes ?? []), ...(e.models ?? [])]) expect(m).toBe(m.toLowerCase());
    if (e.prior !== undefined) {
      expect(e.prior).toBeGreaterThanOrEqual(0.3);
      expect(e.prior).toBeLessThanOrEqual(3);
    }
    expect(e.ref?.trim()).toBeTruthy();
  });

  it("covers every engine-side system with several entries", () => {
    for (const system of REQUIRED_SYSTEMS) {
      const n = entries.filter((e) => e.system === system).length;
      expect(n, system).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps specifications labelled as typical or pointing at the manual", () => {
    for (const e of entries) {
      for (const step of e.steps) {
        for (const spec of step.specs ?? []) {
          expect(/typical|service manual|engine manual|manual|label|stamped|chart/i.test(spec), `${e.id}: ${spec}`).toBe(true);
        }
      }
    }
  });

  it("never rates dangerous work as Low Risk", () => {
    const danger = /high.pressure fuel|injector line|under the machine|raised|jack|runaway/i;
    for (const e of entries) {
      for (const step of e.steps) {
        if (danger.test(`${step.title} ${step.description}`)) expect(step.safetyLevel, `${e.id}: ${step.title}`).not.toBe("Low Risk");
      }
    }
  });

  it("rates any step with a hazard note at least Safety Required, and gives risky steps safety notes", () => {
    const hazards = [BATTERY_GAS, FUEL_FIRE, HOT_ENGINE, HYDRAULIC_PRESSURE, RAISED_LOAD, HIGH_PRESSURE_FUEL, HOT_EXHAUST, REFRIGERANT, RUNNING_ENGINE];
    for (const e of entries) {
      for (const step of e.steps) {
        const notes = step.safety ?? [];
        if (notes.some((n) => hazards.includes(n))) expect(step.safetyLevel, `${e.id}: ${step.title}`).not.toBe("Low Risk");
        if (step.safetyLevel !== "Low Risk") expect(notes.length, `${e.id}: ${step.title}`).toBeGreaterThan(0);
        if (notes.includes(HIGH_PRESSURE_FUEL) && /loosen|crack|open|remove|replace/i.test(step.description)) {
          expect(step.safetyLevel, `${e.id}: ${step.title}`).toBe("High Risk");
        }
      }
    }
  });

  it("covers the named cold-start, Deere 5E, Tier 4 and J1939 patterns", () => {
    const allCodes = new Set(entries.flatMap((e) => e.codes ?? []).map((c) => c.replace(/ FMI \d+$/, "")));
    for (const spn of ["SPN 110", "SPN 100", "SPN 97", "SPN 157", "SPN 3251", "SPN 1761", "SPN 4364", "SPN 168", "SPN 190", "SPN 636", "SPN 723"]) {
      expect(allCodes.has(spn), spn).toBe(true);
    }
    expect(entries.some((e) => e.makes?.includes("john deere") && e.models?.includes("5075e"))).toBe(true);
    expect(entries.some((e) => /glow plug/i.test(e.cause))).toBe(true);
  });
});
