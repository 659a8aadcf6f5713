import { Fingerprint, Plus, ShieldCheck, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Alert, PasswordField } from "~/components/forms.tsx";
import { PASSKEY_MESSAGES as M, MAX_PASSKEYS_PER_USER, type PasskeyView } from "~/domain/passkeys.ts";
import { usePasskeysSupported } from "~/lib/passkey-support.ts";
import { toast } from "~/lib/toast.ts";
import { useDeviceTimeZone } from "~/lib/use-time-zone.ts";

// The WebAuthn code is only fetched when someone presses a button here.
const client = () => import("~/lib/passkey-client.ts");

function useDayFormatter() {
  const timeZone = useDeviceTimeZone();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
    return (iso: string) => format.format(new Date(iso));
  }, [timeZone]);
}

/**
 * SPEC §2 /account two-factor block, built out (issue #8): set up a passkey so the device's fingerprint, face or
 * screen lock signs in, list the account's passkeys with their dates, remove one.
 */
export function PasskeySection({ user, passkeys }: { user: { id: string; email: string | null }; passkeys: PasskeyView[] }) {
  // Assumed on the server, so most people never see the 'not supported' notice flash in and out.
  const supported = usePasskeysSupported(true);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server asks for the password again when the sign-in is over 10 minutes old.
  const [askPassword, setAskPassword] = useState(false);
  const full = passkeys.length >= MAX_PASSKEYS_PER_USER;

  async function add(password?: string) {
    setBusy(true);
    setError(null);
    try {
      const { registerPasskey } = await client();
      await registerPasskey(user, password);
      setAskPassword(false);
      toast(M.added);
      await revalidator.revalidate();
    } catch (e) {
      const code = e instanceof Error && e.name === "PasskeyError" ? (e as Error & { code?: string }).code : undefined;
      if (code === "REAUTH_REQUIRED" || code === "REAUTH_FAILED") setAskPassword(true);
      setError(e instanceof Error && e.name === "PasskeyError" ? e.message : M.registerStartFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="two-factor-title" className="card p-5" data-testid="two-factor-section">
      <h2 id="two-factor-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="h-6 w-6 text-brand-700" aria-hidden="true" />
        Biometric sign-in
      </h2>
      <p className="mt-2 text-ink-muted">
        Sign in with your fingerprint, face or phone screen lock instead of typing a password: quicker with gloves on or dirty hands. Your fingerprint and face
        never leave your device; FieldFix only keeps a public key (a passkey).
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {!supported && <Alert>{M.notSupported}</Alert>}
        {error && <Alert>{error}</Alert>}
        {passkeys.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Your passkeys">
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} onRemoved={() => void revalidator.revalidate()} onError={setError} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 font-medium">No passkeys yet.</p>
        )}
        {full ? (
          <p className="text-ink-muted">{M.tooMany}</p>
        ) : askPassword ? (
          <ConfirmPassword
            busy={busy}
            onConfirm={(password) => void add(password)}
            onCancel={() => {
              setAskPassword(false);
              setError(null);
            }}
          />
        ) : (
          <button type="button" className="btn-primary w-full sm:w-auto sm:self-start" onClick={() => void add()} disabled={busy || !supported}>
            {passkeys.length > 0 ? <Plus className="h-5 w-5" aria-hidden="true" /> : <Fingerprint className="h-5 w-5" aria-hidden="true" />}
            {busy ? "Waiting for your device..." : passkeys.length > 0 ? "Add another passkey" : "Set up biometrics"}
          </button>
        )}
      </div>
    </section>
  );
}

/** "Type your password again" before a passkey is added to an older session (the device prompt follows). */
function ConfirmPassword({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: (password: string) => void; onCancel: () => void }) {
  const [password, setPassword] = useState("");
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (password) onConfirm(password);
      }}
    >
      <PasswordField
        label="Confirm your password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        maxLength={1024}
        hint="For your security, adding a passkey needs your password when you signed in over 10 minutes ago."
        required
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <button type="submit" className="btn-primary" disabled={busy || !password}>
          {busy ? "Waiting for your device..." : "Confirm and continue"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PasskeyRow({ passkey, onRemoved, onError }: { passkey: PasskeyView; onRemoved: () => void; onError: (message: string) => void }) {
  const formatDay = useDayFormatter();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const nameId = useId();

  async function remove() {
    setRemoving(true);
    try {
      const { removePasskey } = await client();
      await removePasskey(passkey.id);
      toast(M.removed);
      onRemoved();
    } catch (e) {
      onError(e instanceof Error && e.name === "PasskeyError" ? e.message : M.removeFailed);
      setRemoving(false);
      setConfirming(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-passkey-id={passkey.id}
    >
      <div className="flex items-start gap-3">
        <Fingerprint className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p id={nameId} className="font-semibold">
            {passkey.name}
          </p>
          <p className="text-ink-muted">
            Added <time dateTime={passkey.createdAt}>{formatDay(passkey.createdAt)}</time>
            {" · "}
            {passkey.lastUsedAt ? (
              <>
                Last used <time dateTime={passkey.lastUsedAt}>{formatDay(passkey.lastUsedAt)}</time>
              </>
            ) : (
              "Not used yet"
            )}
          </p>
        </div>
      </div>
      {confirming ? (
        // biome-ignore lint/a11y/useSemanticElements: a confirmation inside a list row; a fieldset's min-content width would break the row at 360 px
        <div className="flex flex-col gap-2 sm:items-end" role="group" aria-labelledby={nameId}>
          <p className="font-medium">Remove this passkey? It will no longer sign you in.</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary flex-1 border-danger text-danger hover:bg-danger-bg"
              onClick={() => void remove()}
              disabled={removing}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
              {removing ? "Removing..." : "Remove"}
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={() => setConfirming(false)} disabled={removing}>
              Keep
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={() => setConfirming(true)} aria-describedby={nameId}>
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          Remove
        </button>
      )}
    </li>
  );
}
