import { APICallError } from "ai";
import { beforeEach, describe, expect, it } from "vitest";
import { runDiagnosis } from "~/.server/diagnostics/ai-engine.ts";
import { detectEngine, resetEngineAvailability } from "~/.server/services/engine-availability.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rankCandidates } from "~/domain/diagnosis/engine.ts";
import type { DiagnosisInput, SafetyLevel } from "~/domain/diagnosis/types.ts";
import { expectEmbeddedFallback, fakeAi, loaderDrift, MODEL, respondWith } from "./fake-ai.ts";

/** runDiagnosis inside workerd with fake Workers AI bindings (fake-ai.ts). */

const misfire: DiagnosisInput = {
  vehicleType: "automotive",
  make: "Toyota",
  model: "Camry 2012",
  symptoms: "Check engine light flashing, code P0301, rough idle and shaking",
};

/** A well-formed answer built from the engine's own candidates, as a well-behaved model would return it. */
function groundedAnswer(input: DiagnosisInput, pick = 0) {
  const candidates = rankCandidates(input, 6, KNOWLEDGE);
  const chosen = candidates[pick]!.entry;
  const others = candidates.filter((c) => c.entry.id !== chosen.id).slice(0, 2);
  return {
    primaryCause: chosen.cause,
    primaryCauseId: chosen.id,
    explanation: `Adapted for this vehicle: ${chosen.explanation}`,
    confidence: 0.82,
    alternativeCauses: others.map((c, i) => ({ id: c.entry.id, probability: 0.1 - i * 0.04, explanation: "Less likely given the symptoms." })),
    troubleshootingSteps: chosen.steps.map((s, i) => ({ step: i + 1, ...s })),
    clarifyingQuestions: ["Does the misfire follow the coil when swapped?"],
  };
}

beforeEach(() => resetEngineAvailability());

describe("runDiagnosis with a working model", () => {
  it("uses a grounded, valid answer and keeps the embedded engine's code facts", async () => {
    const answer = {
      ...groundedAnswer(misfire),
      // Fields the model has no say over; they must be ignored, not trusted.
      matchedCodes: [{ code: "P0420", standard: "OBD-II", meaning: "made up" }],
      engine: "embedded",
    };
    const { ai, calls } = fakeAi(() => ({ response: answer, usage: { prompt_tokens: 1200, completion_tokens: 600 } }));

    const result = await runDiagnosis(misfire, { ai, model: MODEL });
    const embedded = diagnose(misfire, KNOWLEDGE);

    expect(result.fallbackReason).toBeUndefined();
    expect(result.engine).toBe("workers-ai");
    expect(result.matchedCodes).toEqual(embedded.matchedCodes);
    expect(result.matchedCodes.map((c) => c.code)).toEqual(["P0301"]);
    expect(result.primaryCauseId).toBe(answer.primaryCauseId);
    expect(result.explanation).toMatch(/^Adapted for this vehicle/);
    expect(result.confidence).toBe(0.82);
    // A knowledge-base cause is shown with its own reviewed steps (after the code step), never the model's.
    expect(result.primaryCauseId).toBe(embedded.primaryCauseId);
    expect(result.troubleshootingSteps).toEqual(embedded.troubleshootingSteps);
    expect(result.alternativeCauses.map((a) => a.id)).toEqual(answer.alternativeCauses.map((a) => a.id));
    expect(result.alternativeCauses[0]!.system).toBeTruthy();

    // One call, to the configured model, in JSON-schema mode, grounded in the candidates and the input.
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.model).toBe(MODEL);
    expect(call.inputs.response_format?.type).toBe("json_schema");
    const prompt = call.inputs.messages!.map((m) => m.content).join("\n");
    for (const c of rankCandidates(misfire, 6, KNOWLEDGE)) expect(prompt).toContain(c.entry.id);
    expect(prompt).toContain("P0301");
    expect(call.options.signal).toBeInstanceOf(AbortSignal);
  });

  it("accepts a candidate other than the engine's first choice when its safety floor is kept", async () => {
    const answer = groundedAnswer(loaderDrift, 1);
    const { ai } = fakeAi(respondWith(answer));
    const result = await runDiagnosis(loaderDrift, { ai, model: MODEL });
    expect(result.engine).toBe("workers-ai");
    expect(result.primaryCauseId).toBe(answer.primaryCauseId);
    expect(result.primaryCauseId).not.toBe(diagnose(loaderDrift, KNOWLEDGE).primaryCauseId);
    const entry = KNOWLEDGE.byId.get(answer.primaryCauseId)!;
    expect(result.troubleshootingSteps.map((s) => [s.title, s.safetyLevel])).toEqual(entry.steps.map((s) => [s.title, s.safetyLevel ?? "Safety Required"]));
  });

  it("shows a knowledge-base cause with its reviewed steps even when the model's own steps pass the checks", async () => {
    // One High Risk step anywhere used to satisfy the cause's floor while a fuel job stayed Low Risk in the model's words.
    const answer = groundedAnswer(loaderDrift);
    const steps = [
      { step: 1, title: "Check the dash fuse", description: "Pull the fuse and look at it.", safetyLevel: "High Risk", estimatedTime: "5 min" },
      {
        step: 2,
        title: "Look over the loader",
        description: "Walk round and look at the loader frame for cracks.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
    ];
    const { ai } = fakeAi(respondWith({ ...answer, troubleshootingSteps: steps }));
    const result = await runDiagnosis(loaderDrift, { ai, model: MODEL });
    expect(result.engine).toBe("workers-ai");
    const entry = KNOWLEDGE.byId.get(answer.primaryCauseId)!;
    expect(result.troubleshootingSteps.map((s) => s.title)).toEqual(entry.steps.map((s) => s.title));
    expect(JSON.stringify(result.troubleshootingSteps)).not.toMatch(/dash fuse|Walk round/);
  });
});

describe("runDiagnosis falls back to the embedded engine", () => {
  it("when there is no binding or no model", async () => {
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai: undefined, model: MODEL }), misfire, "ai-unconfigured");
    const { ai, calls } = fakeAi(respondWith(groundedAnswer(misfire)));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: "  " }), misfire, "ai-unconfigured");
    // AI_MODEL missing from the environment.
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: undefined as unknown as string }), misfire, "ai-unconfigured");
    expect(calls).toHaveLength(0);
  });

  it("when Workers AI needs to be run remotely, and then skips the AI while that is remembered", async () => {
    const { ai, calls } = fakeAi(() => {
      throw new Error("Binding AI needs to be run remotely");
    });
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-unavailable");
    expect(calls).toHaveLength(1);

    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai, model: MODEL }), loaderDrift, "ai-unavailable");
    expect(calls).toHaveLength(1);
    // Shared with /api/health, which now answers from the cache without probing.
    expect(await detectEngine(ai as never, MODEL)).toMatchObject({ engine: "embedded" });
    expect(calls).toHaveLength(1);
  });

  it("does not mark Workers AI available just by asking whether it is unavailable", async () => {
    const { ai } = fakeAi(() => {
      throw new Error("Binding AI needs to be run remotely");
    });
    await runDiagnosis(misfire, { ai: fakeAi(respondWith(groundedAnswer(misfire))).ai, model: MODEL });
    // Nothing cached yet, so health must still run its own probe (and see the failure).
    expect(await detectEngine(ai as never, MODEL)).toMatchObject({ engine: "embedded" });
  });

  it("when the model does not answer in time, and aborts the call", async () => {
    const { ai, calls } = fakeAi(() => new Promise(() => {}));
    const started = Date.now();
    const result = await runDiagnosis(misfire, { ai, model: MODEL, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2000);
    expectEmbeddedFallback(result, misfire, "ai-timeout", /50 ms/);
    expect(calls[0]!.options.signal?.aborted).toBe(true);
  });

  it("when rate limited with HTTP 429", async () => {
    const { ai, calls } = fakeAi(() => {
      throw new APICallError({ message: "Too Many Requests", url: "https://api.cloudflare.com/ai/run", requestBodyValues: {}, statusCode: 429 });
    });
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-rate-limited");
    expect(calls).toHaveLength(1);
  });

  it("when Workers AI is out of capacity (3040), without retrying", async () => {
    const { ai, calls } = fakeAi(() => {
      throw new Error("InferenceUpstreamError: 3040: Capacity temporarily exceeded, please try again.");
    });
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-rate-limited");
    expect(calls).toHaveLength(1);
    // Rate limits are transient: the next request tries the AI again.
    await runDiagnosis(misfire, { ai, model: MODEL });
    expect(calls).toHaveLength(2);
  });

  it("when the binding fails in some other way, even with a non-Error value", async () => {
    const { ai } = fakeAi(() => {
      throw "upstream exploded";
    });
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-error");
  });

  it("when the answer is not JSON", async () => {
    const { ai } = fakeAi(respondWith("Sorry, I can only help with vehicles. The likely cause is a bad coil."));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-invalid-output", /not JSON/);
  });

  it("when the answer does not match the schema", async () => {
    const { troubleshootingSteps: _dropped, ...incomplete } = groundedAnswer(misfire);
    const { ai } = fakeAi(respondWith({ ...incomplete, confidence: "high" }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-invalid-output", /schema/);
  });

  it("when the primary cause is not one of the candidates", async () => {
    const { ai } = fakeAi(respondWith({ ...groundedAnswer(misfire), primaryCauseId: "auto-flux-capacitor" }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-invalid-output", /unknown primaryCauseId/);
  });

  it("when a probability is out of range", async () => {
    const answer = groundedAnswer(misfire);
    const { ai } = fakeAi(respondWith({ ...answer, alternativeCauses: [{ ...answer.alternativeCauses[0]!, probability: 1.7 }] }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-invalid-output", /outside 0\.\.1/);
    const { ai: ai2 } = fakeAi(respondWith({ ...answer, confidence: -0.2 }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai: ai2, model: MODEL }), misfire, "ai-invalid-output", /outside 0\.\.1/);
  });

  it("when the steps are not numbered 1..n", async () => {
    const answer = groundedAnswer(misfire);
    const steps = answer.troubleshootingSteps.map((s, i) => ({ ...s, step: i === 1 ? 5 : i + 1 }));
    const { ai } = fakeAi(respondWith({ ...answer, troubleshootingSteps: steps }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-invalid-output", /numbered/);
  });

  it("when the answer downgrades safety (High Risk steps made Low Risk)", async () => {
    const answer = groundedAnswer(loaderDrift);
    const allLow = answer.troubleshootingSteps.map((s) => ({ ...s, safetyLevel: "Low Risk" as SafetyLevel }));
    const { ai } = fakeAi(respondWith({ ...answer, troubleshootingSteps: allLow }));
    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai, model: MODEL }), loaderDrift, "ai-unsafe-output", /High Risk/);

    const noHigh = answer.troubleshootingSteps.map((s) => ({
      ...s,
      safetyLevel: (s.safetyLevel === "High Risk" ? "Safety Required" : s.safetyLevel) as SafetyLevel,
    }));
    const { ai: ai2 } = fakeAi(respondWith({ ...answer, troubleshootingSteps: noHigh }));
    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai: ai2, model: MODEL }), loaderDrift, "ai-unsafe-output", /High Risk/);
  });

  it("when every step is Low Risk although the knowledge base requires safety precautions", async () => {
    const answer = groundedAnswer(misfire);
    expect(answer.troubleshootingSteps.some((s) => s.safetyLevel === "Safety Required")).toBe(true);
    const allLow = answer.troubleshootingSteps.map((s) => ({ ...s, safetyLevel: "Low Risk" as SafetyLevel }));
    const { ai } = fakeAi(respondWith({ ...answer, troubleshootingSteps: allLow }));
    expectEmbeddedFallback(await runDiagnosis(misfire, { ai, model: MODEL }), misfire, "ai-unsafe-output", /Low Risk/);
  });

  it("when a step has no valid safety level", async () => {
    const answer = groundedAnswer(loaderDrift);
    const steps = answer.troubleshootingSteps.map((s, i) => (i === 1 ? { ...s, safetyLevel: "Probably fine" } : s));
    const { ai } = fakeAi(respondWith({ ...answer, troubleshootingSteps: steps }));
    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai, model: MODEL }), loaderDrift, "ai-unsafe-output", /safety level/);
    const missing = answer.troubleshootingSteps.map(({ safetyLevel: _gone, ...s }) => s);
    const { ai: ai2 } = fakeAi(respondWith({ ...answer, troubleshootingSteps: missing }));
    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai: ai2, model: MODEL }), loaderDrift, "ai-unsafe-output", /safety level/);
  });
});
