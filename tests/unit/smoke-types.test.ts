import { describe, expect, it } from "vitest";
import { SAFETY_LEVELS, VEHICLE_TYPES } from "~/domain/diagnosis/types";

describe("diagnosis vocabulary", () => {
  it("has the three categories and safety levels of the spec", () => {
    expect(VEHICLE_TYPES).toEqual(["tractor", "atv", "automotive"]);
    expect(SAFETY_LEVELS).toEqual(["Low Risk", "Safety Required", "High Risk"]);
  });
});
