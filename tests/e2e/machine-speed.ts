/**
 * A fixed piece of browser work that stands for this machine's speed, measured in the page the engine is timed in
 * (tests/e2e/engine-speed.test.ts). It is the same kind of work as the offline engine's first answer, and none of
 * FieldFix's code: a module of about 300 KB (JSON in a string literal, as the knowledge shards are) imported from a
 * blob, parsed, and walked by code that runs once, cold (strings split and searched, a map built, numbers sorted).
 * The module text is built before the clock starts; only importing and running it are timed.
 *
 * Never change it: its time on the reference machine (REFERENCE_CALIBRATION_MS in the test) was measured with this
 * exact text, and a different workload would silently move every bound.
 */
export const CALIBRATION = `(async () => {
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const words = [];
  for (let i = 0; i < 12000; i++) {
    let w = "";
    const n = 3 + (next() % 9);
    for (let j = 0; j < n; j++) w += letters[next() % 26];
    words.push(w);
  }
  const numbers = [];
  for (let i = 0; i < 30000; i++) numbers.push(next() % 65536);
  const rows = [];
  for (let i = 0; i < 900; i++) rows.push({ id: words[i], parts: [words[i + 1], words[i + 2]], n: numbers.slice(i * 8, i * 8 + 8) });
  const data = JSON.stringify({ words: words.join(","), numbers, rows });
  const source =
    "export default JSON.parse('" + data + "');\\n" +
    "export function run(d) {\\n" +
    "  const list = d.words.split(',');\\n" +
    "  const sorted = [...list].sort();\\n" +
    "  const at = new Map();\\n" +
    "  list.forEach((w, i) => at.set(w, i));\\n" +
    "  let hits = 0;\\n" +
    "  for (const r of d.rows) for (const p of r.parts) if (at.has(p)) hits += r.n.reduce((a, b) => a + b, 0) % 7;\\n" +
    "  const nums = Float64Array.from(d.numbers).sort();\\n" +
    "  for (let i = 0; i < 10000; i++) { let lo = 0, hi = sorted.length - 1; const x = list[i]; while (lo <= hi) { const m = (lo + hi) >> 1; if (sorted[m] < x) lo = m + 1; else hi = m - 1; } hits += lo & 1; }\\n" +
    "  return hits + nums[nums.length >> 1];\\n" +
    "}\\n";
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const t0 = performance.now();
  const m = await import(url);
  const out = m.run(m.default);
  const ms = performance.now() - t0;
  URL.revokeObjectURL(url);
  if (!(out > 0)) throw new Error("calibration: no result");
  return ms;
})()`;
