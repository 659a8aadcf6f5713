import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The static import graph of the app's own modules: `import … from`, `export … from` and bare `import "…"`, type-only
 * imports included (a circle of types is still a circle a reader has to untangle). Dynamic `import()` is left out: it
 * is how the app loads optional parts on demand, and it runs after both modules have finished loading.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" || name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The file an import names, when it is one of ours ("~/" is the app folder); packages and virtual modules give null. */
export function resolveImport(from: string, specifier: string, appDir: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

export function importGraph(files: string[], appDir: string, read: (f: string) => string = (f) => readFileSync(f, "utf8")): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const m of read(file).matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, m[1]!, appDir);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Every import circle, each once, as the files in order with the first repeated at the end (depth-first search). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        // One circle can be entered at any of its files: keep it once, whatever file the search met first.
        const key = [...cycle].sort().join("|");
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

export const describeCycle = (cycle: string[], root: string) => cycle.map((f) => relative(root, f)).join(" -> ");
