import { describe, expect, it } from "vitest";
import { splitOccasions } from "~/domain/diagnosis/occasions";

/** What the owner was doing is context: its word counts little, what follows it stays evidence. */
describe("the work the owner was doing", () => {
  it("is taken out of the clause, and nothing after it", () => {
    expect(splitOccasions("it quit on me while mowing the back field")).toEqual({ rest: "it quit on me while  the back field", occasions: ["mowing"] });
    expect(splitOccasions("We were Brush Hogging and it overheated").occasions).toEqual(["brush hogging"]);
    expect(splitOccasions("was out plowing snow").occasions).toEqual(["plowing snow"]);
    // Owners go straight on to the fault: "the pto shaft came off" is the complaint.
    expect(splitOccasions("while mowing the pto shaft came off").rest).toContain("the pto shaft came off");
  });

  it("leaves operating conditions, which are symptoms, and a work word with no 'while' or 'was' before it", () => {
    expect(splitOccasions("squeals when braking and pulls while turning left").occasions).toEqual([]);
    expect(splitOccasions("mowing deck wont engage").occasions).toEqual([]);
  });
});
