import { CircleCheck, CreditCard, Hourglass, Info, Settings2 } from "lucide-react";
import { Link } from "react-router";
import { PLANS, TRIAL_SEARCHES, trialRemaining } from "~/domain/plans.ts";
import type { UserView } from "~/domain/user.ts";

/** SPEC §2 /account 'Subscription & Billing' (never shown to demo accounts): active plans, trial searches left. */
export function SubscriptionSummary({ user }: { user: UserView }) {
  const active = PLANS.filter((p) => user.subscriptionPlans[p.key] === "active");
  const inTrial = user.trialActivated;
  const left = trialRemaining(user);
  return (
    <section aria-labelledby="billing-title" className="card p-5" data-testid="subscription-summary">
      <h2 id="billing-title" className="flex items-center gap-2 text-xl font-bold">
        <CreditCard className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Subscription &amp; Billing
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {active.map((plan) => (
          <li key={plan.key} className="flex items-center gap-2 font-semibold text-safe">
            <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              {plan.name} <span className="font-medium">— active</span>
            </span>
          </li>
        ))}
        {inTrial && (
          <li className="flex items-center gap-2 font-semibold">
            <Hourglass className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span data-testid="trial-remaining">{`Free trial: ${left} of ${TRIAL_SEARCHES} searches left`}</span>
          </li>
        )}
        {active.length === 0 && !inTrial && (
          <li className="flex items-center gap-2 font-semibold">
            <Info className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
            No active plan
          </li>
        )}
      </ul>
      <Link to="/subscription-plans" className="btn-secondary mt-4 w-full sm:w-auto">
        <Settings2 className="h-5 w-5" aria-hidden="true" />
        Manage plans
      </Link>
    </section>
  );
}
