import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUERY_LOG } from "~/.server/db/client.ts";
import { call, cookieFrom, GOOD_PASSWORD, insertUser, json, register, uniqueEmail, waitForMail } from "./helpers.ts";

/**
 * Every query uses an index (issue #15 item 2). Every SQL text the Worker prepares while this file runs a person's
 * whole life in the app (register, sign in, diagnose, save, resolve, progress, 'What fixed it?', history, home,
 * machines, export, e-mail and password changes, reset links, the demo, cancel, housekeeping, deletion) is collected
 * through the app's own client (QUERY_LOG in app/.server/db/client.ts): no list to keep up to date, a new query in
 * any of these paths is checked the day it is added. Each then goes through EXPLAIN QUERY PLAN on the migrated local
 * database, and a full SCAN of any table that is not on the short list of tables that stay small fails the test.
 */

/** Tables whose size does not grow with people: a scan of them is bounded. Everything else must be searched by index. */
const BOUNDED = new Set(["tractor_models", "d1_migrations", "json_each", "CONSTANT ROW"]);
/**
 * Indexes a scan may walk because they do not grow with people, each with why. A partial index is not enough by
 * itself (diagnostics_unsaved_created_idx grows with every unsaved diagnosis): each is named here on its own merits.
 */
const BOUNDED_INDEXES: Record<string, string> = {
  diagnostics_uncompacted_idx: "rows from before compact storage only: none are added, and the housekeeping that reads it empties it",
};
/** Tables that grow with people: each must appear in at least one checked query, so the scenario cannot drift away. */
const GROWING = [
  "users",
  "auth_sessions",
  "auth_tokens",
  "diagnostics",
  "answer_parts",
  "confirmed_fixes",
  "machines",
  "trusted_devices",
  "login_attempts",
  "email_preverifications",
  "webauthn_challenges",
  "subscription_keys",
  "cancelled_requests",
  "session_mappings",
];

const seen = new Set<string>();

beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[QUERY_LOG] = (sql: string) => seen.add(sql.trim());
});
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[QUERY_LOG];
});

/** How many values a statement binds: the highest ?N, or the number of bare ? (outside quoted literals). */
function paramCount(sql: string): number {
  const bare = sql.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""');
  const numbered = [...bare.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]));
  if (numbered.length > 0) return Math.max(...numbered);
  return (bare.match(/\?/g) ?? []).length;
}

/** The full scans in a statement's plan, as "table: plan line". */
async function fullScans(sql: string): Promise<string[]> {
  const plan = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...Array.from({ length: paramCount(sql) }, () => null))
    .all<{ detail: string }>();
  return plan.results.flatMap(({ detail }) => {
    const scan = /^SCAN (?:TABLE )?(\S+(?: ROW)?)/.exec(detail);
    if (!scan) return [];
    const name = scan[1]!;
    const index = / USING (?:COVERING )?INDEX (\S+)/.exec(detail)?.[1];
    if (index && index in BOUNDED_INDEXES) return [];
    // A multi-row VALUES list is the statement's own rows, not a table.
    if (BOUNDED.has(name) || name.startsWith("(subquery") || /^\d+-ROW$/.test(name)) return [];
    return [`${name}: ${detail}`];
  });
}

async function demoLogin(email: string) {
  const res = await call("/api/login", { json: { email, password: GOOD_PASSWORD } });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe("every query the app makes uses an index", () => {
  it("runs a person's whole life in the app, then finds no full scan of a growing table in any query plan", async () => {
    // Registration, sign-in, sessions, trial and subscription.
    const a = await register(uniqueEmail("plans"));
    const login = await call("/api/login", { json: { email: a.email, password: GOOD_PASSWORD, sessionId: "session-1-plans" } });
    expect(login.status).toBe(200);
    const cookie = cookieFrom(login);
    await call("/api/login", { json: { email: a.email, password: "Wrong1234!" } });
    expect((await call("/api/user", { cookie })).status).toBe(200);
    expect((await call("/api/user/activate-trial", { cookie, json: { sessionId: "session-1-plans" } })).status).toBe(200);
    await call("/api/subscription/activate", { cookie, json: { planType: "tractor", subscriptionKey: "FFX-NOPE-NOPE-NOPE" } });

    // Diagnoses and everything done with one.
    const made = await call("/api/diagnostics", {
      cookie,
      json: {
        vehicleType: "tractor",
        make: "Kubota",
        model: "L3901",
        problem: "turn the key and it only clicks, lights work",
        requestRef: crypto.randomUUID(),
      },
    });
    expect(made.status).toBe(201);
    const { id, diagnostic } = await json<{ id: string; diagnostic: { primaryCauseId: string } }>(made);
    expect((await call(`/api/diagnostics/${id}`, { cookie })).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}`)).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}/save`, { method: "PATCH", cookie, json: { saved: true } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}/progress`, { method: "PATCH", cookie, json: { done: [1], notes: { "1": "battery 12.6 V" } } })).status).toBe(
      200,
    );
    expect((await call(`/api/diagnostics/${id}/resolve`, { method: "PATCH", cookie, json: { resolved: true } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}/fix`, { method: "PUT", cookie, json: { causeId: diagnostic.primaryCauseId } })).status).toBe(200);
    expect((await call(`/api/diagnostics/${id}/resolve`, { method: "PATCH", cookie, json: { resolved: false } })).status).toBe(200);
    const ref = crypto.randomUUID();
    await call("/api/diagnostics/cancel", { cookie, json: { requestRef: ref } });
    await call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "tractor", make: "Kubota", model: "L3901", problem: "hydraulics slow when warm", requestRef: ref },
    });
    await call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "tractor", make: "Kubota", model: "L3901", problem: "hard to start when cold", clientRef: "off_0123456789abcdef0123456789abcdef" },
    });
    expect((await call("/api/history", { cookie })).status).toBe(200);

    // Pages that read: home workspace, history, a result, entry pages, account.
    for (const path of ["/", "/history", `/result/${id}`, "/tractor-search", "/account", "/subscription-plans"]) {
      expect((await call(path, { cookie })).status, path).toBeLessThan(400);
    }

    // Machines.
    const machine = await call("/api/machines", {
      cookie,
      json: { vehicleType: "tractor", make: "Kubota", model: "L3301", year: 2019, nickname: "Barn tractor" },
    });
    expect(machine.status).toBe(201);
    const { id: machineId } = await json<{ id: string }>(machine);
    expect((await call("/api/machines", { cookie })).status).toBe(200);
    expect((await call(`/api/machines/${machineId}`, { method: "PATCH", cookie, json: { nickname: "Old barn tractor" } })).status).toBeLessThan(300);
    expect((await call(`/api/machines/${machineId}`, { method: "DELETE", cookie })).status).toBeLessThan(300);

    // Account self-service.
    expect((await call("/api/user/profile", { method: "PATCH", cookie, json: { name: "Plan Checker", phone: "" } })).status).toBe(200);
    expect((await call("/api/user/export", { cookie })).status).toBe(200);
    await call("/api/user/email", { cookie, json: { newEmail: uniqueEmail("moved"), currentPassword: GOOD_PASSWORD } });
    await call("/api/user/password", { cookie, json: { currentPassword: GOOD_PASSWORD, newPassword: "Field5678!", confirmPassword: "Field5678!" } });
    await call("/api/auth/biometric/credentials", { cookie });
    await call("/api/auth/biometric/register/begin", { cookie, method: "POST" });
    await call("/api/user/delete/passkey-options", { cookie, method: "POST" });

    // Reset links and e-mail verification.
    const b = await insertUser();
    expect((await call("/api/auth/forgot-password", { json: { email: b.email } })).status).toBe(200);
    const mail = await waitForMail(b.email, (m) => /reset/i.test(m.subject));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "nope";
    await call("/api/auth/validate-reset-token", { json: { token } });
    await call("/api/auth/reset-password-with-token", { json: { token, password: "Field9999!", confirmPassword: "Field9999!" } });
    await call("/api/auth/verify-email?token=abcdefghijklmnopqrstuvwx");
    await call("/api/auth/resend-verification", { json: { email: b.email } });

    // The demo account (its examples are put back at each sign-in).
    const demo = await insertUser({ accountType: "demo" });
    const demoCookie = await demoLogin(demo.email);
    expect((await call("/api/history", { cookie: demoCookie })).status).toBe(200);

    // Sign-out, account deletion and the hourly housekeeping.
    const c = await register(uniqueEmail("leaving"));
    expect((await call("/api/user/delete", { cookie: c.cookie, json: { password: GOOD_PASSWORD } })).status).toBe(200);
    await call("/api/logout", { cookie, json: { sessionId: "session-1-plans" } });
    const { sweepExpired } = await import("~/.server/housekeeping.ts");
    const { createDb } = await import("~/.server/db/client.ts");
    await sweepExpired(createDb(env.DB).$client, new Date());
    const { compactLegacyAnswers } = await import("~/.server/diagnostics/answer-store.ts");
    await compactLegacyAnswers(createDb(env.DB));

    const queries = [...seen];
    const named = (table: string) => queries.some((q) => new RegExp(`\\b${table}\\b`).test(q));
    expect(
      GROWING.filter((t) => !named(t)),
      "growing tables no checked query touches",
    ).toEqual([]);

    const failures: string[] = [];
    for (const sql of queries) {
      for (const scan of await fullScans(sql)) failures.push(`${scan}\n    in: ${sql}`);
    }
    console.log(`checked ${queries.length} distinct queries`);
    expect(failures, "full scans of growing tables").toEqual([]);
    expect(queries.length).toBeGreaterThan(60);
  }, 120_000);
});
