/**
 * Operators issue subscription keys:
 *   npm run keys -- issue --plan <tractor|atv|automotive|all> [--count N] [--remote | --persist-to DIR]
 * Prints one key per line on stdout and writes only their SHA-256 hashes to D1 (the local database by default).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashSubscriptionKey, newSubscriptionKey } from "../app/.server/subscriptions/keys.ts";

const PLANS = ["tractor", "atv", "automotive", "all"] as const;
type Plan = (typeof PLANS)[number];

function usage(message?: string): never {
  if (message) console.error(`error: ${message}`);
  console.error("usage: npm run keys -- issue --plan <tractor|atv|automotive|all> [--count N] [--remote | --persist-to DIR]");
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith("--")) usage(`${name} needs a value`);
  return v;
}

export function issueSql(plan: Plan, keys: string[]): string {
  return keys.map((k) => `INSERT INTO subscription_keys (key_hash, plan) VALUES ('${hashSubscriptionKey(k)}', '${plan}');`).join("\n");
}

function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "issue") usage(command ? `unknown command '${command}'` : undefined);
  const plan = option(args, "--plan") as Plan | undefined;
  if (!plan || !PLANS.includes(plan)) usage("--plan must be one of tractor, atv, automotive, all");
  const count = Number(option(args, "--count") ?? "1");
  if (!Number.isInteger(count) || count < 1 || count > 1000) usage("--count must be a whole number from 1 to 1000");
  const remote = args.includes("--remote");
  const persistTo = option(args, "--persist-to") ?? ".wrangler/state";

  const keys = Array.from({ length: count }, newSubscriptionKey);
  const dir = mkdtempSync(join(tmpdir(), "fieldfix-keys-"));
  try {
    const file = join(dir, "keys.sql");
    writeFileSync(file, issueSql(plan, keys));
    execFileSync(
      "wrangler",
      ["d1", "execute", "DB", ...(remote ? ["--remote"] : ["--local", "--persist-to", persistTo]), "--file", file, "--config", "wrangler.toml"],
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${keys.join("\n")}\n`);
  console.error(`Issued ${count} '${plan}' key${count === 1 ? "" : "s"} to the ${remote ? "remote" : "local"} database (only hashes stored).`);
}

if (import.meta.main) main();
