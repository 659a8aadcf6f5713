import { describe, expect, it } from "vitest";
import { ConfigError, checkEnv, checkEnvOnce } from "~/.server/config.ts";

const fn = () => undefined;
/** Stand-ins with the methods a real binding has; the check looks at shape, not at what they do. */
const bindings = {
  DB: { prepare: fn, batch: fn, exec: fn },
  KV: { get: fn, put: fn, delete: fn, list: fn },
  BUDGETS: { idFromName: fn, get: fn },
  AI: { run: fn },
};
const production = {
  ...bindings,
  PUBLIC_ORIGIN: "https://fieldfix.app",
  MAIL_FROM: "FieldFix <no-reply@fieldfix.app>",
  AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  DEV_OUTBOX: "false",
  MAILCHANNELS_API_KEY: "mc-live-4f9a2c7e1b",
};
/** What `npm start` and the tests run with: .dev.vars (or --var) over wrangler.toml's [vars], no mail secret. */
const local = { ...production, PUBLIC_ORIGIN: "http://localhost:8787", DEV_OUTBOX: "true", MAILCHANNELS_API_KEY: undefined };

function problems(env: Record<string, unknown>): string[] {
  try {
    checkEnv(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe("environment check at start-up", () => {
  it("accepts production settings and the local development defaults", () => {
    expect(problems(production)).toEqual([]);
    expect(problems(local)).toEqual([]);
    expect(problems({ ...local, PUBLIC_ORIGIN: "http://127.0.0.1:8788" })).toEqual([]);
    // Workers AI is optional: without it the embedded engine answers.
    expect(problems({ ...production, AI: undefined, AI_MODEL: undefined })).toEqual([]);
  });

  it("names every missing binding, var and secret in one message", () => {
    const { DB: _db, BUDGETS: _budgets, PUBLIC_ORIGIN: _origin, MAILCHANNELS_API_KEY: _key, ...rest } = production;
    const found = problems(rest);
    expect(found).toEqual([
      "DB must be a D1 database binding (see wrangler.toml)",
      "BUDGETS must be a Durable Object namespace (class BudgetCounter) binding (see wrangler.toml)",
      "PUBLIC_ORIGIN is missing: the site's public origin, e.g. https://fieldfix.app",
      "MAILCHANNELS_API_KEY is missing: set the secret with `wrangler secret put MAILCHANNELS_API_KEY` (local runs: DEV_OUTBOX=true in .dev.vars)",
    ]);
    expect(() => checkEnv(rest)).toThrow(/^FieldFix cannot start: its configuration is incomplete or wrong\.\n {2}- DB must be/);
  });

  it("says what a wrong value must be, without ever repeating the value", () => {
    const secret = "mc-live-4f9a2c7e1b";
    const wrong = {
      ...production,
      // A secret pasted into the wrong var is the classic leak: the message must not carry it to the logs.
      PUBLIC_ORIGIN: `https://fieldfix.app/${secret}`,
      MAIL_FROM: secret,
      DEV_OUTBOX: "yes",
      KV: "fieldfix-kv",
    };
    let message = "";
    try {
      checkEnv(wrong);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PUBLIC_ORIGIN must be an origin only (scheme and host, no path or trailing slash)");
    expect(message).toContain("MAIL_FROM must be an e-mail address");
    expect(message).toContain('DEV_OUTBOX must be "true" or "false"');
    expect(message).toContain("KV must be a KV namespace binding");
    expect(message).not.toContain(secret);
    expect(message).not.toContain("yes");
    expect(message).not.toContain("fieldfix-kv");
  });

  it("refuses the dev outbox on a public origin: it would show everyone's sign-up codes and reset links", () => {
    expect(problems({ ...production, DEV_OUTBOX: "true" })).toEqual(['DEV_OUTBOX must be "false" when PUBLIC_ORIGIN is not a localhost address']);
    expect(problems({ ...production, PUBLIC_ORIGIN: "https://fieldfix.app/", DEV_OUTBOX: "false" })).toEqual([
      "PUBLIC_ORIGIN must be an origin only (scheme and host, no path or trailing slash), e.g. https://fieldfix.app",
    ]);
  });

  it("checks an environment once, and again for another one", () => {
    const env = { ...production } as unknown as Env;
    checkEnvOnce(env);
    // Spoiling the checked object afterwards is not seen: the check ran once for it.
    (env as unknown as Record<string, unknown>).PUBLIC_ORIGIN = "nope";
    expect(() => checkEnvOnce(env)).not.toThrow();
    expect(() => checkEnvOnce({ ...production, PUBLIC_ORIGIN: "nope" } as unknown as Env)).toThrow(ConfigError);
  });
});
