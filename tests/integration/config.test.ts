import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
// The built Worker itself (the module the integration pool serves), so it can be handed an environment of our own.
// @ts-expect-error build output: plain JavaScript without type declarations
import worker from "../../build/server/index.js";

const handler = worker as {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;
  scheduled: (controller: ScheduledController, env: Env, ctx: ExecutionContext) => Promise<void>;
};
const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
const SECRET = "mc-live-4f9a2c7e1b";

afterEach(() => vi.restoreAllMocks());

describe("the environment is checked before the first request", () => {
  it("serves with the test environment (which is the local development one)", async () => {
    const res = await handler.fetch(new Request("http://localhost/api/health"), env as Env, ctx);
    expect(res.status).toBe(200);
  });

  it("answers a bad deployment with the plain 500 and logs what is wrong by name, never the values", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    // A production-like deployment: outbox off, no mail secret, and a secret pasted into PUBLIC_ORIGIN by mistake.
    const broken = { ...env, DEV_OUTBOX: "false", PUBLIC_ORIGIN: `https://fieldfix.app/${SECRET}`, MAILCHANNELS_API_KEY: undefined } as unknown as Env;

    for (const path of ["/api/health", "/"]) {
      const res = await handler.fetch(new Request(`http://localhost${path}`), broken, ctx);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toContain("Something went wrong");
      expect(body).not.toContain("PUBLIC_ORIGIN");
      expect(body).not.toContain(SECRET);
    }
    const message = logged.find((l) => l.startsWith("FieldFix cannot start"));
    expect(message).toContain("PUBLIC_ORIGIN must be an origin only");
    expect(message).toContain("MAILCHANNELS_API_KEY is missing: set the secret with `wrangler secret put MAILCHANNELS_API_KEY`");
    expect(logged.join("\n")).not.toContain(SECRET);
  });

  it("refuses the hourly housekeeping too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...env, DB: undefined } as unknown as Env;
    await expect(
      handler.scheduled({ scheduledTime: Date.now(), cron: "17 * * * *", noRetry: () => undefined } as ScheduledController, broken, ctx),
    ).rejects.toThrow(/DB must be a D1 database binding/);
  });
});
