import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser.ts";

/**
 * Issue #16 item 8, against the real local server (wrangler dev): an oversized body is read and thrown away before
 * the 413, so the connection stays healthy for the next request, including in handlers that ignore bodies.
 */

const BIG = "x".repeat(200 * 1024);

async function post(path: string, body: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", origin: baseUrl(), ...extra },
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe("oversized request bodies", () => {
  it("fifteen oversized posts in a row give fifteen 413s, and the next normal request is served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await post("/api/auth/forgot-password", BIG)).status);
    expect(statuses).toEqual(Array(15).fill(413));
    const health = await fetch(`${baseUrl()}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);

  it.each(["/api/logout", "/api/auth/biometric/authenticate/begin", "/api/diagnostics", "/api/login", "/"])(
    "%s answers an oversized body with 413 in the JSON envelope",
    async (path) => {
      const res = await post(path, BIG);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
    },
  );

  it("parallel oversized posts from several clients do not break other clients' requests", async () => {
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => post("/api/login", BIG)),
      ...Array.from({ length: 4 }, () => fetch(`${baseUrl()}/api/health`).then(async (r) => ({ status: r.status, text: await r.text() }))),
    ]);
    expect(results.slice(0, 8).map((r) => r.status)).toEqual(Array(8).fill(413));
    expect(results.slice(8).map((r) => r.status)).toEqual(Array(4).fill(200));
  }, 60_000);

  it("a body just under the limit is still read normally", async () => {
    const res = await post("/api/auth/forgot-password", JSON.stringify({ email: "not-an-email", pad: "y".repeat(60 * 1024) }));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ message: "Please enter a valid email address" });
  });
});
