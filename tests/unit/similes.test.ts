import { describe, expect, it } from "vitest";
import { diagnose } from "~/domain/diagnosis/engine";
import { knowledgeOf } from "~/domain/diagnosis/knowledge";
import { splitSimiles } from "~/domain/diagnosis/similes";
import type { FaultEntry } from "~/domain/diagnosis/types";
import { fixtureEntries } from "./diagnosis-fixtures";

describe("comparisons in an owner's story", () => {
  it("takes out what the machine is compared with, up to four words after the article", () => {
    expect(splitSimiles("it suddenly felt like a flat tire and then i lost all steering")).toEqual({
      rest: "it suddenly felt   and then i lost all steering",
      similes: ["flat tire"],
    });
    expect(splitSimiles("sounds like the left front suspension").similes).toEqual(["left front suspension"]);
    expect(splitSimiles("roars like a jet engine when i accelerate").similes).toEqual(["jet engine"]);
    expect(splitSimiles("Runs Like An old tractor, shakes like some washing machine").similes).toEqual(["old tractor", "washing machine"]);
  });

  it("keeps a comparison of the machine with itself as evidence", () => {
    expect(splitSimiles("acts like it ran out of fuel").similes).toEqual([]);
    expect(splitSimiles("i would like to know why it stalls").similes).toEqual([]);
  });

  it("does not let the thing compared with win the ranking", () => {
    const entry = (id: string, system: FaultEntry["system"], cause: string, symptoms: string[]): FaultEntry => ({
      id,
      vehicleTypes: ["atv"],
      system,
      cause,
      explanation: "Fixture.",
      symptoms,
      steps: fixtureEntries[0]!.steps,
    });
    const kb = knowledgeOf([
      entry("fx-flat", "tracks-tyres", "Flat or punctured tire", ["flat tire", "tire going flat", "pulls to one side", "tire looks low"]),
      entry("fx-coupling", "steering", "Broken steering shaft coupling", [
        "lost steering",
        "wheel turns but wheels do not",
        "no steering",
        "steering wheel spins",
      ]),
    ]);
    const story = "it felt like a flat tire going low on one side, then no steering";
    expect(diagnose({ vehicleType: "atv", make: "Generic", model: "Generic", symptoms: story }, kb).primaryCauseId).toBe("fx-coupling");
  });
});
