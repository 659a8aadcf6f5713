/**
 * One-off (issue #13): derives the first known-issue records (knowledge/known-issues/) from the fault entries whose
 * `pattern` has a source address, and takes that `pattern` off those entries, since the record now says which makes,
 * models and years the fault belongs to (docs/decisions/known-issues.md). Nothing is added that the entries did not
 * already say: makes and models from `pattern`, years and gearboxes from `appliesTo`, the source from `ref`, the
 * title from the cause's closing parenthesis, the kind from the words of that title. No campaign numbers: those are
 * only written by hand from a source seen to state them. Kept for the record of how the data came about; running it
 * again finds nothing left to move.
 *
 *   node scripts/kb/derive-known-issues.ts
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatJson } from "./format-json.ts";

const root = new URL("../..", import.meta.url).pathname;
const faults = join(root, "knowledge/faults");
const out = join(root, "knowledge/known-issues");

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith(".json") ? [join(dir, f)] : []));

interface Entry {
  id: string;
  vehicleTypes: string[];
  cause: string;
  ref: string;
  appliesTo?: { yearFrom?: number; yearTo?: number; transmissions?: string[] };
  pattern?: { makes: string[]; models?: string[] };
}

/** A manufacturer's recall; a service bulletin or service action short of a recall; else a documented pattern. */
function kindOf(title: string): "recall" | "bulletin" | "pattern" {
  if (/\brecalls?\b/i.test(title)) return "recall";
  if (/\b(bulletins?|special coverage|product update|safety alert|repair program|stop-ride notice|complimentary service)\b/i.test(title)) return "bulletin";
  return "pattern";
}

const records = new Map<string, Record<string, unknown> & { id: string; entries: string[]; type: string }>();
let moved = 0;
for (const file of walk(faults)) {
  const list = JSON.parse(readFileSync(file, "utf8")) as Entry[];
  let changed = false;
  for (const e of list) {
    if (!e.pattern || !/^https?:\/\//.test(e.ref)) continue;
    const title = /\(([^()]*)\)\s*$/.exec(e.cause)?.[1]?.trim();
    const a = e.appliesTo ?? {};
    const key = JSON.stringify([e.ref, e.pattern, a.yearFrom, a.yearTo, a.transmissions]);
    const known = records.get(key);
    if (known) known.entries.push(e.id);
    else
      records.set(key, {
        id: e.id,
        kind: kindOf(title ?? ""),
        title,
        makes: e.pattern.makes,
        models: e.pattern.models,
        yearFrom: a.yearFrom,
        yearTo: a.yearTo,
        transmissions: a.transmissions,
        entries: [e.id],
        source: e.ref,
        type: e.vehicleTypes[0]!,
      });
    delete e.pattern;
    changed = true;
    moved++;
  }
  if (changed) writeFileSync(file, formatJson(list));
}

for (const type of ["tractor", "atv", "automotive"]) {
  const path = join(out, `${type}.json`);
  const before = existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Array<{ id: string }>) : [];
  const added = [...records.values()].filter((r) => r.type === type).map(({ type: _, ...r }) => r);
  const all = [...before, ...added].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  if (all.length > 0) writeFileSync(path, formatJson(all));
}
console.log(`${moved} entries' patterns moved into ${records.size} known-issue records`);
