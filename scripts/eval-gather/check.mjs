// Gatherers' address check (run from anywhere): node scripts/eval-gather/check.mjs [--claim] URL [URL...]
// Prints one line per URL: "free" / "used" (or "claimed" with --claim). "Used" means an evaluation case's page, a
// knowledge source, or a page another helper already claimed (claims.txt in GATHER_DIR, default /work/gather, outside
// the repository). It never prints what any of those files hold, so a gatherer or knowledge writer learns nothing of
// the evaluation from it.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pageKey } from "./page-key.mjs";

const repo = new URL("../../", import.meta.url).pathname;
const gatherDir = process.env.GATHER_DIR ?? "/work/gather";
const used = new Set();
const add = (text) => {
  for (const m of String(text).matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
    try {
      used.add(pageKey(m[0].replace(/[.,;]+$/, "")));
    } catch {}
  }
};
// The cases' own source fields too: an address with a bracket or quote in it is cut short by the pattern above.
const cases = readFileSync(join(repo, "tests/eval/real-world.jsonl"), "utf8");
for (const line of cases.split("\n")) {
  if (!line.trim()) continue;
  try {
    used.add(pageKey(JSON.parse(line).source));
  } catch {}
}
add(cases);
const walk = (dir) => {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(json|jsonl|ya?ml|md)$/.test(f)) add(readFileSync(p, "utf8"));
  }
};
walk(join(repo, "knowledge"));
const claims = join(gatherDir, "claims.txt");
if (existsSync(claims)) add(readFileSync(claims, "utf8"));
const args = process.argv.slice(2);
const claim = args[0] === "--claim";
for (const url of claim ? args.slice(1) : args) {
  let p;
  try {
    p = pageKey(url);
  } catch {
    console.log(`${url}\tinvalid`);
    continue;
  }
  if (used.has(p)) console.log(`${url}\tused`);
  else if (claim) {
    mkdirSync(gatherDir, { recursive: true });
    appendFileSync(claims, `${url}\n`);
    used.add(p);
    console.log(`${url}\tclaimed`);
  } else console.log(`${url}\tfree`);
}
