import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge";
import { ownCauseMisfit } from "~/domain/diagnosis/own-cause-fit";
import type { DiagnosisInput } from "~/domain/diagnosis/types";
import { readProfile } from "~/domain/vehicle/profile";

/** Issue #12: no answer names a cause that cannot apply to the named vehicle, the AI's own causes included. */
const profile = (vehicleType: DiagnosisInput["vehicleType"], make: string, model: string, symptoms = "") =>
  readProfile({ vehicleType, make, model, symptoms }, KNOWLEDGE.catalogue);

describe("a cause the AI proposed outside the knowledge base", () => {
  it("is refused when it names a part the vehicle's known fuel rules out", () => {
    const petrol = profile("automotive", "Toyota", "Camry 2012");
    const diesel = profile("tractor", "Kubota", "L3901");
    const electric = profile("automotive", "Tesla", "Model 3 2020");
    expect(petrol.fuels).not.toContain("diesel");
    expect(ownCauseMisfit("Failed glow plugs", petrol)).toMatch(/diesel engine's part.*petrol/);
    expect(ownCauseMisfit("Worn spark plugs and a cracked coil pack", diesel)).toMatch(/petrol engine's ignition/);
    expect(ownCauseMisfit("Weak fuel pump", electric)).toMatch(/combustion engine's part/);
    expect(ownCauseMisfit("Weak fuel pump", petrol)).toBeNull();
    expect(ownCauseMisfit("Failed glow plug relay", diesel)).toBeNull();
  });

  it("reads gearbox parts only for cars, and only what the profile knows", () => {
    const automatic = profile("automotive", "Toyota", "Camry 2012 automatic");
    const manual = profile("automotive", "Mazda", "MX-5 2010 manual");
    expect(ownCauseMisfit("Leaking clutch slave cylinder", automatic)).toMatch(/manual gearbox's clutch/);
    expect(ownCauseMisfit("Sticking shift solenoid in the valve body", manual)).toMatch(/automatic gearbox's part/);
    expect(ownCauseMisfit("Leaking clutch slave cylinder", manual)).toBeNull();
    // An ATV's CVT has clutches; nothing about them is read.
    expect(ownCauseMisfit("Worn primary clutch rollers", profile("atv", "Polaris", "Sportsman 570"))).toBeNull();
  });

  it("allows every part when the fuel or gearbox is unknown, and never reads words that mean two things", () => {
    const unknown = profile("automotive", "", "");
    expect(unknown.fuels).toBeNull();
    expect(ownCauseMisfit("Failed glow plugs", unknown)).toBeNull();
    expect(ownCauseMisfit("Blocked A/C condenser fins", profile("tractor", "Kubota", "L3901"))).toBeNull();
    expect(ownCauseMisfit("Distributor-type injection pump sticking", profile("tractor", "Kubota", "L3901"))).toBeNull();
  });
});
