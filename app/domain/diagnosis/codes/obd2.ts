import type { VehicleSystem } from "../types.ts";
import { type CodeRow, seriesRows } from "./obd2-series.ts";
import { OBD2_TABLE_P0 } from "./obd2-table.ts";
import { OBD2_TABLE_MORE } from "./obd2-table-more.ts";

/** Meaning of one OBD-II code: known from the generic table, or described from its structure. */
export interface Obd2Meaning {
  code: string;
  system: VehicleSystem;
  meaning: string;
  /** False when only the structure of the code is known (manufacturer-specific or not in our table). */
  known: boolean;
}

export const OBD2_PATTERN = /^[PBCU][0-3][0-9A-F]{3}$/;

let table: Map<string, CodeRow> | null = null;

function getTable(): Map<string, CodeRow> {
  if (table) return table;
  table = new Map();
  for (const row of seriesRows()) table.set(row[0], row);
  for (const line of (OBD2_TABLE_P0 + OBD2_TABLE_MORE).split("\n")) {
    const [c, system, meaning] = line.split("|");
    if (c && system && meaning) table.set(c, [c, system as VehicleSystem, meaning]);
  }
  return table;
}

/** Number of codes with a specific generic meaning (used by tests and the eval summary). */
export function obd2CodeCount(): number {
  return getTable().size;
}

export function obd2Codes(): string[] {
  return [...getTable().keys()];
}

const P_GENERIC_AREAS: Record<string, [VehicleSystem, string]> = {
  "0": ["fuel", "fuel and air metering, auxiliary emission controls"],
  "1": ["fuel", "fuel and air metering"],
  "2": ["fuel", "fuel and air metering (injector circuits)"],
  "3": ["ignition", "ignition system or misfire"],
  "4": ["emissions", "auxiliary emission controls"],
  "5": ["sensors-ecu", "vehicle speed, idle control and auxiliary inputs"],
  "6": ["sensors-ecu", "computer and output circuits"],
  "7": ["drivetrain", "transmission"],
  "8": ["drivetrain", "transmission"],
  "9": ["drivetrain", "transmission"],
  A: ["charging", "hybrid/electric propulsion"],
  B: ["charging", "hybrid/electric propulsion"],
  C: ["charging", "hybrid/electric propulsion"],
};

const P2_AREAS: Record<string, [VehicleSystem, string]> = {
  "0": ["fuel", "fuel and air metering, auxiliary emission controls"],
  "1": ["fuel", "fuel and air metering"],
  "2": ["fuel", "fuel and air metering"],
  "3": ["ignition", "ignition system or misfire"],
  "4": ["emissions", "auxiliary emission controls"],
  "5": ["sensors-ecu", "auxiliary inputs"],
  "6": ["sensors-ecu", "computer and output circuits"],
  "7": ["drivetrain", "transmission"],
  A: ["fuel", "fuel and air metering"],
  B: ["emissions", "emission controls"],
};

/** An honest description of a code we have no specific meaning for, from its letter and digits. */
export function describeStructure(code: string): Obd2Meaning {
  const letter = code[0]!;
  const d1 = code[1]!;
  const d2 = code[2]!;
  const manufacturer = (letter === "P" && (d1 === "1" || (d1 === "3" && d2 !== "4"))) || (letter !== "P" && (d1 === "1" || d1 === "2"));
  const owner = manufacturer ? "manufacturer-specific" : "generic (SAE)";
  if (letter === "P") {
    const areas = d1 === "2" ? P2_AREAS : P_GENERIC_AREAS;
    const [system, area] = (d1 === "3" && d2 === "4" ? ["engine-mechanical", "cylinder deactivation"] : areas[d2]) ?? ["sensors-ecu", "powertrain"];
    return {
      code,
      system: system as VehicleSystem,
      known: false,
      meaning: `${owner} powertrain code in the ${area} group${manufacturer ? "; the exact meaning depends on the make, so look it up in the service information for this vehicle" : ""}`,
    };
  }
  const kind: Record<string, [VehicleSystem, string]> = {
    B: ["electrical-accessories", "body (airbags, lighting, locks, climate, seats)"],
    C: ["brakes", "chassis (ABS, traction/stability control, steering, suspension)"],
    U: ["sensors-ecu", "network/communication between control modules"],
  };
  const [system, area] = kind[letter] ?? ["sensors-ecu", "vehicle"];
  return {
    code,
    system,
    known: false,
    meaning: `${owner} ${area} code${manufacturer ? "; the exact meaning depends on the make, so look it up in the service information for this vehicle" : ""}`,
  };
}

export function lookupObd2(rawCode: string): Obd2Meaning | null {
  const code = rawCode.toUpperCase();
  if (!OBD2_PATTERN.test(code)) return null;
  const row = getTable().get(code);
  if (row) return { code, system: row[1], meaning: row[2], known: true };
  return describeStructure(code);
}

/** Plain-words hint for the common code endings, so the explanation step says what to test. */
export function plainHint(meaning: string): string {
  const m = meaning.toLowerCase();
  if (/misfire/.test(m))
    return "The engine computer saw the crankshaft slow down on firing strokes: a cylinder is not burning properly (spark, fuel or compression).";
  if (/lost communication|bus/.test(m))
    return "Modules on the data network stopped hearing each other: check power, ground and the network wiring/connectors of the named module before suspecting the module.";
  if (/circuit low|low input|low voltage/.test(m))
    return "The module sees a voltage below the normal range: usually a wire shorted to ground, an open reference/signal wire, a bad connector or the part itself.";
  if (/circuit high|high input|high voltage/.test(m))
    return "The module sees a voltage above the normal range: usually an open ground, a wire shorted to voltage, a bad connector or the part itself.";
  if (/range\/performance|performance/.test(m))
    return "The signal is within electrical limits but does not make sense for the operating conditions: a mechanical fault, a leak or a drifting sensor is more likely than a broken wire.";
  if (/intermittent|erratic/.test(m)) return "The signal drops out now and then: look for loose pins, chafed wires and corrosion, and wiggle-test the harness.";
  if (/too lean|lean/.test(m))
    return "The engine computer is adding a lot of fuel to compensate: look for unmetered air (vacuum leaks), low fuel pressure or a dirty airflow sensor.";
  if (/too rich|rich/.test(m))
    return "The engine computer is removing fuel to compensate: look for leaking injectors, high fuel pressure or a sensor reading wrongly.";
  if (/efficiency below threshold/.test(m))
    return "The monitor sees the after-treatment part not cleaning the exhaust as it should: rule out exhaust leaks, sensor faults and engine problems before replacing it.";
  if (/leak/.test(m)) return "A leak was detected in the system the code names: start with the cap, hoses and seals.";
  if (/stuck|over-advanced|over-retarded/.test(m))
    return "A part did not move to where the computer commanded it: check oil level/quality or supply, then the actuator and its wiring.";
  if (/circuit|open/.test(m))
    return "An electrical fault in the named circuit: check fuse, connector, wiring and the part's resistance before replacing the module.";
  if (/manufacturer-specific/.test(m))
    return "This code's meaning depends on the maker: read it with a scan tool that shows the text, or look it up in the service information.";
  return "Confirm the condition the code describes with the tests below before replacing parts.";
}
