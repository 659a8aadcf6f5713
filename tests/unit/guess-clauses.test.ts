import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine";
import type { DiagnosisInput } from "~/domain/diagnosis/types";
import { saysGuess } from "~/domain/diagnosis/verified-parts";

/**
 * An owner's guess at the cause weighs like a part they found fine (rank.ts GUESS_CLAUSE): owners name the parts they
 * suspect, not the one that failed, so the guess must not pull its part ahead of what the machine shows.
 */

const top3 = (input: DiagnosisInput) => {
  const r = diagnose(input, KNOWLEDGE);
  return [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)].slice(0, 3);
};

describe("saysGuess", () => {
  it("reads the usual ways owners guess", () => {
    for (const clause of [
      "I figured the starter was bad",
      "i think it's the slide pins",
      "is this the kingpin thing people talk about?",
      "could that be it",
      "these brakes are known for sticking guide pins",
      "o2 sensor next maybe?",
      "maybe the fuel pump",
      // Without the "i", and hedged.
      "thought it might be a blown head gasket",
      "figured worn shoes",
      "figured its just the old rod seals going",
      "im worried its the alternator or starter",
      "the shop's first guess was the air mass sensor",
      // Someone else's diagnosis.
      "dealer blames the ceramic pads",
      "a friend reckons governor",
      // Blaming someone for what they did.
      "i figured he'd left the gas cap loose",
      "thought someone had bumped the switch",
    ]) {
      expect(saysGuess(clause), clause).toBe(true);
    }
  });

  it("leaves symptoms and questions about them alone", () => {
    for (const clause of [
      "it clicks when i turn the key",
      "what makes it rattle like that",
      "dies after ten minutes",
      "smoke comes out the back",
      "worried its going to eat the new tires",
      "the dealer could not find anything",
    ]) {
      expect(saysGuess(clause), clause).toBe(false);
    }
  });
});

describe("a story with a guess", () => {
  it("a guessed fuel pump does not enter the first three", () => {
    const base = { vehicleType: "tractor", make: "Kubota", model: "L3901" } as const;
    const story = "tractor dies after ten minutes of mowing then restarts after it cools";
    const titles = (symptoms: string) => top3({ ...base, symptoms }).map((id) => KNOWLEDGE.byId.get(id!)?.cause ?? "");
    expect(titles(story).filter((t) => /lift pump|fuel pump|fuel filter/i.test(t))).toEqual([]);
    // Before guesses were read, the lift pump and the fuel filter displaced two of the three.
    expect(titles(`${story}. i think it needs a new fuel pump`).filter((t) => /lift pump|fuel pump|fuel filter/i.test(t))).toEqual([]);
  });

  it("still counts a symptom said in the same story outside the guess", () => {
    const base = { vehicleType: "automotive", make: "Honda", model: "Civic 2010" } as const;
    const r = diagnose({ ...base, symptoms: "front left wheel gets very hot after a drive and the car drags. i think its the slide pins" }, KNOWLEDGE);
    expect(r.primaryCause).toMatch(/caliper piston/i);
  });
});
