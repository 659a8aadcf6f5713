import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { RegistrationFlow } from "./registration-flow.tsx";

/** The registration modal (SPEC §2): same three steps as /register, with Cancel. */
export default function RegistrationModal({ open, onOpenChange, reason }: { open: boolean; onOpenChange: (open: boolean) => void; reason?: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold">Create Your Free Account</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 mt-1 text-ink-muted">{reason ?? "Register and verify your e-mail to start diagnosing."}</Dialog.Description>
          <RegistrationFlow onCancel={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
