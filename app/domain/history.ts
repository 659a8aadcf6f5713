import type { VehicleType } from "./diagnosis/types.ts";

/** SPEC §3 history item as the page reads it (the server's HistoryItem has this shape). */
export interface HistoryEntry {
  id: string;
  symptoms: string;
  tractorModel: string;
  primaryCause: string;
  vehicleType: VehicleType | "Unknown";
  resolved: boolean;
  createdAt: string;
  saved: boolean;
  /** Troubleshooting steps ticked off, of stepCount ('3 of 7 steps done' on the card). */
  stepsDone: number;
  stepCount: number;
}

export type VehicleFilter = "all" | VehicleType;

/** SPEC §2 vehicle filter, in order. The labels double as the card's category badge. */
export const VEHICLE_FILTERS: ReadonlyArray<{ value: VehicleFilter; label: string }> = [
  { value: "all", label: "All Vehicles" },
  { value: "tractor", label: "Agricultural" },
  { value: "atv", label: "ATV/UTV" },
  { value: "automotive", label: "Automotive" },
];

export function vehicleLabel(type: HistoryEntry["vehicleType"]): string {
  return type === "Unknown" ? "Unknown" : (VEHICLE_FILTERS.find((f) => f.value === type)?.label ?? "Unknown");
}

export function isVehicleFilter(value: string): value is VehicleFilter {
  return VEHICLE_FILTERS.some((f) => f.value === value);
}

/** An item with its search text lower-cased once, so a keystroke costs one substring scan per item. */
export interface IndexedEntry<T extends HistoryEntry = HistoryEntry> {
  item: T;
  haystack: string;
}

// A separator no typed query contains, so a match never spans two fields.
const SEP = "\u0000";

export function indexHistory<T extends HistoryEntry>(items: readonly T[]): IndexedEntry<T>[] {
  return items.map((item) => ({ item, haystack: [item.symptoms, item.tractorModel, item.primaryCause].join(SEP).toLowerCase() }));
}

/**
 * SPEC §5 history search: case-insensitive substring on symptoms, model and primary cause, combined with the
 * vehicle-type filter. Surrounding blanks in the query are ignored; an empty query matches everything.
 */
export function filterHistory<T extends HistoryEntry>(index: readonly IndexedEntry<T>[], query: string, vehicle: VehicleFilter): T[] {
  const q = query.trim().toLowerCase();
  const out: T[] = [];
  for (const { item, haystack } of index) {
    if (vehicle !== "all" && item.vehicleType !== vehicle) continue;
    if (q && !haystack.includes(q)) continue;
    out.push(item);
  }
  return out;
}
