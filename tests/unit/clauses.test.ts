import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { clausesOf, readStory } from "~/domain/diagnosis/story-query.ts";
import { readProfile } from "~/domain/vehicle/profile.ts";

describe("clausesOf", () => {
  it("keeps engine sizes and thousands whole while cutting at punctuation and 'but'", () => {
    expect(clausesOf("my 4.3 vortec runs hot, idles at 1,500 rpm. fan works but temp climbs")).toEqual([
      "my 4.3 vortec runs hot",
      " idles at 1,500 rpm",
      " fan works",
      "temp climbs",
    ]);
  });

  it("cuts at 'and' before a new subject or time, not inside a list of things", () => {
    expect(clausesOf("went to unload a round bale and the tractor would not start")).toEqual(["went to unload a round bale", "the tractor would not start"]);
    expect(clausesOf("pulled a plug and it looks fine")).toEqual(["pulled a plug", "it looks fine"]);
    expect(clausesOf("no spark and no fuel at the carb")).toEqual(["no spark and no fuel at the carb"]);
    expect(clausesOf("changed plugs and wires")).toEqual(["changed plugs and wires"]);
  });

  it("cuts before what the owner did about it ('so i shut it off')", () => {
    expect(clausesOf("started running hot as i pulled up so i shut it off")).toEqual(["started running hot as i pulled up", " so i shut it off"]);
    expect(clausesOf("it was not so bad")).toEqual(["it was not so bad"]);
  });

  it("still cuts at a point or comma that only touches one number", () => {
    expect(clausesOf("bought it in 2019. 50k miles,then it died")).toEqual(["bought it in 2019", " 50k miles", "then it died"]);
  });
});

describe("a word the owner comes back to", () => {
  const weightOf = (story: string, term: string) => {
    const profile = readProfile({ vehicleType: "tractor", make: "Kubota", model: "L3301", symptoms: story }, KNOWLEDGE.catalogue);
    return readStory(story, [], profile, KNOWLEDGE.index).weights.get(term) ?? 0;
  };

  it("weighs more than one said once, by at most a quarter", () => {
    const once = weightOf("it stalls at idle. the hydraulics are slow", "stall");
    const twice = weightOf("it stalls at idle. the hydraulics are slow. it stalls again at the gate", "stall");
    expect(once).toBeGreaterThan(0);
    expect(twice).toBeGreaterThan(once);
    expect(twice).toBeLessThanOrEqual(once * 1.25 + 1e-9);
  });
});

describe("a repair the owner only plans", () => {
  const read = (story: string) => {
    const profile = readProfile({ vehicleType: "automotive", make: "Chevrolet", model: "Silverado", symptoms: story }, KNOWLEDGE.catalogue);
    return readStory(story, [], profile, KNOWLEDGE.index);
  };

  it("is no renewal, and its part counts as a suspect", () => {
    const planned = read("running hot. bought a new thermostat and was going to swap it once it cooled off");
    const done = read("running hot. put in a new thermostat yesterday");
    expect(done.renewed.flat()).toContain("thermostat");
    expect(planned.renewed.flat()).not.toContain("thermostat");
    expect(planned.weights.get("thermostat") ?? 0).toBeLessThan(0.5);
    expect(planned.weights.get("thermostat") ?? 0).toBeGreaterThan(0);
  });

  it("nor is a renewal the owner was only told of ('the guy i bought it from told me it had a new fuel filter')", () => {
    const told = read("down on power. the guy i bought it from told me it had a new fuel filter");
    const supposedly = read("down on power. supposedly new fuel filter last year");
    const done = read("down on power. i put a new fuel filter on last week");
    expect(done.renewed.flat()).toContain("filter");
    expect(told.renewed.flat()).not.toContain("filter");
    expect(supposedly.renewed.flat()).not.toContain("filter");
    expect(read("down on power. the guy i bought it from claimed it had a new fuel filter").renewed.flat()).not.toContain("filter");
    // "Apparently" about the outcome, not the renewal, leaves a renewal the owner made standing.
    expect(read("misses at idle. fresh plugs in it apparently made no difference").renewed.flat()).toContain("plug");
  });

  it("is not a symptom that is about to happen ('like its about to quit')", () => {
    expect(read("engine shakes like its about to quit").weights.get("quit")).toBe(1);
  });
});

describe("a new machine", () => {
  it("is no renewed part of it ('pretty new mower'), while a new part on it still is", () => {
    const read = (story: string) => {
      const profile = readProfile({ vehicleType: "tractor", make: "Cub Cadet", model: "XT1", symptoms: story }, KNOWLEDGE.catalogue);
      return readStory(story, [], profile, KNOWLEDGE.index).renewed.flat();
    };
    expect(read("wont stop when i step on the brake. pretty new mower")).toEqual([]);
    expect(read("wont stop when i step on the brake. put a new brake band on")).toContain("band");
  });
});

describe("a part the owner prices", () => {
  it("is no renewal", () => {
    const story = "starter spins but the engine doesnt budge. a brand new starter is very expensive";
    const profile = readProfile({ vehicleType: "tractor", make: "Fiat", model: "", symptoms: story }, KNOWLEDGE.catalogue);
    expect(readStory(story, [], profile, KNOWLEDGE.index).renewed).toEqual([]);
  });

  it("is no renewal when a shop asks a price for it, and still one when the shop charged for fitting it", () => {
    const renewed = (story: string) => {
      const profile = readProfile({ vehicleType: "automotive", make: "Ford", model: "Focus 2014", symptoms: story }, KNOWLEDGE.catalogue);
      return readStory(story, [], profile, KNOWLEDGE.index).renewed.flat();
    };
    expect(renewed("shudders pulling away. dealer wants $3000 for a new transmission")).toEqual([]);
    expect(renewed("shudders pulling away. the shop is asking 2 grand for a new clutch")).toEqual([]);
    expect(renewed("the shop charged me $400 for a new starter and it still clicks")).toContain("starter");
  });
});

describe("a list of renewed parts", () => {
  const renewed = (story: string) => {
    const profile = readProfile({ vehicleType: "automotive", make: "Chevrolet", model: "Silverado", symptoms: story }, KNOWLEDGE.catalogue);
    return readStory(story, [], profile, KNOWLEDGE.index).renewed;
  };

  it("takes its last part from a clause that carries the outcome on ('the fuel filter and none of it helped')", () => {
    const parts = renewed("no power. ive done plugs, plug wires, the distributor cap and the fuel filter and none of it changed a thing");
    expect(parts).toContainEqual(["distributor", "cap"]);
    expect(parts).toContainEqual(["fuel", "filter"]);
    // A clause after the list that names no part adds nothing.
    expect(renewed("no power. new plugs, and it still bogs down").flat()).toEqual(["plug"]);
  });
});
