import { describe, expect, it, vi } from "vitest";
import { compileKnowledge, type KnowledgeSources } from "~/domain/knowledge/compile.ts";

/**
 * The knowledge version names everything that decides an answer, the index the build reads out of the entries too: a
 * change to that reading (a symptom class, the parts a title names) with no data file changed is a new version, so a
 * stored or uploaded diagnosis never claims a version whose index gave other answers.
 */

// The build's reading of the entries, made switchable: the same entries, read two ways.
const reading = vi.hoisted(() => ({ changed: false }));
vi.mock("~/domain/diagnosis/index-build.ts", async (original) => {
  const real = await original<typeof import("~/domain/diagnosis/index-build.ts")>();
  return {
    ...real,
    buildIndex: (entries: Parameters<typeof real.buildIndex>[0]) => {
      const index = real.buildIndex(entries);
      if (reading.changed) for (const item of index.entries) if (item) item.classes = ["no-crank"];
      return index;
    },
  };
});

const step = { title: "Check the thing", description: "Measure it and compare with the manual figure.", safetyLevel: "Low Risk", estimatedTime: "5 min" };
const sources: KnowledgeSources = {
  warnings: { path: "warnings.json", data: {} },
  steps: [],
  faults: [
    {
      path: "faults.json",
      data: [
        {
          id: "tr-fixture",
          vehicleTypes: ["tractor"],
          system: "starting",
          cause: "Failed fixture part",
          explanation: "A fixture entry that exists only to exercise the knowledge compiler.",
          symptoms: ["cranks but will not start", "two", "three", "four"],
          ref: "test fixture",
          steps: [step, step, step],
        },
      ],
    },
  ],
  vehicles: [],
};

describe("the knowledge version", () => {
  it("changes when the index built from unchanged entries changes", () => {
    reading.changed = false;
    const before = compileKnowledge(sources).version;
    expect(compileKnowledge(sources).version).toBe(before);
    reading.changed = true;
    expect(compileKnowledge(sources).version).not.toBe(before);
  });
});
