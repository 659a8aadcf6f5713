import { ApiError } from "~/domain/api-error.ts";
import { failureMessage } from "./api.ts";

/** Refusals the account forms show next to a field: the server names the field (`field`) and the code says why. */
const FIELD_CODES = new Set(["VALIDATION_ERROR", "WRONG_PASSWORD", "SAME_PASSWORD", "SAME_EMAIL"]);

export interface PlacedError {
  fields: Record<string, string>;
  form: string | null;
}

/** Where a failed account call's message goes: beside its field, or in the form's alert (with a fallback sentence). */
export function placeError(error: unknown, fallback: string): PlacedError {
  if (error instanceof ApiError && error.code && FIELD_CODES.has(error.code) && typeof error.fields.field === "string") {
    return { fields: { [error.fields.field]: error.message }, form: null };
  }
  return { fields: {}, form: failureMessage(error, fallback) };
}

/** Moves focus to the first field with an error (after React has rendered it), so keyboard and screen-reader users land on it. */
export function focusFirstError(fields: Record<string, string>, idOf: Record<string, string>) {
  const first = Object.keys(idOf).find((name) => fields[name]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(idOf[first]!)?.focus());
}
