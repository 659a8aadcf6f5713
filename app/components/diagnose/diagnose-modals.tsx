import { Sparkles, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserView } from "~/domain/user.ts";
import { trialOfferAvailable } from "~/domain/plans.ts";
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

/** The modals a diagnosis attempt can open (SPEC §2 Modals, §8 error codes). Loaded only when one is needed. */
export default function DiagnoseModals({ modal, user, onClose }: { modal: DiagnoseModal; user: UserView; onClose: () => void }) {
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
  const trial = trialOfferAvailable(user);
  return (
    <Shell title="Search Limit Reached" open onClose={onClose}>
      <Dialog.Description className="mt-2 text-ink-muted">{modal.message}</Dialog.Description>
      <div className="mt-5 flex flex-col gap-3">
        <Link to="/subscription-plans" className="btn-primary w-full" onClick={onClose}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {trial ? "Start free trial or choose a plan" : "View plans"}
        </Link>
        <button type="button" className="btn-secondary w-full" onClick={onClose}>
          Not now
        </button>
      </div>
    </Shell>
  );
}
