/**
 * The one error of the /api envelope `{ message, error?: CODE, ...fields }`, on both sides: services throw it and the
 * Worker turns it into that body (toBody); the browser's API client rebuilds it from that body (fromBody). Code that
 * reacts to a failure looks at `code` (and `status`), never at the wording of `message`, which is for people.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The envelope's other fields (e.g. `field` naming the input at fault, `retryAfterSeconds`). */
  readonly fields: Record<string, unknown>;

  constructor(status: number, message: string, code?: string, fields: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return { message: this.message, ...(this.code ? { error: this.code } : {}), ...this.fields };
  }

  /** An answer's body as the error it stands for; `message` is what the client decided to show. */
  static fromBody(status: number, message: string, body: Record<string, unknown>): ApiError {
    const { message: _message, error, ...fields } = body;
    return new ApiError(status, message, typeof error === "string" ? error : undefined, fields);
  }
}

export type ErrorBody = { message: string; error?: string } & Record<string, unknown>;
