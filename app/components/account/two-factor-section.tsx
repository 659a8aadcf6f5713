import { Clock, Fingerprint, ShieldCheck } from "lucide-react";

/**
 * SPEC §2 /account: the two-factor block. Biometric/passkey setup is not built yet, so it is shown as
 * 'Coming Soon' and disabled. A self-contained section so the issue that builds passkeys can replace it whole.
 */
export function TwoFactorSection() {
  return (
    <section aria-labelledby="two-factor-title" className="card p-5" data-testid="two-factor-section">
      <h2 id="two-factor-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Two-factor authentication
      </h2>
      <p className="mt-2 text-ink-muted">
        Add a second step when you sign in: your fingerprint, face or the screen lock of your phone (a passkey).
      </p>
      <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Fingerprint className="mt-0.5 h-6 w-6 shrink-0 text-ink-muted" aria-hidden="true" />
          <div>
            <p className="font-semibold">Biometric / passkey sign-in</p>
            <p className="inline-flex items-center gap-1 rounded-full bg-caution-bg px-2.5 py-0.5 text-sm font-semibold text-caution">
              <Clock className="h-4 w-4" aria-hidden="true" />
              Coming Soon
            </p>
          </div>
        </div>
        <button type="button" className="btn-secondary w-full sm:w-auto" disabled aria-describedby="two-factor-title">
          <Fingerprint className="h-5 w-5" aria-hidden="true" />
          Set up biometrics
        </button>
      </div>
    </section>
  );
}
