/**
 * The one JSON layout of the knowledge files: objects one key per line, arrays of plain values on one line when
 * they fit in 120 columns (the formatter's width), otherwise one item per line. Used by the tools that write
 * knowledge files, so a written file reads the same as a hand-edited one.
 */
const WIDTH = 120;

export function formatJson(value: unknown): string {
  return `${render(value, 0, 0)}\n`;
}

function render(value: unknown, indent: number, prefix: number): string {
  const pad = " ".repeat(indent + 2);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const flat = value.every((v) => v === null || typeof v !== "object");
    if (flat) {
      const line = `[${value.map((v) => JSON.stringify(v)).join(", ")}]`;
      if (indent + prefix + line.length <= WIDTH) return line;
    }
    return `[\n${value.map((v) => pad + render(v, indent + 2, 0)).join(",\n")}\n${" ".repeat(indent)}]`;
  }
  if (value && typeof value === "object") {
    const keys = Object.entries(value).filter(([, v]) => v !== undefined);
    if (keys.length === 0) return "{}";
    return `{\n${keys.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${render(v, indent + 2, JSON.stringify(k).length + 2)}`).join(",\n")}\n${" ".repeat(indent)}}`;
  }
  return JSON.stringify(value);
}

// `node scripts/kb/format-json.ts [dir]`: rewrites every knowledge file in that one layout (content unchanged).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readdirSync, readFileSync, statSync, writeFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith(".json") ? [join(dir, f)] : []));
  let changed = 0;
  for (const file of walk(process.argv[2] ?? "knowledge")) {
    const text = readFileSync(file, "utf8");
    const formatted = formatJson(JSON.parse(text));
    if (formatted !== text) {
      writeFileSync(file, formatted);
      changed++;
    }
  }
  console.log(`${changed} file(s) reformatted`);
}
