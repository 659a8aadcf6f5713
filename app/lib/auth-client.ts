import { useState } from "react";
import { ApiError } from "~/domain/api-error.ts";
import { api, NetworkError } from "./api.ts";
import { clearClientSession, getSessionId } from "./session-id.ts";

/**
 * SPEC §4 sign-out and demo logout: tell the server (and carry on if it fails: the user asked to leave),
 * forget the browser's session id and demo flag, drop cached pages, and replace the location with /.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post("/api/logout", { sessionId: getSessionId() }, { retryDelaysMs: [] });
  } catch (error) {
    console.warn("Sign-out request failed; clearing the local session anyway", error);
  }
  await forgetThisBrowser();
  window.location.replace("/");
}

/** What this browser keeps of the signed-in person: the session id, the demo flag and the cached pages and data. */
export async function forgetThisBrowser(): Promise<void> {
  clearClientSession();
  try {
    if ("caches" in window) {
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith("fieldfix-data")).map((k) => caches.delete(k)));
    }
  } catch {
    // cache storage unavailable
  }
}

/** signOut for a button: `leaving` is true while it runs (the page is replaced when it ends). */
export function useSignOut(): { leaving: boolean; leave: () => Promise<void> } {
  const [leaving, setLeaving] = useState(false);
  async function leave() {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  }
  return { leaving, leave };
}

/** The code /api/login answers a wrong e-mail or password with (never the wording: that is for people). */
export const INVALID_CREDENTIALS = "INVALID_CREDENTIALS";

/** Whether a failed sign-in was a wrong e-mail or password: the page then offers a password reset. */
export const isWrongCredentials = (error: unknown) => error instanceof ApiError && error.code === INVALID_CREDENTIALS;

/** SPEC §8: the sign-in error texts the user sees, chosen by the answer's code. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return "Unable to connect to the server. Please check your internet connection and try again.";
  if (isWrongCredentials(error)) {
    return "The email or password you entered is incorrect. Please double-check your credentials and try again.";
  }
  return (error instanceof ApiError && error.message) || "Login failed";
}
