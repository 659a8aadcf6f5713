import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, insertUser, json, sessionCookieFor } from "./helpers.ts";

/** Issue #16 items 6 (guard by matched route), 7 (no shared caching of session pages) and 11 (no internals). */

/** A page request whose body is read at once (an unread streamed page would hold its render open). */
async function page(path: string, cookie?: string): Promise<Response> {
  const res = await call(path, { cookie, redirect: "manual" });
  const body = await res.text();
  return new Response(body, { status: res.status, headers: res.headers });
}
const landsHome = (res: Response) => res.status === 302 && new URL(res.headers.get("location")!, "http://localhost").pathname === "/";

describe("the page guard follows the matched route, not the spelling of the path", () => {
  it.each([
    "/ACCOUNT",
    "/%61ccount",
    "/Atv-Search",
    "/HISTORY",
    "/history/",
    "/Account/",
    "/SUBSCRIPTION-PLANS",
    "/%70lans",
    "/Tractor-Search",
    "/ACCOUNT.data",
    "/%68istory.data",
  ])("sends a guest from %s to /", async (path) => {
    const res = await page(path);
    // A client navigation's data request (.data) gets React Router's single-fetch redirect instead of a 302.
    const dataRedirect = res.status === 202 && /"SingleFetchRedirect".*"redirect","\/(\?next=[^"]*)?"/.test(await res.text());
    expect(landsHome(res) || dataRedirect, `${path} → ${res.status}`).toBe(true);
  });

  it("tells home which page the guest asked for, without the .data of a client navigation (issue #14 item 9)", async () => {
    const doc = await page("/history?vehicle=atv");
    expect(doc.headers.get("location")).toBe("/?next=%2Fhistory%3Fvehicle%3Datv");
    const data = await (await page("/account.data")).text();
    expect(data).toContain('"redirect","/?next=%2Faccount"');
  });

  it.each(["/ACCOUNT", "/Atv-Search", "/%61tv-search", "/Subscription-Plans"])("keeps the demo account out of %s", async (path) => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const res = await page(path, await sessionCookieFor(demo.id));
    expect(landsHome(res), `${path} → ${res.status}`).toBe(true);
  });

  it.each(["/Tractor-Search", "/HISTORY"])("still lets the demo account open %s in any spelling", async (path) => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    expect((await page(path, await sessionCookieFor(demo.id))).status).toBe(200);
  });

  it("still lets a registered user open the same pages", async () => {
    const user = await insertUser();
    const cookie = await sessionCookieFor(user.id);
    for (const path of ["/ACCOUNT", "/Atv-Search", "/history"]) expect((await page(path, cookie)).status, path).toBe(200);
  });
});

describe("responses that depend on the session are never stored by shared caches", () => {
  it.each([
    "/",
    "/tractor-search",
    "/atv-search",
    "/automotive-search",
    "/help",
    "/account",
    "/history",
    "/subscription-plans",
    "/no-such-page",
    "/_.data",
    "/api/user",
    "/api/history",
    "/api/auth/biometric/credentials",
  ])("signed in, %s says Cache-Control: private, no-store", async (path) => {
    const user = await insertUser();
    const res = await page(path, await sessionCookieFor(user.id));
    expect(res.status, path).toBeLessThan(400 + (path === "/no-such-page" ? 5 : 0));
    expect(res.headers.get("cache-control"), path).toBe("private, no-store");
  });

  it.each(["/", "/login", "/help", "/api/user"])("a guest's %s is not shareable either (it would be served to signed-in people)", async (path) => {
    expect((await page(path)).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("internal errors never reach a person", () => {
  async function brokenDiagnostic() {
    const user = await insertUser();
    const id = "brokenbrokenbrokenbroken22";
    await env.DB.prepare(
      "insert or replace into diagnostics (id, user_id, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, created_at) values (?, ?, 'X', 'X: y', 'Broken', '{not json', '[]', 1, 1)",
    )
      .bind(id, user.id)
      .run();
    return { id, cookie: await sessionCookieFor(user.id) };
  }
  const leaks = (text: string) => /\bat [\w$.<>]+ \(|\.(ts|js|mjs):\d+|\/work\/|node_modules|SyntaxError|JSON\.parse|D1_ERROR|SQLITE/i.test(text);

  it("an API failure answers a plain message with the request id, and nothing internal", async () => {
    const { id, cookie } = await brokenDiagnostic();
    const res = await call(`/api/diagnostics/${id}`, { cookie });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(leaks(text), text).toBe(false);
    const body = JSON.parse(text) as { message: string; error: string; requestId: string };
    expect(body.error).toBe("INTERNAL_ERROR");
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    expect(body.message).toContain(body.requestId);
    expect(body.message).toMatch(/^Something went wrong on our side/);
  });

  it("a page failure shows a plain page with the request id, and nothing internal", async () => {
    const { id, cookie } = await brokenDiagnostic();
    const res = await page(`/diagnostic/${id}`, cookie);
    expect(res.status).toBe(500);
    const html = await res.text();
    // React Router's own inline scripts mention JSON.parse; what must not appear is this error's text or its origin.
    expect(leaks(html.replace(/<script[\s\S]*?<\/script>/g, "")), html.slice(0, 2000)).toBe(false);
    expect(html).not.toMatch(/Expected property name|SyntaxError|\/work\/|node_modules|\.(ts|js):\d+/);
    expect(html).toContain(res.headers.get("x-request-id")!);
  });

  it("request ids are short enough to read out over the phone, and always the server's own", async () => {
    const id = (await call("/api/health")).headers.get("x-request-id")!;
    expect(id).toMatch(/^[a-z0-9]{10,16}$/);
    const chosen = (await call("/api/health", { headers: { "x-request-id": "attacker-chosen-reference" } })).headers.get("x-request-id");
    expect(chosen).not.toBe("attacker-chosen-reference");
    expect(chosen).toMatch(/^[a-z2-7]{12}$/);
  });

  it("an offline upload that the server cannot read is refused with a 400, never a 500", async () => {
    const user = await insertUser();
    await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
    const res = await call("/api/diagnostics", { cookie: await sessionCookieFor(user.id), json: { vehicleType: "tractor", tractorModel: 5, symptoms: null } });
    expect(res.status).toBe(400);
    expect(leaks(JSON.stringify(await json(res)))).toBe(false);
  });
});
