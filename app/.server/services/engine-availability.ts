/**
 * Which diagnosis engine answers: Workers AI when the binding really works, else the embedded engine.
 * Locally (remoteBindings: false) every AI.run throws "... needs to be run remotely"; we remember the
 * outcome per isolate for a while instead of paying for a probe on every call.
 */
export type EngineName = "workers-ai" | "embedded";

const PROBE_TTL_MS = 5 * 60 * 1000;
let cached: { engine: EngineName; at: number; reason?: string } | undefined;

export function isRemoteOnlyError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /needs to be run remotely/i.test(message);
}

/** What is remembered right now, without probing: undefined when nothing (fresh) is known. */
export function knownEngine(now = Date.now()): { engine: EngineName; reason?: string } | undefined {
  if (!cached || now - cached.at >= PROBE_TTL_MS) return undefined;
  return { engine: cached.engine, reason: cached.reason };
}

export function rememberAiUnavailable(reason: string, now = Date.now()) {
  cached = { engine: "embedded", at: now, reason };
}

export function resetEngineAvailability() {
  cached = undefined;
}

export async function detectEngine(
  ai: { run: (model: never, input: never) => Promise<unknown> } | undefined,
  model: string,
  now = Date.now(),
): Promise<{ engine: EngineName; reason?: string }> {
  if (cached && now - cached.at < PROBE_TTL_MS) return { engine: cached.engine, reason: cached.reason };
  if (!ai || !model) {
    cached = { engine: "embedded", at: now, reason: "no AI binding or model configured" };
    return cached;
  }
  try {
    await withTimeout(ai.run(model as never, { messages: [{ role: "user", content: "ping" }], max_tokens: 1 } as never), 5000);
    cached = { engine: "workers-ai", at: now };
  } catch (error) {
    cached = {
      engine: "embedded",
      at: now,
      reason: isRemoteOnlyError(error) ? "Workers AI is not available locally" : "Workers AI probe failed",
    };
  }
  return { engine: cached.engine, reason: cached.reason };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
