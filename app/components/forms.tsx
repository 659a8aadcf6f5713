import { CircleCheck, Eye, EyeOff, OctagonAlert } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

const inputClass =
  "min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-danger";

export function TextField({ label, error, hint, id, className, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <input id={inputId} className={`${inputClass} ${className ?? ""}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Password input with a show/hide toggle (a 48 px target, labelled for screen readers). */
export function PasswordField({ label, error, hint, id, className: _ignored, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={shown ? "text" : "password"}
          className={`${inputClass} pr-14`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="absolute right-0 top-0 flex h-12 w-12 items-center justify-center rounded-xl text-ink-muted hover:text-ink"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
        >
          {shown ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function Alert({ kind = "error", children, title }: { kind?: "error" | "success"; title?: string; children: ReactNode }) {
  const error = kind === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={`flex gap-3 rounded-xl border-2 p-3 ${error ? "border-danger bg-danger-bg text-danger" : "border-safe bg-safe-bg text-safe"}`}
    >
      {error ? <OctagonAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" /> : <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />}
      <div>
        {title && <p className="font-bold">{title}</p>}
        <div className="font-medium">{children}</div>
      </div>
    </div>
  );
}

/** Centered card used by the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="card p-5 sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
