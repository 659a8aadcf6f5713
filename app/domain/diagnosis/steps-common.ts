import type { StepTemplate } from "./types.ts";

/**
 * Reusable steps shared by every category, so entries stay short and the same check reads the
 * same everywhere. Category files keep their own libraries next to their entries; this one is
 * for checks that apply to any machine. Values are typical and must be checked against the
 * service manual, and the texts say so.
 */

export const LOCKOUT =
  "Park on level ground, lower all implements/buckets to the ground, set the parking brake, stop the engine and remove the key before working on the machine.";
export const BATTERY_GAS =
  "Batteries give off explosive hydrogen: no sparks or flames, wear eye protection, disconnect the negative cable first and reconnect it last.";
export const HOT_ENGINE = "Let the engine cool before touching exhaust, turbo, or cooling parts; hot coolant under pressure scalds.";
export const HYDRAULIC_PRESSURE =
  "Relieve stored hydraulic pressure (engine off, cycle the controls, lower loads) before opening any line; never check for leaks with your hand - pinhole jets inject oil under the skin.";
export const FUEL_FIRE = "Fuel is flammable: work outdoors or with ventilation, no smoking or sparks, have a fire extinguisher at hand, catch spilled fuel.";
export const RAISED_LOAD =
  "Never work under a raised machine, bucket or implement held only by hydraulics or a jack: use rated stands or the lift-arm support.";

export const scanCodes: StepTemplate = {
  title: "Read and record fault codes",
  description:
    "Connect a scan tool (OBD-II port on cars; the diagnostic connector or dash display on machines) and record every stored and pending code with its freeze-frame data before clearing anything. Codes point at circuits, not parts: confirm with the tests below before buying parts.",
  safetyLevel: "Low Risk",
  estimatedTime: "10 min",
  tools: ["OBD-II scan tool or the machine's diagnostic reader"],
};

export const visualInspection: StepTemplate = {
  title: "Visual inspection of the affected area",
  description:
    "With the machine locked out, inspect the area for loose or chewed wires, corroded connectors, leaks, cracked hoses, missing fasteners and signs of rubbing or heat. Rodent damage and corrosion cause a large share of field failures.",
  safetyLevel: "Safety Required",
  estimatedTime: "10-15 min",
  tools: ["Flashlight", "Inspection mirror"],
  safety: [LOCKOUT],
};

export const batteryTest: StepTemplate = {
  title: "Test the battery: resting voltage and load test",
  description:
    "Measure resting voltage with the engine off for at least an hour, then load-test (or use a conductance tester). A weak battery can look fine on a meter but collapse under cranking load.",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  tools: ["Digital multimeter", "Battery load tester or conductance tester"],
  specs: [
    "Typical: 12.6 V or more = fully charged, 12.4 V = about 75%, below 12.2 V = discharged (check against the service manual)",
    "Typical: voltage should stay above 9.6 V during a 15-second load test at half the CCA rating",
  ],
  parts: ["Battery of the specified group size and CCA rating"],
  safety: [BATTERY_GAS],
};

export const cleanTerminals: StepTemplate = {
  title: "Clean and tighten battery terminals and ground straps",
  description:
    "Disconnect negative then positive, wire-brush the posts and clamps until bright, check the engine-to-frame ground strap and the starter cable ends, reassemble and protect with terminal grease. Loose or corroded connections are the most common cause of no-crank and intermittent electrical faults.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Terminal brush", "Wrenches", "Dielectric or terminal grease"],
  specs: ["Typical battery terminal torque: 5-7 N·m (45-60 in·lb) - check the service manual"],
  safety: [BATTERY_GAS],
};

export const voltageDrop: StepTemplate = {
  title: "Voltage-drop test the cables under load",
  description:
    "While cranking (or with the circuit loaded), measure voltage across each side of the circuit: battery positive post to the component terminal, and component case/ground to battery negative post. A reading above spec means resistance in that cable or connection.",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  tools: ["Digital multimeter with min/max"],
  specs: ["Typical maximum drop: 0.5 V on the positive side, 0.3 V on the ground side while cranking"],
  safety: ["Keep hands, leads and clothing clear of belts, fans and pulleys while cranking.", BATTERY_GAS],
};

export const chargingTest: StepTemplate = {
  title: "Check charging voltage with the engine running",
  description:
    "Measure battery voltage at idle and at about 2000 rpm with lights and accessories on. Low voltage points at the alternator/stator, regulator, belt or wiring; high voltage at the regulator.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Digital multimeter"],
  specs: ["Typical: 13.8-14.7 V at the battery with the engine running (check against the service manual)"],
  safety: ["Keep clear of the fan and belts with the engine running."],
};

export const fuseRelayCheck: StepTemplate = {
  title: "Check fuses and relays in the circuit",
  description:
    "Find the circuit in the fuse/relay panel chart. Test fuses with a meter or test light on both sides (a fuse can look good and still be open). Swap the relay with an identical one from a non-critical circuit to see if the fault moves.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["Test light or multimeter", "Fuse puller"],
  parts: ["Fuse of the same rating", "Relay"],
};

export const fuelFilterWater: StepTemplate = {
  title: "Drain the water separator and inspect the fuel filters",
  description:
    "Open the water separator/sediment bowl drain into a clear container until clean fuel runs. Check for water, algae slime or wax. Replace the filters if they are due, plugged or contaminated, then bleed the system as the manual describes.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Clear container", "Filter wrench", "Rags"],
  parts: ["Primary and secondary fuel filters", "Water separator element"],
  safety: [FUEL_FIRE, "Wear nitrile gloves: diesel and gasoline irritate skin."],
};

export const coolantCheck: StepTemplate = {
  title: "Check coolant level and condition (engine cold)",
  description:
    "Only with the engine cold, open the cap slowly, check the level in the radiator and the overflow tank, and look for oil, rust or sludge in the coolant. Check the radiator fins for chaff, dirt or bent fins blocking airflow.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Flashlight", "Coolant tester/refractometer"],
  specs: ["Typical mix: 50/50 coolant and water, protection to about -37 °C / -34 °F"],
  safety: [HOT_ENGINE],
};

export const hydraulicLevel: StepTemplate = {
  title: "Check hydraulic oil level and condition",
  description:
    "With loads lowered and the machine level, check the hydraulic/transmission oil level at the sight glass or dipstick. Milky oil means water, foam means air being drawn in, a burnt smell or dark colour means overheating.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Clean rag", "Flashlight"],
  parts: ["Hydraulic/transmission fluid of the specified type (e.g. universal tractor fluid)"],
  safety: [HYDRAULIC_PRESSURE, RAISED_LOAD],
};

export const testDriveVerify: StepTemplate = {
  title: "Verify the repair",
  description:
    "Clear codes, run the machine through the conditions that caused the complaint (cold start, load, operating temperature) and confirm the symptom is gone and no codes return.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  safety: ["Test in a clear area; wear the seat belt where ROPS is fitted."],
};

export const consultDealer: StepTemplate = {
  title: "Escalate if the tests do not confirm the cause",
  description:
    "If the checks above pass and the fault remains, stop replacing parts: record what you measured and contact a dealer technician, who has the model-specific diagnostic software and service bulletins.",
  safetyLevel: "Low Risk",
  estimatedTime: "5 min",
};
