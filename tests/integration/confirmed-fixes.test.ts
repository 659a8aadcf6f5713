import { env } from "cloudflare:workers";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { countsQuery } from "~/.server/diagnostics/confirmed-counts.ts";
import { sweepExpired, UNSAVED_DIAGNOSIS_TTL_MS } from "~/.server/housekeeping.ts";
import type { FixVehicle } from "~/domain/confirmed-fix-vehicle.ts";
import { call, insertUser, json, sessionCookieFor } from "./helpers.ts";

/**
 * Issue #13 item 3, 'What fixed it?': the owner's answer for a resolved diagnosis (one per diagnosis, owner only,
 * budgeted, withdrawn on un-resolve) and the counts of answers as ranking evidence ('Confirmed fix for N owners').
 */

interface View {
  id: string;
  primaryCause: string;
  primaryCauseId: string | null;
  primaryEvidence?: { confirmedFixes?: number };
  alternativeCauses: Array<{ id: string; cause: string; evidence?: { confirmedFixes?: number } }>;
  resolved: boolean;
  confirmedFix: { causeId: string | null; cause: string; part: string | null } | null;
}

/** A verified account with Complete Access, signed in (made directly: accounts are not the subject here). */
async function owner(): Promise<{ id: string; cookie: string }> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "insert into users (id, name, email, is_registered, is_email_verified, subscription_status, subscription_plans) values (?, 'Owner', ?, 1, 1, 'active', '{\"all\":\"active\"}')",
  )
    .bind(id, `owner-${id.slice(0, 8)}@example.com`)
    .run();
  return { id, cookie: await sessionCookieFor(id) };
}

async function diagnose(cookie: string, q: { vehicleType: string; make: string; model: string; problem: string }): Promise<View> {
  const res = await call("/api/diagnostics", { cookie, json: q });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ diagnostic: View }>(res)).diagnostic;
}

const resolve = (cookie: string | undefined, id: string, resolved = true) =>
  call(`/api/diagnostics/${id}/resolve`, { method: "PATCH", cookie, json: { resolved } });
const answer = (cookie: string | undefined, id: string, body: unknown, headers?: Record<string, string>) =>
  call(`/api/diagnostics/${id}/fix`, { method: "PUT", cookie, json: body, headers });
const read = async (id: string, cookie?: string) => json<View>(await call(`/api/diagnostics/${id}`, { cookie }));
const stored = (id: string) => env.DB.prepare("select * from confirmed_fixes where diagnostic_id = ?").bind(id).all<Record<string, unknown>>();

const RANCHER = { vehicleType: "atv", make: "Honda", model: "Rancher 420", problem: "won't shift gears, the indicator blinks" };

describe("PUT /api/diagnostics/{id}/fix", () => {
  it("stores the owner's answer with the normalised vehicle; a second answer replaces it; it reads back for the owner only", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    expect((await resolve(me.cookie, d.id)).status).toBe(200);
    const alt = d.alternativeCauses[0]!;

    const first = await answer(me.cookie, d.id, { causeId: d.primaryCauseId });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(await json(first)).toEqual({ confirmedFix: { causeId: d.primaryCauseId, cause: d.primaryCause, part: null } });
    let rows = (await stored(d.id)).results;
    expect(rows).toHaveLength(1);
    // "Honda" / "Rancher 420" are stored as the catalogue names them, so other spellings count together.
    expect(rows[0]).toMatchObject({
      user_id: me.id,
      vehicle_type: "atv",
      machine_class: "atv",
      make: "honda",
      model_family: "FourTrax Rancher (TRX350/420/520)",
      cause_id: d.primaryCauseId,
      other_cause: null,
    });

    // One answer per diagnosis: the second replaces the first (an owner correcting themselves).
    expect((await answer(me.cookie, d.id, { causeId: alt.id })).status).toBe(200);
    expect((await answer(me.cookie, d.id, { otherCause: "  Shift  motor\tbrushes worn ", part: "Shift motor" })).status).toBe(200);
    rows = (await stored(d.id)).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cause_id: null, other_cause: "Shift motor brushes worn", part: "Shift motor" });

    expect((await read(d.id, me.cookie)).confirmedFix).toEqual({ causeId: null, cause: "Shift motor brushes worn", part: "Shift motor" });
    // Anyone else holding the link sees the result, never the answer.
    const other = await owner();
    expect((await read(d.id, other.cookie)).confirmedFix).toBeNull();
    expect((await read(d.id)).confirmedFix).toBeNull();
    // The owner's page shows their answer back after a reload.
    const page = await (await call(`/diagnostic/${d.id}`, { cookie: me.cookie })).text();
    expect(page).toContain("Shift motor brushes worn");
  });

  it("only the owner may answer: others and visitors get the 404 of a missing diagnosis, and nothing is stored", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    const stranger = await owner();
    for (const cookie of [stranger.cookie, undefined]) {
      const res = await answer(cookie, d.id, { causeId: d.primaryCauseId });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: "Diagnostic not found", error: "NOT_FOUND" });
    }
    expect((await answer(me.cookie, "nope", { causeId: d.primaryCauseId })).status).toBe(404);
    expect((await stored(d.id)).results).toHaveLength(0);
  });

  it("is refused cross-site (Origin check)", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    const res = await answer(me.cookie, d.id, { causeId: d.primaryCauseId }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: "CROSS_SITE_REQUEST" });
    expect((await stored(d.id)).results).toHaveLength(0);
  });

  it("bad input gets a 4xx in the error envelope, never a 500", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    // Not resolved yet: 409 with its own code.
    const early = await answer(me.cookie, d.id, { causeId: d.primaryCauseId });
    expect(early.status).toBe(409);
    expect(await json(early)).toMatchObject({ error: "NOT_RESOLVED", message: expect.any(String) });
    await resolve(me.cookie, d.id);
    const cases: Array<[unknown, string]> = [
      [{}, "causeId"],
      [{ causeId: "tr-not-listed-here" }, "causeId"],
      [{ causeId: "Bad Id!" }, "causeId"],
      [{ causeId: 42 }, "causeId"],
      [{ otherCause: "   " }, "otherCause"],
      [{ otherCause: "x".repeat(121) }, "otherCause"],
      [{ otherCause: "Shift motor", part: "p".repeat(81) }, "part"],
      [{ causeId: d.primaryCauseId, part: "Shift motor" }, "part"],
      [{ causeId: d.primaryCauseId, otherCause: "both" }, "causeId"],
      [[1, 2], ""],
    ];
    for (const [body, field] of cases) {
      const res = await answer(me.cookie, d.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const b = await json<{ message: string; error: string; field?: string }>(res);
      expect(b.error).toBe("VALIDATION_ERROR");
      expect(b.message.length).toBeGreaterThan(0);
      if (field) expect(b.field, JSON.stringify(body)).toBe(field);
    }
    const notJson = await call(`/api/diagnostics/${d.id}/fix`, {
      method: "PUT",
      cookie: me.cookie,
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await json(notJson)).toMatchObject({ error: "INVALID_JSON" });
    // Exactly 120 and 80 characters are fine.
    expect((await answer(me.cookie, d.id, { otherCause: "x".repeat(120), part: "p".repeat(80) })).status).toBe(200);
    expect((await stored(d.id)).results).toHaveLength(1);
  });

  it("the shared demo account's answers are not counted (403), while resolving still works", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const cookie = await sessionCookieFor(demo.id);
    const d = await diagnose(cookie, { vehicleType: "tractor", make: "John Deere", model: "X300", problem: "engine surges at idle" });
    expect((await resolve(cookie, d.id)).status).toBe(200);
    const res = await answer(cookie, d.id, { causeId: d.primaryCauseId });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: "DEMO_NOT_COUNTED" });
    expect((await stored(d.id)).results).toHaveLength(0);
  });

  it("un-resolving withdraws the answer; resolving again does not bring it back", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    expect((await answer(me.cookie, d.id, { causeId: d.primaryCauseId })).status).toBe(200);
    expect((await stored(d.id)).results).toHaveLength(1);
    const unresolved = await resolve(me.cookie, d.id, false);
    expect(unresolved.status).toBe(200);
    expect(await json(unresolved)).toMatchObject({ resolved: false, confirmedFix: null });
    expect((await stored(d.id)).results).toHaveLength(0);
    const again = await resolve(me.cookie, d.id, true);
    expect(await json(again)).toMatchObject({ resolved: true, confirmedFix: null });
    expect((await stored(d.id)).results).toHaveLength(0);
  });

  it("goes with its diagnosis when housekeeping deletes an old unsaved one", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    expect((await answer(me.cookie, d.id, { causeId: d.primaryCauseId })).status).toBe(200);
    const kept = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, kept.id);
    expect((await answer(me.cookie, kept.id, { causeId: kept.primaryCauseId })).status).toBe(200);
    const old = Date.now() - UNSAVED_DIAGNOSIS_TTL_MS - 60_000;
    await env.DB.prepare("update diagnostics set saved = 0, created_at = ? where id = ?").bind(old, d.id).run();
    await sweepExpired(env.DB, new Date());
    expect(await env.DB.prepare("select id from diagnostics where id = ?").bind(d.id).first()).toBeNull();
    expect((await stored(d.id)).results).toHaveLength(0);
    expect((await stored(kept.id)).results).toHaveLength(1);
  });

  it("is budgeted: the 31st answer in a day gets a 429 envelope with Retry-After, and stores nothing", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    for (let i = 0; i < 30; i++) expect((await answer(me.cookie, d.id, { otherCause: `attempt ${i}` })).status).toBe(200);
    const refused = await answer(me.cookie, d.id, { otherCause: "one too many" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await json<{ message: string; error: string; retryAfterSeconds: number }>(refused);
    expect(body.error).toBe("RATE_LIMITED");
    expect(body.message).toMatch(/30 times in a day.*try again in \d+ hours?/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await stored(d.id)).results[0]).toMatchObject({ other_cause: "attempt 29" });
  }, 60_000);

  it("the answers are in the person's data export and go with their account", async () => {
    const me = await owner();
    const d = await diagnose(me.cookie, RANCHER);
    await resolve(me.cookie, d.id);
    await answer(me.cookie, d.id, { otherCause: "Angle sensor connector corroded", part: "Angle sensor" });
    const exported = await json<{ confirmedFixes: unknown[] }>(await call("/api/user/export", { cookie: me.cookie }));
    expect(exported.confirmedFixes).toEqual([
      {
        diagnosisId: d.id,
        vehicleType: "atv",
        make: "honda",
        modelFamily: "FourTrax Rancher (TRX350/420/520)",
        causeId: null,
        otherCause: "Angle sensor connector corroded",
        part: "Angle sensor",
        answeredAt: expect.any(String),
      },
    ]);
    // Deleting the account deletes the user row; its answers cascade with it (and stop counting).
    await env.DB.prepare("delete from users where id = ?").bind(me.id).run();
    expect((await stored(d.id)).results).toHaveLength(0);
  });
});

describe("confirmed fixes as ranking evidence", () => {
  // Close causes for this question: the words put a worn spark plug first and a plug cap not pushed home third. Which
  // cause is where follows the knowledge; the checks below need a listed cause that is not first without owners.
  const SPORTSMAN = { vehicleType: "atv", make: "Polaris", model: "Sportsman 570", problem: "misfires and backfires" };
  const CAP = "atv-lt-plug-cap-not-seated";

  /** An owner of another Sportsman 570 (spelled their own way) who resolved it and says the plug cap was the fault. */
  async function confirmCap(model: string) {
    const o = await owner();
    const d = await diagnose(o.cookie, { ...SPORTSMAN, model });
    expect([d.primaryCauseId, ...d.alternativeCauses.map((a) => a.id)]).toContain(CAP);
    await resolve(o.cookie, d.id);
    expect((await answer(o.cookie, d.id, { causeId: CAP })).status).toBe(200);
  }

  const order = (d: View) => [d.primaryCauseId, ...d.alternativeCauses.map((a) => a.id)];

  it("seeded confirmations reorder the causes from 3 owners, when 'N owners' appears, not at 2; the stored answer keeps what it showed", async () => {
    const asker = await owner();
    const before = await diagnose(asker.cookie, SPORTSMAN);
    const at = order(before).indexOf(CAP);
    // Among the causes the words found, but not first without confirmations.
    expect(at).toBeGreaterThan(1);
    expect(JSON.stringify(before)).not.toContain("confirmedFixes");

    // Two owners: nothing moves and nothing is shown; a count of 2 could point at one owner, in the order as in words.
    await confirmCap("Sportsman 570 2016");
    await confirmCap("sportsman570");
    const two = await diagnose(asker.cookie, SPORTSMAN);
    expect(order(two)).toEqual(order(before));
    expect(JSON.stringify(two)).not.toContain("confirmedFixes");
    expect(await (await call(`/diagnostic/${two.id}`)).text()).not.toContain("owners of this model");

    // Three owners: the cap leads, with its count shown (the model's own base rate counts like a prior). Four: still.
    await confirmCap("SPORTSMAN 570 EPS");
    const three = await diagnose(asker.cookie, SPORTSMAN);
    expect(three.primaryCauseId).toBe(CAP);
    expect(three.primaryEvidence).toEqual({ confirmedFixes: 3 });
    expect(await (await call(`/diagnostic/${three.id}`)).text()).toContain("Confirmed fix for 3 owners of this model");
    await confirmCap("Sportsman 570 Premium");
    const four = await diagnose(asker.cookie, SPORTSMAN);
    expect(four.primaryCauseId).toBe(CAP);
    expect(four.primaryEvidence).toEqual({ confirmedFixes: 4 });
    expect(await (await call(`/diagnostic/${four.id}`)).text()).toContain("Confirmed fix for 4 owners of this model");

    // One owner answering three times (three diagnoses of their machine) is still one owner: counted per answer,
    // three would show "Confirmed fix for 3 owners" on that cause.
    const again = await owner();
    const WIRES = "atv-lt-plug-wires-swapped";
    for (let i = 0; i < 3; i++) {
      const d = await diagnose(again.cookie, { ...SPORTSMAN, problem: "runs rough and backfires under load" });
      await resolve(again.cookie, d.id);
      expect((await answer(again.cookie, d.id, { causeId: WIRES })).status).toBe(200);
    }
    const counted = await diagnose(asker.cookie, SPORTSMAN);
    expect(order(counted)).toContain(WIRES);
    const wires = counted.primaryCauseId === WIRES ? counted.primaryEvidence : counted.alternativeCauses.find((a) => a.id === WIRES)?.evidence;
    expect(wires).toBeUndefined();

    // Stored as shown: the result reads back with the count it was made with, even after the answers are withdrawn.
    await env.DB.prepare("delete from confirmed_fixes where cause_id = ?").bind(CAP).run();
    expect((await read(four.id)).primaryEvidence).toEqual({ confirmedFixes: 4 });
    expect((await read(four.id)).primaryCauseId).toBe(CAP);
    const after = await diagnose(asker.cookie, SPORTSMAN);
    expect(after.primaryCauseId).not.toBe(CAP);
    expect(after.primaryEvidence).toBeUndefined();
  }, 120_000);

  it("the counts query the diagnose service runs is answered from a covering index (EXPLAIN QUERY PLAN)", async () => {
    const ids = ["atv-ign-spark-plug", "atv-eng-valve-clearance", "atv-lt-plug-wires-swapped"];
    const plan = async (v: FixVehicle) => {
      const q = new SQLiteSyncDialect().sqlToQuery(countsQuery(v, ids));
      const rows = await env.DB.prepare(`explain query plan ${q.sql}`)
        .bind(...q.params)
        .all<{ detail: string }>();
      return rows.results.map((r) => r.detail).join("\n");
    };
    // A vehicle whose class is known (almost all): equality on type, class and each cause id.
    const byClass = await plan({ vehicleType: "atv", machineClass: "atv", make: "polaris", modelFamily: "Sportsman 570" });
    expect(byClass).toMatch(
      /SEARCH confirmed_fixes USING COVERING INDEX confirmed_fixes_class_counts_idx \(vehicle_type=\? AND machine_class=\? AND cause_id=\?\)/,
    );
    expect(byClass).not.toMatch(/SCAN confirmed_fixes/);
    // Class unknown, make known: by make.
    const byMake = await plan({ vehicleType: "tractor", machineClass: null, make: "acme", modelFamily: null });
    expect(byMake).toMatch(/SEARCH confirmed_fixes USING COVERING INDEX confirmed_fixes_make_counts_idx \(vehicle_type=\? AND make=\? AND cause_id=\?\)/);
    expect(byMake).not.toMatch(/SCAN confirmed_fixes/);
  });
});
