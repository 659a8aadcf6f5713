import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { type Candidate, diagnose, rank, rankCandidates } from "~/domain/diagnosis/engine.ts";
import type { QueryAnalysis } from "~/domain/diagnosis/rank.ts";
import type { DiagnosisInput, DiagnosisResult, VehicleType } from "~/domain/diagnosis/types.ts";
import type { VehicleProfile } from "~/domain/vehicle/profile.ts";
import { isRemoteOnlyError, knownEngine, rememberAiUnavailable } from "../services/engine-availability.ts";
import { aiAnswerSchema, checkAnswer, type Verdict } from "./ai-answer.ts";
import { buildPrompt, INSTRUCTIONS } from "./ai-prompt.ts";

/**
 * Workers AI on top of the embedded engine: the model answers from the embedded engine's top candidates, or with a
 * cause of its own (shown as AI-suggested), and its answer is used only if it parses, validates, keeps the safety
 * floor and passes the safety rules for written steps (app/domain/ai-step-safety.ts).
 * Anything else returns the embedded answer unchanged with a fallbackReason, so an AI outage, a slow
 * model or a bad answer never costs the user a diagnosis. See docs/decisions/ai-fallback.md.
 */

export interface AiDiagnosisDeps {
  ai: Ai | undefined;
  model: string;
  /** Total budget for the model call; the client waits 15 s per attempt, so this must stay below that. */
  timeoutMs?: number;
}

export type AiDiagnosisResult = DiagnosisResult & { fallbackReason?: string };

export const DEFAULT_AI_TIMEOUT_MS = 12_000;
/**
 * Enough to include the real cause when the lexical ranking is well off, few enough that each fits on one line and
 * the prompt stays small for the model (docs/decisions/ai-beyond-the-list.md).
 */
export const AI_CANDIDATES = 20;
/** A full answer (8-10 steps with tools and notes) fits well inside this; more only invites rambling. */
const MAX_OUTPUT_TOKENS = 2500;
const LOCAL_UNAVAILABLE = "Workers AI is not available locally";

/** Fallback reasons start with a stable kind so logs and tests can group them; the rest is for humans. */
export type FallbackKind = "ai-unconfigured" | "ai-unavailable" | "ai-timeout" | "ai-rate-limited" | "ai-invalid-output" | "ai-unsafe-output" | "ai-error";

export async function runDiagnosis(input: DiagnosisInput, deps: AiDiagnosisDeps): Promise<AiDiagnosisResult> {
  // Outside any try: if the embedded engine fails there is nothing to fall back to, and the caller must know.
  const ranked = rank(input, KNOWLEDGE);
  const embedded = diagnose(input, KNOWLEDGE, ranked);
  const fallback = (kind: FallbackKind, detail: string): AiDiagnosisResult => ({ ...embedded, fallbackReason: `${kind}: ${detail}` });

  if (!deps.ai) return fallback("ai-unconfigured", "no Workers AI binding");
  // An unset var arrives as undefined at runtime whatever the type says.
  const model = typeof deps.model === "string" ? deps.model.trim() : "";
  if (!model) return fallback("ai-unconfigured", "no AI model configured");

  // The same ranking as the embedded answer: ranked once, not again for the model's candidates.
  const candidates = rankCandidates(input, AI_CANDIDATES, KNOWLEDGE, ranked);

  try {
    const known = knownUnavailable();
    if (known) return fallback("ai-unavailable", known);

    const verdict = await askModel(deps.ai, model, deps.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS, input, candidates, embedded, ranked.out.query);
    if (verdict.ok) return verdict.result;
    return fallback(`ai-${verdict.kind}`, verdict.detail);
  } catch (error) {
    const failure = classifyFailure(error, deps.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS);
    if (failure.kind === "ai-unavailable") rememberAiUnavailable(LOCAL_UNAVAILABLE);
    return fallback(failure.kind, failure.detail);
  }
}

class AiTimeout extends Error {
  override name = "AiTimeout";
}

async function askModel(
  binding: Ai,
  model: string,
  timeoutMs: number,
  input: DiagnosisInput,
  candidates: readonly Candidate[],
  embedded: DiagnosisResult,
  read: QueryAnalysis,
): Promise<Verdict> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race is what enforces the budget: aborting alone is not enough if a binding ignores the signal.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new AiTimeout(`no answer within ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });

  const call = generateText({
    model: createWorkersAI({ binding })(model),
    instructions: INSTRUCTIONS,
    prompt: buildPrompt(input, candidates, embedded, read),
    output: Output.object({ schema: aiAnswerSchema, name: "diagnosis" }),
    temperature: 0.2,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    // A retry after 429/3040 would eat the budget the user is waiting on; the embedded answer is immediate.
    maxRetries: 0,
    abortSignal: controller.signal,
  });
  // The losing side of the race must not surface as an unhandled rejection.
  call.catch(() => {});

  try {
    const result = await Promise.race([call, deadline]);
    return checkAnswer(result.output, candidates, embedded, input.vehicleType, read.profile);
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) return recheckRawText(error.text, candidates, embedded, input.vehicleType, read.profile);
    if (NoOutputGeneratedError.isInstance(error)) return { ok: false, kind: "invalid-output", detail: "the model returned no output" };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The SDK only says "could not parse" or "did not match"; re-checking the raw text ourselves tells a
 * missing safety level (unsafe) apart from other schema failures (invalid).
 */
function recheckRawText(
  text: string | undefined,
  candidates: readonly Candidate[],
  embedded: DiagnosisResult,
  vehicleType: VehicleType,
  profile: VehicleProfile,
): Verdict {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    return { ok: false, kind: "invalid-output", detail: "the model's answer is not JSON" };
  }
  return checkAnswer(value, candidates, embedded, vehicleType, profile);
}

/** Asks the availability cache without probing: a probe would add a paid round trip to the user's wait. */
function knownUnavailable(): string | undefined {
  const known = knownEngine();
  return known?.engine === "embedded" ? (known.reason ?? "Workers AI was recently unavailable") : undefined;
}

/** Errors arrive raw, wrapped by workers-ai-provider (APICallError) or by the SDK (RetryError), so look through the chain. */
function errorChain(error: unknown): unknown[] {
  const out: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && out.length < 10) {
    const e = queue.shift();
    if (e === undefined || e === null || out.includes(e)) continue;
    out.push(e);
    if (typeof e === "object") {
      const o = e as { cause?: unknown; lastError?: unknown; errors?: unknown };
      queue.push(o.cause, o.lastError);
      if (Array.isArray(o.errors)) queue.push(...o.errors);
    }
  }
  return out;
}

const RATE_LIMIT_CODES = new Set([3036, 3040]);

function isRateLimit(e: unknown): boolean {
  if (APICallError.isInstance(e)) {
    if (e.statusCode === 429) return true;
    const code = (e.data as { workersAIErrorCode?: unknown } | undefined)?.workersAIErrorCode;
    if (typeof code === "number" && RATE_LIMIT_CODES.has(code)) return true;
  }
  if (typeof e === "object" && e !== null) {
    const o = e as { status?: unknown; statusCode?: unknown; code?: unknown };
    if (o.status === 429 || o.statusCode === 429) return true;
    if (RATE_LIMIT_CODES.has(Number(o.code))) return true;
  }
  const message = e instanceof Error ? e.message : typeof e === "string" ? e : "";
  return /\b(3036|3040)\b|\b429\b|capacity|too many requests|rate.?limit/i.test(message);
}

function isTimeout(e: unknown): boolean {
  return e instanceof AiTimeout || ((e instanceof Error || e instanceof DOMException) && (e.name === "AbortError" || e.name === "TimeoutError"));
}

function classifyFailure(error: unknown, timeoutMs: number): { kind: FallbackKind; detail: string } {
  const chain = errorChain(error);
  if (chain.some(isTimeout)) return { kind: "ai-timeout", detail: `no answer within ${timeoutMs} ms` };
  if (chain.some(isRemoteOnlyError)) return { kind: "ai-unavailable", detail: LOCAL_UNAVAILABLE };
  if (chain.some(isRateLimit)) return { kind: "ai-rate-limited", detail: "Workers AI is rate limited or out of capacity" };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: "ai-error", detail: message.slice(0, 200) };
}
