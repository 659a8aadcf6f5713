import { describe, expect, it } from "vitest";
import { call, json, register } from "./helpers.ts";

/**
 * D1 read replication with read-your-own-writes (issue #15 item 3): requests go through a D1 session; a request that
 * wrote hands the browser the session's bookmark in an HttpOnly cookie, and the next request starts from it.
 */

const bookmarkOf = (res: Response) => res.headers.getSetCookie().find((c) => /^(__Host-)?ff_db=/.test(c));

describe("D1 sessions and the bookmark cookie", () => {
  it("sets the bookmark after a write, and the next request with it reads that write", async () => {
    const { cookie } = await register();
    const write = await call("/api/user/profile", { method: "PATCH", json: { name: "Replica Reader", phone: "" }, cookie });
    expect(write.status).toBe(200);
    const set = bookmarkOf(write);
    expect(set).toBeDefined();
    // Not for scripts, sent on top-level navigation from elsewhere but never cross-site posts; a browser-session cookie.
    expect(set).toMatch(/; HttpOnly(;|$)/);
    expect(set).toMatch(/; SameSite=Lax(;|$)/);
    expect(set).not.toMatch(/Max-Age|Expires/i);
    // Plain http in tests: no Secure flag (and no __Host- prefix, which needs it); over https both (unit test).
    expect(set).not.toMatch(/Secure/);
    const bookmark = set!.split(";")[0]!;
    expect(bookmark).toMatch(/^ff_db=[0-9a-zA-Z-]+$/);

    const read = await call("/api/user", { cookie: `${cookie}; ${bookmark}` });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ name: "Replica Reader" });

    // The next write moves it forward.
    const again = await call("/api/user/profile", { method: "PATCH", json: { name: "Replica Reader Two", phone: "" }, cookie: `${cookie}; ${bookmark}` });
    expect(again.status).toBe(200);
    const next = bookmarkOf(again);
    expect(next).toBeDefined();
    expect(next!.split(";")[0]).not.toBe(bookmark);
    expect(await json(await call("/api/user", { cookie: `${cookie}; ${next!.split(";")[0]}` }))).toMatchObject({ name: "Replica Reader Two" });
  });

  it("reads a new diagnosis on its result page right after it was made", async () => {
    const { cookie } = await register();
    expect((await call("/api/user/activate-trial", { cookie, json: { sessionId: "s" } })).status).toBe(200);
    const made = await call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "tractor", make: "Kubota", model: "L3901", problem: "one click when I turn the key" },
    });
    expect(made.status).toBe(201);
    const bookmark = bookmarkOf(made)!.split(";")[0]!;
    const { id } = await json<{ id: string }>(made);
    const page = await call(`/api/diagnostics/${id}`, { cookie: `${cookie}; ${bookmark}` });
    expect(page.status).toBe(200);
    expect(await json(page)).toMatchObject({ id, isOwner: true });
  });

  it("sets no bookmark on a page that only reads, and ignores a bookmark cookie that is not one", async () => {
    const home = await call("/", { cookie: "ff_db=<script>" });
    expect(home.status).toBe(200);
    expect(bookmarkOf(home)).toBeUndefined();
    expect((await call("/api/health", { cookie: "ff_db=not a bookmark" })).status).toBeLessThan(500);
  });
});
