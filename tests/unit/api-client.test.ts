import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, failureMessage, NetworkError, TIMEOUT_MESSAGE } from "~/lib/api.ts";

const noSleep = vi.fn(async () => undefined);

describe("API client (SPEC §7)", () => {
  it("sends JSON with credentials and returns the parsed body", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(init?.credentials).toBe("include");
      expect((init?.headers as Record<string, string>)["content-type"]).toBe("application/json");
      expect(init?.body).toBe(JSON.stringify({ a: 1 }));
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    await expect(apiRequest("POST", "/api/x", { a: 1 }, { fetchImpl: fetchImpl as typeof fetch, sleep: noSleep })).resolves.toEqual({ ok: true });
  });

  it("uses the body's message, else the raw text, else the status text", async () => {
    const make = (body: string, status = 400, statusText = "Bad Request") => (async () => new Response(body, { status, statusText })) as typeof fetch;
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: make(JSON.stringify({ message: "Nope", error: "CODE", searchesUsed: 5 })) })).rejects.toMatchObject({
      message: "Nope",
      status: 400,
      code: "CODE",
      body: { searchesUsed: 5 },
    });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: make("plain failure") })).rejects.toMatchObject({ message: "plain failure" });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: make("", 404, "Not Found") })).rejects.toMatchObject({ message: "Not Found" });
  });

  it("never shows a stack trace, markup or a path from a raw body (issue #16)", async () => {
    const stack = "TypeError: x is undefined\n    at rank (/work/app/domain/diagnosis/rank.ts:12:5)";
    const reply = (body: string, status: number, headers: Record<string, string> = {}) =>
      (async () => new Response(body, { status, statusText: status >= 500 ? "Internal Server Error" : "Bad Request", headers })) as typeof fetch;
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply(stack, 400) })).rejects.toMatchObject({ message: "Bad Request" });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply("<html><body>Error 1101</body></html>", 400) })).rejects.toMatchObject({ message: "Bad Request" });
    await expect(apiRequest("GET", "/x", undefined, { fetchImpl: reply("failed at /srv/app/index.js:12", 400) })).rejects.toMatchObject({ message: "Bad Request" });
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
    expect(failureMessage(new ApiError("Nope", 400))).toBe("Nope");
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
