import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The engine runs in the Worker and in the browser: no Node, Worker or DOM APIs may creep in.
const root = join(__dirname, "../../app/domain/diagnosis");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("diagnosis engine purity", () => {
  it("imports only relative .ts modules and uses no platform globals", () => {
    for (const f of files(root)) {
      const src = readFileSync(f, "utf8");
      for (const m of src.matchAll(/^\s*(?:import|export)[^"']*from\s+["']([^"']+)["']/gm)) {
        // The exceptions are data: the compiled knowledge artifact (plain JavaScript) and the owners' vocabulary,
        // a knowledge file the query side needs at run time (docs/decisions/synonyms-as-data.md).
        if (m[1] === "../../generated/knowledge.js" || m[1] === "../../../knowledge/synonyms.json") continue;
        expect(m[1], f).toMatch(/^\.{1,2}\/.*\.ts$/);
      }
      expect(src, f).not.toMatch(/\b(?:process\.|require\(|window\.|document\.|localStorage|globalThis\.fetch|caches\.|__dirname)/);
    }
  });
});
