import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_EXAMPLES } from "~/.server/diagnostics/demo-examples.ts";
import { call, cookieFrom, GOOD_PASSWORD, insertUser, json } from "./helpers.ts";

async function demoLogin(email: string) {
  const res = await call("/api/login", { json: { email, password: GOOD_PASSWORD } });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

type Item = { id: string; primaryCause: string; symptoms: string; saved: boolean };

describe("the demo account's example diagnoses (issue #14 item 7)", () => {
  it("puts back three example saved diagnoses at each demo sign-in, as they were, without duplicates", async () => {
    const { email, id: userId } = await insertUser({ accountType: "demo" });
    const cookie = await demoLogin(email);
    const first = await json<Item[]>(await call("/api/history", { cookie }));
    expect(first).toHaveLength(3);
    for (const ex of DEMO_EXAMPLES) expect(first.map((h) => h.symptoms)).toContain(`${ex.make} ${ex.model}: ${ex.problem}`);
    // They are real engine answers with steps.
    for (const item of first) expect(item.primaryCause.length).toBeGreaterThan(10);

    // A visitor unsaves one, resolves and ticks another.
    const [a, b] = first;
    expect((await call(`/api/diagnostics/${a!.id}/save`, { cookie, method: "PATCH", json: { saved: false } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${b!.id}/resolve`, { cookie, method: "PATCH", json: { resolved: true } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${b!.id}/progress`, { cookie, method: "PATCH", json: { done: [1], notes: { "1": "12.4 V" } } })).status).toBe(200);
    expect(await json<Item[]>(await call("/api/history", { cookie }))).toHaveLength(2);

    // The next sign-in finds all three as they were.
    const again = await demoLogin(email);
    const second = await json<Item[]>(await call("/api/history", { cookie: again }));
    expect(second.map((h) => h.id).sort()).toEqual(first.map((h) => h.id).sort());
    const row = await env.DB.prepare("select resolved, step_progress from diagnostics where id = ?")
      .bind(b!.id)
      .first<{ resolved: number; step_progress: string }>();
    expect(row).toEqual({ resolved: 0, step_progress: JSON.stringify({ done: [], notes: {} }) });
    const count = await env.DB.prepare("select count(*) as n from diagnostics where user_id = ?").bind(userId).first<{ n: number }>();
    expect(count!.n).toBe(3);
  });

  it("gives an ordinary account no examples", async () => {
    const { email } = await insertUser({});
    const cookie = await demoLogin(email);
    expect(await json<Item[]>(await call("/api/history", { cookie }))).toEqual([]);
  });
});
