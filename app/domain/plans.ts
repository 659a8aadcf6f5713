import { DEMO_RESTRICTED_MESSAGE } from "./access.ts";
import type { VehicleType } from "./diagnosis/types.ts";
import type { PlanKey, UserView } from "./user.ts";
import { isDemo } from "./user.ts";

/** SPEC §9 plans and trial, and the §6 rules deciding who may diagnose what. Pure: used by server and pages. */

export const TRIAL_SEARCHES = 5;

export interface Plan {
  key: PlanKey;
  name: string;
  priceUsd: number;
  description: string;
  features: string[];
  badge?: string;
  note?: string;
}

export const PLANS: readonly Plan[] = [
  {
    key: "tractor",
    name: "Ag/Construction",
    priceUsd: 15,
    description: "Tractors, loaders, skid steers, excavators, combines and mowers",
    features: ["Unlimited Ag/Construction diagnostics", "J1939 SPN/FMI code help", "Saved history"],
  },
  {
    key: "atv",
    name: "ATV/UTV",
    priceUsd: 15,
    description: "Quads, side-by-sides and utility vehicles",
    features: ["Unlimited ATV/UTV diagnostics", "CVT, 4WD and EFI troubleshooting", "Saved history"],
  },
  {
    key: "automotive",
    name: "Automotive",
    priceUsd: 15,
    description: "Cars, SUVs and pickups",
    features: ["Unlimited automotive diagnostics", "OBD-II code explanations", "Saved history"],
  },
  {
    key: "all",
    name: "Complete Access",
    priceUsd: 40,
    description: "Every category, one key",
    features: ["Unlimited diagnostics in all three categories", "Everything in the individual plans", "Priority for new features"],
    badge: "Most Popular",
    note: "Save $5 vs individual plans",
  },
];

export const PLAN_KEYS: readonly PlanKey[] = ["tractor", "atv", "automotive", "all"];

/** A category is open when its own plan or the 'all' plan is active (SPEC §4). */
export function planActiveFor(user: Pick<UserView, "subscriptionPlans">, category: VehicleType): boolean {
  const plans = user.subscriptionPlans ?? {};
  return plans[category] === "active" || plans.all === "active";
}

export function trialRemaining(user: Pick<UserView, "trialSearchesUsed">): number {
  return Math.max(0, TRIAL_SEARCHES - user.trialSearchesUsed);
}

/** SPEC §2 plans page: the one-time trial offer is for verified users who never trialled and are not active or in trial. */
export function trialOfferAvailable(user: UserView): boolean {
  return user.isRegistered && !isDemo(user) && user.isEmailVerified && !user.trialActivated && user.subscriptionStatus === "free";
}

export type DiagnosisErrorCode = "REGISTRATION_REQUIRED" | "EMAIL_VERIFICATION_REQUIRED" | "SUBSCRIPTION_REQUIRED" | "SEARCH_LIMIT_EXCEEDED";

export type AccessDecision = { ok: true; via: "demo" | "plan" | "trial" } | { ok: false; status: 401 | 402 | 403; code: DiagnosisErrorCode; message: string };

const CATEGORY_NAMES: Record<VehicleType, string> = { tractor: "Ag/Construction", atv: "ATV/UTV", automotive: "Automotive" };

export const DIAGNOSIS_MESSAGES = {
  registration: "Create a free account to run diagnostics.",
  verification: "Please verify your email address before running diagnostics. Check your email for a verification link.",
  subscription: (c: VehicleType) => `${CATEGORY_NAMES[c]} diagnostics need an active ${CATEGORY_NAMES[c]} or Complete Access plan, or the free trial.`,
  limit: `You've used all ${TRIAL_SEARCHES} free trial searches. Choose a plan to keep diagnosing.`,
} as const;

/**
 * Who may diagnose (SPEC §6), checked in this order: signed in, e-mail verified, demo allowance, plan, trial.
 * The trial branch only says the trial applies; the server takes one search atomically when it runs.
 */
export function decideDiagnosisAccess(user: UserView | null, category: VehicleType): AccessDecision {
  if (!user || user.id === null) return { ok: false, status: 401, code: "REGISTRATION_REQUIRED", message: DIAGNOSIS_MESSAGES.registration };
  if (isDemo(user)) {
    return category === "tractor" ? { ok: true, via: "demo" } : { ok: false, status: 403, code: "SUBSCRIPTION_REQUIRED", message: DEMO_RESTRICTED_MESSAGE };
  }
  if (!user.isEmailVerified) return { ok: false, status: 403, code: "EMAIL_VERIFICATION_REQUIRED", message: DIAGNOSIS_MESSAGES.verification };
  if (planActiveFor(user, category)) return { ok: true, via: "plan" };
  if (user.trialActivated) {
    if (trialRemaining(user) > 0) return { ok: true, via: "trial" };
    return { ok: false, status: 402, code: "SEARCH_LIMIT_EXCEEDED", message: DIAGNOSIS_MESSAGES.limit };
  }
  return { ok: false, status: 402, code: "SUBSCRIPTION_REQUIRED", message: DIAGNOSIS_MESSAGES.subscription(category) };
}

export interface PlanStatusLine {
  text: string;
  action: { to: string; label: string } | null;
}

/**
 * What a person can run, in one line: for one category (its entry page) or, without one, across all three (the
 * home workspace). One copy of the wording, so the two never disagree.
 */
export function planStatusLine(user: UserView, category?: VehicleType): PlanStatusLine {
  if (isDemo(user)) return { text: "Demo account: Ag/Construction diagnostics included.", action: null };
  if (!user.isEmailVerified) return { text: "Verify your e-mail address to start diagnosing.", action: null };
  const covered = category ? [category] : (["tractor", "atv", "automotive"] as const).filter((c) => planActiveFor(user, c));
  if (category ? planActiveFor(user, category) : covered.length === 3) {
    return {
      text: category ? "Your plan includes unlimited diagnostics here." : "Your Complete Access plan includes unlimited diagnostics in every category.",
      action: null,
    };
  }
  const planPart = !category && covered.length > 0 ? `Your plan includes unlimited ${covered.map((c) => CATEGORY_NAMES[c]).join(" and ")} diagnostics. ` : "";
  if (user.trialActivated) {
    const left = trialRemaining(user);
    const trial = left > 0 ? `Free trial: ${left} of ${TRIAL_SEARCHES} searches left.` : "Your free trial searches are used up.";
    return { text: planPart + trial, action: left === 0 ? { to: "/subscription-plans", label: "Choose a plan" } : null };
  }
  const none = category ? "No active plan for this category yet." : planPart ? "" : "No active plan yet.";
  return {
    text: (planPart + none).trim(),
    action: { to: "/subscription-plans", label: trialOfferAvailable(user) ? "Start your free trial" : "View plans" },
  };
}
