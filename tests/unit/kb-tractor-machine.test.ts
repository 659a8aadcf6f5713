import { describe, expect, it } from "vitest";
import { tractorMachineEntries } from "~/domain/diagnosis/kb/tractor/machine/index.ts";
import { SAFETY_LEVELS, SYSTEMS } from "~/domain/diagnosis/types.ts";

const CODE = /^(P|B|C|U)[0-9A-F]{4}$|^SPN \d+( FMI \d+)?$/;
const REQUIRED_SYSTEMS = ["hydraulics", "pto", "drivetrain", "brakes", "steering", "suspension", "tracks-tyres"] as const;
const OUT_OF_SCOPE = ["starting", "charging", "battery-wiring", "fuel", "ignition", "air-intake", "engine-mechanical", "cooling", "lubrication", "emissions"];

describe("tractor machine-side knowledge base", () => {
  const entries = tractorMachineEntries;

  it("has at least 75 entries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(75);
  });

  it("has unique kebab-case ids with the tr-m- prefix", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^tr-m-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("every entry is a tractor entry in a machine-side system", () => {
    for (const e of entries) {
      expect(e.vehicleTypes, e.id).toContain("tractor");
      expect(SYSTEMS as readonly string[], e.id).toContain(e.system);
      expect(OUT_OF_SCOPE, e.id).not.toContain(e.system);
    }
  });

  it("every entry has cause, explanation, >= 5 symptoms and >= 3 steps", () => {
    for (const e of entries) {
      expect(e.cause.trim().length, e.id).toBeGreaterThan(10);
      expect(e.explanation.trim().length, e.id).toBeGreaterThan(20);
      expect(e.symptoms.length, e.id).toBeGreaterThanOrEqual(5);
      expect(new Set(e.symptoms).size, e.id).toBe(e.symptoms.length);
      for (const s of e.symptoms) expect(s.trim().length, e.id).toBeGreaterThan(2);
      expect(e.steps.length, e.id).toBeGreaterThanOrEqual(3);
      expect(e.ref?.trim().length ?? 0, e.id).toBeGreaterThan(0);
    }
  });

  it("every step is complete with a valid safety level", () => {
    for (const e of entries) {
      for (const s of e.steps) {
        expect(SAFETY_LEVELS as readonly string[], `${e.id}: ${s.title}`).toContain(s.safetyLevel);
        expect(s.title.trim(), e.id).not.toBe("");
        expect(s.description.trim(), `${e.id}: ${s.title}`).not.toBe("");
        expect(s.estimatedTime.trim(), `${e.id}: ${s.title}`).not.toBe("");
        // Specs are promised as typical values, never as absolute truth.
        for (const spec of s.specs ?? []) expect(spec, `${e.id}: ${s.title}`).toMatch(/typical/i);
        // Any step that is not Low Risk must say how to stay safe.
        if (s.safetyLevel !== "Low Risk") expect(s.safety?.length ?? 0, `${e.id}: ${s.title}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps makes, models and keywords lower-case and codes well-formed", () => {
    for (const e of entries) {
      for (const m of [...(e.makes ?? []), ...(e.models ?? [])]) expect(m, e.id).toBe(m.toLowerCase());
      for (const c of e.codes ?? []) expect(c, e.id).toMatch(CODE);
      if (e.prior !== undefined) {
        expect(e.prior, e.id).toBeGreaterThanOrEqual(0.3);
        expect(e.prior, e.id).toBeLessThanOrEqual(3);
      }
    }
  });

  it("covers every assigned system with several entries", () => {
    for (const sys of REQUIRED_SYSTEMS) {
      expect(entries.filter((e) => e.system === sys).length, sys).toBeGreaterThanOrEqual(3);
    }
    const interlocks = entries.filter((e) => e.system === "electrical-accessories" || e.system === "sensors-ecu");
    expect(interlocks.length).toBeGreaterThanOrEqual(2);
  });

  it("covers the brief's machine families and topics", () => {
    const text = (e: (typeof entries)[number]) => `${e.cause} ${e.symptoms.join(" ")} ${(e.keywords ?? []).join(" ")}`.toLowerCase();
    const all = entries.map(text);
    const topics = [
      "suction screen", "relief valve", "quick coupler", "three point", "excavator", "skid steer", "pilot", "swing",
      "travel motor", "pto clutch", "shear bolt", "pto brake", "hydrostatic", "neutral", "zero turn", "power shuttle",
      "mfwd", "diff lock", "chain case", "park", "orbitrol", "tie rod", "articulat", "seat suspension", "track tension",
      "de-track", "power hop", "header height", "feeder house", "rotor", "unloading auger", "grain loss", "deck belt",
      "spindle", "uneven", "seat switch",
    ];
    for (const t of topics) expect(all.some((s) => s.includes(t)), t).toBe(true);
  });

  it("high-hazard work is marked High Risk", () => {
    for (const e of entries) {
      if (e.system === "brakes" || e.system === "steering") {
        expect(e.steps.some((s) => s.safetyLevel === "High Risk"), e.id).toBe(true);
      }
    }
  });
});
