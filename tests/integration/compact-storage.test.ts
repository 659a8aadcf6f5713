import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { newId } from "~/.server/auth/tokens.ts";
import { call, insertUser, json, sessionCookieFor } from "./helpers.ts";

/**
 * Compact storage (issue #15 item 1): what a person was shown is what every later read gives, for diagnoses stored
 * compactly and for rows stored before, whose answers the housekeeping compacts without losing a word.
 */

async function subscriber() {
  const user = await insertUser();
  await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
  return { userId: user.id, cookie: await sessionCookieFor(user.id) };
}

/** A row as diagnoses were stored before compact storage: the whole answer in its columns. */
async function legacyRow(userId: string, opts: { stepCount?: number; oldDetails?: boolean } = {}) {
  const { answerColumns } = await import("~/.server/diagnostics/stored-answer.ts");
  const { diagnose } = await import("~/domain/diagnosis/engine.ts");
  const { KNOWLEDGE } = await import("~/domain/diagnosis/default-knowledge.ts");
  const asked = { vehicleType: "tractor" as const, make: "John Deere", model: "5075E", problem: "hard to start when cold, white smoke until it warms up" };
  const cols = answerColumns(asked, diagnose({ vehicleType: "tractor", make: asked.make, model: asked.model, symptoms: asked.problem }, KNOWLEDGE));
  // The oldest rows kept neither the typed fields nor a knowledge version.
  const details = opts.oldDetails ? { explanation: cols.details.explanation, matchedCodes: [], clarifyingQuestions: [], lowInformation: false } : cols.details;
  const id = newId();
  await env.DB.prepare(
    `insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, details,
       confidence, engine, kb_version, step_count, saved, step_progress)
     values (?, ?, 'tractor', ?, ?, ?, ?, ?, ?, ?, 'embedded', ?, ?, 1, '{"done":[2],"notes":{"2":"glow plugs 1.2 ohm"}}')`,
  )
    .bind(
      id,
      userId,
      cols.tractorModel,
      cols.symptoms,
      cols.primaryCause,
      JSON.stringify(cols.troubleshootingSteps),
      JSON.stringify(cols.alternativeCauses),
      JSON.stringify(details),
      cols.confidence,
      opts.oldDetails ? null : cols.kbVersion,
      opts.stepCount ?? cols.stepCount,
    )
    .run();
  return { id, steps: cols.troubleshootingSteps.length };
}

const reads = async (id: string, cookie: string) => ({
  owner: await json(await call(`/api/diagnostics/${id}`, { cookie })),
  shared: await json(await call(`/api/diagnostics/${id}`)),
  history: (await json<Array<{ id: string }>>(await call("/api/history", { cookie }))).find((h) => h.id === id),
  exported: (await json<{ diagnoses: Array<{ id: string }> }>(await call("/api/user/export", { cookie }))).diagnoses.find((d) => d.id === id),
});

describe("compact storage", () => {
  it("stores a new diagnosis compactly and reads back exactly what the answer showed", async () => {
    const { cookie } = await subscriber();
    const made = await call("/api/diagnostics", {
      cookie,
      json: { vehicleType: "tractor", make: "Kubota", model: "L3901", problem: "code P0380, hard to start when cold" },
    });
    expect(made.status).toBe(201);
    const { id, diagnostic } = await json<{ id: string; diagnostic: Record<string, unknown> }>(made);
    const row = await env.DB.prepare("select answer is not null as compact, troubleshooting_steps, details from diagnostics where id = ?").bind(id).first();
    expect(row).toEqual({ compact: 1, troubleshooting_steps: "[]", details: "{}" });
    expect(await json(await call(`/api/diagnostics/${id}`, { cookie }))).toEqual(diagnostic);
    expect((diagnostic.troubleshootingSteps as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it("reads rows stored before as they were, and compacts them in housekeeping without changing a thing", async () => {
    const { userId, cookie } = await subscriber();
    const current = await legacyRow(userId);
    const noCount = await legacyRow(userId, { stepCount: 0 });
    const oldest = await legacyRow(userId, { oldDetails: true });
    const before = await Promise.all([current, noCount, oldest].map((r) => reads(r.id, cookie)));
    expect(before[0]!.owner).toMatchObject({ id: current.id, stepProgress: { done: [2] } });

    const { compactLegacyAnswers } = await import("~/.server/diagnostics/answer-store.ts");
    const { createDb } = await import("~/.server/db/client.ts");
    const db = createDb(env.DB);
    let compacted = 0;
    for (let n = await compactLegacyAnswers(db, 2); n > 0; n = await compactLegacyAnswers(db, 2)) compacted += n;
    expect(compacted).toBeGreaterThanOrEqual(3);

    const left = await env.DB.prepare("select count(*) as n from diagnostics where user_id = ? and (answer is null or troubleshooting_steps != '[]')")
      .bind(userId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    const after = await Promise.all([current, noCount, oldest].map((r) => reads(r.id, cookie)));
    // Identical, except that a row from before step counts now shows its true count on its history card too (home's
    // Recent list counted its stored steps already; history read the missing count as none).
    expect(before[1]!.history).toMatchObject({ stepCount: 0, stepsDone: 0 });
    expect(after[1]!.history).toMatchObject({ stepCount: noCount.steps, stepsDone: 1 });
    after[1]!.history = before[1]!.history;
    expect(after).toEqual(before);
    // A row from before step counts keeps its count once the steps leave the row (home's Recent list reads it).
    const counted = await env.DB.prepare("select step_count from diagnostics where id = ?").bind(noCount.id).first<{ step_count: number }>();
    expect(counted?.step_count).toBe(noCount.steps);
  });
});
