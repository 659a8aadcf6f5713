import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { ApiError } from "~/domain/api-error.ts";
import type { PlanKey } from "~/domain/user.ts";
import type { AppServices } from "../context.ts";
import { subscriptionKeys } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { hashSubscriptionKey } from "./keys.ts";

type Svc = Pick<AppServices, "db" | "budgets" | "now" | "currentUser">;

export const SUBSCRIPTION_MSG = {
  signIn: "Please sign in to manage your subscription.",
  demo: "Demo accounts cannot activate plans. Log out and sign in with your own account.",
  verify: "Please verify your email address before subscribing. Check your email for a verification link.",
  keyRequired: "Please enter your subscription key",
  badKey: "That subscription key is not valid or has already been used.",
  wrongPlan: "That key is not for this plan. Check the plan the key was issued for.",
  trialUsed: "You have already used your free trial.",
  alreadyActive: "You already have an active subscription.",
  // The toast's title already says the trial is on (SPEC §8 "Free Trial Activated!"); this line adds only what is new.
  trialOn: "You have 5 free searches in any category.",
  activated: (plan: PlanKey) =>
    `Your ${plan === "all" ? "Complete Access" : plan === "tractor" ? "Ag/Construction" : plan === "atv" ? "ATV/UTV" : "Automotive"} plan is active.`,
} as const;

async function requireAccount(svc: Svc) {
  const user = await svc.currentUser();
  if (!user) throw new ApiError(401, SUBSCRIPTION_MSG.signIn, "REGISTRATION_REQUIRED");
  if (user.accountType === "demo") throw new ApiError(403, SUBSCRIPTION_MSG.demo, "DEMO_ACCOUNT");
  if (!user.isEmailVerified) throw new ApiError(403, SUBSCRIPTION_MSG.verify, "EMAIL_VERIFICATION_REQUIRED");
  return user;
}

/** One-time trial: a single conditional UPDATE, so two clicks (or two tabs) cannot start it twice. */
export async function activateTrial(svc: Svc): Promise<{ message: string }> {
  const user = await requireAccount(svc);
  const row = await svc.db.get<{ id: string }>(sql`
    update users set trial_activated = 1, subscription_status = 'trial', trial_searches_used = 0, updated_at = ${svc.now().getTime()}
    where id = ${user.id} and trial_activated = 0 and subscription_status = 'free'
    returning id`);
  if (!row) {
    if (user.subscriptionStatus === "active") throw new ApiError(409, SUBSCRIPTION_MSG.alreadyActive, "ALREADY_ACTIVE");
    throw new ApiError(409, SUBSCRIPTION_MSG.trialUsed, "TRIAL_ALREADY_USED");
  }
  return { message: SUBSCRIPTION_MSG.trialOn };
}

const activateSchema = z.object({
  planType: z.enum(["tractor", "atv", "automotive", "all"], { error: "Choose a plan: tractor, atv, automotive or all" }),
  subscriptionKey: z.string({ error: SUBSCRIPTION_MSG.keyRequired }).trim().min(1, SUBSCRIPTION_MSG.keyRequired).max(100, SUBSCRIPTION_MSG.badKey),
  sessionId: z.string().max(100).optional().catch(undefined),
});

/**
 * Redeems a single-use key for its own plan. The key is spent and the plan switched on in one D1 batch (a
 * transaction); the user update only applies if this request is the one that spent the key.
 */
export async function activateSubscription(svc: Svc, body: unknown): Promise<{ message: string; plan: PlanKey }> {
  const user = await requireAccount(svc);
  const { planType, subscriptionKey } = parseOrThrow(activateSchema, body);
  const now = svc.now();
  await svc.budgets.spend("key", `user:${user.id}`);

  const keyHash = hashSubscriptionKey(subscriptionKey);
  const key = await svc.db
    .select()
    .from(subscriptionKeys)
    .where(and(eq(subscriptionKeys.keyHash, keyHash), isNull(subscriptionKeys.redeemedAt)))
    .get();
  if (!key) throw new ApiError(400, SUBSCRIPTION_MSG.badKey, "INVALID_KEY");
  if (key.plan !== planType) throw new ApiError(400, SUBSCRIPTION_MSG.wrongPlan, "KEY_PLAN_MISMATCH");

  const t = now.getTime();
  const d1 = svc.db.$client;
  const [spent] = await d1.batch([
    d1
      .prepare("update subscription_keys set redeemed_by = ?1, redeemed_at = ?2 where key_hash = ?3 and redeemed_at is null and plan = ?4")
      .bind(user.id, t, keyHash, planType),
    d1
      .prepare(
        `update users set subscription_plans = json_set(coalesce(subscription_plans, '{}'), ?1, 'active'), subscription_status = 'active', updated_at = ?2
         where id = ?3 and exists (select 1 from subscription_keys where key_hash = ?4 and redeemed_by = ?3 and redeemed_at = ?2)`,
      )
      .bind(`$.${planType}`, t, user.id, keyHash),
  ]);
  if (spent?.meta.changes !== 1) throw new ApiError(400, SUBSCRIPTION_MSG.badKey, "INVALID_KEY");
  return { message: SUBSCRIPTION_MSG.activated(planType), plan: planType };
}
