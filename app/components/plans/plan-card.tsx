import { Check, CircleCheck, KeyRound, Lock, Star } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type Plan, planActiveFor } from "~/domain/plans.ts";
import type { UserView } from "~/domain/user.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { getSessionId } from "~/lib/session-id.ts";
import { toast } from "~/lib/toast.ts";
import { TextField } from "../forms.tsx";

/** SPEC §5 texts for the checks made before anything is sent. */
export const SUBSCRIBE_CHECKS = {
  verify: {
    title: "Email Verification Required",
    description: "Please verify your email address before subscribing. Check your email for a verification link.",
  },
  key: { title: "Subscription Key Required", description: "Please enter your subscription key" },
} as const;

/** Whether this card's plan is already on: a category plan counts when it or 'all' is active; 'all' only by itself. */
export function planIsActive(user: UserView, plan: Plan["key"]): boolean {
  return plan === "all" ? user.subscriptionPlans.all === "active" : planActiveFor(user, plan);
}

function buttonLabel(busy: boolean, verified: boolean, active: boolean): string {
  if (active) return "Active Subscription";
  if (!verified) return "Requires Verified Email";
  return busy ? "Activating..." : "Activate with Key";
}

/** One plan (SPEC §2/§9): price, what it covers, and activation with a single-use key. */
export function PlanCard({ plan, user, onActivated }: { plan: Plan; user: UserView; onActivated: () => Promise<void> }) {
  const [key, setKey] = useState("");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const verified = user.isEmailVerified;
  const active = planIsActive(user, plan.key);
  const viaAll = active && plan.key !== "all" && user.subscriptionPlans[plan.key] !== "active";
  const featured = Boolean(plan.badge);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || active) return;
    if (!verified) return toast(SUBSCRIBE_CHECKS.verify.title, { description: SUBSCRIBE_CHECKS.verify.description, variant: "destructive" });
    if (!key.trim()) return toast(SUBSCRIBE_CHECKS.key.title, { description: SUBSCRIBE_CHECKS.key.description, variant: "destructive" });
    setBusy(true);
    try {
      // No automatic retry: keys are single-use, so a retry after a lost answer would report the key as used.
      const res = await api.post<{ message?: string }>(
        "/api/subscription/activate",
        { sessionId: getSessionId(), planType: plan.key, subscriptionKey: key.trim() },
        { retryDelaysMs: [] },
      );
      toast("Subscription Activated!", { description: res?.message || `Your ${plan.name} plan is active.` });
      setKey("");
      await onActivated();
    } catch (err) {
      toast("Activation Failed", { description: failureMessage(err, "Failed to activate subscription"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className={`card relative flex flex-col p-5 ${featured ? "border-2 border-brand-600 shadow-md" : ""}`}
      data-testid={`plan-card-${plan.key}`}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-5 inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-0.5 text-sm font-bold text-white">
          <Star className="h-4 w-4 fill-current" aria-hidden="true" />
          {plan.badge}
        </p>
      )}
      <h2 id={titleId} className="text-xl font-bold">
        {plan.name}
      </h2>
      <p className="text-ink-muted">{plan.description}</p>
      <p className="mt-3">
        <span className="text-4xl font-extrabold tracking-tight">${plan.priceUsd}</span>
        <span className="text-lg font-semibold text-ink-muted"> / month</span>
        <span className="sr-only"> (US dollars)</span>
      </p>
      {plan.note && <p className="mt-1 font-semibold text-safe">{plan.note}</p>}
      <ul className="mt-4 flex flex-col gap-2">
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-auto flex flex-col gap-3 pt-5" noValidate>
        {active && (
          <p className="flex items-center gap-2 font-semibold text-safe" data-testid="plan-active">
            <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
            {viaAll ? "Included in your Complete Access plan" : "This plan is active"}
          </p>
        )}
        {verified && !active && (
          <TextField
            label="Subscription key"
            aria-label={`Subscription key for ${plan.name}`}
            name="subscriptionKey"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder="FF-XXXXX-XXXXX-XXXXX-XXXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            disabled={busy}
          />
        )}
        <button
          type="submit"
          className={featured ? "btn-primary w-full" : "btn-secondary w-full"}
          disabled={busy || active || !verified}
          aria-describedby={titleId}
        >
          {active ? (
            <CircleCheck className="h-5 w-5" aria-hidden="true" />
          ) : !verified ? (
            <Lock className="h-5 w-5" aria-hidden="true" />
          ) : (
            <KeyRound className="h-5 w-5" aria-hidden="true" />
          )}
          {buttonLabel(busy, verified, active)}
        </button>
      </form>
    </article>
  );
}
