import { diagnose } from "~/domain/diagnosis/engine.ts";
import type { Engine } from "./diagnostics-service.ts";

/** The engine a request uses. */
export function engineFor(_env: Env): Engine {
  return async (input) => diagnose(input);
}
