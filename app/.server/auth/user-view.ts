import { GUEST_USER, type UserView } from "~/domain/user.ts";
import type { AppServices } from "../context.ts";
import { readSessionToken, type UserRow, validateSession } from "./sessions.ts";

export function toUserView(row: UserRow | null): UserView {
  if (!row) return GUEST_USER;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isRegistered: row.isRegistered,
    isEmailVerified: row.isEmailVerified,
    accountType: row.accountType,
    profileImagePath: row.profileImagePath,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlans: row.subscriptionPlans ?? {},
    trialActivated: row.trialActivated,
    trialSearchesUsed: row.trialSearchesUsed,
    searchesUsed: row.searchesUsed,
  };
}

/** The signed-in user (by session cookie only; the browser's anonymous session id never authenticates). */
export async function currentUser(
  svc: Pick<AppServices, "db" | "now" | "secure">,
  request: Request,
): Promise<{ user: UserRow | null; refreshedCookie?: string }> {
  const token = readSessionToken(request, svc.secure);
  if (!token) return { user: null };
  const result = await validateSession(svc, token);
  return result ? { user: result.user, refreshedCookie: result.refreshedCookie } : { user: null };
}
