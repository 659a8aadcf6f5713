import { describe, expect, it } from "vitest";
import { call } from "./helpers.ts";

describe("GET /api/health", () => {
  it("reports the database reachable and the embedded engine when Workers AI is not available", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", database: "ok", engine: "embedded" });
  });
});

describe("security headers", () => {
  it.each(["/api/health", "/", "/no-such-page"])("are set on %s", async (path) => {
    const res = await call(path);
    const h = res.headers;
    expect(h.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(h.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-request-id")).toBeTruthy();
  });

  it("binds the HTML CSP to a per-request nonce used by the inline scripts", async () => {
    const res = await call("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`nonce="${nonce}"`);
    const second = await call("/");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);
  });

  it("allows inline styles only with the nonce, which the inlined stylesheet carries (issue #15 item 4)", async () => {
    const res = await call("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const styleSrc = csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("style-src"));
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(styleSrc).toBe(`style-src 'self' 'nonce-${nonce}'`);
    const html = await res.text();
    const style = html.indexOf(`<style id="app-css" nonce="${nonce}">`);
    expect(style).toBeGreaterThan(0);
    expect(html.slice(style, html.indexOf("</style>", style))).toContain(".btn-primary{");
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/\sstyle="/);
  });
});

describe("cross-site request refusal", () => {
  it("refuses a cross-site POST by Origin with 403 and the JSON envelope", async () => {
    const res = await call("/api/health", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Cross-site requests are not allowed.", error: "CROSS_SITE_REQUEST" });
  });

  it("refuses by Sec-Fetch-Site even without an Origin header, for page actions too", async () => {
    const res = await call("/", { method: "POST", headers: { "sec-fetch-site": "cross-site", origin: "http://localhost" } });
    expect(res.status).toBe(403);
  });

  it("lets a same-origin POST through to routing (unknown API path gives the JSON 404)", async () => {
    const res = await call("/api/nothing-here", { method: "POST", json: {}, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(404);
  });
});

describe("JSON 404 and error envelope", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await call("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Not found", error: "NOT_FOUND" });
  });

  it("refuses an oversized API body with 413", async () => {
    const res = await call("/api/health", { method: "POST", body: "x".repeat(70 * 1024), headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("PAYLOAD_TOO_LARGE");
  });

  it("serves the 404 page with status 404 for unknown pages", async () => {
    const res = await call("/definitely/not/here");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
  });
});

describe("local outbox", () => {
  it("validates the address", async () => {
    const res = await call("/api/dev/outbox?to=not-an-email");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Please enter a valid email address");
  });

  it("returns messages to that address newest first", async () => {
    const { env } = await import("cloudflare:workers");
    const to = `outbox-${crypto.randomUUID()}@example.com`;
    await env.DB.prepare("insert into outbox (`to`, subject, text, html, created_at) values (?, ?, ?, ?, ?)").bind(to, "first", "a", "<p>a</p>", 1000).run();
    await env.DB.prepare("insert into outbox (`to`, subject, text, html, created_at) values (?, ?, ?, ?, ?)").bind(to, "second", "b", "<p>b</p>", 2000).run();
    const res = await call(`/api/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{ subject: string; to: string; createdAt: string }>;
    expect(body.map((m) => m.subject)).toEqual(["second", "first"]);
    expect(body[0]).toMatchObject({ to, text: "b", html: "<p>b</p>" });
  });
});
