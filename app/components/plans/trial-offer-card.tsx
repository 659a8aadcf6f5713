import { Gift } from "lucide-react";
import { useState } from "react";
import { TRIAL_SEARCHES } from "~/domain/plans.ts";
import { activateTrial } from "~/lib/trial.ts";

/** SPEC §2 plans page: the one-time Free Trial offer (the page shows it only when trialOfferAvailable). */
export function TrialOfferCard({ onActivated }: { onActivated: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function activate() {
    if (busy) return;
    setBusy(true);
    try {
      if (await activateTrial()) await onActivated();
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="trial-title" className="card border-2 border-safe p-5 sm:p-6" data-testid="trial-offer">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-safe-bg text-safe">
            <Gift className="h-7 w-7" aria-hidden="true" />
          </span>
          <div>
            <h2 id="trial-title" className="text-xl font-bold">
              Free Trial
            </h2>
            <p className="text-ink-muted">Try {TRIAL_SEARCHES} diagnostic searches in any category, free. One time only, no key or card needed.</p>
          </div>
        </div>
        <button type="button" className="btn-primary w-full shrink-0 sm:w-auto" onClick={() => void activate()} disabled={busy}>
          <Gift className="h-5 w-5" aria-hidden="true" />
          {busy ? "Activating..." : "Activate Free Trial"}
        </button>
      </div>
    </section>
  );
}
