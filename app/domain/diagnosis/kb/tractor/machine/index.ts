import type { FaultEntry } from "../../../types.ts";
import { brakeEntries } from "./brakes.ts";
import { combineEntries } from "./combine.ts";
import { drivetrainAxleEntries } from "./drivetrain-axles.ts";
import { drivetrainGearEntries } from "./drivetrain-gear.ts";
import { drivetrainHydrostaticEntries } from "./drivetrain-hydrostatic.ts";
import { hydraulicsConstructionEntries } from "./hydraulics-construction.ts";
import { hydraulicsLoaderHitchEntries } from "./hydraulics-loader-hitch.ts";
import { hydraulicsSupplyEntries } from "./hydraulics-supply.ts";
import { interlockEntries } from "./interlocks.ts";
import { mowerDeckEntries } from "./mower-deck.ts";
import { ptoEntries } from "./pto.ts";
import { steeringEntries } from "./steering.ts";
import { suspensionEntries } from "./suspension.ts";
import { tracksTyresEntries } from "./tracks-tyres.ts";

// Aggregates this folder's entry files: the machine side of ag/construction equipment
// (hydraulics, PTO, drivetrain, brakes, steering, suspension, tracks/tyres, combines, mower decks, interlocks).
export const tractorMachineEntries: FaultEntry[] = [
  ...hydraulicsSupplyEntries,
  ...hydraulicsLoaderHitchEntries,
  ...hydraulicsConstructionEntries,
  ...ptoEntries,
  ...drivetrainHydrostaticEntries,
  ...drivetrainGearEntries,
  ...drivetrainAxleEntries,
  ...brakeEntries,
  ...steeringEntries,
  ...suspensionEntries,
  ...tracksTyresEntries,
  ...combineEntries,
  ...mowerDeckEntries,
  ...interlockEntries,
];
