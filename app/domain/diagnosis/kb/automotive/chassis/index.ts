import type { FaultEntry } from "../../../types.ts";
import { brakesAbsEntries } from "./brakes-abs.ts";
import { brakesFrictionEntries } from "./brakes-friction.ts";
import { brakesHydraulicEntries } from "./brakes-hydraulic.ts";
import { driveline4wdEntries } from "./driveline-4wd.ts";
import { drivelineAxleEntries } from "./driveline-axles.ts";
import { drivelineClutchEntries } from "./driveline-clutch.ts";
import { drivelinePatternEntries } from "./driveline-patterns.ts";
import { electricalBodyEntries } from "./electrical-body.ts";
import { electricalComfortEntries } from "./electrical-comfort.ts";
import { electricalLightingEntries } from "./electrical-lighting.ts";
import { electricalModuleEntries } from "./electrical-modules.ts";
import { electricalWiperHornEntries } from "./electrical-wipers-horn.ts";
import { hvacAcEntries } from "./hvac-ac.ts";
import { hvacAirEntries } from "./hvac-air.ts";
import { hvacDoorEntries } from "./hvac-doors.ts";
import { sensorsChassisEntries } from "./sensors-chassis.ts";
import { suspensionAirEntries } from "./suspension-air.ts";
import { suspensionEntries } from "./suspension.ts";
import { steeringLinkageEntries } from "./steering-linkage.ts";
import { steeringEntries } from "./steering.ts";
import { tyreEntries } from "./tyres.ts";
import { transmissionAutomaticEntries } from "./transmission-automatic.ts";
import { transmissionControlEntries } from "./transmission-controls.ts";
import { transmissionCvtDctEntries } from "./transmission-cvt-dct.ts";

// Aggregates this folder's entry files (cars, SUVs and pickups: drivetrain, brakes, steering, suspension, HVAC, body electrics, tires).
export const automotiveChassisEntries: FaultEntry[] = [
  ...transmissionAutomaticEntries,
  ...transmissionControlEntries,
  ...transmissionCvtDctEntries,
  ...drivelineClutchEntries,
  ...drivelineAxleEntries,
  ...driveline4wdEntries,
  ...drivelinePatternEntries,
  ...brakesFrictionEntries,
  ...brakesHydraulicEntries,
  ...brakesAbsEntries,
  ...sensorsChassisEntries,
  ...steeringEntries,
  ...steeringLinkageEntries,
  ...suspensionEntries,
  ...suspensionAirEntries,
  ...hvacAcEntries,
  ...hvacAirEntries,
  ...hvacDoorEntries,
  ...electricalBodyEntries,
  ...electricalModuleEntries,
  ...electricalLightingEntries,
  ...electricalComfortEntries,
  ...electricalWiperHornEntries,
  ...tyreEntries,
];
