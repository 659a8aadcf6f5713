/**
 * The words a vehicle profile is made of, shared by the catalogue, the knowledge files (where a cause applies) and
 * the engine. Kept small and coarse on purpose: a class must separate causes that cannot apply to each other (a
 * skid steer's seat-bar lockout on a utility tractor), not describe every machine.
 */

export const MACHINE_CLASSES = [
  // tractor: agricultural and construction machines, mowers
  "utility-tractor", // row-crop and utility tractors (about 40 hp and up)
  "compact-tractor", // sub-compact and compact tractors
  "lawn-tractor", // lawn and garden tractors, riding mowers
  "zero-turn",
  "walk-behind", // walk-behind mowers and tillers
  "robotic-mower", // battery robot mowers that cut on their own and return to a charging station
  "skid-steer", // skid steers and compact track loaders
  "backhoe",
  "excavator", // mini and full-size
  "wheel-loader", // incl. telehandlers
  "aerial-lift", // scissor and boom lifts (work platforms)
  "forklift", // lift trucks
  "dozer", // crawler dozers
  "combine",
  "baler", // and other pulled or self-propelled implements
  // atv
  "atv",
  "utv", // side-by-sides
  // automotive
  "car",
  "pickup",
  "suv",
  "van",
] as const;
export type MachineClass = (typeof MACHINE_CLASSES)[number];

// One key per VehicleType (diagnosis/types.ts), spelled out rather than imported: types.ts imports this module's
// words, so importing back would make a circle. Every use indexes it with a VehicleType, so a missing key fails to compile.
export const CLASSES_BY_TYPE = {
  tractor: [
    "utility-tractor",
    "compact-tractor",
    "lawn-tractor",
    "zero-turn",
    "walk-behind",
    "robotic-mower",
    "skid-steer",
    "backhoe",
    "excavator",
    "wheel-loader",
    "aerial-lift",
    "forklift",
    "dozer",
    "combine",
    "baler",
  ],
  atv: ["atv", "utv"],
  automotive: ["car", "pickup", "suv", "van"],
} satisfies Record<string, readonly MachineClass[]>;

export const FUELS = ["petrol", "diesel", "electric", "hybrid"] as const;
export type Fuel = (typeof FUELS)[number];

// "fixed-ratio": the single reduction gear of an electric car and the planetary "e-CVT" of a power-split hybrid
// (Prius): no clutch pedal, no torque converter, no belt.
export const TRANSMISSIONS = ["manual", "automatic", "cvt", "dual-clutch", "hydrostatic", "powershift", "fixed-ratio"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
