import { KeyRound, Mail } from "lucide-react";
import { lazy, Suspense, useState } from "react";

// Loaded when someone opens them (with zod and the form schemas), not with the page.
const ChangePasswordDialog = lazy(() => import("./change-password-dialog.tsx"));
const ChangeEmailDialog = lazy(() => import("./change-email-dialog.tsx"));

/** Sign-in & security: change the password or the e-mail address, each in its own dialog. */
export function SecuritySection({ email }: { email: string }) {
  const [open, setOpen] = useState<"password" | "email" | null>(null);
  return (
    <section aria-labelledby="security-title" className="card p-5" data-testid="security-section">
      <h2 id="security-title" className="flex items-center gap-2 text-xl font-bold">
        <KeyRound className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Sign-in &amp; security
      </h2>
      <div className="mt-4 flex flex-col divide-y divide-slate-200">
        <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold">Password</h3>
            <p className="text-ink-muted">Changing it signs you out on your other devices.</p>
          </div>
          <button type="button" className="btn-secondary w-full shrink-0 sm:w-auto" onClick={() => setOpen("password")}>
            <KeyRound className="h-5 w-5" aria-hidden="true" />
            Change password
          </button>
        </div>
        <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <h3 className="font-semibold">E-mail address</h3>
            <p className="text-ink-muted [overflow-wrap:anywhere]">{email}</p>
          </div>
          <button type="button" className="btn-secondary w-full shrink-0 sm:w-auto" onClick={() => setOpen("email")}>
            <Mail className="h-5 w-5" aria-hidden="true" />
            Change e-mail
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {open === "password" && <ChangePasswordDialog onClose={() => setOpen(null)} />}
        {open === "email" && <ChangeEmailDialog currentEmail={email} onClose={() => setOpen(null)} />}
      </Suspense>
    </section>
  );
}
