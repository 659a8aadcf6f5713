import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * The account page's form dialogs (change password, change e-mail): Radix Dialog, so focus moves in and stays, Esc
 * and the close button close it, and focus returns to the button that opened it. Scrolls inside on short screens.
 */
export function FormDialog({
  title,
  description,
  busy,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-xl [overflow-wrap:anywhere] sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Close" disabled={busy}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-muted">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
