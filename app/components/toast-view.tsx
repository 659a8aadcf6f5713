import { CircleCheck, OctagonAlert, X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, type ToastMessage } from "~/lib/toast.ts";

/** Radix Toast: 5 s default, F8 focuses the viewport, swipe right 50 px dismisses (its defaults, as SPEC §2 asks). */
export default function ToastView({ message }: { message: ToastMessage | null }) {
  const destructive = message?.variant === "destructive";
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {message && (
        <Toast.Root
          key={message.id}
          defaultOpen
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={`no-print flex items-start gap-3 rounded-2xl border-2 p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full ${
            destructive ? "border-danger bg-danger-bg text-danger" : "border-brand-600 bg-white text-ink"
          }`}
        >
          {destructive ? (
            <OctagonAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-safe" aria-hidden="true" />
          )}
          <div className="flex-1">
            <Toast.Title className="text-base font-bold wrap-anywhere">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="mt-1 text-base wrap-anywhere">{message.description}</Toast.Description>}
          </div>
          <Toast.Close className="btn-ghost -m-2 min-w-12 px-0" aria-label="Dismiss notification">
            <X className="h-5 w-5" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-[60] flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 flex-col gap-2 outline-none md:bottom-6" />
    </Toast.Provider>
  );
}
