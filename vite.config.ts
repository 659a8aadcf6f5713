import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Swaps lucide-react's icon factory for app/lib/lucide-lite.ts (see that file and docs/decisions/0005). */
function lucideLite(): Plugin {
  const lite = fileURLToPath(new URL("./app/lib/lucide-lite.ts", import.meta.url));
  return {
    name: "fieldfix:lucide-lite",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) return lite;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    // remoteBindings: false keeps every local run off the network: AI then throws "needs to be run remotely"
    // and the app falls back to the embedded engine.
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    lucideLite(),
    tailwindcss(),
    reactRouter(),
  ],
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          output: {
            // Each part of the packed knowledge in a chunk of its own: one chunk over ~8 MB is more than the test
            // workerd loads in one message (scripts/kb/compile.ts, PART_CHARS).
            codeSplitting: {
              groups: [{ name: (id: string) => /(knowledge-part-\d+)\.js$/.exec(id)?.[1] ?? null, test: /app[\\/]generated[\\/]knowledge-part-\d+\.js$/ }],
            },
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router load on every page: one chunk, so the automatic splitting does not
            // cut them into differently sized pieces as routes come and go (each piece costs gzip overhead).
            codeSplitting: { groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] },
          },
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // React Router emits modulepreload links for route chunks itself; Vite's preload helper only adds bytes to every page.
  build: { modulePreload: false },
});
