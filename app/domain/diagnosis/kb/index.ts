import type { FaultEntry, VehicleType } from "../types.ts";
import { atvEntries } from "./atv/index.ts";
import { automotiveEntries } from "./automotive/index.ts";
import { tractorEntries } from "./tractor/index.ts";

/** Every knowledge-base entry of all three categories. */
export const allEntries: FaultEntry[] = [...tractorEntries, ...atvEntries, ...automotiveEntries];

/** Entries that apply to one vehicle type (an entry may serve several categories). */
export function entriesFor(vehicleType: VehicleType, kb: FaultEntry[] = allEntries): FaultEntry[] {
  return kb.filter((e) => e.vehicleTypes.includes(vehicleType));
}
