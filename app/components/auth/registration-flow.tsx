import { ArrowLeft, ArrowRight, RotateCw, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  completeRegistrationSchema,
  emailOnlySchema,
  fieldErrors,
  firstIssue,
  PASSWORD_HINT,
  sanitizeCodeInput,
  verifyCodeSchema,
} from "~/domain/validation.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { getSessionId } from "~/lib/session-id.ts";
import { toastAfterReload } from "~/lib/toast.ts";
import { Alert, PasswordField, TextField } from "../forms.tsx";
import { StepIndicator } from "./step-indicator.tsx";

/** SPEC §4: after registration the user data refreshes and the page reloads after about 100 ms, going home. */
const RELOAD_DELAY_MS = 100;

type Step = 0 | 1 | 2;

const DEFAULTS = {
  send: "Failed to send verification code. Please try again.",
  code: "Invalid verification code. Please try again.",
  complete: "Failed to complete registration. Please try again.",
} as const;

const message = (err: unknown, fallback: string) => failureMessage(err, fallback);

/**
 * The three-step registration (Email, Verify, Complete), shared by /register and the registration modal.
 * `onCancel` adds a Cancel button on the first step (the modal).
 */
export function RegistrationFlow({ onCancel }: { onCancel?: () => void }) {
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setError(null);
    setFields({});
  }

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    reset();
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      const res = await api.post<{ message: string }>("/api/auth/verify-email-first", { email: parsed.data.email });
      setNotice(res.message);
      setCode("");
      setStep(1);
    } catch (err) {
      setError(message(err, DEFAULTS.send));
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    reset();
    const parsed = verifyCodeSchema.safeParse({ email, code });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setBusy(true);
    try {
      await api.post("/api/auth/verify-code", parsed.data);
      setNotice(null);
      setStep(2);
    } catch (err) {
      setError(message(err, DEFAULTS.code));
    } finally {
      setBusy(false);
    }
  }

  async function complete(e: FormEvent) {
    e.preventDefault();
    reset();
    const parsed = completeRegistrationSchema.safeParse({ email, name, password, phone: phone || undefined, sessionId: getSessionId() });
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      return setError(firstIssue(parsed.error));
    }
    setBusy(true);
    try {
      await api.post("/api/auth/complete-registration", parsed.data);
      toastAfterReload("Welcome to FieldFix!", "Your account is ready and your e-mail is verified.");
      setTimeout(() => window.location.assign("/"), RELOAD_DELAY_MS);
    } catch (err) {
      setError(message(err, DEFAULTS.complete));
      setBusy(false);
    }
  }

  const typing =
    <T,>(setter: (v: T) => void) =>
    (v: T) => {
      setter(v);
      if (error) reset();
    };

  return (
    <div>
      <StepIndicator current={step} />
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      {step === 0 && (
        <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => typing(setEmail)(e.target.value)}
            required
          />
          <p className="text-ink-muted">We'll e-mail you a 6-digit code to confirm the address.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {onCancel && (
              <button type="button" className="btn-secondary flex-1" onClick={onCancel}>
                Cancel
              </button>
            )}
            <button type="submit" className="btn-primary flex-1" disabled={busy || !email.trim()}>
              {busy ? "Sending..." : "Send code"}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </form>
      )}
      {step === 1 && (
        <form onSubmit={verify} noValidate className="flex flex-col gap-4">
          {notice && <Alert kind="success">{notice}</Alert>}
          <TextField
            label="Verification code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={code}
            onChange={(e) => typing(setCode)(sanitizeCodeInput(e.target.value))}
            className="tracking-[0.5em]"
            required
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || code.length !== 6}>
            {busy ? "Checking..." : "Verify code"}
          </button>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className="btn-secondary flex-1"
              onClick={() => {
                reset();
                setStep(0);
              }}
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              Back
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={() => void sendCode()} disabled={busy}>
              <RotateCw className="h-5 w-5" aria-hidden="true" />
              Resend code
            </button>
          </div>
        </form>
      )}
      {step === 2 && (
        <form onSubmit={complete} noValidate className="flex flex-col gap-4">
          <p className="rounded-xl bg-safe-bg p-3 font-semibold text-safe">E-mail confirmed: {email}</p>
          <TextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => typing(setName)(e.target.value)} error={fields.name} required />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => typing(setPassword)(e.target.value)}
            hint={PASSWORD_HINT}
            error={fields.password}
            required
          />
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => typing(setPhone)(e.target.value)}
            error={fields.phone}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            <UserPlus className="h-5 w-5" aria-hidden="true" />
            {busy ? "Creating account..." : "Create account"}
          </button>
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={() => {
              reset();
              setStep(1);
            }}
          >
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            Back
          </button>
        </form>
      )}
    </div>
  );
}
