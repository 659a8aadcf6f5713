import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, json, register } from "./helpers.ts";

type Item = { id: string; primaryCause: string; createdAt: string; vehicleType: string };

const TYPES = ["tractor", "atv", "automotive"] as const;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * Inserts `count` saved diagnostics for a user in one statement, one minute apart (item 0 oldest), so the
 * expected order is known. Ids are random 26-character base32 like real ones.
 */
async function seedSaved(userId: string, count: number, tag: string, start = Date.UTC(2026, 0, 1)) {
  const stmts = [];
  for (let i = 0; i < count; i++) {
    const id = Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => BASE32[b & 31]).join("");
    stmts.push(
      env.DB.prepare(
        `insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, created_at)
         values (?, ?, ?, ?, ?, ?, '[]', '[]', 1, ?)`,
      ).bind(id, userId, TYPES[i % 3], `Model ${tag} ${i}`, `Model ${tag} ${i}: symptom number ${i}`, `Cause ${tag} #${i}`, start + i * 60_000),
    );
  }
  for (let i = 0; i < stmts.length; i += 100) await env.DB.batch(stmts.slice(i, i + 100));
}

const history = async (cookie?: string) => call("/api/history", { cookie });
const unsave = (cookie: string, id: string) => call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie, json: { saved: false } });

describe("GET /api/history with many items", () => {
  it("returns at most 500 saved items, newest first; the oldest beyond the cap are left out", async () => {
    const owner = await register();
    await seedSaved(owner.userId, 503, "cap");
    const res = await history(owner.cookie);
    expect(res.status).toBe(200);
    const items = await json<Item[]>(res);
    expect(items).toHaveLength(500);
    expect(items[0]!.primaryCause).toBe("Cause cap #502");
    expect(items.at(-1)!.primaryCause).toBe("Cause cap #3");
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times.every((t, n) => n === 0 || t < times[n - 1]!)).toBe(true);
    expect(new Set(items.map((i) => i.vehicleType))).toEqual(new Set(TYPES));
  }, 30_000);

  it("unsaving removes an item from history; saving it again brings it back", async () => {
    const owner = await register();
    await seedSaved(owner.userId, 3, "uns");
    const before = await json<Item[]>(await history(owner.cookie));
    const target = before[1]!;
    expect((await unsave(owner.cookie, target.id)).status).toBe(200);
    const after = await json<Item[]>(await history(owner.cookie));
    expect(after.map((i) => i.id)).toEqual([before[0]!.id, before[2]!.id]);
    await call(`/api/diagnostics/${target.id}/save`, { method: "PATCH", cookie: owner.cookie, json: { saved: true } });
    expect(await json<Item[]>(await history(owner.cookie))).toHaveLength(3);
  });

  it("never shows another user's items, and nobody else can unsave them", async () => {
    const a = await register();
    const b = await register();
    await seedSaved(a.userId, 4, "usra");
    await seedSaved(b.userId, 2, "usrb");
    const mine = await json<Item[]>(await history(a.cookie));
    const theirs = await json<Item[]>(await history(b.cookie));
    expect(mine.map((i) => i.primaryCause).every((c) => c.startsWith("Cause usra"))).toBe(true);
    expect(theirs.map((i) => i.primaryCause).every((c) => c.startsWith("Cause usrb"))).toBe(true);
    expect(mine).toHaveLength(4);
    expect(theirs).toHaveLength(2);
    expect((await unsave(b.cookie, mine[0]!.id)).status).toBe(404);
    expect(await json<Item[]>(await history(a.cookie))).toHaveLength(4);
  });
});

describe("the /history page", () => {
  it("renders the owner's items on the server, and no one else's", async () => {
    const owner = await register();
    const other = await register();
    await seedSaved(owner.userId, 3, "page");
    await seedSaved(other.userId, 1, "hide");
    const res = await call("/history", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("Diagnostic History");
    for (let i = 0; i < 3; i++) expect(html).toContain(`Cause page #${i}`);
    expect(html).not.toContain("Cause hide");
    expect(html).toMatch(/Showing (<!-- -->)?3(<!-- -->)? of (<!-- -->)?3(<!-- -->)? saved diagnostics/);
  });

  it("shows 'No Saved Diagnostics' to a user with nothing saved", async () => {
    const { cookie } = await register();
    const html = await (await call("/history", { cookie })).text();
    expect(html).toContain("No Saved Diagnostics");
  });

  it("redirects a guest to / before anything loads", async () => {
    const res = await call("/history", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe("/");
    const data = await call("/history.data", { redirect: "manual" });
    expect(data.status).not.toBe(200);
  });
});
