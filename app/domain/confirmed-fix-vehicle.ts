import type { VehicleType } from "./diagnosis/types.ts";
import { type Catalogue, readProfile } from "./vehicle/profile.ts";

/**
 * The vehicle an answer counts for, normalised through the catalogue so "JD", "John Deere" and "deere" are one make
 * and "X300 2008" / "x-300" one model family. A model the catalogue does not know has no family: its answers count
 * at make and class level only (free-typed model names would split one model into many). The same function keys an
 * answer when it is stored and the counts a diagnosis reads, so both always agree.
 */
export interface FixVehicle {
  vehicleType: VehicleType;
  machineClass: string | null;
  make: string | null;
  modelFamily: string | null;
}

const MAKE_MAX = 60;

export function fixVehicleOf(input: { vehicleType: VehicleType; make: string; model: string }, cat: Catalogue): FixVehicle {
  // Only the fields: the story may name other vehicles ("same as my neighbour's Kubota").
  const p = readProfile({ ...input, symptoms: "" }, cat);
  const make = p.make ? p.make.slice(0, MAKE_MAX) : null;
  return { vehicleType: input.vehicleType, machineClass: p.class, make, modelFamily: make && p.family ? p.family : null };
}
