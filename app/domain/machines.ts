import type { VehicleType } from "./diagnosis/types.ts";

/**
 * 'My machines' on the home workspace (issue #14): the rules for a machine, shared by POST/PATCH /api/machines and
 * the machine a diagnosis records. Pure and free of zod (the home page imports it; the schemas are in
 * machine-schemas.ts), so the server, the page and unit tests use one copy.
 */

export const MACHINE_LIMIT = 50;
export const MACHINE_TEXT_MAX = 60;
export const NICKNAME_MAX = 40;
export const METER_MAX = 2_000_000;
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2035;
export const METER_UNITS = ["hours", "miles", "km"] as const;
export type MeterUnit = (typeof METER_UNITS)[number];

/** What the client sees of a machine (GET /api/machines and the home loader). */
export interface MachineView {
  id: string;
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number | null;
  meterReading: number | null;
  meterUnit: MeterUnit | null;
  nickname: string | null;
  lastUsedAt: string;
}

export const MACHINE_MESSAGES = {
  vehicleType: "Choose a vehicle type: tractor, atv or automotive",
  makeRequired: "Make/Brand is required",
  makeMax: `Make/Brand must be at most ${MACHINE_TEXT_MAX} characters`,
  modelRequired: "Model is required",
  modelMax: `Model must be at most ${MACHINE_TEXT_MAX} characters`,
  year: `Year must be a whole number from ${YEAR_MIN} to ${YEAR_MAX}`,
  nicknameMax: `Nickname must be at most ${NICKNAME_MAX} characters`,
  meter: "Hours or mileage must be a whole number from 0 to 2,000,000",
  unit: "Unit must be hours, miles or km",
  invalidChars: "Remove the control characters from this field",
  nothingToChange: "Send a nickname, hours or mileage to change",
  limit: `You can keep up to ${MACHINE_LIMIT} machines. Remove one to add another.`,
  exists: "This machine is already in My machines.",
  notFound: "Machine not found",
  signIn: "Please sign in to see your machines.",
  demo: "The demo account does not keep machines. Create your own account to keep yours.",
} as const;

/** Control characters (line breaks, NUL, escapes) have no place in a make, model or nickname. */
export const CONTROL = /\p{Cc}/u;

/** The unit a reading is in when none was chosen: machines count hours, road vehicles miles. */
export function defaultMeterUnit(type: VehicleType): MeterUnit {
  return type === "tractor" ? "hours" : "miles";
}

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** One machine per make, model and year for a person, whatever the spelling's case or spacing. */
export function machineMatchKey(make: string, model: string, year: number | null | undefined): string {
  return [norm(make), norm(model), year ?? ""].join("\u0000");
}

const YEAR_TOKEN = /(?<![\p{L}\p{N}])(19[5-9]\d|20[0-2]\d|203[0-5])(?![\p{L}\p{N}])/gu;

/**
 * The year in what a person typed as Model/Year ("5075E 2016" is the 5075E of 2016): the last 4-digit number from
 * 1950 to 2035 standing on its own. When nothing would be left of the model without it ("2030", a John Deere
 * model) it is the model, not a year.
 */
export function splitModelYear(modelField: string): { model: string; year: number | null } {
  const clean = modelField.trim().replace(/\s+/g, " ");
  const matches = [...clean.matchAll(YEAR_TOKEN)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) return { model: clean, year: null };
  const rest = (clean.slice(0, last.index) + clean.slice(last.index + last[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:/-]+|[\s,;:/(-]+$/g, "")
    .trim();
  if (!rest) return { model: clean, year: null };
  return { model: rest, year: Number(last[1]) };
}

/**
 * The machine a diagnosis names, or null when what was typed does not fit a machine (too long to be a make or model).
 * The entry form's Model/Year field may carry the year.
 */
export function machineFromDiagnosis(
  vehicleType: VehicleType,
  make: string,
  modelField: string,
): { vehicleType: VehicleType; make: string; model: string; year: number | null } | null {
  const cleanMake = make.trim().replace(/\s+/g, " ");
  const { model, year } = splitModelYear(modelField);
  if (!cleanMake || !model || cleanMake.length > MACHINE_TEXT_MAX || model.length > MACHINE_TEXT_MAX || CONTROL.test(cleanMake + model)) return null;
  return { vehicleType, make: cleanMake, model, year };
}

/** What the entry form's Model/Year field gets back for a machine. */
export function modelYearText(m: Pick<MachineView, "model" | "year">): string {
  return m.year ? `${m.model} ${m.year}` : m.model;
}

const ENTRY_PATHS: Record<VehicleType, string> = { tractor: "/tractor-search", atv: "/atv-search", automotive: "/automotive-search" };

/** One tap on a machine: its category's entry page with Make/Brand and Model/Year filled (the form reads ?make=&model=). */
export function machineEntryHref(m: Pick<MachineView, "vehicleType" | "make" | "model" | "year">): string {
  const q = new URLSearchParams({ make: m.make, model: modelYearText(m) });
  return `${ENTRY_PATHS[m.vehicleType]}?${q.toString()}`;
}

/** "1,250 hours", "84,000 miles"; null without a reading. */
export function meterText(m: Pick<MachineView, "meterReading" | "meterUnit" | "vehicleType">): string | null {
  if (m.meterReading === null) return null;
  const unit = m.meterUnit ?? defaultMeterUnit(m.vehicleType);
  return `${m.meterReading.toLocaleString("en-US")} ${m.meterReading === 1 && unit !== "km" ? unit.slice(0, -1) : unit}`;
}

/** The name a machine goes by on the page: its nickname, else make and model. */
export function machineTitle(m: Pick<MachineView, "nickname" | "make" | "model">): string {
  return m.nickname || `${m.make} ${m.model}`;
}
