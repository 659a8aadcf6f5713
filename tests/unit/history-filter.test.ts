import { describe, expect, it } from "vitest";
import { filterHistory, type HistoryEntry, indexHistory, vehicleLabel } from "~/domain/history.ts";

const entry = (id: string, vehicleType: HistoryEntry["vehicleType"], tractorModel: string, symptoms: string, primaryCause: string): HistoryEntry => ({
  id,
  vehicleType,
  tractorModel,
  symptoms,
  primaryCause,
  resolved: false,
  saved: true,
  createdAt: "2026-11-21T15:05:00.000Z",
  stepsDone: 0,
  stepCount: 5,
});

const ITEMS = [
  entry("a", "tractor", "John Deere 5075E", "John Deere 5075E: hard to start when cold", "Glow plug failure"),
  entry("b", "atv", "Polaris Sportsman 570", "Polaris Sportsman 570: belt smell on hills", "Worn CVT drive belt"),
  entry("c", "automotive", "Ford F-150", "Ford F-150: P0301 misfire, shakes at idle", "Cylinder 1 ignition coil"),
  entry("d", "Unknown", "Mystery", "Mystery: noise", "Unknown cause"),
];

describe("history search (SPEC §5)", () => {
  const index = indexHistory(ITEMS);
  const ids = (q: string, v: Parameters<typeof filterHistory>[2] = "all") => filterHistory(index, q, v).map((i) => i.id);

  it("matches a case-insensitive substring of symptoms, model or primary cause", () => {
    expect(ids("BELT")).toEqual(["b"]);
    expect(ids("deere")).toEqual(["a"]);
    expect(ids("ignition coil")).toEqual(["c"]);
    expect(ids("  p0301 ")).toEqual(["c"]);
    expect(ids("")).toEqual(["a", "b", "c", "d"]);
    expect(ids("nothing like this")).toEqual([]);
  });

  it("combines the text with the vehicle filter; Unknown items show only under All Vehicles", () => {
    expect(ids("", "tractor")).toEqual(["a"]);
    expect(ids("belt", "automotive")).toEqual([]);
    expect(ids("o", "atv")).toEqual(["b"]);
    expect(ids("mystery", "all")).toEqual(["d"]);
    expect(["tractor", "atv", "automotive"].flatMap((v) => ids("mystery", v as "tractor"))).toEqual([]);
  });

  it("never matches across two fields", () => {
    // symptoms end "...cold" and the model starts "John": no "coldjohn".
    expect(ids("coldjohn")).toEqual([]);
    expect(ids("cold john")).toEqual([]);
  });

  it("labels the categories like the filter", () => {
    expect(["tractor", "atv", "automotive", "Unknown"].map((t) => vehicleLabel(t as HistoryEntry["vehicleType"]))).toEqual([
      "Agricultural",
      "ATV/UTV",
      "Automotive",
      "Unknown",
    ]);
  });

  it("filters 500 items in well under a millisecond per keystroke", () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      entry(
        String(i),
        (["tractor", "atv", "automotive"] as const)[i % 3]!,
        `Make ${i} Model ${i % 40}`,
        `Make ${i}: symptom text ${i} loses power under load and smokes`,
        `Cause ${i % 57}`,
      ),
    );
    const big = indexHistory(many);
    const queries = ["l", "lo", "los", "lose", "loses", "loses p", "power", "cause 1", "model 3", "smokes"];
    const start = performance.now();
    for (let r = 0; r < 20; r++) for (const q of queries) filterHistory(big, q, r % 2 ? "all" : "atv");
    const perCall = (performance.now() - start) / (20 * queries.length);
    expect(filterHistory(big, "cause 5", "all").length).toBeGreaterThan(0);
    expect(perCall).toBeLessThan(2);
  });
});
