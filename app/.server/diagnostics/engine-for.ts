import { runDiagnosis } from "./ai-engine.ts";
import type { Engine } from "./diagnostics-service.ts";

/**
 * The engine a request uses: Workers AI grounded on the embedded engine's candidates, falling back to the
 * embedded engine whenever the AI is unavailable, slow, rate-limited or answers badly (see ai-engine.ts).
 */
export function engineFor(env: Env): Engine {
  return async (input) => {
    const result = await runDiagnosis(input, { ai: env.AI, model: env.AI_MODEL });
    if (result.fallbackReason && !result.fallbackReason.startsWith("ai-unavailable") && !result.fallbackReason.startsWith("ai-unconfigured")) {
      console.warn(JSON.stringify({ level: "warn", event: "ai-fallback", reason: result.fallbackReason }));
    }
    const { fallbackReason: _reason, ...answer } = result;
    return answer;
  };
}
