import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "~/domain/api-error.ts";
import type { HistoryEntry } from "~/domain/history.ts";
import { api } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";

export const UNSAVE_FAILED = "Failed to unsave diagnostic. Please try again.";

/**
 * SPEC §4/§8: unsaving asks first; on confirm PATCH …/save {saved:false}, toast 'Diagnostic Unsaved' and
 * revalidate so the list comes from the server again. Loaded only when someone presses Unsave.
 */
export default function UnsaveDialog({ item, onClose }: { item: HistoryEntry; onClose: (unsaved: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function confirm(e: React.MouseEvent) {
    // Keep the dialog open (and busy) until the server has answered and the list has been reloaded.
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await api.patch(`/api/diagnostics/${encodeURIComponent(item.id)}/save`, { saved: false });
    } catch (error) {
      setBusy(false);
      toast("Error", { description: error instanceof ApiError && error.message ? error.message : UNSAVE_FAILED, variant: "destructive" });
      return;
    }
    toast("Diagnostic Unsaved", { description: `"${item.primaryCause}" was removed from your history.` });
    await revalidator.revalidate();
    onClose(true);
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-xl"
          // The list moves focus itself (back to the card, or on to the next one once this card is gone).
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <AlertDialog.Title className="text-xl font-bold">Unsave this diagnostic?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            <strong className="text-ink">{item.primaryCause}</strong> will be removed from your history. The result itself is not deleted.
          </AlertDialog.Description>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <AlertDialog.Cancel className="btn-secondary" disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className="btn bg-danger text-white hover:bg-red-900" onClick={confirm} disabled={busy} aria-busy={busy}>
              {busy ? "Unsaving..." : "Unsave"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
