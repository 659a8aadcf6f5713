/** The user as the client sees it (SPEC §7 GET /api/user). A visitor without an account gets GUEST_USER. */
export type PlanKey = "tractor" | "atv" | "automotive" | "all";
export type SubscriptionStatus = "free" | "trial" | "active";
export type AccountType = "standard" | "demo";

export interface UserView {
  id: string | null;
  name: string;
  email: string | null;
  isRegistered: boolean;
  isEmailVerified: boolean;
  accountType: AccountType;
  profileImagePath: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionPlans: Partial<Record<PlanKey, "active">>;
  trialActivated: boolean;
  trialSearchesUsed: number;
  searchesUsed: number;
}

export const GUEST_USER: UserView = Object.freeze({
  id: null,
  name: "Guest User",
  email: null,
  isRegistered: false,
  isEmailVerified: false,
  accountType: "standard",
  profileImagePath: null,
  subscriptionStatus: "free",
  subscriptionPlans: {},
  trialActivated: false,
  trialSearchesUsed: 0,
  searchesUsed: 0,
}) as UserView;

export const isDemo = (u: Pick<UserView, "accountType">) => u.accountType === "demo";
export const isSignedIn = (u: Pick<UserView, "id">) => u.id !== null;
