import { Fingerprint, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Alert, PasswordField } from "~/components/forms.tsx";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { deleteAccountSchema, fieldErrors } from "~/domain/account-schemas.ts";
import { focusFirstError, placeError } from "~/lib/account-form-errors.ts";
import { api } from "~/lib/api.ts";
import { forgetThisBrowser } from "~/lib/auth-client.ts";
import { removeUserItems } from "~/lib/offline-store.ts";
import { usePasskeysSupported } from "~/lib/passkey-support.ts";
import { toastAfterReload } from "~/lib/toast.ts";

const IDS = { password: "delete-password" };

/** After the server has deleted the account: nothing of it stays in this browser, and the home page says so. */
async function leave(userId: string) {
  try {
    removeUserItems(window.localStorage, userId);
  } catch {
    // storage unavailable
  }
  await forgetThisBrowser();
  toastAfterReload(M.deleted, M.deletedDetail);
  window.location.replace("/");
}

/**
 * Delete the account (POST /api/user/delete), confirmed with the password or, when the account has one, a passkey.
 * An alert dialog that says exactly what goes; Cancel has the focus first. Loaded when someone presses the button.
 */
export default function DeleteAccountDialog({
  user,
  hasPasskeys,
  onClose,
}: {
  user: { id: string; email: string };
  hasPasskeys: boolean;
  onClose: () => void;
}) {
  const passkeysWork = usePasskeysSupported(false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"password" | "passkey" | null>(null);

  async function remove(body: { password: string } | { passkey: unknown }, mode: "password" | "passkey") {
    setBusy(mode);
    setFormError(null);
    try {
      await api.post("/api/user/delete", body, { retryDelaysMs: [] });
    } catch (error) {
      const placed = placeError(error, M.deleteFailed);
      setErrors(placed.fields);
      setFormError(placed.form);
      setBusy(null);
      focusFirstError(placed.fields, IDS);
      return;
    }
    await leave(user.id);
  }

  function withPassword(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return focusFirstError(fields, IDS);
    }
    setErrors({});
    void remove({ password }, "password");
  }

  async function withPasskey() {
    if (busy) return;
    setBusy("passkey");
    setErrors({});
    setFormError(null);
    try {
      const { confirmWithPasskey } = await import("~/lib/passkey-client.ts");
      const passkey = await confirmWithPasskey("/api/user/delete/passkey-options", M.passkeyConfirmFailed);
      await remove({ passkey }, "passkey");
    } catch (error) {
      // PasskeyError: the device prompt was cancelled or the server refused; its sentence says which.
      setFormError(error instanceof Error && error.name === "PasskeyError" ? error.message : M.passkeyConfirmFailed);
      setBusy(null);
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-xl [overflow-wrap:anywhere] sm:p-6">
          <AlertDialog.Title className="flex items-center gap-2 text-xl font-bold text-danger">
            <Trash2 className="h-6 w-6 shrink-0" aria-hidden="true" />
            Delete your account?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 text-ink">
              <p>
                This permanently deletes the FieldFix account <strong>{user.email}</strong> and everything in it:
              </p>
              <ul className="ml-5 mt-2 list-disc space-y-1">
                <li>all your diagnoses and their shared links,</li>
                <li>your plans and any trial searches left,</li>
                <li>your passkeys and sign-ins on every device.</li>
              </ul>
              <p className="mt-2 font-semibold">This cannot be undone. Download your data first if you want to keep it.</p>
            </div>
          </AlertDialog.Description>
          <form className="mt-5 flex flex-col gap-4" onSubmit={withPassword} noValidate>
            {formError && <Alert>{formError}</Alert>}
            <PasswordField
              id={IDS.password}
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint="Type your password to confirm it's you."
              maxLength={1024}
              required
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <AlertDialog.Cancel className="btn-secondary" disabled={busy !== null}>
                Keep my account
              </AlertDialog.Cancel>
              <button type="submit" className="btn bg-danger text-white hover:bg-red-900" disabled={busy !== null} aria-busy={busy === "password"}>
                {busy === "password" ? "Deleting..." : "Delete account"}
              </button>
            </div>
            {hasPasskeys && passkeysWork && (
              <button
                type="button"
                className="btn-ghost w-full border-2 border-slate-300"
                onClick={() => void withPasskey()}
                disabled={busy !== null}
                aria-busy={busy === "passkey"}
              >
                <Fingerprint className="h-5 w-5" aria-hidden="true" />
                {busy === "passkey" ? "Waiting for your device..." : "Delete with a passkey instead"}
              </button>
            )}
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
