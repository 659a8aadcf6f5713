import { Printer, Share2 } from "lucide-react";
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

export function ResultActions({ cause, vehicle }: { cause: string; vehicle: string }) {
  return (
    <div className="no-print mt-4 grid grid-cols-2 gap-3 sm:flex">
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
