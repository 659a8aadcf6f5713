import { ApiError } from "~/domain/api-error.ts";
import { GENERIC_SERVER_ERROR, internalErrorMessage } from "~/domain/errors.ts";

/**
 * The one API client (SPEC §7): JSON with credentials, 15 s per attempt, up to 3 attempts with 2 s then 4 s
 * between them. Only failures to get any answer (network error, timeout) are retried; an HTTP error response is
 * an answer and is returned to the caller at once. Error text: body.message, else the raw body, else status text —
 * except that a raw body is only shown when it reads as a short plain sentence, and a server failure without our
 * JSON body shows the plain message with its request id: a stack trace or an HTML error page never reaches a person.
 */
export const TIMEOUT_MESSAGE = "Connection timeout - please check your internet connection and try again";
export const REQUEST_TIMEOUT_MS = 15_000;
export const RETRY_DELAYS_MS = [2_000, 4_000] as const;

/** Thrown when no answer came back at all (offline, DNS, timeout). */
export class NetworkError extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut: boolean) {
    super(message);
    this.name = "NetworkError";
    this.timedOut = timedOut;
  }
}

export interface RequestOptions {
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function errorFromResponse(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return ApiError.fromBody(res.status, errorMessage(res, text, body), body);
}

/** A raw body that is safe to show: one short line of words, no markup and nothing that looks like code or a path. */
function isPlainSentence(text: string): boolean {
  return text.length > 0 && text.length <= 200 && !/[\n<>{}]|\bat \S+ \(|\.(m?js|tsx?):\d+|\/\w+\/\w+|Error:/.test(text);
}

function errorMessage(res: Response, text: string, body: Record<string, unknown>): string {
  if (typeof body.message === "string" && body.message) return body.message;
  if (res.status >= 500) {
    const id = res.headers.get("x-request-id");
    return id ? internalErrorMessage(id) : GENERIC_SERVER_ERROR;
  }
  const raw = text.trim();
  if (isPlainSentence(raw)) return raw;
  return res.statusText || `Request failed (${res.status})`;
}

/**
 * What to tell a person about a failed call: our own messages (server answers, no connection) as they are; anything
 * unexpected (a bug's TypeError, say) as the fallback, never its own text.
 */
export function failureMessage(error: unknown, fallback: string = GENERIC_SERVER_ERROR): string {
  return (error instanceof ApiError || error instanceof NetworkError) && error.message ? error.message : fallback;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, retryDelaysMs = RETRY_DELAYS_MS, fetchImpl = fetch, sleep = defaultSleep } = options;
  let lastError: NetworkError | undefined;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
    if (attempt > 0) await sleep(retryDelaysMs[attempt - 1]!);
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const res = await fetchImpl(path, {
        method,
        credentials: "include",
        headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      if (!res.ok) throw await errorFromResponse(res);
      const text = await res.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (options.signal?.aborted) throw error;
      lastError = new NetworkError(timedOut ? TIMEOUT_MESSAGE : "Unable to reach the server. Please check your internet connection and try again.", timedOut);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }
  throw lastError!;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PATCH", path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, undefined, options),
};
