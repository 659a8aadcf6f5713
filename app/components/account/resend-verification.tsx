import { MailCheck } from "lucide-react";
import { useState } from "react";
import { api, failureMessage } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";

/**
 * 'Resend verification e-mail' (POST /api/auth/resend-verification): a button that turns into a confirmation
 * once the server has the request. Used by the account page, the plans page and the verification modal.
 */
export function ResendVerification({ email, className = "", fullWidth = false }: { email: string | null; className?: string; fullWidth?: boolean }) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  async function resend() {
    if (!email || busy) return;
    setBusy(true);
    try {
      await api.post("/api/auth/resend-verification", { email });
      setSent(true);
    } catch (err) {
      toast("Failed to send verification email.", { description: failureMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  if (sent) {
    return (
      <p className={`rounded-xl bg-safe-bg p-3 font-semibold text-safe [overflow-wrap:anywhere] ${className}`} role="status" data-testid="verification-resent">
        <MailCheck className="mr-2 inline h-5 w-5 align-[-0.2em]" aria-hidden="true" />A new verification link is on its way to {email}. It is valid for 24
        hours.
      </p>
    );
  }
  return (
    <button type="button" className={`btn-primary w-full ${fullWidth ? "" : "sm:w-auto"} ${className}`} onClick={resend} disabled={busy || !email}>
      <MailCheck className="h-5 w-5" aria-hidden="true" />
      {busy ? "Sending..." : "Resend verification e-mail"}
    </button>
  );
}
