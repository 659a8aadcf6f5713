import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { STEP_NOTE_MAX } from "~/domain/step-progress.ts";
import { call, insertUser, json, sessionCookieFor } from "./helpers.ts";

/**
 * Issue #14 item 2: ticks and a note per step are saved with the diagnosis (PATCH /api/diagnostics/{id}/progress),
 * only by its owner, within the diagnosis's own steps; every stored diagnosis knows its step count; history cards
 * read 'N of M steps done'; the owner's view carries the form fields for 'Edit and run again'.
 */

const problem = "hard to start when cold, white smoke until it warms up";
const body = {
  vehicleType: "tractor",
  make: "John Deere",
  model: "5075E 2016",
  problem,
  tractorModel: "John Deere 5075E 2016",
  symptoms: `John Deere 5075E 2016: ${problem}`,
};

async function subscriber() {
  const user = await insertUser();
  await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
  return { userId: user.id, cookie: await sessionCookieFor(user.id) };
}

async function diagnosis(cookie: string, extra: Record<string, unknown> = {}) {
  const res = await call("/api/diagnostics", { cookie, json: { ...body, ...extra } });
  expect(res.status).toBe(201);
  return json<{ id: string; diagnostic: { troubleshootingSteps: unknown[] } }>(res);
}

const patch = (id: string, cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  call(`/api/diagnostics/${id}/progress`, { method: "PATCH", cookie, headers, json: payload });

const stored = async (id: string) =>
  (await env.DB.prepare("select step_progress, step_count from diagnostics where id = ?").bind(id).first<{
    step_progress: string;
    step_count: number;
  }>())!;

describe("step count", () => {
  it("is stored with every diagnosis, online and uploaded from a device", async () => {
    const { cookie } = await subscriber();
    const online = await diagnosis(cookie);
    const row = await stored(online.id);
    expect(row.step_count).toBeGreaterThanOrEqual(3);
    // The steps themselves are stored compactly (app/domain/compact-answer.ts): the count matches what reads back.
    expect(row.step_count).toBe(online.diagnostic.troubleshootingSteps.length);

    const input = { vehicleType: "tractor" as const, make: "Kubota", model: "L3901", symptoms: "loader is slow to lift and the hydraulic oil looks milky" };
    const { engine: _engine, ...deviceAnswer } = diagnose(input, KNOWLEDGE);
    const uploaded = await diagnosis(cookie, {
      make: "Kubota",
      model: "L3901",
      problem: input.symptoms,
      tractorModel: "Kubota L3901",
      symptoms: `Kubota L3901: ${input.symptoms}`,
      clientRef: `off_${crypto.randomUUID().replace(/-/g, "")}`,
      deviceAnswer,
    });
    const up = await stored(uploaded.id);
    expect(up.step_count).toBe(deviceAnswer.troubleshootingSteps.length);
    expect(up.step_count).toBe(uploaded.diagnostic.troubleshootingSteps.length);
  });
});

describe("PATCH /api/diagnostics/{id}/progress", () => {
  it("saves the owner's ticks and notes; a later read (a reload) returns them, and the history card counts them", async () => {
    const { cookie } = await subscriber();
    const { id, diagnostic } = await diagnosis(cookie);
    const count = diagnostic.troubleshootingSteps.length;

    const fresh = await json<{ stepProgress: unknown }>(await call(`/api/diagnostics/${id}`, { cookie }));
    expect(fresh.stepProgress).toEqual({ done: [], notes: {} });

    const res = await patch(id, cookie, { done: [3, 1, 3], notes: { "1": "  12.1 V at the battery, cranking  ", "2": "   " } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Stored in one spelling: ticks once each and in order, notes trimmed, blank notes dropped.
    const want = { done: [1, 3], notes: { "1": "12.1 V at the battery, cranking" } };
    expect((await json<{ stepProgress: unknown }>(res)).stepProgress).toEqual(want);

    const again = await call(`/api/diagnostics/${id}`, { cookie });
    expect((await json<{ stepProgress: unknown }>(again)).stepProgress).toEqual(want);
    expect(JSON.parse((await stored(id)).step_progress)).toEqual(want);

    // The result page itself (its loader) renders the ticks for the owner.
    const page = await (await call(`/diagnostic/${id}`, { cookie })).text();
    expect(page).toContain("12.1 V at the battery, cranking");
    expect(page).toMatch(new RegExp(`2(<!-- -->)? of (<!-- -->)?${count}(<!-- -->)? done`));

    // History is the saved list: not there until saved, then with 'N of M steps done'.
    const history = async () => json<Array<{ id: string; stepsDone: number; stepCount: number }>>(await call("/api/history", { cookie }));
    expect((await history()).map((h) => h.id)).not.toContain(id);
    expect((await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie, json: { saved: true } })).status).toBe(200);
    expect((await history()).find((h) => h.id === id)).toMatchObject({ stepsDone: 2, stepCount: count });

    // The whole progress is replaced each time (the last write wins).
    expect((await patch(id, cookie, { done: [2], notes: {} })).status).toBe(200);
    expect((await history()).find((h) => h.id === id)).toMatchObject({ stepsDone: 1, stepCount: count });
  });

  it("is the owner's only: anyone else, signed in or not, gets a 404 and nothing changes", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const { id } = await diagnosis(owner.cookie);
    expect((await patch(id, owner.cookie, { done: [1], notes: {} })).status).toBe(200);
    for (const cookie of [other.cookie, undefined]) {
      const res = await patch(id, cookie, { done: [1, 2, 3], notes: { "1": "not mine" } });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ error: "NOT_FOUND" });
    }
    expect(JSON.parse((await stored(id)).step_progress)).toEqual({ done: [1], notes: {} });
    expect((await patch("aaaaaaaaaaaaaaaaaaaaaaaaaa", owner.cookie, { done: [], notes: {} })).status).toBe(404);

    // Others still see the progress of a shared result, read-only, and not the owner's form fields.
    const shared = await json<{ isOwner: boolean; stepProgress: unknown; entry: unknown }>(await call(`/api/diagnostics/${id}`, { cookie: other.cookie }));
    expect(shared).toMatchObject({ isOwner: false, stepProgress: { done: [1], notes: {} }, entry: null });
  });

  it("refuses a cross-site request", async () => {
    const { cookie } = await subscriber();
    const { id } = await diagnosis(cookie);
    const res = await patch(id, cookie, { done: [1], notes: {} }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(JSON.parse((await stored(id)).step_progress)).toEqual({ done: [], notes: {} });
  });

  it("answers bad bodies with a 400 and a clear message: wrong shapes, ticks or notes beyond the steps, notes too long", async () => {
    const { cookie } = await subscriber();
    const { id, diagnostic } = await diagnosis(cookie);
    const count = diagnostic.troubleshootingSteps.length;
    const cases: Array<[unknown, RegExp]> = [
      [{}, /./],
      [{ done: "1,2", notes: {} }, /./],
      [{ done: [1.5], notes: {} }, /./],
      [{ done: [0], notes: {} }, /./],
      [{ done: [1], notes: { one: "x" } }, /./],
      [{ done: [1], notes: { "1": 12 } }, /./],
      [{ done: [count + 1], notes: {} }, new RegExp(`has ${count} steps; there is no step ${count + 1}`)],
      [{ done: [1], notes: { [String(count + 1)]: "measured" } }, new RegExp(`there is no step ${count + 1}`)],
      [{ done: [], notes: { "1": "x".repeat(STEP_NOTE_MAX + 1) } }, /Notes must be at most 280 characters/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(id, cookie, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const err = await json<{ message: string; error: string }>(res);
      expect(err.error).toBe("VALIDATION_ERROR");
      expect(err.message).toMatch(message);
    }
    // Exactly at the limit is fine.
    expect((await patch(id, cookie, { done: [count], notes: { "1": "x".repeat(STEP_NOTE_MAX) } })).status).toBe(200);
    const notJson = await call(`/api/diagnostics/${id}/progress`, { method: "PATCH", cookie, body: "nope", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
  });
});

describe("'Edit and run again'", () => {
  it("gives the owner the form fields as they were sent, with a make of two words intact", async () => {
    const { cookie } = await subscriber();
    const { id } = await diagnosis(cookie);
    const view = await json<{ entry: unknown }>(await call(`/api/diagnostics/${id}`, { cookie }));
    expect(view.entry).toEqual({ make: "John Deere", model: "5075E 2016", problem });
  });
});
