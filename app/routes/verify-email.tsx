import { CircleCheck, House, LoaderCircle, OctagonAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "~/components/forms.tsx";
import { ApiError } from "~/domain/api-error.ts";
import { api } from "~/lib/api.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Verify e-mail — FieldFix" }, { name: "referrer", content: "no-referrer" }];

// An error's `message` is null when the link simply did not verify: the title already says 'Verification failed'.
type State = { kind: "loading" } | { kind: "success"; changed?: string } | { kind: "error"; message: string | null } | { kind: "invalid" };
type Answer = { success: boolean; message: string; emailChanged?: true };

/**
 * Verification runs from the browser, not in the loader: mail scanners that pre-fetch links do not run
 * scripts, so they cannot spend the single-use token before the person clicks it.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<State>(token ? { kind: "loading" } : { kind: "invalid" });

  useEffect(() => {
    if (!token) return setState({ kind: "invalid" });
    let cancelled = false;
    api
      .get<Answer>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { retryDelaysMs: [] })
      .then(
        (res) =>
          !cancelled &&
          setState(res.success ? { kind: "success", changed: res.emailChanged ? res.message : undefined } : { kind: "error", message: res.message || null }),
      )
      .catch((err: unknown) => {
        if (cancelled) return;
        if (!(err instanceof ApiError)) return setState({ kind: "error", message: "An error occurred during verification" });
        setState({ kind: "error", message: err.code === "VERIFICATION_FAILED" ? null : err.message || null });
      });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (state.kind === "loading") {
    return (
      <AuthCard title="Verifying your e-mail…">
        <p className="flex items-center gap-3 text-lg" role="status">
          <LoaderCircle className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
          One moment while we confirm your address.
        </p>
      </AuthCard>
    );
  }
  if (state.kind === "success" && state.changed) {
    // A link from the account page's 'Change e-mail': the account has moved to this address.
    return (
      <AuthCard title="Email Verified!">
        <p className="flex items-start gap-2 text-lg font-semibold text-safe" role="status">
          <CircleCheck className="mt-1 h-6 w-6 shrink-0" aria-hidden="true" />
          {state.changed}
        </p>
        <Link to="/" className="btn-primary mt-6 w-full">
          Continue to FieldFix
        </Link>
      </AuthCard>
    );
  }
  if (state.kind === "success") {
    return (
      <AuthCard title="Email Verified!">
        <p className="flex items-center gap-2 text-lg font-semibold text-safe" role="status">
          <CircleCheck className="h-6 w-6" aria-hidden="true" />
          Your e-mail address is confirmed.
        </p>
        <h2 className="mt-6 text-lg font-bold">Next steps</h2>
        <ol className="ml-5 mt-2 list-decimal space-y-1">
          <li>Choose your vehicle type on the home page.</li>
          <li>Enter the make, model and what's wrong.</li>
          <li>Follow the numbered steps — and their safety levels.</li>
        </ol>
        <Link to="/" className="btn-primary mt-6 w-full">
          Continue to FieldFix
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={state.kind === "invalid" ? "Verification link missing" : "Verification failed"}>
      <p className="flex items-start gap-2 text-lg font-semibold text-danger" role="alert">
        <OctagonAlert className="mt-1 h-6 w-6 shrink-0" aria-hidden="true" />
        {state.kind === "invalid"
          ? "No verification token provided"
          : // The title already says 'Verification failed' (SPEC §8); say it once and add what is known instead.
            (state.message ?? "This verification link is not valid.")}
      </p>
      <p className="mt-4">This can happen when:</p>
      <ul className="ml-5 mt-1 list-disc space-y-1 text-ink-muted">
        <li>the link has expired (links are valid for 24 hours),</li>
        <li>the link was already used, or</li>
        <li>your e-mail address is already verified.</li>
      </ul>
      <p className="mt-4 text-ink-muted">You can request a new verification e-mail from your account page.</p>
      <Link to="/" className="btn-primary mt-6 w-full">
        <House className="h-5 w-5" aria-hidden="true" />
        Return to Home
      </Link>
    </AuthCard>
  );
}
