import { describe, expect, it } from "vitest";
import { splitOccasions, WORKS } from "~/domain/diagnosis/occasions";

/** What the owner was doing is context: its word counts little, what follows it stays evidence. */
describe("the work the owner was doing", () => {
  it("is taken out of the clause, and nothing after it", () => {
    expect(splitOccasions("it quit on me while mowing the back field")).toEqual({ rest: "it quit on me while ", occasions: ["mowing the back field"] });
    expect(splitOccasions("We were Brush Hogging and it overheated").occasions).toEqual(["brush hogging"]);
    expect(splitOccasions("was out plowing snow").occasions).toEqual(["plowing snow"]);
    // Owners go straight on to the fault: "the pto shaft came off" is the complaint.
    expect(splitOccasions("while mowing the pto shaft came off").rest).toContain("the pto shaft came off");
  });

  it("takes what the work was done on or with, and only that", () => {
    expect(splitOccasions("was mowing with a 60 inch finish mower on my tea 20")).toEqual({
      rest: "was  on my tea 20",
      occasions: ["mowing with a 60 inch finish mower"],
    });
    // With no "while" or "was" before it, the work counts as an occasion only together with what it was done on.
    expect(splitOccasions("runs hot in summer brush hogging with a heavy 5ft cutter").occasions).toEqual(["brush hogging with a heavy 5ft cutter"]);
    expect(splitOccasions("mowing the lawn and the temp gauge spiked")).toEqual({ rest: " and the temp gauge spiked", occasions: ["mowing the lawn"] });
    // A part after the work is the complaint, not what the work was done with.
    expect(splitOccasions("while mowing with the deck down it shakes").occasions).toEqual(["mowing"]);
  });

  it("finds every work it knows (a quick word check skips the patterns for clauses that name none)", () => {
    for (const work of WORKS) expect(splitOccasions(`it quit while ${work}`).occasions, work).toEqual([work]);
    expect(splitOccasions("loader is slow to lift when the oil is hot")).toEqual({ rest: "loader is slow to lift when the oil is hot", occasions: [] });
  });

  it("leaves operating conditions, which are symptoms, and a work word with no 'while' or 'was' before it", () => {
    expect(splitOccasions("squeals when braking and pulls while turning left").occasions).toEqual([]);
    expect(splitOccasions("mowing deck wont engage").occasions).toEqual([]);
  });
});
