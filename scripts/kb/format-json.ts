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
