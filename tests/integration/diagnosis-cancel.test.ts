import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ALREADY_FINISHED } from "~/.server/diagnostics/cancellation.ts";
import { call, json, register } from "./helpers.ts";

/**
 * Issue #14 item 4: a diagnosis cancelled before it is stored is withdrawn and nothing is charged, whichever side
 * reaches D1 first; one already stored stays, counted once, and the cancel says so.
 */
const ref = () => `req-${crypto.randomUUID()}`;
const diag = (cookie: string, requestRef?: string) =>
  call("/api/diagnostics", {
    cookie,
    json: { vehicleType: "tractor", make: "Kubota", model: "L3901", problem: "loader slow to lift when the oil is hot", requestRef },
  });
const cancel = (cookie: string | undefined, requestRef: unknown) => call("/api/diagnostics/cancel", { cookie, json: { requestRef } });
const me = async (cookie: string) => json<{ trialSearchesUsed: number; searchesUsed: number }>(await call("/api/user", { cookie }));
const rows = async (userId: string) => (await env.DB.prepare("select count(*) as n from diagnostics where user_id = ?").bind(userId).first<{ n: number }>())!.n;

async function trialUser() {
  const user = await register();
  expect((await call("/api/user/activate-trial", { cookie: user.cookie, json: {} })).status).toBe(200);
  return user;
}

describe("cancelling a diagnosis (issue #14 item 4)", () => {
  it("cancelled after it was stored: the answer may already have been read, so it stays, counted once, and the cancel says so", async () => {
    // Withdrawing it then gave the search back for an answer already delivered: diagnose, read, cancel, repeat, and a
    // trial never ran out.
    const { cookie, userId } = await trialUser();
    const r = ref();
    const made = await diag(cookie, r);
    expect(made.status).toBe(201);
    const { id } = await json<{ id: string }>(made);
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 1, searchesUsed: 1 });
    const res = await cancel(cookie, r);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: ALREADY_FINISHED, finished: true, id });
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 1, searchesUsed: 1 });
    expect((await call(`/api/diagnostics/${id}`, { cookie })).status).toBe(200);
    expect(await rows(userId)).toBe(1);
    // Cancelling again changes nothing.
    expect(await json(await cancel(cookie, r))).toMatchObject({ finished: true, id });
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 1, searchesUsed: 1 });
  });

  it("six diagnoses each cancelled after its answer still use up the five trial searches", async () => {
    const { cookie } = await trialUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = ref();
      const res = await diag(cookie, r);
      statuses.push(res.status);
      await cancel(cookie, r);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 402]);
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 5 });
  });

  it("cancelled before it was stored: the diagnose request stores nothing and charges nothing", async () => {
    const { cookie, userId } = await trialUser();
    const r = ref();
    expect((await cancel(cookie, r)).status).toBe(200);
    const res = await diag(cookie, r);
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ error: "DIAGNOSIS_CANCELLED" });
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 0, searchesUsed: 0 });
    expect(await rows(userId)).toBe(0);
  });

  it("cancels racing the request in parallel end one of two ways: nothing stored and nothing charged, or stored, counted once and reported", async () => {
    const { cookie, userId } = await trialUser();
    let kept = 0;
    for (let i = 0; i < 4; i++) {
      const r = ref();
      const [made, cancelled] = await Promise.all([diag(cookie, r), cancel(cookie, r)]);
      const said = await json<{ finished?: boolean; id?: string }>(cancelled);
      if (said.finished) {
        kept += 1;
        expect(made.status).toBe(201);
        expect(said.id).toBe((await json<{ id: string }>(made)).id);
      } else {
        expect(made.status).toBe(409);
      }
    }
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: kept, searchesUsed: kept });
    expect(await rows(userId)).toBe(kept);
  });

  it("a retried request (same reference) gets the same diagnosis and is charged once", async () => {
    const { cookie } = await trialUser();
    const r = ref();
    const a = await json<{ id: string }>(await diag(cookie, r));
    const b = await json<{ id: string }>(await diag(cookie, r));
    expect(b.id).toBe(a.id);
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 1, searchesUsed: 1 });
  });

  it("one account's cancel never touches another's diagnosis, and bad input is a 4xx", async () => {
    const owner = await trialUser();
    const other = await trialUser();
    const r = ref();
    const { id } = await json<{ id: string }>(await diag(owner.cookie, r));
    expect((await cancel(other.cookie, r)).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}`, { cookie: owner.cookie })).status).toBe(200);
    expect(await me(owner.cookie)).toMatchObject({ trialSearchesUsed: 1 });
    expect((await cancel(undefined, r)).status).toBe(401);
    for (const bad of [undefined, "", "x", "a".repeat(65), "has space!", 42]) expect((await cancel(owner.cookie, bad)).status, String(bad)).toBe(400);
  });
});
