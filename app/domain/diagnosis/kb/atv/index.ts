import type { FaultEntry } from "../../types.ts";
import { atvAccessoryEntries } from "./accessories.ts";
import { atvAirIntakeEntries } from "./air-intake.ts";
import { atvBatteryWiringEntries } from "./battery-wiring.ts";
import { atvBrakeEntries } from "./brakes.ts";
import { atvChargingEntries } from "./charging.ts";
import { atvCoolingEntries } from "./cooling.ts";
import { atvDieselEntries } from "./diesel-utv.ts";
import { atv4wdEntries } from "./drivetrain-4wd.ts";
import { atvAxleShiftEntries } from "./drivetrain-axles.ts";
import { atvCvtEntries } from "./drivetrain-cvt.ts";
import { atvGearboxEntries } from "./drivetrain-gearbox.ts";
import { atvEngineMechanicalEntries } from "./engine-mechanical.ts";
import { atvFuelEntries } from "./fuel.ts";
import { atvFuelEfiEntries } from "./fuel-efi.ts";
import { atvThrottleEntries } from "./fuel-throttle.ts";
import { atvIgnitionEntries } from "./ignition.ts";
import { atvLubricationEntries } from "./lubrication.ts";
import { atvSensorEntries } from "./sensors-ecu.ts";
import { atvStartingEntries } from "./starting.ts";
import { atvSteeringEntries } from "./steering.ts";
import { atvSuspensionEntries } from "./suspension.ts";
import { atvTireTrackEntries } from "./tires-tracks.ts";

// ATV/UTV knowledge base, one file per system group.
export const atvEntries: FaultEntry[] = [
  ...atvStartingEntries,
  ...atvChargingEntries,
  ...atvBatteryWiringEntries,
  ...atvFuelEntries,
  ...atvFuelEfiEntries,
  ...atvThrottleEntries,
  ...atvIgnitionEntries,
  ...atvAirIntakeEntries,
  ...atvEngineMechanicalEntries,
  ...atvCoolingEntries,
  ...atvLubricationEntries,
  ...atvCvtEntries,
  ...atv4wdEntries,
  ...atvAxleShiftEntries,
  ...atvGearboxEntries,
  ...atvBrakeEntries,
  ...atvSteeringEntries,
  ...atvSuspensionEntries,
  ...atvTireTrackEntries,
  ...atvSensorEntries,
  ...atvAccessoryEntries,
  ...atvDieselEntries,
];
