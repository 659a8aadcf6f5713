import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert, PasswordField, TextField } from "~/components/forms.tsx";
import { changeEmailSchema } from "~/domain/account-schemas.ts";
import { api } from "~/lib/api.ts";
import { useDialogForm } from "~/lib/use-dialog-form.ts";
import { FormDialog } from "./form-dialog.tsx";

const IDS = { newEmail: "new-email", currentPassword: "email-current-password" };

/**
 * Change e-mail (POST /api/user/email): the link goes to the new address and the change happens when it is opened.
 * The answer is the same whether or not the address is free, so this shows the server's sentence as it is.
 */
export default function ChangeEmailDialog({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const [values, setValues] = useState({ newEmail: "", currentPassword: "" });
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, busy, submit } = useDialogForm(IDS, "The confirmation link could not be sent. Please try again.");
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(changeEmailSchema.safeParse(values), async () => {
      const done = await api.post<{ message: string }>("/api/user/email", values, { retryDelaysMs: [] });
      setSent(done.message);
    });
  }

  if (sent) {
    return (
      <FormDialog title="Check your new inbox" description="Open the link in that e-mail to finish the change." busy={false} onClose={onClose}>
        <p className="flex items-start gap-2 rounded-xl bg-safe-bg p-3 font-medium text-safe" role="status" data-testid="email-change-sent">
          <MailCheck className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
          {sent}
        </p>
        {/* biome-ignore lint/a11y/noAutofocus: the form's buttons are gone, so focus moves here rather than to the page behind */}
        <button type="button" className="btn-primary mt-5 w-full" onClick={onClose} autoFocus>
          Done
        </button>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      title="Change e-mail"
      description={
        <>
          You sign in with <strong className="text-ink">{currentEmail}</strong>. We'll send a link to the new address; the change happens when you open it, and
          we'll tell your current address.
        </>
      }
      busy={busy}
      onClose={onClose}
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {formError && <Alert>{formError}</Alert>}
        <TextField
          id={IDS.newEmail}
          label="New e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.newEmail}
          onChange={set("newEmail")}
          error={errors.newEmail}
          maxLength={255}
          required
        />
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
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Sending..." : "Send confirmation link"}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
