import { z } from "zod";

/**
 * The Worker's bindings, vars and secrets (wrangler.toml, .dev.vars, `wrangler secret put`), checked once per isolate
 * before the first request is served. A deployment that is missing something fails at once with one message naming
 * every problem, instead of failing later in whichever feature first reads the value (a sign-up e-mail, say).
 * Messages name keys and what they must be, never the values: a secret put in the wrong place must not reach a log.
 */

/** A binding is an object with these methods (D1, KV, Durable Object namespace, Workers AI). */
const binding = (what: string, methods: string[]) =>
  z.custom<object>((v) => typeof v === "object" && v !== null && methods.every((m) => typeof (v as Record<string, unknown>)[m] === "function"), {
    error: `must be a ${what} binding (see wrangler.toml)`,
  });

const text = (what: string) =>
  z
    .string({ error: `is missing: ${what}` })
    .trim()
    .min(1, { error: `is empty: ${what}` });

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const envSchema = z.object({
  DB: binding("D1 database", ["prepare", "batch"]),
  KV: binding("KV namespace", ["get", "put", "delete"]),
  BUDGETS: binding("Durable Object namespace (class BudgetCounter)", ["idFromName", "get"]),
  // Optional: without Workers AI every diagnosis comes from the embedded engine (see ai-engine.ts). Local runs get
  // a stand-in whose shape differs between wrangler versions, so only "an object" is asked of it.
  AI: z.custom<object>((v) => v === undefined || (typeof v === "object" && v !== null), { error: "must be a Workers AI binding (see wrangler.toml)" }),
  AI_MODEL: z.string({ error: "must be a Workers AI model name such as @cf/meta/llama-3.3-70b-instruct-fp8-fast" }).optional(),
  PUBLIC_ORIGIN: text("the site's public origin, e.g. https://fieldfix.app").refine(isOrigin, {
    error: "must be an origin only (scheme and host, no path or trailing slash), e.g. https://fieldfix.app",
  }),
  MAIL_FROM: text('the sender of e-mails, e.g. "FieldFix <no-reply@fieldfix.app>"').refine((v) => /^(?:[^<>]*<)?[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+>?$/.test(v), {
    error: 'must be an e-mail address, optionally with a name: "FieldFix <no-reply@fieldfix.app>"',
  }),
  DEV_OUTBOX: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).optional(),
  MAILCHANNELS_API_KEY: z.string({ error: "must be text" }).optional(),
});

/**
 * Rules across keys, applied to the raw values so they are reported together with everything else (zod skips an
 * object's refinements while any of its keys is wrong).
 */
function crossKeyProblems(env: Record<string, unknown>): string[] {
  const found: string[] = [];
  const outbox = env.DEV_OUTBOX === "true";
  const key = env.MAILCHANNELS_API_KEY;
  if (!outbox && (typeof key !== "string" || !key.trim())) {
    found.push("MAILCHANNELS_API_KEY is missing: set the secret with `wrangler secret put MAILCHANNELS_API_KEY` (local runs: DEV_OUTBOX=true in .dev.vars)");
  }
  // The outbox shows every e-mail (sign-up codes, reset links) to anyone who asks: never on a public site.
  const origin = env.PUBLIC_ORIGIN;
  if (outbox && typeof origin === "string" && isOrigin(origin) && !LOCAL_HOSTS.has(new URL(origin).hostname)) {
    found.push('DEV_OUTBOX must be "false" when PUBLIC_ORIGIN is not a localhost address');
  }
  return found;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`FieldFix cannot start: its configuration is incomplete or wrong.\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Checks the environment; throws a ConfigError listing each problem as "KEY what is wrong". */
export function checkEnv(env: unknown): void {
  const raw = (typeof env === "object" && env !== null ? env : {}) as Record<string, unknown>;
  const result = envSchema.safeParse(raw);
  // Only our own messages: zod's defaults can quote what it received.
  const problems = [...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`)), ...crossKeyProblems(raw)];
  if (problems.length) throw new ConfigError([...new Set(problems)]);
}

const checked = new WeakSet<object>();

/** checkEnv once per environment object (the runtime hands the same one to every request of an isolate). */
export function checkEnvOnce(env: Env): void {
  if (checked.has(env)) return;
  checkEnv(env);
  checked.add(env);
}

export function outboxEnabled(env: Env): boolean {
  return env.DEV_OUTBOX === "true";
}
