import { beforeEach, describe, expect, it } from "vitest";
import { AI_SUGGESTED_MAX_CONFIDENCE } from "~/.server/diagnostics/ai-answer.ts";
import { AI_CANDIDATES, runDiagnosis } from "~/.server/diagnostics/ai-engine.ts";
import { engineFor } from "~/.server/diagnostics/engine-for.ts";
import { SAFETY_LIBRARY } from "~/.server/diagnostics/safety-library.ts";
import { resetEngineAvailability } from "~/.server/services/engine-availability.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rankCandidates } from "~/domain/diagnosis/engine.ts";
import type { DiagnosisInput, SafetyLevel } from "~/domain/diagnosis/types.ts";
import { expectEmbeddedFallback, fakeAi, loaderDrift, MODEL, promptOf, respondWith } from "./fake-ai.ts";
import { call, diagnoseServicesFor, json, register } from "./helpers.ts";

/**
 * Issue #13 item 4: Workers AI gets the top 20 candidates and may propose a cause outside them. Each path with fake
 * bindings: a knowledge-base pick, an AI-suggested cause (stored and read back), unsafe steps made safe or refused,
 * invalid output and a timeout (both fall back to the embedded answer unchanged).
 */

const W = (id: string) => SAFETY_LIBRARY.warnings.get(id)!;

const fuelSmell: DiagnosisInput = {
  vehicleType: "automotive",
  make: "Ford",
  model: "F-150 2018",
  symptoms: "strong fuel smell around the back of the truck after filling up, no warning lights, runs fine",
};

const step = (n: number, title: string, description: string, safetyLevel: SafetyLevel | string, safety?: string[]) => ({
  step: n,
  title,
  description,
  safetyLevel,
  estimatedTime: "15 min",
  tools: ["Flashlight"],
  ...(safety ? { safety } : {}),
});

/** A cause of the model's own with knowledge-base alternatives, as a well-behaved model would write it. */
function ownCause(input: DiagnosisInput, steps: unknown[]) {
  const candidates = rankCandidates(input, AI_CANDIDATES, KNOWLEDGE);
  return {
    primaryCause: "Cracked fuel filler neck vent hose",
    primaryCauseId: null,
    explanation: "A cracked vent hose on the filler neck lets vapour out when the tank is full, which matches a smell only after filling.",
    confidence: 0.8,
    alternativeCauses: candidates
      .slice(0, 2)
      .map((c, i) => ({ id: c.entry.id, probability: 0.15 - i * 0.05, explanation: "Possible, but the smell only after filling points elsewhere." })),
    troubleshootingSteps: steps,
    clarifyingQuestions: [],
  };
}

const fuelSteps = [
  step(1, "Note where the smell is strongest", "Fill the tank, park outside and walk round the truck to find where the smell is strongest.", "Low Risk"),
  step(
    2,
    "Inspect the fuel filler neck and vent hose",
    "Get under the truck behind the rear wheel and look along the filler neck and its vent hose for cracks, wet spots or loose clamps.",
    "Low Risk",
  ),
  step(3, "Replace the cracked vent hose", "Fit a new vent hose and clamps rated for fuel vapour, then fill up and check again.", "Safety Required"),
];

beforeEach(() => resetEngineAvailability());

describe("the model gets the top 20 candidates", () => {
  it("and may pick one the old top-6 prompt never showed; the answer is a knowledge-base cause", async () => {
    const candidates = rankCandidates(loaderDrift, AI_CANDIDATES, KNOWLEDGE);
    expect(candidates).toHaveLength(20);
    const pick = candidates[12]!.entry;
    const answer = {
      primaryCause: pick.cause,
      primaryCauseId: pick.id,
      explanation: `For this loader: ${pick.explanation}`,
      confidence: 0.7,
      alternativeCauses: [{ id: candidates[0]!.entry.id, probability: 0.2, explanation: "" }],
      troubleshootingSteps: pick.steps.map((s, i) => ({ step: i + 1, ...s })),
      clarifyingQuestions: [],
    };
    const { ai, calls } = fakeAi(respondWith(answer));
    const result = await runDiagnosis(loaderDrift, { ai, model: MODEL });

    expect(result.fallbackReason).toBeUndefined();
    expect(result).toMatchObject({ engine: "workers-ai", primaryCauseId: pick.id, primaryCause: pick.cause });
    expect(result.aiSuggested).toBeUndefined();
    expect(result.alternativeCauses[0]).toMatchObject({
      id: candidates[0]!.entry.id,
      cause: candidates[0]!.entry.cause,
      explanation: candidates[0]!.entry.explanation,
    });

    const prompt = promptOf(calls[0]!);
    for (const c of candidates) expect(prompt).toContain(`${c.entry.id} | ${c.entry.cause} | ${c.entry.system} |`);
    // Compact enough for a small model: about 4 characters a token, well inside an 8k context with the schema and answer.
    expect(prompt.length).toBeLessThan(14_000);
  });
});

describe("a cause outside the knowledge base", () => {
  it("is shown as AI-suggested, with its steps made safe, stored and read back exactly as shown", async () => {
    const { ai } = fakeAi(respondWith(ownCause(fuelSmell, fuelSteps)));
    const direct = await runDiagnosis(fuelSmell, { ai, model: MODEL });
    expect(direct.fallbackReason).toBeUndefined();
    expect(direct).toMatchObject({ engine: "workers-ai", aiSuggested: true, primaryCauseId: null, primaryCause: "Cracked fuel filler neck vent hose" });
    // The model said 0.8; a cause nothing can calibrate is never shown as high confidence.
    expect(direct.confidence).toBe(AI_SUGGESTED_MAX_CONFIDENCE);
    // Alternatives stay knowledge-base causes, with the knowledge base's titles.
    for (const alt of direct.alternativeCauses) expect(KNOWLEDGE.byId.get(alt.id)?.cause).toBe(alt.cause);
    // The step about the fuel filler, under the truck, was Low Risk: raised, with the shared warnings, after the general steps.
    expect(direct.troubleshootingSteps.map((s) => [s.step, s.title, s.safetyLevel])).toEqual([
      [1, "Note where the smell is strongest", "Low Risk"],
      [2, "Make the fuel system safe before opening it", "Safety Required"],
      [3, "Raise and support the vehicle safely", "High Risk"],
      [4, "Inspect the fuel filler neck and vent hose", "Safety Required"],
      [5, "Replace the cracked vent hose", "Safety Required"],
    ]);
    expect(direct.troubleshootingSteps[3]!.safety).toEqual([W("fuel-fire"), W("pressurised-fuel"), W("lift-safety")]);
    expect(direct.troubleshootingSteps[2]).toMatchObject(SAFETY_LIBRARY.steps.get("raise-and-support")!);

    // Stored through the service the API uses, with the adapter the Worker uses.
    const { cookie, userId } = await register();
    expect((await call("/api/user/activate-trial", { cookie, json: { sessionId: "s" } })).status).toBe(200);
    const { createDiagnosis } = await import("~/.server/diagnostics/diagnostics-service.ts");
    const svc = await diagnoseServicesFor(userId);
    const engine = engineFor({ AI: fakeAi(respondWith(ownCause(fuelSmell, fuelSteps))).ai, AI_MODEL: MODEL } as unknown as Env);
    const created = await createDiagnosis(
      svc,
      { sessionId: "session-1-test", vehicleType: "automotive", make: "Ford", model: "F-150 2018", problem: fuelSmell.symptoms },
      engine,
    );
    expect(created.diagnostic).toMatchObject({ aiSuggested: true, engine: "workers-ai", primaryCause: direct.primaryCause, confidence: direct.confidence });
    expect(created.diagnostic.troubleshootingSteps).toEqual(direct.troubleshootingSteps);

    // Read back over the API: exactly what was shown when it was made.
    const res = await call(`/api/diagnostics/${created.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(created.diagnostic);

    // The result page says so, in words.
    const html = await (await call(`/diagnostic/${created.id}`, { cookie })).text();
    expect(html).toContain("AI-suggested — not in the FieldFix knowledge base");
    expect(html).toContain("Cracked fuel filler neck vent hose");

    // History lists it like any other diagnosis.
    expect((await call(`/api/diagnostics/${created.id}/save`, { cookie, method: "PATCH", json: { saved: true } })).status).toBe(200);
    const history = await json<Array<{ id: string; primaryCause: string }>>(await call("/api/history", { cookie }));
    expect(history.find((h) => h.id === created.id)).toMatchObject({ primaryCause: "Cracked fuel filler neck vent hose" });
  }, 30_000);

  it("an ordinary knowledge-base answer is not marked AI-suggested when stored", async () => {
    const { answerColumns } = await import("~/.server/diagnostics/stored-answer.ts");
    const columns = answerColumns(
      { vehicleType: "tractor", make: "John Deere", model: "5075E", problem: loaderDrift.symptoms },
      diagnose(loaderDrift, KNOWLEDGE),
    );
    expect(columns.details).not.toHaveProperty("aiSuggested");
  });

  it("a model that names a candidate's exact title without its id gets the knowledge-base cause", async () => {
    const top = rankCandidates(loaderDrift, AI_CANDIDATES, KNOWLEDGE)[0]!.entry;
    const answer = {
      ...ownCause(
        loaderDrift,
        top.steps.map((s, i) => ({ step: i + 1, ...s })),
      ),
      primaryCause: top.cause.toUpperCase(),
      alternativeCauses: [],
    };
    const result = await runDiagnosis(loaderDrift, { ai: fakeAi(respondWith(answer)).ai, model: MODEL });
    expect(result).toMatchObject({ engine: "workers-ai", primaryCauseId: top.id, primaryCause: top.cause });
    expect(result.aiSuggested).toBeUndefined();
  });
});

describe("unsafe steps from the model", () => {
  it("are raised to Safety Required and get the general safety step for their system", async () => {
    const steps = [
      step(1, "Check the cylinder rod for scoring", "With the bucket raised, look along each loader cylinder rod for scratches and oil.", "Low Risk"),
      step(2, "Crack the hydraulic line fitting", "Loosen the fitting at the loader valve to let trapped air out.", "Low Risk"),
    ];
    const answer = { ...ownCause(loaderDrift, steps), primaryCause: "Air trapped in the loader circuit" };
    const result = await runDiagnosis(loaderDrift, { ai: fakeAi(respondWith(answer)).ai, model: MODEL });
    expect(result.fallbackReason).toBeUndefined();
    expect(result.aiSuggested).toBe(true);
    expect(result.troubleshootingSteps.map((s) => [s.step, s.title, s.safetyLevel])).toEqual([
      [1, "Lower or block every raised load before you start", "Safety Required"],
      [2, "Check the cylinder rod for scoring", "Safety Required"],
      [3, "Relieve hydraulic pressure before opening the system", "Safety Required"],
      [4, "Crack the hydraulic line fitting", "Safety Required"],
    ]);
    expect(result.troubleshootingSteps[1]!.safety).toEqual([W("raised-load"), W("lockout")]);
    expect(result.troubleshootingSteps[3]!.safety).toEqual([W("hydraulic-pressure"), W("accumulators-hold-nitrogen-and-oil")]);
  });

  it.each([
    [
      "tells the reader to bypass an interlock",
      [step(1, "Bypass the seat switch", "Jumper the seat switch plug so the engine keeps running when you stand up to watch the arms.", "Safety Required")],
      /bypass a safety interlock/,
    ],
    ["has a nonsense safety level", [step(1, "Check the rods", "Look along each rod.", "Mostly harmless")], /safety level/],
    ["has no steps", [], /no troubleshooting steps/],
  ])("are refused when the answer %s: the embedded answer, ai-unsafe-output", async (_, steps, detail) => {
    const answer = { ...ownCause(loaderDrift, steps), primaryCause: "Air trapped in the loader circuit" };
    const result = await runDiagnosis(loaderDrift, { ai: fakeAi(respondWith(answer)).ai, model: MODEL });
    expectEmbeddedFallback(result, loaderDrift, "ai-unsafe-output", detail);
  });

  it("are refused when the model's other words tell the reader to bypass an interlock, or its title is invisible", async () => {
    const safe = [step(1, "Check the rods", "Look along each rod.", "Low Risk")];
    const top = rankCandidates(loaderDrift, AI_CANDIDATES, KNOWLEDGE)[0]!.entry;
    const kbPick = {
      ...ownCause(
        loaderDrift,
        top.steps.map((s, i) => ({ step: i + 1, ...s })),
      ),
      primaryCause: top.cause,
      primaryCauseId: top.id,
      alternativeCauses: [],
    };
    for (const [answer, kind, detail] of [
      [
        { ...ownCause(loaderDrift, safe), explanation: "Don't worry, just bypass the seat switch so it keeps running." },
        "ai-unsafe-output",
        /bypass a safety interlock/,
      ],
      [
        { ...ownCause(loaderDrift, safe), clarifyingQuestions: ["Have you tried jumpering the neutral safety switch?"] },
        "ai-unsafe-output",
        /bypass a safety interlock/,
      ],
      [{ ...kbPick, explanation: "Override the operator presence switch to test it." }, "ai-unsafe-output", /bypass a safety interlock/],
      [{ ...ownCause(loaderDrift, safe), primaryCause: "\u200b\u3164" }, "ai-invalid-output", /no title/],
    ] as const) {
      expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai: fakeAi(respondWith(answer)).ai, model: MODEL }), loaderDrift, kind, detail);
    }
  });

  it("are refused for a knowledge-base pick too", async () => {
    const top = rankCandidates(loaderDrift, AI_CANDIDATES, KNOWLEDGE)[0]!.entry;
    const steps = [
      ...top.steps.map((s, i) => ({ step: i + 1, ...s })),
      step(top.steps.length + 1, "Keep it running", "Override the operator presence switch so the loader can be tested from the ground.", "High Risk"),
    ];
    const answer = { ...ownCause(loaderDrift, steps), primaryCause: top.cause, primaryCauseId: top.id, alternativeCauses: [] };
    expectEmbeddedFallback(await runDiagnosis(loaderDrift, { ai: fakeAi(respondWith(answer)).ai, model: MODEL }), loaderDrift, "ai-unsafe-output", /interlock/);
  });
});

describe("the fallback stays as it is", () => {
  it("invalid output: an alternative that is not a candidate", async () => {
    const answer = ownCause(fuelSmell, fuelSteps);
    answer.alternativeCauses.push({ id: "cracked-fuel-filler-neck-vent-hose", probability: 0.1, explanation: "" });
    const result = await runDiagnosis(fuelSmell, { ai: fakeAi(respondWith(answer)).ai, model: MODEL });
    expectEmbeddedFallback(result, fuelSmell, "ai-invalid-output", /unknown alternative/);
  });

  it("invalid output: a cause of its own when the description says too little", async () => {
    const vague: DiagnosisInput = { vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "not right" };
    expect(diagnose(vague, KNOWLEDGE).lowInformation).toBe(true);
    const result = await runDiagnosis(vague, { ai: fakeAi(respondWith(ownCause(vague, fuelSteps))).ai, model: MODEL });
    expectEmbeddedFallback(result, vague, "ai-invalid-output", /says too little/);
  });

  it("invalid output: a cause of its own the named vehicle cannot have (glow plugs on a petrol truck)", async () => {
    const noStart: DiagnosisInput = { ...fuelSmell, make: "Ford", model: "F-150 5.0 gas 2018", symptoms: "cranks but will not start on cold mornings" };
    const answer = { ...ownCause(noStart, fuelSteps), primaryCause: "Failed glow plugs or glow plug relay" };
    const result = await runDiagnosis(noStart, { ai: fakeAi(respondWith(answer)).ai, model: MODEL });
    expectEmbeddedFallback(
      result,
      noStart,
      "ai-invalid-output",
      /cannot exist on this vehicle \(names a diesel engine's part, but this vehicle runs on petrol\)/,
    );
    // The same cause for a diesel of the same make is the model's to propose.
    const diesel: DiagnosisInput = { ...noStart, model: "F-250 6.7 Power Stroke diesel 2018" };
    const ok = await runDiagnosis(diesel, { ai: fakeAi(respondWith({ ...ownCause(diesel, fuelSteps), primaryCause: answer.primaryCause })).ai, model: MODEL });
    expect(ok).toMatchObject({ engine: "workers-ai", aiSuggested: true, primaryCause: "Failed glow plugs or glow plug relay" });
  });

  it("invalid output: not JSON", async () => {
    const result = await runDiagnosis(fuelSmell, { ai: fakeAi(respondWith("I think it is the filler neck.")).ai, model: MODEL });
    expectEmbeddedFallback(result, fuelSmell, "ai-invalid-output", /not JSON/);
  });

  it("timeout: a cause of its own that arrives too late is never used", async () => {
    const late = fakeAi(() => new Promise((resolve) => setTimeout(() => resolve(respondWith(ownCause(fuelSmell, fuelSteps))()), 300)));
    const result = await runDiagnosis(fuelSmell, { ai: late.ai, model: MODEL, timeoutMs: 50 });
    expectEmbeddedFallback(result, fuelSmell, "ai-timeout", /50 ms/);
    expect(late.calls[0]!.options.signal?.aborted).toBe(true);
  });
});
