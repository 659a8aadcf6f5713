import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rankCandidates } from "~/domain/diagnosis/engine.ts";
import { call, insertUser, json, sessionCookieFor } from "./helpers.ts";

/**
 * Issue #12 item 6: an offline diagnosis is stored as the device answered it (checked against the knowledge version it
 * names), never re-diagnosed on the server; every stored diagnosis records the knowledge version that answered.
 */

const input = { vehicleType: "tractor" as const, make: "Kubota", model: "L3901", symptoms: "loader is slow to lift and the hydraulic oil looks milky" };
const payload = {
  vehicleType: "tractor",
  make: "Kubota",
  model: "L3901",
  problem: input.symptoms,
  tractorModel: "Kubota L3901",
  symptoms: `Kubota L3901: ${input.symptoms}`,
};
const ref = () => `off_${crypto.randomUUID().replace(/-/g, "")}`;

async function subscriber() {
  const user = await insertUser();
  await env.DB.prepare(`update users set subscription_status = 'active', subscription_plans = '{"all":"active"}' where id = ?`).bind(user.id).run();
  return sessionCookieFor(user.id);
}

/** What the device showed, as the offline sync sends it (engine left out). */
function deviceAnswer(over: Record<string, unknown> = {}) {
  const { engine: _e, ...answer } = diagnose(input, KNOWLEDGE);
  return { ...answer, ...over };
}

/** A different but genuine answer: the runner-up cause with its own steps, as an older ranking might have put it. */
function runnerUpAnswer() {
  const [, second] = rankCandidates(input, 2, KNOWLEDGE);
  const e = second!.entry;
  return deviceAnswer({
    primaryCause: e.cause,
    primaryCauseId: e.id,
    explanation: e.explanation,
    matchedCodes: [],
    troubleshootingSteps: e.steps.map((s, i) => ({ step: i + 1, ...s })),
    alternativeCauses: [],
  });
}

describe("offline uploads keep what the person saw", () => {
  it("stores the device's answer as it was, marked as answered on the device, with its knowledge version", async () => {
    const cookie = await subscriber();
    const answer = runnerUpAnswer();
    expect(answer.primaryCauseId).not.toBe(diagnose(input, KNOWLEDGE).primaryCauseId);
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const stored = await json<Record<string, unknown>>(await call(`/api/diagnostics/${id}`, { cookie }));
    expect(stored).toMatchObject({ primaryCause: answer.primaryCause, engine: "device", kbVersion: KNOWLEDGE.version, saved: true });
    expect(stored.troubleshootingSteps).toEqual(answer.troubleshootingSteps);
  });

  it("refuses an answer that claims what this knowledge version never said", async () => {
    const cookie = await subscriber();
    for (const doctored of [
      deviceAnswer({ primaryCause: "Aliens in the hydraulic tank" }),
      deviceAnswer({
        troubleshootingSteps: [
          { step: 1, title: "Buy our premium pump", description: "No need to test anything first.", safetyLevel: "Low Risk", estimatedTime: "1 min" },
        ],
      }),
      deviceAnswer({ alternativeCauses: [{ id: "tr-does-not-exist", cause: "Nothing", system: "hydraulics", probability: 0.1, explanation: "x" }] }),
    ]) {
      const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: doctored } });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: "DEVICE_ANSWER_INVALID" });
    }
  });

  it("refuses a step without a valid safety level whatever the version", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer({ kbVersion: "kb-0123456789ab" });
    (answer.troubleshootingSteps as unknown as Array<Record<string, unknown>>)[0]!.safetyLevel = "Probably Fine";
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } });
    expect(res.status).toBe(400);
  });

  it("stores an answer from another knowledge version as that version answered it", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer({ kbVersion: "kb-0123456789ab", primaryCause: "A cause an older version named" });
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("select primary_cause, engine, kb_version from diagnostics where id = ?")
      .bind((await json<{ id: string }>(res)).id)
      .first();
    expect(row).toMatchObject({ primary_cause: "A cause an older version named", engine: "device", kb_version: "kb-0123456789ab" });
  });

  it("records the knowledge version on every diagnosis the server makes", async () => {
    const cookie = await subscriber();
    const res = await call("/api/diagnostics", { cookie, json: payload });
    const row = await env.DB.prepare("select kb_version, engine from diagnostics where id = ?")
      .bind((await json<{ id: string }>(res)).id)
      .first();
    expect(row).toMatchObject({ kb_version: KNOWLEDGE.version, engine: "embedded" });
  });
});
