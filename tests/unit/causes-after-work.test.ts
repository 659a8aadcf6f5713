import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { NO_WORK_FACTOR, scoreAll } from "~/domain/diagnosis/rank";
import type { DiagnosisInput } from "~/domain/diagnosis/types";
import { mentionsWork } from "~/domain/diagnosis/work-done";

/** A cause that only work on the machine brings about is put back when the owner tells of no work (issue #12). */

describe("whether the owner tells of work done", () => {
  it("hears a repair, a part fitted, a fluid changed or a shop visit", () => {
    for (const story of [
      "ever since the injection pump was rebuilt it smokes",
      "put a new belt on last week",
      "battery is newish",
      "had the timing belt done at a shop",
      "changed the hydraulic filter and now the loader is slow",
      "topped it up with antifreeze",
      "after i took the carb apart it runs rough",
    ])
      expect(mentionsWork(story), story).toBe(true);
  });

  it("hears none in a story of symptoms only", () => {
    for (const story of [
      "lately it hesitates when i crank it and puffs black smoke before it catches",
      "coolant temp started spiking while mowing the lawn",
      "wont crank, no click, lights work",
      "pedal goes to the floor now and then, dealer says nothing is wrong",
    ])
      expect(mentionsWork(story), story).toBe(false);
  });
});

describe("a cause that needs work done", () => {
  const pumpTiming = (symptoms: string) => {
    const input: DiagnosisInput = { vehicleType: "tractor", make: "Kubota", model: "B7200", symptoms };
    const hit = scoreAll(input, KNOWLEDGE).scored.find((s) => s.item.entry.id === "tr-cv-injection-pump-timing-wrong");
    if (!hit) throw new Error("the pump timing cause was not scored");
    return hit;
  };

  it("is marked in the knowledge", () => {
    expect(KNOWLEDGE.entries.find((e) => e.id === "tr-cv-injection-pump-timing-wrong")?.afterWork).toBe(true);
    expect(KNOWLEDGE.entries.find((e) => e.id === "tr-glow-plugs")?.afterWork).toBeUndefined();
  });

  it("is put back when the story tells of no work, and not when it does", () => {
    expect(pumpTiming("hard starting with black smoke and a knock, low power").factor).toBeCloseTo(NO_WORK_FACTOR);
    expect(pumpTiming("since the injection pump was removed and refitted it is hard starting with black smoke and a knock").factor).toBe(1);
  });
});
