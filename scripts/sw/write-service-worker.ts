import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const TEMPLATE = new URL("./sw.template.js", import.meta.url);
/** Files in the client build that are never precached (the worker itself, static-asset config, crawler hints). */
const SKIP = [/^sw\.js$/, /^\.assetsignore$/, /^_headers$/, /^_redirects$/, /^robots\.txt$/, /^\.vite\//, /^icon\.svg$/, /\.map$/];

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    return e.isDirectory() ? listFiles(full, root) : [relative(root, full).split(sep).join("/")];
  });
}

/**
 * Writes <clientDir>/sw.js from scripts/sw/sw.template.js: the precache list is every file of this build, and
 * the version is a hash of their contents and of the template, so it changes whenever anything shipped changes.
 * Called from react-router.config.ts (buildEnd), after the client build is complete.
 */
export function writeServiceWorker(clientDir: string): { version: string; files: string[] } {
  const template = readFileSync(TEMPLATE, "utf8");
  const files = listFiles(clientDir)
    .filter((f) => !SKIP.some((re) => re.test(f)))
    .sort();
  const hash = createHash("sha256").update(template);
  for (const f of files)
    hash
      .update(f)
      .update("\0")
      .update(readFileSync(join(clientDir, f)))
      .update("\0");
  const version = hash.digest("hex").slice(0, 16);
  const routeManifest = files.find((f) => /^assets\/manifest-[\w-]+\.js$/.test(f));
  if (!routeManifest) throw new Error(`writeServiceWorker: no React Router manifest in ${clientDir}/assets`);
  // Static HTML is served without its extension (Workers assets' html_handling): /offline.html answers /offline.
  const precache = files.map((f) => `/${f.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`);
  const sw = template
    .replace("__FIELDFIX_SW_VERSION__", version)
    .replace("__FIELDFIX_SW_PRECACHE__", JSON.stringify(precache))
    .replace("__FIELDFIX_SW_ROUTE_MANIFEST__", `/${routeManifest}`);
  writeFileSync(join(clientDir, "sw.js"), sw);
  return { version, files: precache };
}
