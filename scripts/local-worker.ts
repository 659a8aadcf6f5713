/**
 * The built app served by `wrangler dev --local` on a fresh, migrated and seeded database of its own, so a run starts
 * from the same state and never touches the developer's data: the e2e layer's server (tests/e2e/global-setup.ts), the
 * cold-start measurement (tests/e2e/engine-speed.test.ts) and `npm run lighthouse`. `npm run build` must have run.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export interface LocalWorker {
  /** `http://<host>:<port>`, also the Worker's PUBLIC_ORIGIN. */
  origin: string;
  /** The local D1/KV state directory. */
  state: string;
  /** Stops wrangler (its whole process group) and deletes the state. */
  stop: () => void;
}

/** Applies the migrations and the seed to a local D1 state directory (~20 s: two wrangler runs). */
function migrateAndSeed(state: string) {
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { env: WRANGLER_ENV, stdio: ["ignore", "ignore", "inherit"] });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "--config", "wrangler.toml"]);
  run("node", ["scripts/seed.ts", "--persist-to", state]);
}

/**
 * A migrated and seeded state directory that no server uses, for startLocalWorker's `template`: a second server in
 * the same run (the e2e cold-start measurement) then starts from a copy of it instead of migrating and seeding again.
 * The caller deletes it.
 */
export function prepareState(name: string): string {
  const state = mkdtempSync(join(tmpdir(), `fieldfix-${name}-`));
  migrateAndSeed(state);
  return state;
}

/**
 * Starts the Worker and waits until /api/health answers (at most 60 s; wrangler's output is in the error otherwise).
 * `host` is the origin's host name: `localhost` where passkeys are tested (WebAuthn refuses IP addresses as
 * relying-party ids). The local settings are the ones `npm start` has (.dev.vars): without them the start-up check
 * (app/.server/config.ts) refuses wrangler.toml's production vars, which have no mail secret here. With `template`
 * (prepareState) the server's state is a copy of it; otherwise it is migrated and seeded here.
 */
export async function startLocalWorker(opts: { port: number; host: "localhost" | "127.0.0.1"; name: string; template?: string }): Promise<LocalWorker> {
  const state = mkdtempSync(join(tmpdir(), `fieldfix-${opts.name}-`));
  if (opts.template) cpSync(opts.template, state, { recursive: true });
  else migrateAndSeed(state);
  const origin = `http://${opts.host}:${opts.port}`;
  const flags = ["--local", "--port", String(opts.port), "--ip", "127.0.0.1", "--persist-to", state, "--show-interactive-dev-session=false"];
  const server: ChildProcess = spawn("wrangler", ["dev", ...flags, "--var", "DEV_OUTBOX:true", "--var", `PUBLIC_ORIGIN:${origin}`], {
    env: WRANGLER_ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout?.on("data", (d) => {
    log += d;
  });
  server.stderr?.on("data", (d) => {
    log += d;
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if ((await fetch(`${origin}/api/health`).catch(() => null))?.ok) return { origin, state, stop };
    if (server.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev ${server.exitCode !== null ? "exited early" : "did not become healthy in 60 s"}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
