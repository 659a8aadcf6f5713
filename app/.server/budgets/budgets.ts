import { ApiError } from "~/domain/api-error.ts";
import type { BudgetCounter } from "./budget-counter.ts";

/**
 * Exact budgets (docs/decisions/budgets-in-durable-objects.md). Each kind has a limit per sliding window and is
 * spent per subject: a network (the /64 for IPv6) or an account ("user:<id>").
 */
export type Budget =
  | "signin"
  | "passkey-begin"
  | "code"
  | "email"
  | "register"
  | "reset"
  | "key"
  | "passkey"
  | "diagnose"
  | "demo-diagnose"
  | "reset-mail"
  | "address-mail"
  | "code-guess"
  | "signin-account"
  | "email-change"
  | "export"
  | "confirm-fix";

interface BudgetRule {
  limit: number;
  windowMs: number;
  code?: string;
  message?: (minutes: number) => string;
}

const MINUTE = 60_000;

export const BUDGETS: Record<Budget, BudgetRule> = {
  // Per network. Sign-in allows for many people behind one address (mobile carriers, offices).
  signin: { limit: 60, windowMs: 15 * MINUTE },
  "passkey-begin": { limit: 60, windowMs: 15 * MINUTE },
  code: { limit: 30, windowMs: 15 * MINUTE },
  email: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 10, windowMs: 15 * MINUTE },
  // Password resets with a link: each costs a password hash.
  reset: { limit: 20, windowMs: 15 * MINUTE },
  // The shared demo account, per network (its visitors must not use each other's ceiling up).
  "demo-diagnose": {
    limit: 60,
    windowMs: 10 * MINUTE,
    code: "DIAGNOSIS_RATE_LIMITED",
    message: (m) => `The demo account has run 60 diagnoses in 10 minutes from your network. Please try again in ${plural(m, "minute")}.`,
  },
  // Per e-mail address: codes and notices sent to it (silent), and wrong guesses at its code.
  "address-mail": { limit: 5, windowMs: 60 * MINUTE },
  "code-guess": { limit: 10, windowMs: 60 * MINUTE },
  // Per account.
  key: { limit: 10, windowMs: 15 * MINUTE },
  passkey: { limit: 20, windowMs: 15 * MINUTE },
  "reset-mail": { limit: 3, windowMs: 60 * MINUTE },
  // E-mail change requests (each sends two e-mails) and data exports (each reads the whole account).
  "email-change": { limit: 5, windowMs: 60 * MINUTE },
  export: { limit: 10, windowMs: 60 * MINUTE },
  // 'What fixed it?' answers (changes included): a busy workshop closes a few dozen jobs a day at most; the ceiling
  // bounds the writes one account can make, and counts are per distinct owner, so it cannot inflate them anyway.
  "confirm-fix": {
    limit: 30,
    windowMs: 24 * 60 * MINUTE,
    code: "RATE_LIMITED",
    message: (m) =>
      `You've answered 'What fixed it?' 30 times in a day, the most one account can. Please try again in ${m > 90 ? plural(Math.ceil(m / 60), "hour") : plural(m, "minute")}.`,
  },
  // Password checks for an account under a spread-out attack, from devices it has never signed in on.
  "signin-account": {
    limit: 10,
    windowMs: 15 * MINUTE,
    code: "ACCOUNT_THROTTLED",
    message: (m) =>
      `This account has had many failed sign-in attempts, so new devices are slowed down. Please try again in ${plural(m, "minute")}, sign in on a device you have used before, or reset your password.`,
  },
  // Each diagnosis may be a Workers AI call: a ceiling whatever the plan.
  diagnose: {
    limit: 60,
    windowMs: 10 * MINUTE,
    code: "DIAGNOSIS_RATE_LIMITED",
    message: (m) => `You've run 60 diagnoses in 10 minutes, the most one account can. Please try again in ${plural(m, "minute")}.`,
  },
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export interface SpendResult {
  ok: boolean;
  retryAfterMs: number;
}

/** Where budgets are kept: Durable Objects in the Worker, an in-memory fake in unit tests. */
export interface BudgetStore {
  spend(key: string, limit: number, windowMs: number, now: number): Promise<SpendResult>;
}

export function durableBudgetStore(namespace: DurableObjectNamespace<BudgetCounter>): BudgetStore {
  return {
    async spend(key, limit, windowMs, now) {
      const stub = namespace.get(namespace.idFromName(key));
      return stub.spend(limit, windowMs, now);
    },
  };
}

export interface Budgets {
  /** Spends one unit or throws a 429 that says when to retry. */
  spend(kind: Budget, subject: string): Promise<void>;
  /** Spends one unit if there is one; never throws for an empty budget (for work that must fail silently). */
  take(kind: Budget, subject: string): Promise<boolean>;
}

export function createBudgets(store: BudgetStore, now: () => Date): Budgets {
  const attempt = (kind: Budget, subject: string) => {
    const rule = BUDGETS[kind];
    return store.spend(`${kind}:${subject}`, rule.limit, rule.windowMs, now().getTime());
  };
  return {
    async spend(kind, subject) {
      const result = await attempt(kind, subject);
      if (!result.ok) throw budgetRefusal(kind, result.retryAfterMs);
    },
    async take(kind, subject) {
      return (await attempt(kind, subject)).ok;
    },
  };
}

export function budgetRefusal(kind: Budget, retryAfterMs: number): ApiError {
  const rule = BUDGETS[kind];
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message = rule.message?.(minutes) ?? `Too many attempts. Please try again in ${plural(minutes, "minute")}.`;
  return new ApiError(429, message, rule.code ?? "RATE_LIMITED", { retryAfterSeconds });
}
