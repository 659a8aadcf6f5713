import type { VehicleType } from "~/domain/diagnosis/types.ts";

/** The three diagnostic sections (SPEC §2 menu entries and home cards). */
export interface VehicleCategory {
  type: VehicleType;
  title: string;
  description: string;
  path: "/tractor-search" | "/atv-search" | "/automotive-search";
  examples: string;
  defaultModelLabel: string;
}

export const VEHICLE_CATEGORIES: readonly VehicleCategory[] = [
  {
    type: "tractor",
    title: "Ag/Construction Machines",
    description: "Diagnose agricultural and construction equipment issues",
    path: "/tractor-search",
    examples: "Tractors, loaders, skid steers, excavators, combines, mowers",
    defaultModelLabel: "Generic Tractor",
  },
  {
    type: "atv",
    title: "ATV/UTV Diagnostics",
    description: "Diagnose ATV/UTV problems",
    path: "/atv-search",
    examples: "Quads, side-by-sides, utility vehicles",
    defaultModelLabel: "Generic ATV/UTV",
  },
  {
    type: "automotive",
    title: "Automotive Diagnostics",
    description: "Diagnose car issues",
    path: "/automotive-search",
    examples: "Cars, SUVs, pickups, OBD-II codes",
    defaultModelLabel: "Generic Vehicle",
  },
];
