/**
 * What a person is told when something fails on our side: never the error itself (it may carry file paths or
 * internal messages), always the request id that finds it in the log. Shared by the API, the pages and the client.
 */
export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again in a moment.";

export function internalErrorMessage(requestId: string): string {
  return `${GENERIC_SERVER_ERROR} (Reference: ${requestId})`;
}
