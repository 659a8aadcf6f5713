import { and, desc, eq, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { machineChangesSchema, newMachineSchema } from "~/domain/machine-schemas.ts";
import { defaultMeterUnit, MACHINE_LIMIT, MACHINE_MESSAGES, type MachineView, machineMatchKey } from "~/domain/machines.ts";
import { isDemo } from "~/domain/user.ts";
import type { UserRow } from "../auth/sessions.ts";
import { newId } from "../auth/tokens.ts";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { machines } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";

type Svc = Pick<AppServices, "db" | "currentUser" | "now">;
type Row = typeof machines.$inferSelect;

/** Machine ids are newId()s: 26 base32 characters. Anything else cannot exist. */
const MACHINE_ID = /^[a-z2-7]{26}$/;

export function toMachineView(row: Row): MachineView {
  return {
    id: row.id,
    vehicleType: row.vehicleType,
    make: row.make,
    model: row.model,
    year: row.year,
    meterReading: row.meterReading,
    meterUnit: row.meterUnit ?? null,
    nickname: row.nickname,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/**
 * The signed-in owner of the machines. The demo account is shared by every visitor, so it keeps none: a nickname
 * one visitor typed would be shown to the next.
 */
async function owner(svc: Svc): Promise<UserRow> {
  const user = await svc.currentUser();
  if (!user) throw new ApiError(401, MACHINE_MESSAGES.signIn, "REGISTRATION_REQUIRED");
  if (isDemo(user)) throw new ApiError(403, MACHINE_MESSAGES.demo, "DEMO_ACCOUNT");
  return user;
}

/** The query behind GET /api/machines and the home workspace: most recently used first. */
export function machinesQuery(db: Db, userId: string) {
  return db.select().from(machines).where(eq(machines.userId, userId)).orderBy(desc(machines.lastUsedAt), desc(machines.id)).limit(MACHINE_LIMIT);
}

export async function listMachines(svc: Svc): Promise<MachineView[]> {
  const user = await owner(svc);
  return (await machinesQuery(svc.db, user.id)).map(toMachineView);
}

interface MachineValues {
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number | null;
  meterReading?: number | null;
  meterUnit?: Row["meterUnit"];
  nickname?: string | null;
}

/**
 * Adds the machine unless the account already has MACHINE_LIMIT: the INSERT (an existing make+model+year is left as it
 * is, ON CONFLICT DO NOTHING) and a DELETE that takes the new row back out when it went over the limit. Run together
 * in one batch (a transaction), so two requests at once cannot pass the limit.
 */
function insertUnderLimit(db: Db, userId: string, id: string, m: MachineValues, now: Date) {
  return [
    db
      .insert(machines)
      .values({
        id,
        userId,
        vehicleType: m.vehicleType,
        make: m.make,
        model: m.model,
        year: m.year,
        meterReading: m.meterReading ?? null,
        meterUnit: m.meterUnit ?? null,
        nickname: m.nickname ?? null,
        matchKey: machineMatchKey(m.make, m.model, m.year),
        createdAt: now,
        lastUsedAt: now,
      })
      .onConflictDoNothing({ target: [machines.userId, machines.matchKey] }),
    db.delete(machines).where(and(eq(machines.id, id), sql`(select count(*) from ${machines} where ${machines.userId} = ${userId}) > ${MACHINE_LIMIT}`)),
  ] as const;
}

/**
 * The statements that record the machine a diagnosis was for, run in the diagnosis's own batch (so online and
 * uploaded offline diagnoses both record it, and a failed diagnosis records nothing): a known machine gets its
 * last use (and the category it was last diagnosed in); a new one is added while the account has room. At the
 * limit a new machine is simply not added: the diagnosis matters more than the list.
 */
export function recordMachineUse(db: Db, userId: string, m: { vehicleType: VehicleType; make: string; model: string; year: number | null }, now: Date) {
  return [
    db
      .update(machines)
      .set({ lastUsedAt: now, vehicleType: m.vehicleType })
      .where(and(eq(machines.userId, userId), eq(machines.matchKey, machineMatchKey(m.make, m.model, m.year)))),
    ...insertUnderLimit(db, userId, newId(), m, now),
  ] as const;
}

/** POST /api/machines: a machine added by hand. 409 when it is already there or the account has MACHINE_LIMIT. */
export async function addMachine(svc: Svc, body: unknown): Promise<MachineView> {
  const user = await owner(svc);
  const input = parseOrThrow(newMachineSchema, body);
  const year = input.year ?? null;
  const meterReading = input.meterReading ?? null;
  const values: MachineValues = {
    vehicleType: input.vehicleType,
    make: input.make,
    model: input.model,
    year,
    meterReading,
    meterUnit: meterReading === null ? (input.meterUnit ?? null) : (input.meterUnit ?? defaultMeterUnit(input.vehicleType)),
    nickname: input.nickname ?? null,
  };
  const id = newId();
  await svc.db.batch(insertUnderLimit(svc.db, user.id, id, values, svc.now()));
  const row = await svc.db.select().from(machines).where(eq(machines.id, id)).get();
  if (!row) {
    const existing = await svc.db
      .select({ id: machines.id })
      .from(machines)
      .where(and(eq(machines.userId, user.id), eq(machines.matchKey, machineMatchKey(values.make, values.model, year))))
      .get();
    if (existing) throw new ApiError(409, MACHINE_MESSAGES.exists, "MACHINE_EXISTS", { id: existing.id });
    throw new ApiError(409, MACHINE_MESSAGES.limit, "MACHINE_LIMIT", { limit: MACHINE_LIMIT });
  }
  return toMachineView(row);
}

/** PATCH /api/machines/:id: nickname, hours or mileage. Someone else's machine does not exist (404). */
export async function updateMachine(svc: Svc, id: string, body: unknown): Promise<MachineView> {
  const user = await owner(svc);
  if (!MACHINE_ID.test(id)) throw new ApiError(404, MACHINE_MESSAGES.notFound, "NOT_FOUND");
  const changes = parseOrThrow(machineChangesSchema, body);
  const set: Partial<Row> = {};
  if (changes.nickname !== undefined) set.nickname = changes.nickname;
  if (changes.meterReading !== undefined) set.meterReading = changes.meterReading;
  if (changes.meterUnit !== undefined) set.meterUnit = changes.meterUnit;
  const row = await svc.db
    .update(machines)
    .set(set)
    .where(and(eq(machines.id, id), eq(machines.userId, user.id)))
    .returning()
    .get();
  if (!row) throw new ApiError(404, MACHINE_MESSAGES.notFound, "NOT_FOUND");
  return toMachineView(row);
}

/** DELETE /api/machines/:id. Diagnoses made for it stay: they are history, not part of the machine. */
export async function removeMachine(svc: Svc, id: string): Promise<void> {
  const user = await owner(svc);
  if (!MACHINE_ID.test(id)) throw new ApiError(404, MACHINE_MESSAGES.notFound, "NOT_FOUND");
  const gone = await svc.db
    .delete(machines)
    .where(and(eq(machines.id, id), eq(machines.userId, user.id)))
    .returning({ id: machines.id })
    .get();
  if (!gone) throw new ApiError(404, MACHINE_MESSAGES.notFound, "NOT_FOUND");
}
