import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import cases from "../eval/cases.jsonl?raw";
import realWorld from "../eval/real-world.jsonl?raw";
import { insertUser } from "./helpers.ts";

/**
 * Bytes a stored diagnosis costs in D1 (issue #15 item 1: at most 1,500 for an answer of the embedded engine), measured
 * on the local database: the pages SQLite's dbstat counts for the diagnostics table and its indexes before and after
 * N diagnoses of the eval questions, divided by N. The same questions are also stored the way rows were before compact
 * storage (the whole answer in the row), so the test shows what the change saved. Knowledge parts are shared by every
 * diagnosis: counted apart, with the check that asking the same questions again adds none.
 */

const N = 300;
const BUDGET = 1_500;

interface Case {
  vehicleType: "tractor" | "atv" | "automotive";
  make: string;
  model: string;
  symptoms: string;
}
const QUESTIONS: Case[] = `${cases}\n${realWorld}`
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Case);

/**
 * The database file's size in bytes, as D1 reports it after each query (meta.size_after). D1 allows neither dbstat
 * nor pragma page_count, so tables and indexes are measured by how much the file grows; nothing is deleted while the
 * test measures, so no page is reused from the free list.
 */
async function fileBytes(): Promise<number> {
  const { meta } = await env.DB.prepare("select 1").run();
  expect(meta.size_after).toBeGreaterThan(0);
  return meta.size_after;
}

async function subscribedUser(): Promise<string> {
  const { id } = await insertUser();
  await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(id).run();
  return id;
}

/** A request body as the entry page sends it: the browser's session id, fingerprint and request reference included. */
const body = (q: Case, i: number) => ({
  vehicleType: q.vehicleType,
  make: q.make,
  model: q.model,
  problem: q.symptoms,
  sessionId: `session-${1_760_000_000_000 + i}-${(i * 7919).toString(36).padStart(12, "0")}`,
  deviceFingerprint: crypto.randomUUID().replaceAll("-", "").repeat(2),
  requestRef: crypto.randomUUID(),
});

describe("bytes per stored diagnosis", () => {
  it(`stores an embedded-engine diagnosis in at most ${BUDGET} bytes, tables and indexes`, async () => {
    const { createDiagnosis } = await import("~/.server/diagnostics/diagnostics-service.ts");
    const { diagnose } = await import("~/domain/diagnosis/engine.ts");
    const { KNOWLEDGE } = await import("~/domain/diagnosis/default-knowledge.ts");
    const { answerColumns } = await import("~/.server/diagnostics/stored-answer.ts");
    const { diagnoseServicesFor } = await import("./helpers.ts");
    const engine = async (input: Parameters<typeof diagnose>[0]) => diagnose(input, KNOWLEDGE);
    const questions = QUESTIONS.slice(0, N);
    expect(questions).toHaveLength(N);

    // Before: the whole answer in the row, as every diagnosis was stored until compact storage.
    const legacyUser = await subscribedUser();
    const legacyStart = await fileBytes();
    for (const [i, q] of questions.entries()) {
      const b = body(q, i);
      const cols = answerColumns({ vehicleType: q.vehicleType, make: q.make, model: q.model, problem: q.symptoms }, await engine({ ...q }));
      await env.DB.prepare(
        `insert into diagnostics (id, user_id, session_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes,
           details, confidence, engine, kb_version, step_count, request_ref, ip_address, device_fingerprint)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(
          crypto.randomUUID().replaceAll("-", "").slice(0, 26),
          legacyUser,
          b.sessionId,
          cols.vehicleType,
          cols.tractorModel,
          cols.symptoms,
          cols.primaryCause,
          JSON.stringify(cols.troubleshootingSteps),
          JSON.stringify(cols.alternativeCauses),
          JSON.stringify(cols.details),
          cols.confidence,
          cols.engine,
          cols.kbVersion,
          cols.stepCount,
          b.requestRef,
          "203.0.113.77",
          b.deviceFingerprint,
        )
        .run();
    }
    const legacy = ((await fileBytes()) - legacyStart) / N;

    // After: the same questions through the service, as the API stores them. The first person to ask them also
    // stores the knowledge parts; a second person asking them adds only rows: that is a diagnosis's own cost.
    const firstSvc = { ...(await diagnoseServicesFor(await subscribedUser())), clientIp: "203.0.113.77" };
    const firstStart = await fileBytes();
    for (const [i, q] of questions.entries()) await createDiagnosis(firstSvc, body(q, i), engine);
    const first = ((await fileBytes()) - firstStart) / N;

    const userId = await subscribedUser();
    const svc = { ...(await diagnoseServicesFor(userId)), clientIp: "203.0.113.77" };
    const partRows = await env.DB.prepare("select count(*) as n from answer_parts").first<{ n: number }>();
    const start = await fileBytes();
    for (const [i, q] of questions.entries()) await createDiagnosis(svc, body(q, i), engine);
    const compact = ((await fileBytes()) - start) / N;
    const partRowsAfter = await env.DB.prepare("select count(*) as n from answer_parts").first<{ n: number }>();

    const stored = await env.DB.prepare("select count(*) as n, sum(answer is not null) as compact from diagnostics where user_id = ?")
      .bind(userId)
      .first<{ n: number; compact: number }>();
    console.log(
      JSON.stringify({
        diagnoses: N,
        legacyBytesPerDiagnosis: Math.round(legacy),
        compactBytesPerDiagnosis: Math.round(compact),
        firstAskedBytesPerDiagnosis: Math.round(first),
        parts: partRows?.n,
      }),
    );
    expect(stored).toEqual({ n: N, compact: N });
    // Asked again: every knowledge text was stored already.
    expect(partRowsAfter).toEqual(partRows);
    expect(compact).toBeLessThanOrEqual(BUDGET);
    // What compact storage is for: a fraction of what the same answers cost whole.
    expect(compact).toBeLessThan(legacy / 2);
  }, 180_000);
});
