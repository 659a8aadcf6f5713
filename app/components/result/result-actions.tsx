import { PencilLine, Printer, Share2 } from "lucide-react";
import { useNavigate } from "react-router";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import type { DiagnosisForm } from "~/domain/diagnosis-payload.ts";
import { writeDraft } from "~/lib/entry-draft.ts";
import { toast } from "~/lib/toast.ts";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast("Link copied", { description: "Paste it into a message to share this result." });
  } catch {
    toast("Couldn't copy the link", { description: url, variant: "destructive" });
  }
}

/** Share uses the system share sheet where there is one (phones), else copies the link. */
export async function shareResult(title: string, text: string, url: string) {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyLink(url);
}

/** The owner's 'Edit and run again': the entry page of this category, filled with what this diagnosis was sent. */
export interface Rerun {
  path: string;
  category: VehicleType;
  entry: DiagnosisForm;
  userId: string | null;
}

export function ResultActions({ cause, vehicle, rerun }: { cause: string; vehicle: string; rerun?: Rerun | null }) {
  const navigate = useNavigate();
  function editAndRun(r: Rerun) {
    // Through the entry page's own draft, so the filled form also survives a reload there.
    writeDraft(r.category, r.userId, r.entry);
    navigate(r.path);
  }
  return (
    <div className="no-print mt-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      {rerun && (
        <button type="button" className="btn-secondary col-span-2" onClick={() => editAndRun(rerun)} data-testid="edit-and-run">
          <PencilLine className="h-5 w-5" aria-hidden="true" />
          Edit and run again
        </button>
      )}
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void shareResult(`${cause} — FieldFix`, `FieldFix diagnosis for ${vehicle}: ${cause}`, window.location.href)}
      >
        <Share2 className="h-5 w-5" aria-hidden="true" />
        Share
      </button>
      <button type="button" className="btn-secondary" onClick={() => window.print()}>
        <Printer className="h-5 w-5" aria-hidden="true" />
        Print
      </button>
    </div>
  );
}
