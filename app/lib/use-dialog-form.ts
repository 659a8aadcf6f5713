import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "~/domain/validation.ts";
import { focusFirstError, placeError } from "./account-form-errors.ts";

/**
 * The state every small form dialog keeps (field errors, the form's alert, busy) and its one way of submitting:
 * check the input with the shared schema, send it, and put a refusal beside its field — or in the alert, with the
 * dialog's own fallback sentence — moving focus to the first field in error.
 */
export function useDialogForm(ids: Record<string, string>, failure: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit<T>(parsed: z.ZodSafeParseResult<T>, send: (data: T) => Promise<void>): Promise<void> {
    if (busy) return;
    setFormError(null);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return focusFirstError(fields, ids);
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      const placed = placeError(error, failure);
      setErrors(placed.fields);
      setFormError(placed.form);
      focusFirstError(placed.fields, ids);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, formError, busy, submit };
}
