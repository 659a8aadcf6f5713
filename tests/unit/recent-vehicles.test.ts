import { describe, expect, it } from "vitest";
import { MAX_RECENT, orderMakes, orderModels, readRecent, rememberVehicle } from "~/lib/recent-vehicles.ts";
import { MemoryStorage } from "./memory-storage.ts";

const memory = () => new MemoryStorage();

describe("recent vehicles", () => {
  it("keeps the newest first, once each whatever the letter case, at most MAX_RECENT, per category", () => {
    const s = memory();
    rememberVehicle(s, "tractor", { make: "Kubota", model: "L3901" });
    rememberVehicle(s, "tractor", { make: "John Deere", model: "5075E" });
    rememberVehicle(s, "tractor", { make: " kubota ", model: "l3901" });
    expect(readRecent(s, "tractor")).toEqual([
      { make: "kubota", model: "l3901" },
      { make: "John Deere", model: "5075E" },
    ]);
    expect(readRecent(s, "atv")).toEqual([]);
    for (let i = 0; i < 20; i++) rememberVehicle(s, "atv", { make: `Make${i}`, model: "X" });
    expect(readRecent(s, "atv")).toHaveLength(MAX_RECENT);
    expect(readRecent(s, "atv")[0]!.make).toBe("Make19");
  });

  it("survives garbage in storage", () => {
    const s = memory();
    s.setItem("fieldfix-recent-vehicles-tractor", "{not json");
    expect(readRecent(s, "tractor")).toEqual([]);
    s.setItem("fieldfix-recent-vehicles-tractor", JSON.stringify([{ make: 3 }, { make: "Kubota", model: "B2601" }]));
    expect(readRecent(s, "tractor")).toEqual([{ make: "Kubota", model: "B2601" }]);
  });

  it("orders recent makes and models before the catalogue's, without repeats", () => {
    const recent = [
      { make: "Kubota", model: "L3901" },
      { make: "Mahindra", model: "1626" },
    ];
    expect(orderMakes(recent, ["John Deere", "kubota", "Case IH"])).toEqual(["Kubota", "Mahindra", "John Deere", "Case IH"]);
    const catalogue = [
      { brand: "Kubota", model: "L3901", years: "" },
      { brand: "Kubota", model: "BX2380", years: "" },
    ];
    expect(orderModels(recent, "kub", catalogue).map((m) => m.model)).toEqual(["L3901", "BX2380"]);
    expect(orderModels(recent, "", catalogue).map((m) => m.model)).toEqual(["L3901", "1626", "BX2380"]);
  });
});
