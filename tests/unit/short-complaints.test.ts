import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine";
import { basicNormalize } from "~/domain/diagnosis/normalize";
import { symptomClasses } from "~/domain/diagnosis/symptom-classes";
import type { DiagnosisInput, VehicleType } from "~/domain/diagnosis/types";

/**
 * Short complaints as owners type them on a phone (issue #12, item 4): a symptom class with few or no words the
 * knowledge shares still finds the causes of that class, and a model's recall needs more than one shared word.
 */

const VEHICLES: Record<VehicleType, Pick<DiagnosisInput, "make" | "model">> = {
  atv: { make: "Polaris", model: "Sportsman 570" },
  tractor: { make: "Kubota", model: "BX2380" },
  automotive: { make: "Toyota", model: "Camry 2012" },
};
const ask = (vehicleType: VehicleType, symptoms: string) => diagnose({ vehicleType, ...VEHICLES[vehicleType], symptoms }, KNOWLEDGE);
const systemOf = (id: string) => KNOWLEDGE.byId.get(id)?.system;
const shown = (r: ReturnType<typeof ask>) => [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)].filter((id): id is string => !!id);

describe("a complaint that is only a symptom class", () => {
  it("'wont go' finds the causes that stop a machine moving, for every vehicle type", () => {
    for (const type of ["atv", "tractor", "automotive"] as const) {
      const r = ask(type, "wont go");
      // It used to find nothing at all: "go" is no symptom word, so no cause shared a word with it.
      expect(r.alternativeCauses.length, type).toBeGreaterThanOrEqual(3);
      const systems = shown(r).map(systemOf);
      expect(systems.filter((s) => s === "drivetrain" || s === "hydraulics" || s === "brakes").length, `${type}: ${systems}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("a car that won't move gets the drive train, not a seat that will not move", () => {
    const r = ask("automotive", "won't move");
    expect(systemOf(r.primaryCauseId!)).toBe("drivetrain");
    expect(shown(r).map(systemOf)).not.toContain("electrical-accessories");
  });

  it("leaves a story that names its fault as it was: the class only adds candidates, it does not outrank words", () => {
    const r = ask("automotive", "won't move, and the seat back will not move either since the lever snapped");
    expect(r.primaryCause).toMatch(/seat/i);
  });
});

describe("a model's known issue needs more than one shared word", () => {
  it("'loses power going uphill' on a 2012 Camry is not its airbag-module recall, 'airbag light on' is", () => {
    const uphill = ask("automotive", "loses power going uphill");
    // The recall's power steering shared "power": it came first at 47% before the floor.
    expect(uphill.primaryEvidence?.knownIssue).toBeUndefined();
    expect(systemOf(uphill.primaryCauseId!)).not.toBe("electrical-accessories");
    const airbag = ask("automotive", "airbag light on");
    expect(airbag.primaryEvidence?.knownIssue?.kind).toBe("recall");
  });
});

describe("a short complaint on a tractor", () => {
  const on = (make: string, model: string, symptoms: string) => diagnose({ vehicleType: "tractor", make, model, symptoms }, KNOWLEDGE);

  it("'tractor wont go' is the drive, on every kind of tractor", () => {
    const tractors = "John Deere: 5075E; Kubota: L3901; Kubota: BX2380; John Deere: X300; Massey Ferguson: 135";
    for (const [make = "", model = ""] of tractors.split("; ").map((t) => t.split(": "))) {
      const r = on(make, model, "tractor wont go");
      // "tractor" once counted as a symptom word ("tractor pulls when braking"), and a hydraulic coupler whose phrase
      // says "nothing moves" came first when it did not.
      expect(shown(r).slice(0, 3).map(systemOf), `${make} ${model}`).toEqual(["drivetrain", "drivetrain", "drivetrain"]);
    }
  });

  it("gets no model's known issue when no word says what is wrong", () => {
    // The X300's cooling-fan recall came first for "tractor wont go".
    expect(on("John Deere", "X300", "tractor wont go").primaryEvidence?.knownIssue).toBeUndefined();
  });

  it("a lift or a loader that will not move is no drive fault", () => {
    expect(symptomClasses(basicNormalize("pump sounds fine but lift wont move"))).not.toContain("no-drive");
    expect(symptomClasses(basicNormalize("implement just sits there since i connected the hoses"))).not.toContain("no-drive");
    expect(symptomClasses(basicNormalize("hoses wont go into the remotes"))).not.toContain("no-drive");
    expect(symptomClasses(basicNormalize("the tractor just sits there in gear"))).toContain("no-drive");
    expect(symptomClasses(basicNormalize("it will not move forward"))).toContain("no-drive");
  });
});

describe("'X not working'", () => {
  it("names what failed, so it gets an answer, however common the word", () => {
    const fourWd = ask("atv", "4wd not working");
    // It was 'not enough information': "4wd" alone is a common word in the knowledge.
    expect(fourWd.lowInformation).toBe(false);
    expect(fourWd.primaryCause).toMatch(/awd|4wd|front (gearcase|diff)/i);
    expect(ask("automotive", "wipers not working").primaryCause).toMatch(/wiper/i);
    expect(ask("tractor", "it doesnt work").lowInformation).toBe(true);
  });

  it("does not bring a model's recall or pattern on one word, or on the make alone", () => {
    // A 2012 Camry's recall for A/C condensate on the airbag module came first at 83% for "ac not working".
    const ac = ask("automotive", "ac not working");
    expect(ac.lowInformation).toBe(false);
    expect(ac.primaryEvidence?.knownIssue).toBeUndefined();
    expect(ask("automotive", "airbag light on").primaryEvidence?.knownIssue?.kind).toBe("recall");
    // A Polaris's AWD coil shared only "not working" and the make with "radio not working".
    const radio = ask("atv", "radio not working");
    expect(radio.lowInformation).toBe(false);
    expect(radio.primaryCause).not.toMatch(/awd/i);
  });
});

describe("'brakes not working'", () => {
  it("is about stopping, so the brakes' hydraulics are among the first causes, not only the brake lights", () => {
    const car = ask("automotive", "brakes not working");
    // Before "no brakes" had its variants, the first three were the brake light switch, a bulb and trailer brakes.
    expect(
      shown(car)
        .slice(0, 3)
        .map((id) => KNOWLEDGE.byId.get(id)?.cause ?? ""),
    ).toContainEqual(expect.stringMatching(/fluid leak|master cylinder|brake lines?/i));
    // And first: "no brake lights" in the stop-lamp fuse's phrases once read as "no brakes" (normalize.ts NEG_MODIFIERS).
    expect(car.primaryCause).not.toMatch(/lamp|light|bulb|fuse/i);
    expect(ask("tractor", "brakes dont work").primaryCause).toMatch(/hydraulic brakes|master cylinder|brake (shoes|discs|bands)/i);
  });
});

describe("an engine that revs while the machine does not pull", () => {
  it("is the drive slipping, not the engine's power: no fuel, air or ignition cause comes first", () => {
    const stories = [
      "going up the hill it loses power, engine sounds like it revs but the tractor bogs and barely pulls",
      "engine revs up but it barely pulls the mower up the slope and slows right down",
    ];
    for (const symptoms of stories) {
      expect(symptomClasses(basicNormalize(symptoms)), symptoms).toContain("slip");
      const r = ask("tractor", symptoms);
      // The 820's fuel filter came first on "loses power" and "bogs" before the rule.
      expect(["fuel", "air-intake", "exhaust", "ignition", "engine-mechanical"], `${symptoms}: ${r.primaryCause}`).not.toContain(systemOf(r.primaryCauseId!));
    }
  });
});

describe("an engine that runs fine on a machine that will not move", () => {
  it("leaves the drive: what stops an engine, and what the mowing shares in words, count half", () => {
    const r = diagnose(
      {
        vehicleType: "tractor",
        make: "Cub Cadet",
        model: "lawn tractor",
        symptoms:
          "my friends cub cadet rider just stopped in its tracks while mowing. engine runs fine but it wont go forward or back at all, dead. she had to push it back to the house. blades i think still engaged ok",
      },
      KNOWLEDGE,
    );
    // Before: air-cooling fins, a jammed blade and a PTO connector (the mowing's words) came first.
    expect(systemOf(r.primaryCauseId!), r.primaryCause).toBe("drivetrain");
  });
});
