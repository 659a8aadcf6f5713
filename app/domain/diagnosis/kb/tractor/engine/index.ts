import type { FaultEntry } from "../../../types.ts";
import { airIntakeEntries } from "./air-intake.ts";
import { batteryWiringEntries } from "./battery-wiring.ts";
import { chargingEntries } from "./charging.ts";
import { coldStartEntries } from "./cold-start.ts";
import { coolingEntries } from "./cooling.ts";
import { electricalAccessoryEntries } from "./electrical-accessories.ts";
import { emissionsEntries } from "./emissions.ts";
import { engineMechanicalEntries } from "./engine-mechanical.ts";
import { dieselFuelEntries } from "./fuel-diesel.ts";
import { gasolineFuelEntries } from "./fuel-gasoline.ts";
import { dieselInjectionEntries } from "./fuel-injection.ts";
import { hvacEntries } from "./hvac.ts";
import { ignitionEntries } from "./ignition.ts";
import { lubricationEntries } from "./lubrication.ts";
import { sensorsEcuEntries } from "./sensors-ecu.ts";
import { startingEntries } from "./starting.ts";

// Aggregates this folder's entry files (tractor engine side; hydraulics/PTO/drivetrain live in ../machine).
export const tractorEngineEntries: FaultEntry[] = [
  ...startingEntries,
  ...chargingEntries,
  ...batteryWiringEntries,
  ...dieselFuelEntries,
  ...dieselInjectionEntries,
  ...gasolineFuelEntries,
  ...ignitionEntries,
  ...airIntakeEntries,
  ...coldStartEntries,
  ...engineMechanicalEntries,
  ...coolingEntries,
  ...lubricationEntries,
  ...emissionsEntries,
  ...sensorsEcuEntries,
  ...hvacEntries,
  ...electricalAccessoryEntries,
];
