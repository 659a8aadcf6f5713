import { describe, expect, it } from "vitest";
import { SAFETY_LEVELS, SYSTEMS } from "~/domain/diagnosis/types";
import { automotiveChassisEntries as entries } from "~/domain/diagnosis/kb/automotive/chassis/index";

const CODE = /^(P|B|C|U)[0-9A-F]{4}$|^SPN \d+( FMI \d+)?$/;
const REQUIRED_SYSTEMS = [
  "drivetrain",
  "brakes",
  "steering",
  "suspension",
  "hvac",
  "electrical-accessories",
  "tracks-tyres",
  "sensors-ecu",
] as const;
// The engine-side knowledge base owns these systems; chassis entries must stay out of them.
const ENGINE_SIDE = ["starting", "charging", "fuel", "ignition", "engine-mechanical", "cooling", "emissions"];

describe("automotive chassis knowledge base", () => {
  it("has at least 100 entries", () => {
    expect(entries.length).toBeGreaterThanOrEqual(100);
  });

  it("uses unique kebab-case ids with the auto-c- prefix", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^auto-c-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every assigned system with several entries and no engine-side system", () => {
    for (const system of REQUIRED_SYSTEMS) {
      const n = entries.filter((e) => e.system === system).length;
      expect(n, system).toBeGreaterThanOrEqual(system === "sensors-ecu" ? 2 : 5);
    }
    for (const e of entries) expect(ENGINE_SIDE, e.id).not.toContain(e.system);
  });

  describe.each(entries.map((e) => [e.id, e] as const))("%s", (_id, e) => {
    it("is a well-formed automotive entry", () => {
      expect(e.vehicleTypes).toContain("automotive");
      expect(SYSTEMS).toContain(e.system);
      expect(e.cause.trim().length).toBeGreaterThan(10);
      expect(e.explanation.trim().length).toBeGreaterThan(30);
      expect(e.symptoms.length).toBeGreaterThanOrEqual(5);
      expect(new Set(e.symptoms.map((s) => s.toLowerCase())).size).toBe(e.symptoms.length);
      for (const s of e.symptoms) expect(s.trim().length).toBeGreaterThan(3);
      for (const c of e.codes ?? []) expect(c).toMatch(CODE);
      for (const m of [...(e.makes ?? []), ...(e.models ?? [])]) expect(m).toBe(m.toLowerCase());
      if (e.prior !== undefined) {
        expect(e.prior).toBeGreaterThanOrEqual(0.3);
        expect(e.prior).toBeLessThanOrEqual(3);
      }
      expect(e.ref?.trim()).toBeTruthy();
    });

    it("has at least 3 complete steps with valid safety levels", () => {
      expect(e.steps.length).toBeGreaterThanOrEqual(3);
      for (const s of e.steps) {
        expect(SAFETY_LEVELS).toContain(s.safetyLevel);
        expect(s.title.trim()).not.toBe("");
        expect(s.description.trim()).not.toBe("");
        expect(s.estimatedTime.trim()).not.toBe("");
        // Specs must be presented as typical values, not as authoritative figures.
        for (const spec of s.specs ?? []) expect(spec).toMatch(/typical|stamped|check|placard|replace|manual/i);
      }
    });

    it("rates hazardous work at least Safety Required and says why", () => {
      for (const s of e.steps) {
        const text = `${s.title} ${s.description}`.toLowerCase();
        if (/jack stand|under the (car|vehicle)\b|spring compressor|(unplug|disconnect|remove)[^.]*(airbag|srs|orange cable)|(recover|recharg)[^.]*refrigerant/.test(text)) {
          expect(s.safetyLevel, `${e.id}: ${s.title}`).not.toBe("Low Risk");
        }
        if (s.safetyLevel !== "Low Risk") expect(s.safety?.length ?? 0, `${e.id}: ${s.title}`).toBeGreaterThan(0);
      }
    });
  });
});
