import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge";
import { diagnose } from "~/domain/diagnosis/engine";
import { readProfile } from "~/domain/vehicle/profile";

/**
 * Robot mowers (docs/decisions/robotic-mowers.md): read from the catalogue or the owner's words as their own class,
 * electric, and offered only their own causes and the battery and wiring every machine has.
 */

const profile = (make: string, model: string, symptoms = "") => readProfile({ vehicleType: "tractor", make, model, symptoms }, KNOWLEDGE.catalogue);
const causes = (make: string, model: string, symptoms: string) => {
  const r = diagnose({ vehicleType: "tractor", make, model, symptoms }, KNOWLEDGE);
  return [r.primaryCause, ...r.alternativeCauses.map((a) => a.cause)];
};

describe("reading a robot mower", () => {
  it("knows the makers' robot families, and tells them from the same makers' petrol machines", () => {
    const robots =
      "Husqvarna: Automower 430X; Worx: Landroid M500; Segway: Navimow i105; Stihl: iMOW RMI 422; Gardena: Sileno City; Bosch: Indego S+ 500; Honda: Miimo HRM 310";
    for (const [make = "", model = ""] of robots.split("; ").map((r) => r.split(": "))) {
      const p = profile(make, model);
      expect(p.class, `${make} ${model}`).toBe("robotic-mower");
      expect(p.fuels, `${make} ${model}`).toEqual(["electric"]);
    }
    expect(profile("Husqvarna", "YTH24V48").class).toBe("lawn-tractor");
  });

  it("reads one from the owner's words when the make or model is not given", () => {
    const p = profile("", "", "my robot mower stays in its charging station and will not go out");
    expect(p.class).toBe("robotic-mower");
    expect(p.fuels).toEqual(["electric"]);
  });
});

describe("what a robot mower is offered", () => {
  it("never an engine, a fuel system, a belt or a ride-on mower's part", () => {
    const combustion = /fuel|carb|spark|choke|engine|belt|pulley|transaxle|hydrostatic|seat|recoil|muffler|exhaust|shroud/i;
    for (const symptoms of ["stops in the middle of the lawn and will not start again", "loses power and dies after ten minutes", "loud grinding noise"]) {
      const found = causes("Worx", "Landroid M500", symptoms).filter((c) => combustion.test(c));
      // Before robot mowers were a class, the first of these got a blocked fuel cap vent and a riding mower's brakes.
      expect(found, symptoms).toEqual([]);
    }
  });

  it("its own faults first for what owners of robots report", () => {
    expect(causes("Husqvarna", "Automower 315X", "no loop signal, stays parked and the light flashes")[0]).toMatch(/boundary wire/i);
    expect(causes("Segway", "Navimow i105", "does not charge in the dock any more")[0]).toMatch(/charging contacts|dock/i);
  });
});
