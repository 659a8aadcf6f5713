import type { users } from "../db/schema.ts";

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;

/** When this session last proved the password (or a passkey): its sign-in, or a later re-entry of the password. */
export interface SessionInfo {
  id: string;
  authenticatedAt: Date;
  /** 'registration' for the sign-in a new account starts with (the home greets that person as new). */
  openedBy: "sign-in" | "registration";
}
