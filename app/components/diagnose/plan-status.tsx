import { Link } from "react-router";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { planActiveFor, trialOfferAvailable, trialRemaining } from "~/domain/plans.ts";
import type { UserView } from "~/domain/user.ts";

/** One line telling the user what they can run here before they type anything. */
export function PlanStatus({ user, category }: { user: UserView; category: VehicleType }) {
  let text: string;
  let action: { to: string; label: string } | null = null;
  if (user.accountType === "demo") text = "Demo account: Ag/Construction diagnostics included.";
  else if (!user.isEmailVerified) text = "Verify your e-mail address to start diagnosing.";
  else if (planActiveFor(user, category)) text = "Your plan includes unlimited diagnostics here.";
  else if (user.trialActivated) {
    const left = trialRemaining(user);
    text = left > 0 ? `Free trial: ${left} of 5 searches left.` : "Your free trial searches are used up.";
    if (left === 0) action = { to: "/subscription-plans", label: "Choose a plan" };
  } else {
    text = "No active plan for this category yet.";
    action = { to: "/subscription-plans", label: trialOfferAvailable(user) ? "Start your free trial" : "View plans" };
  }
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 rounded-xl bg-brand-50 px-4 py-2 font-medium text-ink" data-testid="plan-status">
      <span>{text}</span>
      {action && (
        <Link to={action.to} className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          {action.label}
        </Link>
      )}
    </p>
  );
}
