import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";

/** The forgot-password dialog (SPEC §2), offered next to a failed sign-in. */
export default function ForgotPasswordDialog({ initialEmail }: { initialEmail?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex min-h-12 items-center font-semibold underline">Forgot your password? Reset it</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold">Reset your password</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 mt-1 text-ink-muted">We'll e-mail you a link to choose a new password.</Dialog.Description>
          <ForgotPasswordForm initialEmail={initialEmail} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
