import { Database, Download, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type AccountExport, exportFileName, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";

const DeleteAccountDialog = lazy(() => import("./delete-account-dialog.tsx"));

/** Saves the export as a file: the server's JSON, pretty-printed, under the name the server gives it too. */
async function downloadExport(): Promise<string> {
  const data = await api.get<AccountExport>("/api/user/export", { retryDelaysMs: [] });
  const name = exportFileName(new Date());
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

/** Your data: download everything FieldFix keeps about you, or delete the account. */
export function DataSection({ user, hasPasskeys }: { user: { id: string; email: string }; hasPasskeys: boolean }) {
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setBusy(true);
    try {
      const name = await downloadExport();
      toast(M.exportReady, { description: name });
    } catch (error) {
      toast(M.exportFailed, { description: failureMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="data-title" className="card p-5" data-testid="data-section">
      <h2 id="data-title" className="flex items-center gap-2 text-xl font-bold">
        <Database className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Your data
      </h2>
      <p className="mt-2 text-ink-muted">
        Download your profile, plan, diagnoses and passkey list as a JSON file, or delete your account and everything in it.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={() => void exportData()} disabled={busy}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {busy ? "Preparing..." : "Download my data"}
        </button>
        <button type="button" className="btn w-full border-2 border-danger bg-white text-danger hover:bg-danger-bg sm:w-auto" onClick={() => setDeleting(true)}>
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          Delete my account
        </button>
      </div>
      <Suspense fallback={null}>{deleting && <DeleteAccountDialog user={user} hasPasskeys={hasPasskeys} onClose={() => setDeleting(false)} />}</Suspense>
    </section>
  );
}
