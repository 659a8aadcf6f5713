import { expect } from "vitest";
import type { AiDiagnosisResult } from "~/.server/diagnostics/ai-engine.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import type { DiagnosisInput } from "~/domain/diagnosis/types.ts";

/**
 * Fake Workers AI bindings for runDiagnosis. They answer the way the real binding answers workers-ai-provider:
 * run(model, inputs, options) resolving to { response, usage } or throwing.
 */

export const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** A question whose top knowledge-base entry has High Risk steps, so it exercises the safety floor. */
export const loaderDrift: DiagnosisInput = {
  vehicleType: "tractor",
  make: "John Deere",
  model: "5075E",
  symptoms: "loader arms drift down slowly with engine off, hydraulic cylinder leaking down",
};

export interface RunCall {
  model: string;
  inputs: { messages?: { role: string; content: string }[]; response_format?: { type: string; json_schema?: unknown } };
  options: { signal?: AbortSignal };
}

export function fakeAi(respond: (call: RunCall) => unknown) {
  const calls: RunCall[] = [];
  const ai = {
    run: async (model: string, inputs: RunCall["inputs"], options: RunCall["options"]) => {
      const call = { model, inputs, options };
      calls.push(call);
      return respond(call);
    },
  } as unknown as Ai;
  return { ai, calls };
}

export const respondWith = (value: unknown) => () => ({
  response: typeof value === "string" ? value : JSON.stringify(value),
  usage: { prompt_tokens: 1200, completion_tokens: 600 },
});

/** The text the model was sent (system and user messages). */
export const promptOf = (call: RunCall) => call.inputs.messages!.map((m) => m.content).join("\n");

/** A fallback of this kind (and detail) whose answer is intact: exactly what the embedded engine alone answers. */
export function expectEmbeddedFallback(result: AiDiagnosisResult, input: DiagnosisInput, kind: string, detail?: RegExp) {
  const { fallbackReason, ...rest } = result;
  expect(result.engine).toBe("embedded");
  expect(fallbackReason).toMatch(new RegExp(`^${kind}: `));
  if (detail) expect(fallbackReason).toMatch(detail);
  expect(rest).toEqual(diagnose(input, KNOWLEDGE));
}
