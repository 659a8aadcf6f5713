import { z } from "zod";
import { VEHICLE_TYPES } from "./diagnosis/types.ts";
import { CONTROL, MACHINE_MESSAGES, MACHINE_TEXT_MAX, METER_MAX, METER_UNITS, NICKNAME_MAX, YEAR_MAX, YEAR_MIN } from "./machines.ts";

/** POST and PATCH /api/machines bodies (issue #14 'My machines'), with the messages of machines.ts. Server-side only. */

const text = (required: string, max: string) =>
  z
    .string({ error: required })
    .refine((s) => !CONTROL.test(s), MACHINE_MESSAGES.invalidChars)
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, required).max(MACHINE_TEXT_MAX, max));

/** Blank means none: a cleared nickname field removes the nickname. */
const nickname = z
  .string({ error: MACHINE_MESSAGES.nicknameMax })
  .refine((s) => !CONTROL.test(s), MACHINE_MESSAGES.invalidChars)
  .transform((s) => s.trim().replace(/\s+/g, " "))
  .pipe(z.string().max(NICKNAME_MAX, MACHINE_MESSAGES.nicknameMax))
  .transform((s) => s || null)
  .nullable();

/** Forms send numbers as typed; "" (a cleared field) and null mean none. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

const meterUnit = z.enum(METER_UNITS, { error: MACHINE_MESSAGES.unit }).nullable();

export const newMachineSchema = z.object({
  vehicleType: z.enum(VEHICLE_TYPES, { error: MACHINE_MESSAGES.vehicleType }),
  make: text(MACHINE_MESSAGES.makeRequired, MACHINE_MESSAGES.makeMax),
  model: text(MACHINE_MESSAGES.modelRequired, MACHINE_MESSAGES.modelMax),
  year: wholeNumber(YEAR_MIN, YEAR_MAX, MACHINE_MESSAGES.year).optional(),
  nickname: nickname.optional(),
  meterReading: wholeNumber(0, METER_MAX, MACHINE_MESSAGES.meter).optional(),
  meterUnit: meterUnit.optional(),
});

export const machineChangesSchema = z
  .object({
    nickname: nickname.optional(),
    meterReading: wholeNumber(0, METER_MAX, MACHINE_MESSAGES.meter).optional(),
    meterUnit: meterUnit.optional(),
  })
  .refine((v) => v.nickname !== undefined || v.meterReading !== undefined || v.meterUnit !== undefined, MACHINE_MESSAGES.nothingToChange);

export type NewMachine = z.output<typeof newMachineSchema>;
export type MachineChanges = z.output<typeof machineChangesSchema>;
