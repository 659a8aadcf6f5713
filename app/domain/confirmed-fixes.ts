import type { ConfirmedFixCounts } from "./diagnosis/types.ts";

/**
 * 'What fixed it?' (issue #13 item 3): when an owner marks a diagnosis resolved they may say which cause it was —
 * one the result listed, or something else in a few words with an optional part. Counts of those answers by
 * vehicle and cause become ranking evidence. Shared by the result page (client) and the API (server); the request
 * schema is in confirmed-fix-schema.ts so the page does not load zod for a note.
 * See docs/decisions/confirmed-fixes.md.
 */

export const FIX_LIMITS = { otherCause: 120, part: 80 } as const;

/** A result says 'Confirmed fix for N owners of this model' from this many owners on; fewer is never shown. */
export const CONFIRMED_SHOWN_FROM = 3;

export const FIX_MESSAGES = {
  choose: "Choose what fixed it, or skip",
  otherRequired: "Say in a few words what fixed it",
  otherMax: `Keep it to ${FIX_LIMITS.otherCause} characters`,
  partMax: `Keep the part to ${FIX_LIMITS.part} characters`,
  partWithOther: "A part can only be given with 'Something else'",
  notListed: "That cause is not one this diagnosis listed",
  notResolved: "Mark the diagnosis resolved first, then say what fixed it",
  demo: "Answers from the shared demo account are not counted",
} as const;

export type FixAnswer = { causeId: string } | { otherCause: string; part?: string };

/** The owner's own answer as the result page shows it back (never shown to anyone else). */
export interface ConfirmedFixView {
  causeId: string | null;
  /** The listed cause's title, or the owner's own words. */
  cause: string;
  part: string | null;
}

/** No counts: what the engine gets offline, in the eval, and for a vehicle nobody has confirmed a fix for. */
export const NO_COUNTS: ConfirmedFixCounts = { family: {}, make: {}, class: {} };

export function hasCounts(c: ConfirmedFixCounts | undefined): c is ConfirmedFixCounts {
  return !!c && (Object.keys(c.family).length > 0 || Object.keys(c.make).length > 0 || Object.keys(c.class).length > 0);
}

/** 'Confirmed fix for N owners of this model', or null below the threshold (a small count could point at a person). */
export function confirmedFixNote(n: number | undefined): string | null {
  if (n === undefined || !Number.isInteger(n) || n < CONFIRMED_SHOWN_FROM) return null;
  return `Confirmed fix for ${n} owners of this model`;
}
