/**
 * `npm run lighthouse`: builds, serves the built app with wrangler dev on a fresh seeded local database, and runs
 * Lighthouse (mobile, its default) on the home page with Debian's Chromium. Prints the four category scores and
 * the failing audits; exits non-zero below the targets (performance 95, accessibility 100, best practices 100,
 * SEO 95). `-- --no-build` reuses build/. Set CHROMIUM_PATH for another browser.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8815);
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 95 };
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { env, stdio: ["ignore", "ignore", "inherit"] });

if (!process.argv.includes("--no-build")) run("npm", ["run", "build", "--silent"]);
const state = mkdtempSync(join(tmpdir(), "fieldfix-lighthouse-"));
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state, "--config", "wrangler.toml"]);
run("node", ["scripts/seed.ts", "--persist-to", state]);

const origin = `http://127.0.0.1:${PORT}`;
const server: ChildProcess = spawn(
  "wrangler",
  // Local settings, as npm start has them (.dev.vars): without them the start-up check (app/.server/config.ts) refuses
  // wrangler.toml's production vars, which have no mail secret here.
  ["dev", "--local", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", state, "--show-interactive-dev-session=false",
    "--var", "DEV_OUTBOX:true", "--var", `PUBLIC_ORIGIN:http://127.0.0.1:${PORT}`],
  { env, stdio: "ignore", detached: true },
);
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("wrangler dev did not start in 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  });
  const result = await lighthouse(`${origin}/`, { port: chrome.port, output: "html", logLevel: "error" });
  if (!result) throw new Error("Lighthouse returned no result");
  const { lhr } = result;
  writeFileSync(join(tmpdir(), "fieldfix-lighthouse.html"), String(result.report));
  for (const [id, cat] of Object.entries(lhr.categories)) {
    const score = Math.round((cat.score ?? 0) * 100);
    const ok = score >= (TARGETS[id] ?? 0);
    if (!ok) failed = true;
    console.log(`${cat.title.padEnd(16)} ${String(score).padStart(3)}  (target ${TARGETS[id]})${ok ? "" : "  BELOW TARGET"}`);
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) console.log(`    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
  const m = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  console.log(`FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}`);
  console.log(`Full report: ${join(tmpdir(), "fieldfix-lighthouse.html")}`);
} finally {
  await chrome?.kill();
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(state, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
