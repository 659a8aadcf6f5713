import { type FormEvent, useState } from "react";
import { Alert, PasswordField } from "~/components/forms.tsx";
import { changePasswordSchema } from "~/domain/account-schemas.ts";
import { PASSWORD_HINT } from "~/domain/validation.ts";
import { api } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { useDialogForm } from "~/lib/use-dialog-form.ts";
import { FormDialog } from "./form-dialog.tsx";

const IDS = { currentPassword: "current-password", newPassword: "new-password", confirmPassword: "confirm-new-password" };

/** Change password (POST /api/user/password). Loaded when someone presses 'Change password'. */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const { errors, formError, busy, submit } = useDialogForm(IDS, "Your password could not be changed. Please try again.");
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(changePasswordSchema.safeParse(values), async () => {
      // No automatic retry: a lost answer may have changed the password already.
      const done = await api.post<{ message: string; detail: string }>("/api/user/password", values, { retryDelaysMs: [] });
      toast(done.message, { description: done.detail });
      onClose();
    });
  }

  return (
    <FormDialog
      title="Change password"
      description="Your other devices will be signed out; this one stays signed in and your passkeys keep working. We'll e-mail you that the password changed."
      busy={busy}
      onClose={onClose}
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {formError && <Alert>{formError}</Alert>}
        <PasswordField
          id={IDS.currentPassword}
          label="Current password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
          maxLength={1024}
          required
        />
        <PasswordField
          id={IDS.newPassword}
          label="New password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set("newPassword")}
          error={errors.newPassword}
          hint={PASSWORD_HINT}
          maxLength={128}
          required
        />
        <PasswordField
          id={IDS.confirmPassword}
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={errors.confirmPassword}
          maxLength={128}
          required
        />
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
