import { ArrowLeft, Hourglass, Play, TriangleAlert } from "lucide-react";
import { useCallback } from "react";
import { Link, useRevalidator } from "react-router";
import { loadPageUser } from "~/.server/auth/page-user.ts";
import { LoadFailed } from "~/components/account/load-failed.tsx";
import { ResendVerification } from "~/components/account/resend-verification.tsx";
import { PlanCard } from "~/components/plans/plan-card.tsx";
import { TrialOfferCard } from "~/components/plans/trial-offer-card.tsx";
import { PLANS, TRIAL_SEARCHES, trialOfferAvailable, trialRemaining } from "~/domain/plans.ts";
import type { UserView } from "~/domain/user.ts";
import { userOrLoadFailure } from "~/lib/page-data.ts";
import type { Route } from "./+types/subscription-plans";

export const loader = ({ context }: Route.LoaderArgs) => loadPageUser(context, "subscription-plans");
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => userOrLoadFailure(serverLoader);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Choose Your Diagnostic Plan — FieldFix" }, { name: "robots", content: "noindex" }];

const PLANS_FAILED = { title: "Failed to load plans", detail: "We could not load your account details. Check your connection and try again." };

function StatusNotes({ user }: { user: UserView }) {
  if (!user.isEmailVerified) {
    return (
      <div className="rounded-xl border-2 border-caution bg-caution-bg p-4 text-caution" data-testid="plans-verify-note">
        <p className="flex items-center gap-2 font-bold">
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          Verify your e-mail to activate a plan
        </p>
        <p className="mt-1 font-medium">Open the link we e-mailed you, then come back here. Links are valid for 24 hours.</p>
        <ResendVerification email={user.email} className="mt-3" />
      </div>
    );
  }
  if (user.trialActivated) {
    const left = trialRemaining(user);
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-brand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="plans-trial-status">
        <p className="flex items-center gap-2 font-semibold">
          <Hourglass className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          {`Free trial: ${left} of ${TRIAL_SEARCHES} searches left`}
        </p>
        {/* Once the trial is on, the next thing to do is diagnose (issue #14 item 6). */}
        {left > 0 && (
          <Link to="/" className="btn-primary w-full sm:w-auto" data-testid="start-diagnosing">
            <Play className="h-5 w-5" aria-hidden="true" />
            Start diagnosing
          </Link>
        )}
      </div>
    );
  }
  return null;
}

/** SPEC §2 /subscription-plans: the one-time trial offer and four plans, each unlocked with a single-use key. */
export default function SubscriptionPlans({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const revalidator = useRevalidator();
  // After an activation the loaders run again, so every card (and the header menu) sees the new plans.
  const refresh = useCallback(() => revalidator.revalidate(), [revalidator]);
  if (!user) return <LoadFailed {...PLANS_FAILED} />;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Choose Your Diagnostic Plan</h1>
        <p className="mt-2 max-w-prose text-lg text-ink-muted">
          Each plan gives unlimited diagnostics in its category. Plans are activated with a subscription key: a key is for one plan and works once. Complete
          Access covers all three categories.
        </p>
      </div>
      <StatusNotes user={user} />
      {trialOfferAvailable(user) && <TrialOfferCard onActivated={refresh} />}
      <div className="grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.key} plan={plan} user={user} onActivated={refresh} />
        ))}
      </div>
      <p className="text-ink-muted">
        Prices are in US dollars. Questions about keys or billing?{" "}
        <Link to="/help#plans" className="font-semibold text-brand-700 underline">
          See Help &amp; Support
        </Link>
        .
      </p>
      <Link to="/account" className="btn-secondary w-full sm:w-fit">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        Back to Account
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <LoadFailed {...PLANS_FAILED} />;
}
