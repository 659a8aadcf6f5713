import type { z } from "zod";
import { ApiError } from "~/domain/api-error.ts";
import { firstIssue } from "~/domain/validation.ts";

/** Validates input with a shared schema; a failure is a 400 with the schema's own (SPEC §5) message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const field = String(result.error.issues[0]?.path[0] ?? "");
    throw new ApiError(400, firstIssue(result.error), "VALIDATION_ERROR", field ? { field } : {});
  }
  return result.data;
}
