import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { PASSKEY_MESSAGES } from "~/domain/passkeys.ts";
import type { UserView } from "~/domain/user.ts";
import { usePasskeysSupported } from "~/lib/passkey-support.ts";

/**
 * SPEC §2 /login's optional biometric button: signs in with a passkey (fingerprint, face or screen lock). The
 * WebAuthn code is fetched on press. Errors go to the page's own inline alert through onError.
 */
export function PasskeySignIn({
  onStart,
  onError,
  onSignedIn,
}: {
  onStart: () => void;
  onError: (message: string) => void;
  onSignedIn: (user: Pick<UserView, "accountType">) => void;
}) {
  // Not rendered on the server: the button appears after hydration, and only where the browser can do it (SPEC §2).
  const supported = usePasskeysSupported(false);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  async function signIn() {
    onStart();
    setBusy(true);
    try {
      const { signInWithPasskey } = await import("~/lib/passkey-client.ts");
      const { user } = await signInWithPasskey();
      onSignedIn(user);
    } catch (error) {
      onError(error instanceof Error && error.name === "PasskeyError" ? error.message : PASSKEY_MESSAGES.authStartFailed);
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="flex items-center gap-3 text-ink-muted before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">or</p>
      <button type="button" className="btn-secondary w-full" onClick={() => void signIn()} disabled={busy}>
        <Fingerprint className="h-5 w-5" aria-hidden="true" />
        {busy ? "Waiting for your device..." : "Sign in with biometrics"}
      </button>
    </div>
  );
}
