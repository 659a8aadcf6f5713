import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { UserRow } from "~/.server/auth/sessions.ts";
import { createDb } from "~/.server/db/client.ts";
import { loadWorkspace, recentQuery } from "~/.server/workspace/workspace-service.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { MACHINE_LIMIT, MACHINE_MESSAGES, type MachineView } from "~/domain/machines.ts";
import { call, cookieFrom, insertUser, json, register, sessionCookieFor } from "./helpers.ts";

/** Issue #14 item 1: 'My machines' (/api/machines, and the machine a diagnosis records) and the home's Recent list. */

async function subscriber() {
  const user = await insertUser();
  await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
  return { ...user, cookie: await sessionCookieFor(user.id) };
}

const list = async (cookie: string) => json<MachineView[]>(await call("/api/machines", { cookie }));
const add = (cookie: string, body: Record<string, unknown>) => call("/api/machines", { cookie, json: body });
const patch = (cookie: string, id: string, body: unknown) => call(`/api/machines/${id}`, { cookie, method: "PATCH", json: body });
const remove = (cookie: string, id: string) => call(`/api/machines/${id}`, { cookie, method: "DELETE" });
const diagnoseVia = (cookie: string, body: Record<string, unknown>) =>
  call("/api/diagnostics", { cookie, json: { vehicleType: "tractor", problem: "hard to start when cold, white smoke", ...body } });

/** Last use is kept to the millisecond: waits so the next request's is later. */
const tick = () => new Promise((r) => setTimeout(r, 5));

const DEERE = { vehicleType: "tractor", make: "John Deere", model: "5075E", year: 2016 };

describe("/api/machines", () => {
  it("adds, lists, edits and removes a machine", async () => {
    const { cookie } = await subscriber();
    expect(await list(cookie)).toEqual([]);
    const created = await add(cookie, { ...DEERE, nickname: "  Loader   tractor ", meterReading: "1250" });
    expect(created.status).toBe(201);
    const machine = await json<MachineView>(created);
    expect(machine).toMatchObject({
      vehicleType: "tractor",
      make: "John Deere",
      model: "5075E",
      year: 2016,
      nickname: "Loader tractor",
      meterReading: 1250,
      meterUnit: "hours",
    });
    expect(machine.id).toMatch(/^[a-z2-7]{26}$/);
    expect(await list(cookie)).toEqual([machine]);

    const edited = await patch(cookie, machine.id, { nickname: "North field", meterReading: 1302, meterUnit: "hours" });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ id: machine.id, nickname: "North field", meterReading: 1302, make: "John Deere" });
    // A cleared field removes the value; the make and model cannot be changed here.
    expect(await json(await patch(cookie, machine.id, { nickname: "", meterReading: null, make: "Kubota" }))).toMatchObject({
      nickname: null,
      meterReading: null,
      make: "John Deere",
    });

    const res = await call("/api/machines", { cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect((await remove(cookie, machine.id)).status).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await remove(cookie, machine.id)).status).toBe(404);
  });

  it("lets only the owner see or change a machine: for anyone else it does not exist", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const machine = await json<MachineView>(await add(owner.cookie, DEERE));
    expect(await list(other.cookie)).toEqual([]);
    for (const res of [await patch(other.cookie, machine.id, { nickname: "Mine now" }), await remove(other.cookie, machine.id)]) {
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: MACHINE_MESSAGES.notFound, error: "NOT_FOUND" });
    }
    expect((await patch(owner.cookie, "not-an-id", { nickname: "x" })).status).toBe(404);
    expect(await list(owner.cookie)).toMatchObject([{ id: machine.id, nickname: null }]);
  });

  it("needs a signed-in account; the shared demo account keeps none", async () => {
    for (const res of [await call("/api/machines"), await call("/api/machines", { json: DEERE })]) {
      expect(res.status).toBe(401);
      expect(await json(res)).toMatchObject({ error: "REGISTRATION_REQUIRED" });
    }
    const demo = await insertUser({ accountType: "demo", registered: false });
    const cookie = await sessionCookieFor(demo.id);
    for (const res of [await call("/api/machines", { cookie }), await add(cookie, DEERE)]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ error: "DEMO_ACCOUNT", message: MACHINE_MESSAGES.demo });
    }
  });

  it("refuses bad input with a 400 and a clear message at its field, never a 500", async () => {
    const { cookie } = await subscriber();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...DEERE, make: "   " }, "make", "Make/Brand is required"],
      [{ ...DEERE, make: undefined }, "make", "Make/Brand is required"],
      [{ ...DEERE, make: "M".repeat(61) }, "make", "Make/Brand must be at most 60 characters"],
      [{ ...DEERE, model: "" }, "model", "Model is required"],
      [{ ...DEERE, model: "x".repeat(61) }, "model", "Model must be at most 60 characters"],
      [{ ...DEERE, model: "5075E\nDROP" }, "model", MACHINE_MESSAGES.invalidChars],
      [{ ...DEERE, vehicleType: "boat" }, "vehicleType", MACHINE_MESSAGES.vehicleType],
      [{ ...DEERE, year: 1949 }, "year", "Year must be a whole number from 1950 to 2035"],
      [{ ...DEERE, year: "soon" }, "year", "Year must be a whole number from 1950 to 2035"],
      [{ ...DEERE, nickname: "n".repeat(41) }, "nickname", "Nickname must be at most 40 characters"],
      [{ ...DEERE, meterReading: -1 }, "meterReading", MACHINE_MESSAGES.meter],
      [{ ...DEERE, meterReading: 2_000_001 }, "meterReading", MACHINE_MESSAGES.meter],
      [{ ...DEERE, meterReading: 12.5 }, "meterReading", MACHINE_MESSAGES.meter],
      [{ ...DEERE, meterReading: "12a" }, "meterReading", MACHINE_MESSAGES.meter],
      [{ ...DEERE, meterReading: 5, meterUnit: "furlongs" }, "meterUnit", "Unit must be hours, miles or km"],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res), JSON.stringify(body)).toEqual({ message, error: "VALIDATION_ERROR", field });
    }
    const ok = await add(cookie, { ...DEERE, meterReading: 2_000_000, meterUnit: "km", nickname: "n".repeat(40) });
    expect(ok.status).toBe(201);
    const { id } = await json<MachineView>(ok);
    const empty = await patch(cookie, id, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe(MACHINE_MESSAGES.nothingToChange);
    expect((await patch(cookie, id, { meterReading: 2_000_001 })).status).toBe(400);
    const notJson = await call(`/api/machines/${id}`, { cookie, method: "PATCH", body: "nope", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(await list(cookie)).toHaveLength(1);
  });

  it("keeps one machine per make, model and year, whatever the spelling's case and spacing", async () => {
    const { cookie } = await subscriber();
    expect((await add(cookie, DEERE)).status).toBe(201);
    const again = await add(cookie, { ...DEERE, make: "john  DEERE", model: " 5075e " });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: "MACHINE_EXISTS", message: MACHINE_MESSAGES.exists });
    // Another year, or none, is another machine.
    expect((await add(cookie, { ...DEERE, year: 2018 })).status).toBe(201);
    expect((await add(cookie, { ...DEERE, year: undefined })).status).toBe(201);
    expect((await add(cookie, { ...DEERE, year: null })).status).toBe(409);
    expect(await list(cookie)).toHaveLength(3);
  });

  it(`holds at most ${MACHINE_LIMIT} machines per account, also when asked at once`, async () => {
    const { id: userId, cookie } = await subscriber();
    const now = Date.now();
    const rows = Array.from({ length: MACHINE_LIMIT - 2 }, (_, i) =>
      env.DB.prepare("insert into machines (id, user_id, vehicle_type, make, model, match_key, last_used_at) values (?, ?, 'tractor', 'Kubota', ?, ?, ?)").bind(
        crypto.randomUUID(),
        userId,
        `L${i}`,
        `kubota\u0000l${i}\u0000`,
        now - i,
      ),
    );
    await env.DB.batch(rows);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => add(cookie, { vehicleType: "atv", make: "Polaris", model: `Ranger ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(await json(refused)).toMatchObject({ error: "MACHINE_LIMIT", message: MACHINE_MESSAGES.limit });
    expect(await list(cookie)).toHaveLength(MACHINE_LIMIT);

    // A diagnosis of a new machine still works at the limit; the machine is just not added.
    expect((await diagnoseVia(cookie, { make: "Ford", model: "F-150 2014", vehicleType: "automotive" })).status).toBe(201);
    expect(await list(cookie)).toHaveLength(MACHINE_LIMIT);
  });
});

describe("a diagnosis records its machine", () => {
  it("adds the machine with the year taken from Model/Year, and bumps it on the next diagnosis", async () => {
    const { cookie } = await subscriber();
    expect((await diagnoseVia(cookie, { make: "John Deere", model: "5075E 2016" })).status).toBe(201);
    const [first] = await list(cookie);
    expect(first).toMatchObject({ vehicleType: "tractor", make: "John Deere", model: "5075E", year: 2016, nickname: null });

    await tick();
    await diagnoseVia(cookie, { make: "Kubota", model: "L3901" });
    expect((await list(cookie)).map((m) => m.make)).toEqual(["Kubota", "John Deere"]);
    await tick();
    expect((await diagnoseVia(cookie, { make: "john deere", model: "5075e  2016" })).status).toBe(201);
    const after = await list(cookie);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: first!.id, make: "John Deere", model: "5075E" });
    expect(Date.parse(after[0]!.lastUsedAt)).toBeGreaterThan(Date.parse(first!.lastUsedAt));
  });

  it("records it from SPEC §7's payload (tractorModel is make plus model) and from an uploaded offline diagnosis", async () => {
    const { cookie } = await subscriber();
    const spec = await call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "automotive", tractorModel: "Ford F-150 2014", symptoms: "Ford F-150 2014: misfire, P0301" },
    });
    expect(spec.status).toBe(201);
    await tick();

    const input = {
      vehicleType: "tractor" as const,
      make: "Kubota",
      model: "L3901 2019",
      symptoms: "loader is slow to lift and the hydraulic oil looks milky",
    };
    const { engine: _engine, ...answer } = diagnose(input, KNOWLEDGE);
    const offline = await call("/api/diagnostics", {
      cookie,
      json: {
        vehicleType: "tractor",
        make: "Kubota",
        model: "L3901 2019",
        problem: input.symptoms,
        clientRef: `off_${crypto.randomUUID().replace(/-/g, "")}`,
        deviceAnswer: answer,
      },
    });
    expect(offline.status).toBe(201);
    expect((await list(cookie)).map(({ vehicleType, make, model, year }) => ({ vehicleType, make, model, year }))).toEqual([
      { vehicleType: "tractor", make: "Kubota", model: "L3901", year: 2019 },
      { vehicleType: "automotive", make: "Ford", model: "F-150", year: 2014 },
    ]);
  });

  it("records nothing for the demo account, or when the diagnosis is refused", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    expect((await diagnoseVia(await sessionCookieFor(demo.id), { make: "John Deere", model: "5075E" })).status).toBe(201);
    const unpaid = await register();
    expect((await diagnoseVia(unpaid.cookie, { make: "John Deere", model: "5075E" })).status).toBe(402);
    const count = await env.DB.prepare("select count(*) as n from machines where user_id in (?, ?)").bind(demo.id, unpaid.userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

async function userRow(id: string): Promise<UserRow> {
  return (await createDb(env.DB).query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!;
}

async function insertDiagnosis(
  userId: string,
  at: number,
  over: { saved?: boolean; steps?: number; stepCount?: number | null; progress?: string; cause?: string } = {},
) {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => "abcdefghijklmnopqrstuvwxyz234567"[b & 31]).join("");
  const steps = JSON.stringify(
    Array.from({ length: over.steps ?? 4 }, (_, i) => ({
      step: i + 1,
      title: `Step ${i + 1}`,
      description: "d",
      safetyLevel: "Low Risk",
      estimatedTime: "5 min",
    })),
  );
  await env.DB.prepare(
    "insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, step_progress, step_count, created_at) values (?, ?, 'tractor', 'John Deere 5075E', 'John Deere 5075E: x', ?, ?, '[]', ?, ?, ?, ?)",
  )
    .bind(
      id,
      userId,
      over.cause ?? `Cause at ${at}`,
      steps,
      over.saved ? 1 : 0,
      over.progress ?? '{"done":[],"notes":{}}',
      over.stepCount === null ? 0 : (over.stepCount ?? over.steps ?? 4),
      at,
    )
    .run();
  return id;
}

describe("the home workspace's Recent list", () => {
  const svcFor = async (userId: string, openedBy: "sign-in" | "registration" = "sign-in") => ({
    db: createDb(env.DB),
    now: () => new Date(),
    currentUser: async () => userRow(userId),
    currentSession: async () => ({ id: "s", authenticatedAt: new Date(), openedBy }),
  });

  it("holds the 10 newest diagnoses of the account, saved or not, newest first, with their step progress", async () => {
    const me = await insertUser();
    const other = await insertUser();
    const base = Date.now() - 100_000;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await insertDiagnosis(me.id, base + i * 1000, { saved: i % 3 === 0 }));
    await insertDiagnosis(other.id, base + 50_000, { cause: "Someone else's" });
    const progressed = await insertDiagnosis(me.id, base + 20_000, { steps: 4, progress: '{"done":[1,3,3,9],"notes":{"1":"12.4 V"}}', cause: "Progressed" });
    const uncounted = await insertDiagnosis(me.id, base + 21_000, { steps: 6, stepCount: null, cause: "Count never written" });
    const odd = await insertDiagnosis(me.id, base + 22_000, { steps: 3, progress: '{"done":"all"}', cause: "Odd progress" });

    const ws = (await loadWorkspace(await svcFor(me.id)))!;
    expect(ws.recent).toHaveLength(10);
    expect(ws.recent.map((r) => r.id)).toEqual([odd, uncounted, progressed, ...ids.slice(5).reverse()]);
    expect(ws.recent.some((r) => r.primaryCause === "Someone else's")).toBe(false);
    expect(ws.recent.filter((r) => r.saved).length).toBeGreaterThan(0);
    expect(ws.recent.filter((r) => !r.saved).length).toBeGreaterThan(0);
    expect(ws.recent.find((r) => r.id === progressed)).toMatchObject({ stepsDone: 2, stepCount: 4, vehicleType: "tractor", tractorModel: "John Deere 5075E" });
    expect(ws.recent.find((r) => r.id === uncounted)).toMatchObject({ stepsDone: 0, stepCount: 6 });
    expect(ws.recent.find((r) => r.id === odd)).toMatchObject({ stepsDone: 0, stepCount: 3 });
    expect(ws).toMatchObject({ machines: [], justRegistered: false, resultPath: "/result/", showHistoryLink: true });
  });

  it("is read through the (user_id, created_at) index", async () => {
    const db = createDb(env.DB);
    const { sql, params } = recentQuery(db, "someone").toSQL();
    const plan = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join("\n");
    expect(details).toContain("diagnostics_user_created_idx");
    expect(details).not.toMatch(/SCAN diagnostics(?! USING)/);
  });

  it("gives the demo account its recent diagnoses, opened at /diagnostic/, without machines or a history link", async () => {
    const demo = await insertUser({ accountType: "demo", registered: false });
    await insertDiagnosis(demo.id, Date.now());
    const ws = (await loadWorkspace(await svcFor(demo.id, "registration")))!;
    expect(ws).toMatchObject({ machines: null, resultPath: "/diagnostic/", showHistoryLink: false, justRegistered: false });
    expect(ws.recent).toHaveLength(1);
  });

  it("renders first on the signed-in home, with 'N of M steps done', its machines, and no shared caching", async () => {
    const { id, cookie } = await subscriber();
    await insertDiagnosis(id, Date.now() - 1000, { steps: 5, progress: '{"done":[2],"notes":{}}', cause: "Weak battery" });
    await add(cookie, { ...DEERE, nickname: "Loader tractor" });
    const res = await call("/", { cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    const at = (text: string) => html.indexOf(text);
    expect(at("Start a diagnosis")).toBeGreaterThan(0);
    for (const later of ["Weak battery", "1 of 5 steps done", "Loader tractor", "Welcome back, Direct User", "Why Choose FieldFix?"]) {
      expect(at(later), later).toBeGreaterThan(at("Start a diagnosis"));
    }
    expect(at("Welcome back, Direct User")).toBeGreaterThan(at("Loader tractor"));
    expect(html).toContain('href="/tractor-search?make=John+Deere&amp;model=5075E+2016"');
    expect(html).not.toContain("Choose Your Vehicle Type");
  });

  it("welcomes a person who has just registered as new, and as returning once they sign in again", async () => {
    const { email, cookie } = await register(undefined, undefined, "Nora Newfield");
    const first = await (await call("/", { cookie })).text();
    expect(first).toContain("Welcome to FieldFix, Nora Newfield");
    expect(first).not.toContain("Welcome back");
    const login = await call("/api/login", { json: { email, password: "Field1234!" } });
    const again = await (await call("/", { cookie: cookieFrom(login) })).text();
    expect(again).toContain("Welcome back, Nora Newfield");
    // An hour after registering, even the registration's sign-in is a return.
    await env.DB.prepare("update users set created_at = created_at - 3600001 where email = ?").bind(email).run();
    expect(await (await call("/", { cookie })).text()).toContain("Welcome back, Nora Newfield");
  });

  it("tells a person whose e-mail is not verified yet what they need before they can diagnose", async () => {
    const unverified = await insertUser({ verified: false });
    const html = await (await call("/", { cookie: await sessionCookieFor(unverified.id) })).text();
    expect(html.indexOf("Verify your e-mail address to start diagnosing.")).toBeGreaterThan(html.indexOf("Start a diagnosis"));
    expect(html).toContain("Resend verification e-mail");
    for (const type of ["tractor", "atv", "automotive"]) expect(html).toContain(`data-testid="vehicle-card-${type}"`);
  });

  it("keeps the home open when the workspace cannot be read: the SPEC home with the greeting", async () => {
    const { id, cookie } = await subscriber();
    // A row no diagnosis could leave behind (its date is not a date) makes reading Recent fail.
    await env.DB.prepare(
      "insert into diagnostics (id, user_id, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, created_at) values (?, ?, 'X', 'X: y', 'Broken', '[]', '[]', 'not a date')",
    )
      .bind(`broken${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`, id)
      .run();
    const res = await call("/", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Welcome back, Direct User");
    expect(html).toContain("Choose Your Vehicle Type");
    expect(html).not.toContain('data-testid="workspace"');
  });

  it("leaves the guest home as it was", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain("Create Your Free Account");
    expect(html).toContain("Choose Your Vehicle Type");
    expect(html).not.toContain('data-testid="workspace"');
  });
});
