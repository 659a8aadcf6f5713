import type { VehicleType } from "~/domain/diagnosis/types.ts";

/**
 * The makes and models this person typed lately, per category, newest first (issue #14 item 3: recent makes and
 * models are suggested first). Kept on the device, so it works offline and costs no request; a few entries only.
 */
export interface RecentVehicle {
  make: string;
  model: string;
}

export const MAX_RECENT = 8;
const key = (category: VehicleType) => `fieldfix-recent-vehicles-${category}`;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function readRecent(storage: Pick<Storage, "getItem">, category: VehicleType): RecentVehicle[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key(category)) ?? "[]");
    if (!Array.isArray(list)) return [];
    return list.filter((v): v is RecentVehicle => typeof v?.make === "string" && typeof v?.model === "string" && v.make.trim() !== "").slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

/** Puts this vehicle first (once, whatever its letter case) and keeps the newest MAX_RECENT. */
export function rememberVehicle(storage: Pick<Storage, "getItem" | "setItem">, category: VehicleType, vehicle: RecentVehicle): void {
  const make = vehicle.make.trim();
  const model = vehicle.model.trim();
  if (!make) return;
  const rest = readRecent(storage, category).filter((v) => !(same(v.make, make) && same(v.model, model)));
  try {
    storage.setItem(key(category), JSON.stringify([{ make, model }, ...rest].slice(0, MAX_RECENT)));
  } catch {
    // storage full or blocked: suggestions just stay as they were
  }
}

/** Recent makes first, then the catalogue's, each once. */
export function orderMakes(recent: RecentVehicle[], catalogue: string[]): string[] {
  const out: string[] = [];
  for (const m of [...recent.map((v) => v.make), ...catalogue]) if (!out.some((o) => same(o, m))) out.push(m);
  return out;
}

/** Recent models of the typed make (or all recent ones when no make is typed) first, then the catalogue's. */
export function orderModels<T extends { brand: string; model: string }>(
  recent: RecentVehicle[],
  make: string,
  catalogue: T[],
): Array<T | (RecentVehicle & { recent: true })> {
  const typed = make.trim().toLowerCase();
  const mine = recent.filter((v) => v.model && (!typed || v.make.toLowerCase().startsWith(typed))).map((v) => ({ ...v, recent: true as const }));
  const others = catalogue.filter((c) => !mine.some((m) => same(m.model, c.model)));
  return [...mine, ...others];
}
