import { type FormEvent, useId, useState } from "react";
import { FormDialog } from "~/components/account/form-dialog.tsx";
import { Alert, TextField } from "~/components/forms.tsx";
import { fixAnswerSchema } from "~/domain/confirmed-fix-schema.ts";
import { type ConfirmedFixView, FIX_LIMITS } from "~/domain/confirmed-fixes.ts";
import { api } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { useDialogForm } from "~/lib/use-dialog-form.ts";

export interface ListedCause {
  id: string;
  cause: string;
}

const OTHER = "other";
const IDS = { causeId: "fix-choice-0", otherCause: "fix-other-cause", part: "fix-part" };

/**
 * 'What fixed it?' after the owner marks a diagnosis resolved (issue #13 item 3): one of the causes the result listed,
 * or something else in a few words with an optional part. Skipping is always fine — the diagnosis stays resolved.
 * Loaded only when it opens.
 */
export default function WhatFixedItDialog({
  id,
  causes,
  current,
  justResolved = false,
  onClose,
}: {
  id: string;
  causes: ListedCause[];
  current: ConfirmedFixView | null;
  /** Opened by Mark as Resolved: the dialog confirms that (in place of a toast that would cover it). */
  justResolved?: boolean;
  onClose: (saved: ConfirmedFixView | null) => void;
}) {
  const name = useId();
  const [choice, setChoice] = useState<string>(current ? (current.causeId ?? OTHER) : "");
  const [other, setOther] = useState(current && !current.causeId ? current.cause : "");
  const [part, setPart] = useState(current?.part ?? "");
  const { errors, setErrors, formError, busy, submit } = useDialogForm(IDS, "Your answer could not be saved. Please try again.");

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = choice === OTHER ? { otherCause: other, ...(part.trim() ? { part } : {}) } : choice ? { causeId: choice } : {};
    void submit(fixAnswerSchema.safeParse(body), async (answer) => {
      const { confirmedFix } = await api.put<{ confirmedFix: ConfirmedFixView }>(`/api/diagnostics/${encodeURIComponent(id)}/fix`, answer);
      toast("Thanks — answer saved", { description: "It helps rank causes for owners of the same model." });
      onClose(confirmedFix);
    });
  }

  const options = [...causes.map((c) => ({ value: c.id, label: c.cause })), { value: OTHER, label: "Something else" }];
  return (
    <FormDialog
      title="What fixed it?"
      description={`${justResolved ? "Marked as resolved. " : ""}Your answer helps FieldFix rank causes for owners of the same model. Others only ever see a count, never who answered.`}
      busy={busy}
      onClose={() => onClose(null)}
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="what-fixed-it">
        {formError && <Alert>{formError}</Alert>}
        <fieldset aria-describedby={errors.causeId ? `${IDS.causeId}-error` : undefined}>
          <legend className="font-semibold text-ink">The cause that was fixed</legend>
          <div className="mt-2 flex flex-col gap-2">
            {options.map((o, i) => (
              <label
                key={o.value}
                className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 ${choice === o.value ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white hover:bg-slate-50"}`}
              >
                <input
                  id={`fix-choice-${i}`}
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={choice === o.value}
                  onChange={() => {
                    setChoice(o.value);
                    setErrors({});
                  }}
                  className="h-5 w-5 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 wrap-anywhere text-ink">{o.label}</span>
              </label>
            ))}
          </div>
          {errors.causeId && (
            <p id={`${IDS.causeId}-error`} className="mt-1 text-sm font-semibold text-danger">
              {errors.causeId}
            </p>
          )}
        </fieldset>
        {choice === OTHER && (
          <>
            <TextField
              id={IDS.otherCause}
              label="What fixed it"
              hint={`A few words, up to ${FIX_LIMITS.otherCause} characters`}
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                setErrors(({ otherCause: _, ...rest }) => rest);
              }}
              error={errors.otherCause}
              maxLength={FIX_LIMITS.otherCause}
              autoComplete="off"
              required
            />
            <TextField
              id={IDS.part}
              label="Part replaced (optional)"
              hint={`Up to ${FIX_LIMITS.part} characters`}
              value={part}
              onChange={(e) => {
                setPart(e.target.value);
                setErrors(({ part: _, ...rest }) => rest);
              }}
              error={errors.part}
              maxLength={FIX_LIMITS.part}
              autoComplete="off"
            />
          </>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? "Saving..." : "Save answer"}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => onClose(null)}>
            Skip
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
