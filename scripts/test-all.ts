/**
 * `npm test`: the typecheck and Biome (format, lint), then unit, integration (workerd + D1/KV) and end-to-end (Chromium) tests, then one
 * closing line "N passed, N failed" for CI, where the typecheck and Biome count as one check each (a type error or a lint finding is a failure).
 * Builds first, since integration and e2e run against the built Worker.
 * Exits non-zero on any failure. Without Chromium the e2e layer is skipped LOUDLY (CI installs it).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function run(cmd: string, args: string[]): number {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  return r.status ?? 1;
}

// The typecheck and the linter do not stop the tests: a type error, a lint or format finding and a failing test are
// all worth seeing in one run.
const typecheckOk = run("npm", ["run", "typecheck", "--silent"]) === 0;
if (!typecheckOk) console.log("\nTypecheck failed (see above): counted as 1 failed.");
// Biome: formatting, lint rules and import order over the whole codebase (biome.json); `npm run format` fixes most.
const lintOk = run("npm", ["run", "lint", "--silent"]) === 0;
if (!lintOk) console.log("\nLint or format check failed (see above; `npm run format` fixes most): counted as 1 failed.");

const build = run("npm", ["run", "build", "--silent"]);
if (build !== 0) {
  console.log("\nBuild failed: integration and e2e tests cannot run.");
  const checksOk = Number(typecheckOk) + Number(lintOk);
  console.log(`${checksOk} passed, ${3 - checksOk} failed`);
  process.exit(1);
}

const haveChromium = existsSync(CHROMIUM);
const projects = ["unit", "integration", ...(haveChromium ? ["e2e"] : [])];
const outDir = mkdtempSync(join(tmpdir(), "fieldfix-test-"));
const report = join(outDir, "report.json");
const status = run("vitest", ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
  };
  passed = r.numPassedTests;
  // A file that fails to load (or whose hooks fail) has no failed tests of its own; count it once.
  const brokenFiles = r.testResults.filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
  failed = r.numFailedTests + brokenFiles;
  skipped = r.numPendingTests + r.numTodoTests;
}
rmSync(outDir, { recursive: true, force: true });
if (status !== 0 && failed === 0) failed = 1;
for (const ok of [typecheckOk, lintOk]) {
  if (ok) passed += 1;
  else failed += 1;
}

if (!haveChromium) {
  const bar = "!".repeat(78);
  console.log(
    `\n${bar}\n!! E2E TESTS SKIPPED: no Chromium at ${CHROMIUM}.\n!! Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n!! CI installs it, so there the e2e layer always runs.\n${bar}`,
  );
}
console.log(`\nLayers run: typecheck, ${projects.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
