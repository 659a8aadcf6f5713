import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashSubscriptionKey, newSubscriptionKey } from "~/.server/subscriptions/keys.ts";
import { call, cookieFrom, diagnoseServicesFor, insertUser, json, register } from "./helpers.ts";

const diag = (cookie: string | undefined, vehicleType: string, extra: Record<string, unknown> = {}) =>
  call("/api/diagnostics", {
    cookie,
    json: {
      sessionId: "session-1-test",
      vehicleType,
      tractorModel: "John Deere 5075E",
      symptoms: "John Deere 5075E: hard to start when cold, white smoke",
      deviceFingerprint: "fp-test",
      ...extra,
    },
  });

async function loginCookie(email: string) {
  const res = await call("/api/login", { json: { email, password: "Field1234!" } });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

async function issueKey(plan: string) {
  const key = newSubscriptionKey();
  await env.DB.prepare("insert into subscription_keys (key_hash, plan) values (?, ?)").bind(hashSubscriptionKey(key), plan).run();
  return key;
}

const trial = (cookie: string) => call("/api/user/activate-trial", { cookie, json: { sessionId: "s" } });
const activate = (cookie: string, planType: string, subscriptionKey: string) =>
  call("/api/subscription/activate", { cookie, json: { planType, subscriptionKey } });
const me = async (cookie: string) => json<Record<string, unknown>>(await call("/api/user", { cookie }));

describe("POST /api/diagnostics access rules (SPEC §6, in order)", () => {
  it("not signed in → 401 REGISTRATION_REQUIRED", async () => {
    const res = await diag(undefined, "tractor");
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ error: "REGISTRATION_REQUIRED", searchesUsed: 0, subscriptionStatus: "free" });
  });

  it("e-mail not verified → EMAIL_VERIFICATION_REQUIRED", async () => {
    const u = await insertUser({ verified: false });
    const res = await diag(await loginCookie(u.email), "tractor");
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: "EMAIL_VERIFICATION_REQUIRED" });
  });

  it("no plan and no trial → SUBSCRIPTION_REQUIRED", async () => {
    const { cookie } = await register();
    for (const type of ["tractor", "atv", "automotive"]) {
      const res = await diag(cookie, type);
      expect(res.status).toBe(402);
      expect(await json(res)).toMatchObject({ error: "SUBSCRIPTION_REQUIRED", subscriptionStatus: "free" });
    }
  });

  it("demo: tractor allowed, atv and automotive refused with the restricted message", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    const cookie = await loginCookie(demo.email);
    expect((await diag(cookie, "tractor")).status).toBe(201);
    for (const type of ["atv", "automotive"]) {
      const res = await diag(cookie, type, { tractorModel: "Polaris Sportsman", symptoms: "Polaris Sportsman: belt slipping" });
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ error: "SUBSCRIPTION_REQUIRED", message: expect.stringContaining("demo account only has access") });
    }
  });

  it("bad bodies get a 400 with a clear message, never a 500", async () => {
    const { cookie } = await register();
    await trial(cookie);
    for (const body of [
      {},
      { vehicleType: "boat", tractorModel: "A B", symptoms: "A B: x" },
      { vehicleType: "tractor" },
      { vehicleType: "tractor", tractorModel: "Deere", symptoms: "Deere: x" },
      { vehicleType: "atv", tractorModel: "A B", symptoms: "A B:   " },
    ]) {
      const res = await call("/api/diagnostics", { cookie, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBeTruthy();
    }
    const notJson = await call("/api/diagnostics", { cookie, body: "nope", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect((await me(cookie)).trialSearchesUsed).toBe(0);
  });
});

describe("trial", () => {
  it("activates once for a verified account and gives exactly 5 searches; the 6th is SEARCH_LIMIT_EXCEEDED", async () => {
    const { cookie } = await register();
    const on = await trial(cookie);
    expect(on.status).toBe(200);
    expect((await trial(cookie)).status).toBe(409);
    for (let i = 0; i < 5; i++)
      expect((await diag(cookie, i % 2 ? "atv" : "automotive", { tractorModel: "Ford F-150", symptoms: "Ford F-150: P0301 misfire" })).status).toBe(201);
    const sixth = await diag(cookie, "tractor");
    expect(sixth.status).toBe(402);
    expect(await json(sixth)).toMatchObject({ error: "SEARCH_LIMIT_EXCEEDED", searchesUsed: 5, subscriptionStatus: "trial" });
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 5, searchesUsed: 5, subscriptionStatus: "trial", trialActivated: true });
  });

  it("20 parallel requests with 5 trial searches left give exactly 5 diagnoses", async () => {
    const { cookie } = await register();
    await trial(cookie);
    const results = await Promise.all(Array.from({ length: 20 }, () => diag(cookie, "tractor")));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 5, searchesUsed: 5 });
  }, 30_000);

  it("needs a verified e-mail and refuses demo accounts", async () => {
    const unverified = await insertUser({ verified: false });
    const res = await trial(await loginCookie(unverified.email));
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ error: "EMAIL_VERIFICATION_REQUIRED" });
    const demo = await insertUser({ accountType: "demo", registered: false });
    expect((await trial(await loginCookie(demo.email))).status).toBe(403);
    expect((await call("/api/user/activate-trial", { json: {} })).status).toBe(401);
  });
});

describe("subscription keys", () => {
  it("an 'all' key activates everything; the key is single use", async () => {
    const { cookie } = await register();
    const key = await issueKey("all");
    const res = await activate(cookie, "all", key.toLowerCase().replaceAll("-", " "));
    expect(res.status).toBe(200);
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionPlans: { all: "active" } });
    for (const type of ["tractor", "atv", "automotive"]) expect((await diag(cookie, type)).status).toBe(201);
    const other = await register();
    const reuse = await activate(other.cookie, "all", key);
    expect(reuse.status).toBe(400);
    expect(await json(reuse)).toMatchObject({ error: "INVALID_KEY" });
  });

  it("a key for 'atv' does not open 'automotive', and opens only ATV", async () => {
    const { cookie } = await register();
    const key = await issueKey("atv");
    const wrong = await activate(cookie, "automotive", key);
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: "KEY_PLAN_MISMATCH" });
    expect((await activate(cookie, "atv", key)).status).toBe(200);
    expect((await diag(cookie, "atv")).status).toBe(201);
    expect((await diag(cookie, "automotive")).status).toBe(402);
  });

  it("two concurrent redemptions of one key: exactly one wins", async () => {
    const a = await register();
    const b = await register();
    const key = await issueKey("tractor");
    const results = await Promise.all([activate(a.cookie, "tractor", key), activate(b.cookie, "tractor", key)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const plans = [await me(a.cookie), await me(b.cookie)].map((u) => (u.subscriptionPlans as Record<string, string>).tractor ?? null);
    expect(plans.filter(Boolean)).toHaveLength(1);
  });

  it("validates input and throttles guessing per account", async () => {
    const { cookie } = await register();
    const empty = await activate(cookie, "all", "  ");
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ message: "Please enter your subscription key" });
    expect((await activate(cookie, "gold", "FF-AAAAA")).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await activate(cookie, "all", `FF-GUESS-${i}`)).status);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("requires a verified e-mail to subscribe", async () => {
    const u = await insertUser({ verified: false });
    const res = await activate(await loginCookie(u.email), "all", await issueKey("all"));
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: "Please verify your email address before subscribing. Check your email for a verification link." });
  });
});

describe("reading and changing diagnostics", () => {
  async function ownDiagnosis() {
    const owner = await register();
    await trial(owner.cookie);
    const res = await diag(owner.cookie, "automotive", { tractorModel: "Chevy Silverado", symptoms: "Chevy Silverado: check engine light P0171 rough idle" });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    return { owner, id };
  }

  it("stores the engine output, engine, IP and fingerprint; anyone with the id can read it", async () => {
    const { owner, id } = await ownDiagnosis();
    expect(id).toMatch(/^[a-z2-7]{26}$/);
    const mine = await json<Record<string, unknown>>(await call(`/api/diagnostics/${id}`, { cookie: owner.cookie }));
    expect(mine).toMatchObject({
      id,
      vehicleType: "automotive",
      tractorModel: "Chevy Silverado",
      isOwner: true,
      saved: false,
      resolved: false,
      engine: "embedded",
    });
    expect((mine.troubleshootingSteps as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(mine.matchedCodes)).toContain("P0171");
    const anon = await json<Record<string, unknown>>(await call(`/api/diagnostics/${id}`));
    expect(anon).toMatchObject({ id, isOwner: false });
    const row = await env.DB.prepare("select ip_address, device_fingerprint, engine from diagnostics where id = ?").bind(id).first<Record<string, string>>();
    expect(row).toMatchObject({ device_fingerprint: "fp-test", engine: "embedded" });
    expect(row?.ip_address).toMatch(/^10\./);
  });

  it("a SPEC §7 client's multi-word make survives: read from the comma, else joined again with the catalogue", async () => {
    const owner = await register();
    await trial(owner.cookie);
    const entryOf = async (body: Record<string, unknown>) => {
      const res = await diag(owner.cookie, "tractor", body);
      expect(res.status).toBe(201);
      const { id } = await json<{ id: string }>(res);
      return (await json<{ entry: unknown; tractorModel: string }>(await call(`/api/diagnostics/${id}`, { cookie: owner.cookie }))).entry;
    };
    // No comma: the first word alone ("Cub") is no make, so the catalogue joins "Cub Cadet" again.
    expect(await entryOf({ tractorModel: "Cub Cadet LTX 1046", symptoms: "Cub Cadet LTX 1046: wont go forward or back" })).toEqual({
      make: "Cub Cadet",
      model: "LTX 1046",
      problem: "wont go forward or back",
    });
    // "make, model: problem" names the split itself, also for a make the catalogue does not know.
    expect(await entryOf({ tractorModel: "Acme Field Works T-100", symptoms: "Acme Field Works, T-100: hitch will not lift" })).toEqual({
      make: "Acme Field Works",
      model: "T-100",
      problem: "hitch will not lift",
    });
  });

  it("only the owner may save or resolve; others get 404; bad ids and bodies get 4xx", async () => {
    const { owner, id } = await ownDiagnosis();
    const stranger = await register();
    expect((await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie: stranger.cookie, json: { saved: true } })).status).toBe(404);
    expect((await call(`/api/diagnostics/${id}/resolve`, { method: "PATCH", json: { resolved: true } })).status).toBe(404);
    expect((await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie: owner.cookie, json: { saved: "yes" } })).status).toBe(400);
    expect((await call(`/api/diagnostics/not-an-id`)).status).toBe(404);
    expect((await call(`/api/diagnostics/${"a".repeat(26)}`)).status).toBe(404);
    expect((await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie: owner.cookie, json: { saved: true } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}/resolve`, { method: "PATCH", cookie: owner.cookie, json: { resolved: true } })).status).toBe(200);
    expect(await json(await call(`/api/diagnostics/${id}`))).toMatchObject({ saved: true, resolved: true });
  });

  it("history lists the signed-in user's saved diagnostics only, newest first, in the SPEC shape", async () => {
    const { owner, id } = await ownDiagnosis();
    expect(await json(await call("/api/history", { cookie: owner.cookie }))).toEqual([]);
    await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie: owner.cookie, json: { saved: true } });
    const second = await json<{ id: string }>(await diag(owner.cookie, "tractor"));
    await call(`/api/diagnostics/${second.id}/save`, { method: "PATCH", cookie: owner.cookie, json: { saved: true } });
    const history = await json<Array<Record<string, unknown>>>(await call("/api/history", { cookie: owner.cookie }));
    expect(history.map((h) => h.id)).toEqual([second.id, id]);
    // SPEC §3's fields, plus the step counts of issue #14 item 2 ('3 of 7 steps done' on the card).
    expect(Object.keys(history[0]!).sort()).toEqual([
      "createdAt",
      "id",
      "primaryCause",
      "resolved",
      "saved",
      "stepCount",
      "stepsDone",
      "symptoms",
      "tractorModel",
      "vehicleType",
    ]);
    const stranger = await register();
    expect(await json(await call("/api/history", { cookie: stranger.cookie }))).toEqual([]);
    expect((await call("/api/history")).status).toBe(401);
  });
});

describe("a failed diagnosis costs nothing", () => {
  it("gives the trial search back when the engine throws", async () => {
    const { createDiagnosis } = await import("~/.server/diagnostics/diagnostics-service.ts");
    const { cookie, userId } = await register();
    await trial(cookie);
    const svc = await diagnoseServicesFor(userId);
    const failing = async () => {
      throw new Error("engine exploded");
    };
    await expect(createDiagnosis(svc, { vehicleType: "tractor", tractorModel: "Kubota L3901", symptoms: "Kubota L3901: wont start" }, failing)).rejects.toThrow(
      "engine exploded",
    );
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 0, searchesUsed: 0 });
    const count = await env.DB.prepare("select count(*) as n from diagnostics where user_id = ?").bind(userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
    // The first import of the service's source inside workerd can take ~5 s on a busy machine.
  }, 20_000);
});

describe("offline uploads (clientRef)", () => {
  it("stores an upload saved=true once; a repeat gets the same diagnosis, even after the last trial search is used", async () => {
    const { cookie } = await register();
    await trial(cookie);
    for (let i = 0; i < 4; i++) expect((await diag(cookie, "tractor")).status).toBeLessThan(300);
    const first = await diag(cookie, "tractor", { clientRef: "off_0123456789abcdef0123456789abcdef" });
    expect(first.status).toBeLessThan(300);
    const { id } = await json<{ id: string }>(first);
    // Trial used up: a new diagnosis is refused, the repeat upload is not (it was counted already).
    expect((await diag(cookie, "tractor", { clientRef: "off_ffffffffffffffffffffffffffffffff" })).status).toBe(402);
    const again = await diag(cookie, "tractor", { clientRef: "off_0123456789abcdef0123456789abcdef" });
    expect(again.status).toBeLessThan(300);
    expect((await json<{ id: string }>(again)).id).toBe(id);
    const history = await json<Array<{ id: string }>>(await call("/api/history", { cookie }));
    expect(history.filter((h) => h.id === id)).toHaveLength(1);
    expect(await me(cookie)).toMatchObject({ trialSearchesUsed: 5 });
    // Another user's reference is theirs alone.
    const other = await register();
    expect((await diag(other.cookie, "tractor", { clientRef: "off_0123456789abcdef0123456789abcdef" })).status).toBe(402);
  });
});
