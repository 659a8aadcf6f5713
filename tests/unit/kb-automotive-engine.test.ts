import { describe, expect, it } from "vitest";
import { automotiveEngineEntries } from "~/domain/diagnosis/kb/automotive/engine/index";
import { BATTERY_GAS, FUEL_FIRE, HOT_ENGINE } from "~/domain/diagnosis/steps-common";
import { LIFTED_VEHICLE, PRESSURISED_FUEL, RUNNING_ENGINE } from "~/domain/diagnosis/kb/automotive/engine/steps";
import { SAFETY_LEVELS, SYSTEMS } from "~/domain/diagnosis/types";

const entries = automotiveEngineEntries;
const allSteps = entries.flatMap((e) => e.steps.map((s) => ({ id: e.id, step: s })));

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
] as const;

const CODE_PATTERN = /^(P|B|C|U)[0-9A-F]{4}$|^SPN \d+( FMI \d+)?$/;

describe("automotive engine knowledge base", () => {
  it("has at least 105 entries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(105);
  });

  it("uses unique kebab-case ids with the auto- prefix and never the chassis prefix", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^auto-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(id.startsWith("auto-c-")).toBe(false);
    }
  });

  it("marks every entry as automotive and places it in a known engine-side system", () => {
    for (const e of entries) {
      expect(e.vehicleTypes, e.id).toContain("automotive");
      expect(SYSTEMS as readonly string[], e.id).toContain(e.system);
      expect(REQUIRED_SYSTEMS as readonly string[], `${e.id} is outside the engine side`).toContain(e.system);
    }
  });

  it("covers every assigned system with several entries", () => {
    for (const system of REQUIRED_SYSTEMS) {
      const count = entries.filter((e) => e.system === system).length;
      expect(count, system).toBeGreaterThanOrEqual(5);
    }
  });

  it("has a cause, explanation, ref and at least 5 symptom phrasings per entry", () => {
    for (const e of entries) {
      expect(e.cause.trim().length, e.id).toBeGreaterThan(10);
      expect(e.explanation.trim().length, e.id).toBeGreaterThan(40);
      expect(e.ref?.trim().length ?? 0, e.id).toBeGreaterThan(0);
      expect(e.symptoms.length, e.id).toBeGreaterThanOrEqual(5);
      expect(new Set(e.symptoms.map((s) => s.toLowerCase())).size, e.id).toBe(e.symptoms.length);
      for (const s of e.symptoms) expect(s.trim().length, e.id).toBeGreaterThan(3);
    }
  });

  it("uses valid OBD-II / J1939 code formats", () => {
    for (const e of entries) {
      for (const code of e.codes ?? []) expect(code, e.id).toMatch(CODE_PATTERN);
      expect(new Set(e.codes ?? []).size, e.id).toBe((e.codes ?? []).length);
    }
  });

  it("keeps makes, models and keywords lower-case and priors in range", () => {
    for (const e of entries) {
      for (const m of [...(e.makes ?? []), ...(e.models ?? []), ...(e.keywords ?? [])]) {
        expect(m, e.id).toBe(m.toLowerCase());
      }
      if (e.prior !== undefined) {
        expect(e.prior, e.id).toBeGreaterThanOrEqual(0.3);
        expect(e.prior, e.id).toBeLessThanOrEqual(3);
      }
    }
  });

  it("has at least 3 complete steps per entry with valid safety levels", () => {
    for (const e of entries) {
      expect(e.steps.length, e.id).toBeGreaterThanOrEqual(3);
      for (const s of e.steps) {
        expect(SAFETY_LEVELS as readonly string[], `${e.id}: ${s.title}`).toContain(s.safetyLevel);
        expect(s.title.trim().length, e.id).toBeGreaterThan(0);
        expect(s.description.trim().length, e.id).toBeGreaterThan(0);
        expect(s.estimatedTime.trim().length, e.id).toBeGreaterThan(0);
      }
      // The same check twice in a row reads like a copy-paste slip.
      const titles = e.steps.map((s) => s.title);
      expect(new Set(titles).size, e.id).toBe(titles.length);
    }
  });

  it("labels every specification as typical", () => {
    for (const { id, step } of allSteps) {
      for (const spec of step.specs ?? []) expect(spec, `${id}: ${step.title}`).toMatch(/typical/i);
    }
  });

  it("rates hazardous work at the required safety level", () => {
    for (const { id, step } of allSteps) {
      const safety = step.safety ?? [];
      if (safety.includes(LIFTED_VEHICLE) || safety.includes(PRESSURISED_FUEL)) {
        expect(step.safetyLevel, `${id}: ${step.title}`).toBe("High Risk");
      }
      if ([FUEL_FIRE, BATTERY_GAS, RUNNING_ENGINE, HOT_ENGINE].some((h) => safety.includes(h))) {
        expect(step.safetyLevel, `${id}: ${step.title}`).not.toBe("Low Risk");
      }
      if (step.safetyLevel !== "Low Risk") {
        expect(safety.length, `${id}: ${step.title} needs PPE/hazard notes`).toBeGreaterThan(0);
      }
    }
  });

  it("includes the key generic OBD-II codes for this brief", () => {
    const codes = new Set(entries.flatMap((e) => e.codes ?? []));
    const expected = [
      "P0171", "P0174", "P0300", "P0301", "P0308", "P0420", "P0430", "P0401", "P0128", "P2135",
      "U0100", "P0442", "P0455", "P0456", "P0496", "P0335", "P0340", "P0101", "P0299", "P0087",
      "P2463", "P20EE", "P2200", "P0562", "P0520", "P0217", "P0325", "P0011",
    ];
    for (const code of expected) expect(codes.has(code), code).toBe(true);
  });
});
