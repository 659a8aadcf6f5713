import type { VehicleType } from "./diagnosis/types.ts";
import type { MachineView } from "./machines.ts";

/** The signed-in home (issue #14): what its loader sends and the rules it decides on. Pure. */

export const RECENT_LIMIT = 10;

/** One of the account's newest diagnoses, saved or not. */
export interface RecentItem {
  id: string;
  vehicleType: VehicleType;
  tractorModel: string;
  primaryCause: string;
  createdAt: string;
  saved: boolean;
  resolved: boolean;
  stepsDone: number;
  stepCount: number;
}

export interface Workspace {
  recent: RecentItem[];
  /** null for the demo account, which keeps no machines. */
  machines: MachineView[] | null;
  /** Greets a person who has just registered as new rather than 'welcome back'. */
  justRegistered: boolean;
  /** Where a diagnosis opens: the demo account may not open /result/* (SPEC §5), only /diagnostic/*. */
  resultPath: "/result/" | "/diagnostic/";
  /** The demo account has no history link (it is shared by everyone who tries it). */
  showHistoryLink: boolean;
}

/** How long after creating the account the first visit lasts. */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * 'Just registered': still in the sign-in the registration opened, within an hour of creating the account. Signing
 * in again (even a minute later) is coming back, as the sign-in toast says; the shared demo account never registered.
 */
export function isJustRegistered(input: { accountCreatedAt: Date; sessionOpenedBy: "sign-in" | "registration" | null; demo: boolean; now: Date }): boolean {
  if (input.demo || input.sessionOpenedBy !== "registration") return false;
  const age = input.now.getTime() - input.accountCreatedAt.getTime();
  return age >= 0 && age < NEW_ACCOUNT_WINDOW_MS;
}

/** "0 of 6 steps done", "1 of 1 step done". */
export function stepProgressText(done: number, count: number): string {
  return `${done} of ${count} ${count === 1 ? "step" : "steps"} done`;
}
