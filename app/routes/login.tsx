import { ArrowLeft, LogIn } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link, redirect, useSearchParams } from "react-router";
import { appContext } from "~/.server/context.ts";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in.tsx";
import { Alert, AuthCard, PasswordField, TextField } from "~/components/forms.tsx";
import { safeNextPath } from "~/domain/next-path.ts";
import type { UserView } from "~/domain/user.ts";
import { firstIssue, loginSchema } from "~/domain/validation.ts";
import { api } from "~/lib/api.ts";
import { isWrongCredentials, loginErrorMessage } from "~/lib/auth-client.ts";
import { getSessionId, setDemoFlag } from "~/lib/session-id.ts";
import { toastAfterReload } from "~/lib/toast.ts";
import type { Route } from "./+types/login";

// Only offered after a failed sign-in, so its dialog code is not part of the page's first load.
const ForgotPasswordDialog = lazy(() => import("~/components/auth/forgot-password-dialog.tsx"));

export async function loader({ context, request }: Route.LoaderArgs) {
  // Already signed in: nothing to do here, go where the sign-in was meant to lead.
  if (await context.get(appContext).currentUser()) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")) ?? "/");
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Log In — FieldFix" }];

/** SPEC §4: after sign-in the page reloads after about 100 ms and greets with 'Welcome back!'. */
export const RELOAD_DELAY_MS = 100;

export default function Login() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // `wrongCredentials` (from the answer's code) decides whether a password reset is offered with the message.
  const [error, setError] = useState<{ text: string; wrongCredentials: boolean } | null>(null);
  const showError = (text: string) => setError({ text, wrongCredentials: false });
  const [busy, setBusy] = useState(false);
  // A deep link that needed a sign-in (issue #14 item 9): back to it afterwards, only ever a path on this site.
  const next = safeNextPath(useSearchParams()[0].get("next"));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      showError(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<{ email: string; user: UserView }>("/api/login", { email, password, sessionId: getSessionId() });
      signedIn(res.user);
    } catch (err) {
      setError({ text: loginErrorMessage(err), wrongCredentials: isWrongCredentials(err) });
      setBusy(false);
    }
  }

  function signedIn(user: Pick<UserView, "accountType">) {
    setDemoFlag(user.accountType === "demo");
    toastAfterReload("Welcome back!");
    setTimeout(() => window.location.assign(next ?? "/"), RELOAD_DELAY_MS);
  }

  const clearOnType = (setter: (v: string) => void) => (e: { target: { value: string } }) => {
    setter(e.target.value);
    if (error) setError(null);
  };

  return (
    <AuthCard title="Log In" subtitle="Sign in to diagnose, save results and see your history.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && (
          <Alert>
            {error.text}
            {error.wrongCredentials && (
              <span className="mt-1 block">
                <Suspense fallback={null}>
                  <ForgotPasswordDialog initialEmail={email} />
                </Suspense>
              </span>
            )}
          </Alert>
        )}
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={clearOnType(setEmail)} required />
        <PasswordField label="Password" name="password" autoComplete="current-password" value={password} onChange={clearOnType(setPassword)} required />
        <div className="-mt-1 text-right">
          <Link to="/forgot-password" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {busy ? "Signing in..." : "Log In"}
        </button>
      </form>
      <PasskeySignIn onStart={() => setError(null)} onError={showError} onSignedIn={signedIn} />
      <p className="mt-6 text-center">
        New to FieldFix?{" "}
        <Link to="/register" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          Create an account
        </Link>
      </p>
      <Link to="/" className="btn-ghost mt-2 w-full">
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        Back to home
      </Link>
    </AuthCard>
  );
}
