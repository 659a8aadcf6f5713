import type { FaultEntry } from "../../../types.ts";
import { airIntakeEntries } from "./air-intake.ts";
import { batteryWiringEntries } from "./battery-wiring.ts";
import { chargingEntries } from "./charging.ts";
import { coolingLeakEntries } from "./cooling-leaks.ts";
import { coolingEntries } from "./cooling.ts";
import { dieselEntries } from "./diesel.ts";
import { emissionsCatalystEntries } from "./emissions-catalyst.ts";
import { emissionsDieselEntries } from "./emissions-diesel.ts";
import { emissionsEvapEgrEntries } from "./emissions-evap-egr.ts";
import { engineBlockEntries } from "./engine-block.ts";
import { engineTimingEntries } from "./engine-timing.ts";
import { fuelDeliveryEntries } from "./fuel-delivery.ts";
import { fuelInjectionEntries } from "./fuel-injection.ts";
import { ignitionEntries } from "./ignition.ts";
import { lubricationEntries } from "./lubrication.ts";
import { sensorsControlEntries } from "./sensors-control.ts";
import { sensorsEngineEntries } from "./sensors-engine.ts";
import { startingEntries } from "./starting.ts";
import { turboEntries } from "./turbo.ts";

// Aggregates this folder's entry files: cars and light/heavy-duty pickups, engine side.
export const automotiveEngineEntries: FaultEntry[] = [
  ...startingEntries,
  ...chargingEntries,
  ...batteryWiringEntries,
  ...fuelDeliveryEntries,
  ...fuelInjectionEntries,
  ...dieselEntries,
  ...ignitionEntries,
  ...airIntakeEntries,
  ...turboEntries,
  ...engineTimingEntries,
  ...engineBlockEntries,
  ...coolingEntries,
  ...coolingLeakEntries,
  ...lubricationEntries,
  ...emissionsCatalystEntries,
  ...emissionsEvapEgrEntries,
  ...emissionsDieselEntries,
  ...sensorsEngineEntries,
  ...sensorsControlEntries,
];
