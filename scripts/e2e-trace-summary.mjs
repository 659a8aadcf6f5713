// Sums the action times in the Playwright traces that `E2E_TRACE=<dir>` makes the end-to-end tests write (one zip per
// browser context): per action (and per waitUntil of a navigation), then the slowest single actions. It answers
// "where does the end-to-end layer's time go" with numbers instead of guesses (docs/decisions/test-layer-order.md).
// Usage: node scripts/e2e-trace-summary.mjs <dir>. Needs `unzip`.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/e2e-trace-summary.mjs <trace dir>");
  process.exit(2);
}

const totals = new Map();
const slow = [];
let spans = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".zip"))) {
  const text = execFileSync("unzip", ["-p", join(dir, file), "trace.trace"], { maxBuffer: 1 << 30 }).toString();
  const started = new Map();
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const line of text.split("\n")) {
    if (!line) continue;
    const event = JSON.parse(line);
    if (event.type === "before") {
      started.set(event.callId, event);
      first = Math.min(first, event.startTime);
    } else if (event.type === "after") {
      const before = started.get(event.callId);
      // waitForEventInfo brackets other actions; counting it would count their time twice.
      if (!before || before.method === "waitForEventInfo") continue;
      last = Math.max(last, event.endTime);
      const key = `${before.class}.${before.method}${before.params?.waitUntil ? `(${before.params.waitUntil})` : ""}`;
      const ms = event.endTime - before.startTime;
      const total = totals.get(key) ?? { calls: 0, ms: 0 };
      total.calls++;
      total.ms += ms;
      totals.set(key, total);
      if (ms > 1500) slow.push([Math.round(ms), key, file]);
    }
  }
  if (last > first) spans += last - first;
}

console.log(`time inside browser contexts (first action to last, summed): ${Math.round(spans)} ms`);
console.log("    ms  calls  action");
for (const [key, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
  console.log(`${String(Math.round(t.ms)).padStart(6)} ${String(t.calls).padStart(6)}  ${key}`);
}
console.log("slowest single actions (ms, action, trace file):");
for (const s of slow.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`  ${s.join("  ")}`);
