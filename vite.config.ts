import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
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
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // React Router emits modulepreload links for route chunks itself; Vite's preload helper only adds bytes to every page.
  build: { modulePreload: false },
});
