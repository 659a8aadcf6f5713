import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge";
import { diagnose } from "~/domain/diagnosis/engine";
import { readProfile } from "~/domain/vehicle/profile";

/**
 * Aerial work platforms and forklifts as machine classes (docs/decisions/robotic-mowers.md, "Lifts and forklifts"):
 * their own causes (a tilt alarm, a mast chain, a propane vaporiser) go to them and to no tractor.
 */

const ask = (make: string, model: string, symptoms: string) => diagnose({ vehicleType: "tractor", make, model, symptoms }, KNOWLEDGE);
const classOf = (make: string, model: string, symptoms = "") => readProfile({ vehicleType: "tractor", make, model, symptoms }, KNOWLEDGE.catalogue).class;

describe("lifts and forklifts", () => {
  it("are read from the words owners use", () => {
    expect(classOf("JLG", "1930ES scissor lift")).toBe("aerial-lift");
    expect(classOf("Genie", "S-65")).toBe("aerial-lift");
    expect(classOf("", "", "rented a 40 ft boom lift and it will not drive")).toBe("aerial-lift");
    expect(classOf("Hyster", "H50FT")).toBe("forklift");
    expect(classOf("", "", "our propane forklift stalls after an hour")).toBe("forklift");
    // A telehandler stays a loader, even from a maker of lifts.
    expect(classOf("JLG", "G10-55A telehandler")).toBe("wheel-loader");
  });

  it("get their own causes first, and a tractor never gets them", () => {
    const story = "will not drive and the alarm keeps beeping, platform is up a little";
    expect(ask("JLG", "1930ES scissor lift", story).primaryCause).toMatch(/tilt|level|pothole/i);
    const tractor = ask("John Deere", "5075E", story);
    const all = [tractor.primaryCause, ...tractor.alternativeCauses.map((a) => a.cause)];
    expect(all.filter((c) => /scissor|boom lift|platform|pothole|forklift|mast/i.test(c))).toEqual([]);
  });
});
