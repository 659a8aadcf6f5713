import type { ContentfulStatusCode } from "hono/utils/http-status";

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

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";
