import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/domain/api-error.ts";
import { apiRequest, failureMessage, NetworkError, TIMEOUT_MESSAGE } from "~/lib/api.ts";
import { isWrongCredentials, loginErrorMessage } from "~/lib/auth-client.ts";

const noSleep = vi.fn(async () => undefined);

describe("API client (SPEC §7)", () => {
  it("sends JSON with credentials and returns the parsed body", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(init?.credentials).toBe("include");
      expect((init?.headers as Record<string, string> | undefined)?.["content-type"]).toBe("application/json");
      expect(init?.body).toBe(JSON.stringify({ a: 1 }));
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await expect(apiRequest("POST", "/api/x", { a: 1 }, { fetchImpl: fetchImpl as typeof fetch, sleep: noSleep })).resolves.toEqual({ ok: true });
  });

  it("uses the body's message, else the raw text, else the status text", async () => {
    const make = (body: string, status = 400, statusText = "Bad Request") => (async () => new Response(body, { status, statusText })) as typeof fetch;
    await expect(
      apiRequest("GET", "/x", undefined, { fetchImpl: make(JSON.stringify({ message: "Nope", error: "CODE", searchesUsed: 5 })) }),
    ).rejects.toMatchObject({
      message: "Nope",
      status: 400,
      code: "CODE",
      fields: { searchesUsed: 5 },
    });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: make("plain failure") })).rejects.toMatchObject({ message: "plain failure" });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: make("", 404, "Not Found") })).rejects.toMatchObject({ message: "Not Found" });
  });

  it("never shows a stack trace, markup or a path from a raw body (issue #16)", async () => {
    const stack = "TypeError: x is undefined\n    at rank (/work/app/domain/diagnosis/rank.ts:12:5)";
    const reply = (body: string, status: number, headers: Record<string, string> = {}) =>
      (async () => new Response(body, { status, statusText: status >= 500 ? "Internal Server Error" : "Bad Request", headers })) as typeof fetch;
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply(stack, 400) })).rejects.toMatchObject({ message: "Bad Request" });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply("<html><body>Error 1101</body></html>", 400) })).rejects.toMatchObject({
      message: "Bad Request",
    });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply("failed at /srv/app/index.js:12", 400) })).rejects.toMatchObject({
      message: "Bad Request",
    });
    // A server failure without our JSON: the plain sentence, with the response's request id when it has one.
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply(stack, 500, { "x-request-id": "abc234def567" }) })).rejects.toMatchObject({
      message: "Something went wrong on our side. Please try again in a moment. (Reference: abc234def567)",
      status: 500,
    });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply("", 503) })).rejects.toMatchObject({
      message: "Something went wrong on our side. Please try again in a moment.",
    });
  });

  it("failureMessage shows our messages and hides anything unexpected", () => {
    expect(failureMessage(new ApiError(400, "Nope"))).toBe("Nope");
    expect(failureMessage(new NetworkError("Offline", false))).toBe("Offline");
    expect(failureMessage(new TypeError("Cannot read properties of undefined (reading 'id')"), "Please try again.")).toBe("Please try again.");
    expect(failureMessage(new Error("/work/app/x.ts:1"))).toBe("Something went wrong on our side. Please try again in a moment.");
  });

  it("does not retry an HTTP error response", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 500, statusText: "Internal" }));
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: fetchImpl as typeof fetch, sleep: noSleep })).rejects.toBeInstanceOf(ApiError);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("retries network failures 3 times in all, waiting 2 s then 4 s", async () => {
    const sleep = vi.fn(async () => undefined);
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: fetchImpl as typeof fetch, sleep })).rejects.toBeInstanceOf(NetworkError);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([2000, 4000]);
  });

  it("times out each attempt and reports the SPEC's timeout message", async () => {
    const fetchImpl = vi.fn(
      (_u: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const error = await apiRequest("GET", "/x", undefined, { fetchImpl: fetchImpl as typeof fetch, sleep: noSleep, timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("succeeds on a later attempt", async () => {
    let n = 0;
    const fetchImpl = vi.fn(async () => {
      n += 1;
      if (n < 3) throw new TypeError("offline");
      return new Response(JSON.stringify({ id: "abc" }));
    });
    await expect(apiRequest("POST", "/x", {}, { fetchImpl: fetchImpl as typeof fetch, sleep: noSleep })).resolves.toEqual({ id: "abc" });
  });
});

describe("one ApiError for the Worker and the browser", () => {
  it("comes back from the envelope the Worker sends as the same error, code and fields included", () => {
    const sent = new ApiError(429, "Too many attempts. Please try again in 3 minutes.", "RATE_LIMITED", { retryAfterSeconds: 180 });
    const body = sent.toBody();
    expect(body).toEqual({ message: "Too many attempts. Please try again in 3 minutes.", error: "RATE_LIMITED", retryAfterSeconds: 180 });
    const received = ApiError.fromBody(429, body.message, body);
    expect(received).toMatchObject({ status: 429, message: sent.message, code: "RATE_LIMITED", fields: { retryAfterSeconds: 180 } });
    expect(received.toBody()).toEqual(body);
  });
});

describe("sign-in errors decide on the code, never the wording (SPEC §8 texts)", () => {
  const SPEC_INCORRECT = "The email or password you entered is incorrect. Please double-check your credentials and try again.";
  it("turns INVALID_CREDENTIALS into SPEC §8's text and offers a reset, whatever the server's wording", () => {
    const wrong = new ApiError(401, "E-mail or password not recognised", "INVALID_CREDENTIALS");
    expect(loginErrorMessage(wrong)).toBe(SPEC_INCORRECT);
    expect(isWrongCredentials(wrong)).toBe(true);
  });
  it("shows other answers as they are, even when their words look alike", () => {
    const locked = new ApiError(429, "Incorrect email or password too many times: try again in 10 minutes.", "ACCOUNT_LOCKED");
    expect(loginErrorMessage(locked)).toBe(locked.message);
    expect(isWrongCredentials(locked)).toBe(false);
    expect(loginErrorMessage(new NetworkError("offline", false))).toBe("Unable to connect to the server. Please check your internet connection and try again.");
    expect(loginErrorMessage(new TypeError("x is undefined"))).toBe("Login failed");
  });
});
