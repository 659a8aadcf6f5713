import { type FormEvent, useState } from "react";
import { Alert, PasswordField } from "~/components/forms.tsx";
import { changePasswordSchema, fieldErrors } from "~/domain/account-schemas.ts";
import { PASSWORD_HINT } from "~/domain/validation.ts";
import { focusFirstError, placeError } from "~/lib/account-form-errors.ts";
import { api } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { FormDialog } from "./form-dialog.tsx";

const IDS = { currentPassword: "current-password", newPassword: "new-password", confirmPassword: "confirm-new-password" };

/** Change password (POST /api/user/password). Loaded when someone presses 'Change password'. */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return focusFirstError(fields, IDS);
    }
    setErrors({});
    setBusy(true);
    try {
      // No automatic retry: a lost answer may have changed the password already.
      const done = await api.post<{ message: string; detail: string }>("/api/user/password", values, { retryDelaysMs: [] });
      toast(done.message, { description: done.detail });
      setBusy(false);
      onClose();
    } catch (error) {
      const placed = placeError(error, "Your password could not be changed. Please try again.");
      setErrors(placed.fields);
      setFormError(placed.form);
      setBusy(false);
      focusFirstError(placed.fields, IDS);
    }
  }

  return (
    <FormDialog
      title="Change password"
      description="Your other devices will be signed out; this one stays signed in and your passkeys keep working. We'll e-mail you that the password changed."
      busy={busy}
      onClose={onClose}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {formError && <Alert>{formError}</Alert>}
        <PasswordField id={IDS.currentPassword} label="Current password" autoComplete="current-password" value={values.currentPassword} onChange={set("currentPassword")} error={errors.currentPassword} maxLength={1024} required />
        <PasswordField id={IDS.newPassword} label="New password" autoComplete="new-password" value={values.newPassword} onChange={set("newPassword")} error={errors.newPassword} hint={PASSWORD_HINT} maxLength={128} required />
        <PasswordField id={IDS.confirmPassword} label="Confirm new password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} error={errors.confirmPassword} maxLength={128} required />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Changing..." : "Change password"}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
