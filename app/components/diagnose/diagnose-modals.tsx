import { Gift, LogOut, Play, Sparkles, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { DEMO_RESTRICTED_MESSAGE } from "~/domain/access.ts";
import { TRIAL_SEARCHES, trialOfferAvailable } from "~/domain/plans.ts";
import { isDemo, type UserView } from "~/domain/user.ts";
import { useSignOut } from "~/lib/auth-client.ts";
import { activateTrial } from "~/lib/trial.ts";
import { ResendVerification } from "../account/resend-verification.tsx";
import RegistrationModal from "../auth/registration-modal.tsx";

export type DiagnoseModal = { kind: "limit"; message: string; code: string } | { kind: "verify"; message: string } | { kind: "register" };

function Shell({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VerifyBody({ user, message }: { user: UserView; message: string }) {
  return (
    <>
      <Dialog.Description className="mt-2 text-ink-muted">{message}</Dialog.Description>
      <ResendVerification email={user.email} className="mt-5" fullWidth />
    </>
  );
}

/**
 * SPEC §6's demo restriction (issue #14 item 7): the shared demo account is stopped for a reason that a plan
 * cannot change, so it hears why and how to get full access instead of being offered plans.
 */
function DemoRestricted({ onClose }: { onClose: () => void }) {
  const { leaving, leave } = useSignOut();
  return (
    <Shell title="Demo account" open onClose={onClose}>
      <Dialog.Description className="mt-2 text-ink-muted">{DEMO_RESTRICTED_MESSAGE}</Dialog.Description>
      <div className="mt-5 flex flex-col gap-3">
        <button type="button" className="btn-primary w-full" onClick={() => void leave()} disabled={leaving}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {leaving ? "Logging out..." : "Log out"}
        </button>
        <button type="button" className="btn-secondary w-full" onClick={onClose}>
          Stay in the demo
        </button>
      </div>
    </Shell>
  );
}

/**
 * A verified user who never trialled and has no plan for this category: the searches are not used up, so this is
 * not 'Search Limit Reached' (issue #14 item 6). The trial starts here, and then the same diagnosis runs.
 */
function StartTrial({ onClose, onRetry }: { onClose: () => void; onRetry?: () => void }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<"offer" | "busy" | "started">("offer");
  async function start() {
    setState("busy");
    if (await activateTrial()) {
      setState("started");
      void revalidator.revalidate();
    } else setState("offer");
  }
  if (state === "started") {
    return (
      <Shell title="Your free trial is on" open onClose={onClose}>
        <Dialog.Description className="mt-2 text-ink-muted">
          {TRIAL_SEARCHES} searches in any category. Run this diagnosis now, or close and come back to it.
        </Dialog.Description>
        <div className="mt-5 flex flex-col gap-3">
          <button type="button" className="btn-primary w-full" onClick={onRetry ?? onClose} data-testid="start-diagnosing">
            <Play className="h-5 w-5" aria-hidden="true" />
            Start diagnosing
          </button>
        </div>
      </Shell>
    );
  }
  return (
    <Shell title="Start your free trial" open onClose={onClose}>
      <Dialog.Description className="mt-2 text-ink-muted">
        Your e-mail is verified. Try {TRIAL_SEARCHES} diagnostic searches in any category, free — one time only, no key or card needed.
      </Dialog.Description>
      <div className="mt-5 flex flex-col gap-3">
        <button type="button" className="btn-primary w-full" onClick={() => void start()} disabled={state === "busy"} data-testid="start-trial">
          <Gift className="h-5 w-5" aria-hidden="true" />
          {state === "busy" ? "Activating..." : "Start your free trial"}
        </button>
        <Link to="/subscription-plans" className="btn-secondary w-full" onClick={onClose}>
          See the plans
        </Link>
      </div>
    </Shell>
  );
}

/** The modals a diagnosis attempt can open (SPEC §2 Modals, §8 error codes). Loaded only when one is needed. */
export default function DiagnoseModals({ modal, user, onClose, onRetry }: { modal: DiagnoseModal; user: UserView; onClose: () => void; onRetry?: () => void }) {
  // Decided when the modal opens: starting the trial refreshes the user, and the modal must not turn into another one.
  const [offerTrial] = useState(() => modal.kind === "limit" && modal.code === "SUBSCRIPTION_REQUIRED" && trialOfferAvailable(user));
  if (modal.kind === "register") {
    return <RegistrationModal open onOpenChange={(o) => !o && onClose()} reason="Create a free account and verify your e-mail to run diagnostics." />;
  }
  if (modal.kind === "verify") {
    return (
      <Shell title="Email Verification Required" open onClose={onClose}>
        <VerifyBody user={user} message={modal.message} />
      </Shell>
    );
  }
  if (isDemo(user)) return <DemoRestricted onClose={onClose} />;
  if (offerTrial) return <StartTrial onClose={onClose} onRetry={onRetry} />;
  // 'Search Limit Reached' only when the trial's searches really are used up; otherwise a plan is what is missing.
  const usedUp = modal.code === "SEARCH_LIMIT_EXCEEDED";
  return (
    <Shell title={usedUp ? "Search Limit Reached" : "Plan Required"} open onClose={onClose}>
      <Dialog.Description className="mt-2 text-ink-muted">{modal.message}</Dialog.Description>
      <div className="mt-5 flex flex-col gap-3">
        <Link to="/subscription-plans" className="btn-primary w-full" onClick={onClose}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {usedUp ? "Choose a plan" : "View plans"}
        </Link>
        <button type="button" className="btn-secondary w-full" onClick={onClose}>
          Not now
        </button>
      </div>
    </Shell>
  );
}
