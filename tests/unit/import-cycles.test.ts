import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeCycle, findCycles, importGraph, sourceFiles } from "./import-graph.ts";

const root = join(__dirname, "../..");
const appDir = join(root, "app");

describe("import circles", () => {
  it("finds a circle made of a value import, a type-only import and a re-export, and none once it is cut", () => {
    const dir = mkdtempSync(join(tmpdir(), "import-cycles-"));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    write("a.ts", 'import { b } from "./b.ts";\nexport const a = b;');
    write("b.ts", 'import type { C } from "./c.ts";\nexport const b: C = 1;');
    write("c.ts", 'export type C = 1;\nexport { a } from "./a.ts";');
    const files = ["a.ts", "b.ts", "c.ts"].map((f) => join(dir, f));
    expect(findCycles(importGraph(files, dir)).map((c) => describeCycle(c, dir))).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
    write("c.ts", "export type C = 1;");
    expect(findCycles(importGraph(files, dir))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads the app's own imports: relative, '~/' and type-only, not packages or dynamic import()", () => {
    const file = join(appDir, "routes/history.tsx");
    const graph = importGraph([file], appDir, () =>
      [
        'import { useRevalidator } from "react-router";',
        'import { appContext } from "~/.server/context.ts";',
        'import type { Route } from "./+types/history";',
        'import type { HistoryEntry } from "../domain/history.ts";',
        'const later = () => import("~/lib/api.ts");',
      ].join("\n"),
    );
    expect(graph.get(file)!.map((f) => describeCycle([f], appDir))).toEqual([".server/context.ts", "domain/history.ts"]);
  });

  it("has no circle among the app's and the Worker's modules", () => {
    const files = [...sourceFiles(appDir), ...sourceFiles(join(root, "workers"))];
    expect(files.length).toBeGreaterThan(100);
    const cycles = findCycles(importGraph(files, appDir)).map((c) => describeCycle(c, root));
    expect(cycles).toEqual([]);
  });
});
