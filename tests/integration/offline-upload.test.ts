import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { OLDER_VERSION_POOL } from "~/domain/device-answer.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rankCandidates } from "~/domain/diagnosis/engine.ts";
import { scoreAll } from "~/domain/diagnosis/rank.ts";
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
  it("stores the answer the device showed, marked as answered on the device, with its knowledge version", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer();
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const stored = await json<Record<string, unknown>>(await call(`/api/diagnostics/${id}`, { cookie }));
    expect(stored).toMatchObject({ primaryCause: answer.primaryCause, engine: "device", kbVersion: KNOWLEDGE.version, saved: true });
    expect(stored.troubleshootingSteps).toEqual(answer.troubleshootingSteps);
    expect(stored.alternativeCauses).toEqual(answer.alternativeCauses);
  });

  it("refuses an answer that claims what this knowledge version never said", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer();
    const steps = answer.troubleshootingSteps as unknown as Array<Record<string, unknown>>;
    for (const doctored of [
      deviceAnswer({ primaryCause: "Aliens in the hydraulic tank" }),
      deviceAnswer({
        troubleshootingSteps: [
          { step: 1, title: "Buy our premium pump", description: "No need to test anything first.", safetyLevel: "Low Risk", estimatedTime: "1 min" },
        ],
      }),
      // The entry's own steps with one level lowered, or its safety notes dropped.
      deviceAnswer({ troubleshootingSteps: steps.map((s) => ({ ...s, safetyLevel: "Low Risk" })) }),
      deviceAnswer({ troubleshootingSteps: steps.map(({ safety: _notes, ...s }) => s) }),
      deviceAnswer({ explanation: "Words of the uploader's own." }),
      deviceAnswer({ clarifyingQuestions: ["Have you tried our shop?"] }),
      deviceAnswer({ alternativeCauses: [{ id: "tr-does-not-exist", cause: "Nothing", system: "hydraulics", probability: 0.1, explanation: "x" }] }),
    ]) {
      const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: doctored } });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: "DEVICE_ANSWER_INVALID" });
    }
    expect(steps.some((s) => s.safetyLevel !== "Low Risk")).toBe(true);
    expect(steps.some((s) => Array.isArray(s.safety) && s.safety.length > 0)).toBe(true);
  });

  it("refuses a step without a valid safety level whatever the version", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer({ kbVersion: "kb-0123456789ab" });
    (answer.troubleshootingSteps as unknown as Array<Record<string, unknown>>)[0]!.safetyLevel = "Probably Fine";
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } });
    expect(res.status).toBe(400);
  });

  it("keeps an older version's causes but stores none of its text: every word comes from this knowledge", async () => {
    const cookie = await subscriber();
    const genuine = runnerUpAnswer();
    // Another version names no text this server can check, so a forged recall, title and Low Risk fuel step are the
    // same to it as honest ones: only the causes are kept, each must be one this knowledge considers for the question.
    const forged = {
      ...genuine,
      kbVersion: "kb-0123456789ab",
      primaryCause: "A cause an older version named",
      explanation: "Forged words.",
      primaryEvidence: { knownIssue: { kind: "recall", source: "https://example.com/recall", number: "99V-999", title: "Made up" } },
      troubleshootingSteps: [
        { step: 1, title: "Open the fuel line with the engine running", description: "Nothing to fear.", safetyLevel: "Low Risk", estimatedTime: "1 min" },
      ],
    };
    const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: forged } });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: string }>(res);
    const stored = await json<Record<string, unknown>>(await call(`/api/diagnostics/${id}`, { cookie }));
    expect(stored).toMatchObject({
      primaryCause: genuine.primaryCause,
      primaryCauseId: genuine.primaryCauseId,
      explanation: genuine.explanation,
      engine: "device",
      kbVersion: KNOWLEDGE.version,
    });
    expect(stored.troubleshootingSteps).toEqual(genuine.troubleshootingSteps);
    expect(JSON.stringify(stored)).not.toMatch(/Forged words|99V-999|example\.com|engine running/);
  });

  it("under this version, refuses any cause, order or number other than this server's own answer", async () => {
    const cookie = await subscriber();
    const honest = deviceAnswer();
    const [, second] = rankCandidates(input, 2, KNOWLEDGE);
    // A real entry of another vehicle type: it exists, but never for a Kubota loader that lifts slowly.
    const alien = KNOWLEDGE.entries.find((e) => e.vehicleTypes.length === 1 && e.vehicleTypes[0] === "automotive")!;
    for (const doctored of [
      deviceAnswer({ primaryCause: alien.cause, primaryCauseId: alien.id }),
      runnerUpAnswer(),
      deviceAnswer({ alternativeCauses: [...honest.alternativeCauses].reverse() }),
      deviceAnswer({ confidence: 1 }),
      deviceAnswer({ alternativeCauses: honest.alternativeCauses.filter((a) => a.id !== second!.entry.id) }),
    ]) {
      const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: doctored } });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ error: "DEVICE_ANSWER_INVALID" });
    }
  });

  it("under an older version, keeps only causes this server still counts among its best, at no more than its confidence", async () => {
    const cookie = await subscriber();
    const older = "kb-0123456789ab";
    const upload = async (answer: Record<string, unknown>) => {
      const res = await call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: { ...answer, kbVersion: older } } });
      expect(res.status).toBe(201);
      return json<Record<string, unknown>>(await call(`/api/diagnostics/${(await json<{ id: string }>(res)).id}`, { cookie }));
    };
    const own = diagnose(input, KNOWLEDGE);
    // A first cause far down this server's ranking, at 100%: not pinned; the upload gets this server's own answer.
    const far = scoreAll(input, KNOWLEDGE).scored[OLDER_VERSION_POOL + 5]!.item.entry;
    const pinned = await upload(deviceAnswer({ primaryCause: far.cause, primaryCauseId: far.id, confidence: 1 }));
    expect(pinned).toMatchObject({ primaryCauseId: own.primaryCauseId, engine: "embedded" });
    expect(pinned.confidence).toBeCloseTo(own.confidence, 6);
    // The runner-up first, with an alternative this server no longer thinks of: kept and dropped.
    const runnerUp = runnerUpAnswer();
    const kept = await upload({ ...runnerUp, confidence: 0.99, alternativeCauses: [{ ...own.alternativeCauses[0]!, id: far.id, cause: far.cause }] });
    expect(kept).toMatchObject({ primaryCauseId: runnerUp.primaryCauseId, engine: "device", alternativeCauses: [] });
    expect(kept.confidence as number).toBeLessThanOrEqual(own.confidence + 1e-9);
  });

  it("counts uploads against the same per-account ceiling as diagnoses made here (60 in 10 minutes)", async () => {
    const cookie = await subscriber();
    const answer = deviceAnswer();
    const results = await Promise.all(
      Array.from({ length: 63 }, () => call("/api/diagnostics", { cookie, json: { ...payload, clientRef: ref(), deviceAnswer: answer } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBe(60);
    expect(statuses.filter((s) => s === 429).length).toBe(3);
  }, 120_000);

  it("records the knowledge version on every diagnosis the server makes", async () => {
    const cookie = await subscriber();
    const res = await call("/api/diagnostics", { cookie, json: payload });
    const row = await env.DB.prepare("select kb_version, engine from diagnostics where id = ?")
      .bind((await json<{ id: string }>(res)).id)
      .first();
    expect(row).toMatchObject({ kb_version: KNOWLEDGE.version, engine: "embedded" });
  });
});
