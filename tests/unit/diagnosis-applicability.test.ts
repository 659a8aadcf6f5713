import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge";
import { diagnose } from "~/domain/diagnosis/engine";
import { COMPLAINTS, problems, VEHICLES } from "./applicability-vehicles";

/**
 * Issue #12: no answer names a cause that cannot apply to the named vehicle. This checks the whole chain (reading
 * the vehicle, the entries' applicability, the ranker) on the top three causes of a spread of everyday complaints
 * on each vehicle.
 */

describe("applicability over real vehicles (issue #12)", () => {
  it("covers at least 60 vehicles across all three categories", () => {
    expect(VEHICLES.length).toBeGreaterThanOrEqual(60);
    for (const type of ["tractor", "atv", "automotive"] as const) expect(VEHICLES.filter((x) => x.type === type).length).toBeGreaterThanOrEqual(15);
  });

  it("the rules catch what they are meant to catch", () => {
    const petrolCar = VEHICLES.find((x) => x.model.startsWith("Camry"))!;
    expect(problems(petrolCar, "Failed glow plugs")).toHaveLength(1);
    expect(problems(petrolCar, "Nissan CVT judder")).toContain("another make's pattern (nissan)");
    expect(problems(petrolCar, "Toyota 2AZ oil burning")).toEqual([]);
    expect(problems(petrolCar, "Torn crankcase vent diaphragm (VW/Audi, Toyota, BMW)")).toEqual([]);
    expect(problems(petrolCar, "Torn crankcase vent diaphragm (VW/Audi, BMW)")).not.toEqual([]);
    const diesel = VEHICLES.find((x) => x.fuel === "diesel")!;
    expect(problems(diesel, "Distributor-type injection pump sticking")).toEqual([]);
    expect(problems(diesel, "Cracked distributor cap")).not.toEqual([]);
    const lawn = VEHICLES.find((x) => x.model === "X300")!;
    expect(problems(lawn, "Skid steer seat bar switch open")).not.toEqual([]);
    const leaf = VEHICLES.find((x) => x.model.startsWith("Leaf"))!;
    expect(problems(leaf, "Weak alternator")).not.toEqual([]);
  });

  it("offers contact-breaker ignition causes to cars old enough to have them, and never to a modern or a diesel one", () => {
    const top = (make: string, model: string, symptoms: string) => {
      const r = diagnose({ vehicleType: "automotive", make, model, symptoms }, KNOWLEDGE);
      return [r.primaryCause, ...r.alternativeCauses.map((a) => a.cause)];
    };
    const noSpark = "cranks over fine but wont fire, no spark at the plugs since it sat all winter";
    expect(
      top("Ford", "Mustang 1965", noSpark)
        .slice(0, 3)
        .some((c) => /ignition points/i.test(c)),
    ).toBe(true);
    expect(top("Honda", "Civic 2015", noSpark).some((c) => /points|condenser/i.test(c))).toBe(false);
    // The classic Beetle ran on petrol only: its diesel came with the New Beetle in 1998.
    expect(top("Volkswagen", "Beetle 1971", "harder to start every week and misses under load").some((c) => /glow plug|diesel/i.test(c))).toBe(false);
  });

  it("keeps a recall of named models to those models, also when the model number ends in four digits", () => {
    const causes = (model: string) => {
      const r = diagnose(
        { vehicleType: "tractor", make: "Kubota", model, symptoms: "overflow bottle boils over and hot coolant sprays out around the reservoir cap" },
        KNOWLEDGE,
      );
      return [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)];
    };
    const recall = "tr-rc-kubota-coolant-reservoir-cap"; // BX, GR, ZD and ZG models only
    expect(causes("BX2380")).toContain(recall);
    expect(causes("BX2380 2016")).toContain(recall);
    // "L3901" once lost its "3901" as if it were a year, and with it the model that rules the recall out.
    expect(causes("L3901")).not.toContain(recall);
    expect(causes("L3901 2018")).not.toContain(recall);
  });

  it("keeps a maker's system to the models that have it: Toyota's MMT gearbox is a Yaris's, never a Camry's", () => {
    const ids = (model: string, symptoms: string) => {
      const r = diagnose({ vehicleType: "automotive", make: "Toyota", model, symptoms }, KNOWLEDGE);
      return [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)];
    };
    const mmt = "auto-pv-toyota-mmt-clutch-actuator";
    // "wont go" on a 2012 Camry once got the MMT's clutch actuator first: the entry could only name the make.
    expect(ids("Camry 2012", "wont go")).not.toContain(mmt);
    expect(ids("Camry 2012", "flashes N and will not go into gear")).not.toContain(mmt);
    expect(ids("Yaris 2008", "flashes N and will not go into gear")[0]).toBe(mmt);
    expect(ids("Corolla Verso", "flashes N and will not go into gear")[0]).toBe(mmt);
    // No model typed: nothing rules it out.
    expect(ids("", "flashes N and will not go into gear")).toContain(mmt);
  });

  it("never offers a car a part from after its time (smart keys, drive-by-wire, CAN bus, OBD-II evap)", () => {
    const all = (make: string, model: string, symptoms: string) => {
      const r = diagnose({ vehicleType: "automotive", make, model, symptoms }, KNOWLEDGE);
      return [r.primaryCause, ...r.alternativeCauses.map((a) => a.cause)];
    };
    const later = /smart-key|push-button|accelerator pedal position|electronic throttle|CAN bus|EVAP|TPMS|steering angle/i;
    expect(all("Ford", "Ranger 1987", "turn the key and it will not start, sometimes key not detected and no crank").filter((c) => later.test(c))).toEqual([]);
    expect(all("Chevrolet", "Chevelle 1969", "throttle stuck open, engine races and the pedal sticks").filter((c) => later.test(c))).toEqual([]);
    expect(all("Ford", "Ranger 2019", "key not detected, push button start will not crank").some((c) => /smart-key|push-button/i.test(c))).toBe(true);
    // A 1963 pickup's fuel pump is a mechanical one on the engine: no in-tank electric pump, nor its connector.
    const starved = "starts and runs a few miles then coughs and quits, keeps running with the gas cap off";
    expect(all("Ford", "F-100 1963", starved).filter((c) => /in-tank electric fuel pump|fuel pump connector on top/i.test(c))).toEqual([]);
    expect(all("Ford", "F-150 2004", "cranks but wont start, no fuel pump hum from the tank").some((c) => /in-tank electric fuel pump/i.test(c))).toBe(true);
  });

  for (const vehicle of VEHICLES) {
    it(`${vehicle.make} ${vehicle.model}: the top three always apply`, () => {
      const wrong: string[] = [];
      for (const symptoms of COMPLAINTS[vehicle.type]) {
        const r = diagnose({ vehicleType: vehicle.type, make: vehicle.make, model: vehicle.model, symptoms }, KNOWLEDGE);
        const top = [r.primaryCause, ...r.alternativeCauses.map((a) => a.cause)].slice(0, 3);
        for (const cause of top) for (const why of problems(vehicle, cause)) wrong.push(`"${symptoms}" → "${cause}": ${why}`);
      }
      expect(wrong.join("\n")).toBe("");
    });
  }
});
