import { GUEST_USER, type UserView } from "~/domain/user.ts";
import type { UserRow } from "./sessions.ts";

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
