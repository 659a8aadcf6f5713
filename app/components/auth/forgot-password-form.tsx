import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { emailOnlySchema, firstIssue } from "~/domain/validation.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { Alert, TextField } from "../forms.tsx";

/** Request a reset e-mail; shows 'Password Reset Sent' afterwards (SPEC §2, §8). Used by the page and the dialog. */
export function ForgotPasswordForm({ initialEmail = "", onSent }: { initialEmail?: string; onSent?: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstIssue(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>("/api/auth/forgot-password", { email });
      setSent(res.message);
      onSent?.();
    } catch (err) {
      const message = failureMessage(err, "Failed to send password reset email. Please try again.");
      setError(message);
      toast("Reset Failed", { description: message || "Password reset failed", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Alert kind="success" title="Password Reset Sent">
        {sent} Check your inbox (and spam folder).
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && <Alert>{error}</Alert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(null);
        }}
        required
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        <Mail className="h-5 w-5" aria-hidden="true" />
        {busy ? "Sending..." : "Send reset link"}
      </button>
    </form>
  );
}
