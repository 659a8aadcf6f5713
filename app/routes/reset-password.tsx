import { House, KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { peekToken } from "~/.server/auth/one-time-tokens.ts";
import { appContext } from "~/.server/context.ts";
import { Alert, AuthCard, PasswordField } from "~/components/forms.tsx";
import { RESET_SUCCESS } from "~/domain/account-messages.ts";
import { firstIssue, PASSWORD_HINT, resetPasswordSchema } from "~/domain/validation.ts";
import { api } from "~/lib/api.ts";
import type { Route } from "./+types/reset-password";

const NO_TOKEN = "No reset token found. Please use the link from your email.";
const INVALID_TOKEN = "Invalid or expired reset token. Please request a new password reset.";
const FAILED = "Password reset failed. Please try again.";
/** SPEC §9: redirect to / three seconds after success or an invalid link. */
export const REDIRECT_MS = 3000;

/** Validates the token on the server before rendering: the form only shows for a link that works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { token: "", valid: false, reason: NO_TOKEN };
  const svc = context.get(appContext);
  const ok = token.length <= 200 && (await peekToken(svc.db, token, "reset-password", svc.now()));
  return ok ? { token, valid: true, reason: null } : { token: "", valid: false, reason: INVALID_TOKEN };
}

export const meta: Route.MetaFunction = () => [{ title: "Set a new password — FieldFix" }, { name: "referrer", content: "no-referrer" }];

function useRedirectHome(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const t = setTimeout(() => navigate("/", { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [active, navigate]);
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  useRedirectHome(done || !loaderData.valid);

  if (!loaderData.valid) {
    return (
      <AuthCard title="Invalid Reset Link">
        <Alert>{loaderData.reason}</Alert>
        <p className="mt-4 text-ink-muted">Taking you to the home page in 3 seconds…</p>
        <div className="mt-4 flex flex-col gap-3">
          <Link to="/" className="btn-primary w-full">
            <House className="h-5 w-5" aria-hidden="true" />
            Go to Home Page
          </Link>
          <Link to="/forgot-password" className="btn-secondary w-full">
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body = { token: loaderData.token, newPassword: password, confirmPassword: confirm };
    const parsed = resetPasswordSchema.safeParse(body);
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await api.post("/api/auth/reset-password-with-token", body);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthCard title="Password updated">
        <Alert kind="success">{RESET_SUCCESS}</Alert>
        <p className="mt-4 text-ink-muted">Taking you to the home page in 3 seconds…</p>
        <Link to="/login" className="btn-primary mt-4 w-full">
          Log in now
        </Link>
      </AuthCard>
    );
  }

  const typing = (setter: (v: string) => void) => (e: { target: { value: string } }) => {
    setter(e.target.value);
    if (error) setError(null);
  };

  return (
    <AuthCard title="Set a new password" subtitle="Choose a new password for your FieldFix account.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {error && <Alert>{error}</Alert>}
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={typing(setPassword)}
          hint={PASSWORD_HINT}
          required
        />
        <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" value={confirm} onChange={typing(setConfirm)} required />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          <KeyRound className="h-5 w-5" aria-hidden="true" />
          {busy ? "Saving..." : "Reset password"}
        </button>
      </form>
    </AuthCard>
  );
}
