import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

const PORT = Number(process.env.E2E_PORT ?? 8788);
const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * Serves the built app (npm run build must have run) with wrangler dev on a fresh, migrated and seeded local
 * database, so every e2e run starts from the same state and never touches the developer's own data.
 */
export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), "fieldfix-e2e-"));
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { env: WRANGLER_ENV, stdio: ["ignore", "ignore", "inherit"] });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "--config", "wrangler.toml"]);
  run("node", ["scripts/seed.ts", "--persist-to", state]);

  // localhost, not 127.0.0.1: WebAuthn refuses IP addresses as relying-party ids, and the passkey tests need one
  // that matches PUBLIC_ORIGIN.
  const origin = `http://localhost:${PORT}`;
  const server: ChildProcess = spawn(
    "wrangler",
    [
      "dev",
      "--local",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--var",
      "DEV_OUTBOX:true",
      "--var",
      `PUBLIC_ORIGIN:${origin}`,
    ],
    { env: WRANGLER_ENV, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not become healthy in 60 s:\n${log}`);
  project.provide("baseUrl", origin);
  project.provide("stateDir", state);

  return () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(state, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's local D1/KV state directory, for tests that issue keys or insert fixtures. */
    stateDir: string;
  }
}
