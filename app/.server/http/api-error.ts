import type { ContentfulStatusCode } from "hono/utils/http-status";
import { GENERIC_SERVER_ERROR, internalErrorMessage } from "~/domain/errors.ts";

/**
 * The one error shape of /api: `{ message, error?: CODE, ...fields }`. Services throw ApiError; the Hono
 * onError handler and React Router actions both turn it into a response, so a rule's message is written once.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string | undefined;
  readonly fields: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, message: string, code?: string, fields: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return { message: this.message, ...(this.code ? { error: this.code } : {}), ...this.fields };
  }
}

export type ErrorBody = { message: string; error?: string } & Record<string, unknown>;

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
