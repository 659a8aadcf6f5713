import type { ErrorBody } from "~/domain/api-error.ts";
import { GENERIC_SERVER_ERROR, internalErrorMessage } from "~/domain/errors.ts";

// ApiError itself is shared with the browser (app/domain/api-error.ts); this module keeps what only the Worker needs.
export { GENERIC_SERVER_ERROR, internalErrorMessage };

/** The /api body for an internal error: nothing from the error itself ever goes in it. */
export function internalErrorBody(requestId: string): ErrorBody {
  return { message: internalErrorMessage(requestId), error: "INTERNAL_ERROR", requestId };
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** 60 random bits as 12 base32 characters: unique enough to find a request in the logs, short enough to read out. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => ID_ALPHABET[b & 31]).join("");
}
