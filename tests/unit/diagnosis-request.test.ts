import { describe, expect, it } from "vitest";
import { diagnosisRequestSchema, vehicleOfSpecPayload } from "~/domain/diagnostics.ts";

/** POST /api/diagnostics as SPEC §7 clients send it: tractorModel (make plus model) and "make, model: problem". */
describe("the diagnose request's make and model", () => {
  it("reads the split from the comma of 'make, model: problem'", () => {
    expect(vehicleOfSpecPayload("Cub Cadet LTX 1046", "Cub Cadet, LTX 1046")).toEqual({ make: "Cub Cadet", model: "LTX 1046" });
    const parsed = diagnosisRequestSchema.parse({
      vehicleType: "atv",
      tractorModel: "Arctic Cat Alterra 600",
      symptoms: "Arctic Cat, Alterra 600: dies at idle",
    });
    expect(parsed).toMatchObject({ make: "Arctic Cat", model: "Alterra 600", problem: "dies at idle", symptoms: "Arctic Cat Alterra 600: dies at idle" });
  });

  it("without a comma takes the first word of tractorModel (the server joins a cut make again)", () => {
    expect(vehicleOfSpecPayload("Kubota L3901", "Kubota L3901")).toEqual({ make: "Kubota", model: "L3901" });
    // A comma with nothing on one side names no split.
    expect(vehicleOfSpecPayload("Kubota L3901", ", L3901")).toEqual({ make: "Kubota", model: "L3901" });
    expect(vehicleOfSpecPayload("Kubota L3901", "Kubota,")).toEqual({ make: "Kubota", model: "L3901" });
  });

  it("the form's own fields win over both strings", () => {
    const parsed = diagnosisRequestSchema.parse({
      vehicleType: "tractor",
      tractorModel: "Massey Ferguson 135",
      symptoms: "Massey Ferguson, 135: smokes",
      make: "Massey Ferguson",
      model: "135 1972",
      problem: "smokes",
    });
    expect(parsed).toMatchObject({ make: "Massey Ferguson", model: "135 1972", tractorModel: "Massey Ferguson 135 1972" });
  });

  it("vehicleType defaults to tractor (SPEC §3) and is read in any case; anything else is refused", () => {
    const base = { tractorModel: "Kubota L3901", symptoms: "Kubota L3901: wont start" };
    expect(diagnosisRequestSchema.parse(base).vehicleType).toBe("tractor");
    expect(diagnosisRequestSchema.parse({ ...base, vehicleType: " ATV " }).vehicleType).toBe("atv");
    const boat = diagnosisRequestSchema.safeParse({ ...base, vehicleType: "boat" });
    expect(boat.error?.issues[0]?.message).toBe("Choose a vehicle type: tractor, atv or automotive");
  });

  it("still requires a make and a model (SPEC §5)", () => {
    const r = diagnosisRequestSchema.safeParse({ vehicleType: "tractor", tractorModel: "Kubota", symptoms: "Kubota: wont start" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain("Model/Year is required");
  });
});
