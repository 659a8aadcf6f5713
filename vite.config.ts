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

/**
 * Vite wraps every dynamic import in client code in its preload helper (about 0.9 KB gzip, fetched by every page), even
 * with modulePreload off, because the same helper loads a lazily imported module's own CSS (vitejs/vite#13952,
 * #18551). No module here imports CSS (Tailwind writes one stylesheet, linked by the root), so every call passes an
 * empty list, and the helper becomes one that only imports and keeps Vite's cancelable 'vite:preloadError' event. If a
 * chunk ever imports CSS, the helper is left whole and the build warns, so nothing loses its styles.
 */
function slimPreloadHelper(): Plugin {
  return {
    name: "fieldfix:slim-preload-helper",
    apply: "build",
    enforce: "post",
    // Last of all: Vite writes each call's dependency list into the code in its own generateBundle.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        const helper = Object.values(bundle).find((c) => c.type === "chunk" && /(^|\/)preload-helper-[\w-]+\.js$/.test(c.fileName));
        if (helper?.type !== "chunk") return;
        const exported = /export\{[\w$]+ as ([\w$]+)\};?\s*$/.exec(helper.code)?.[1];
        if (!exported) return this.warn("preload helper: unexpected shape, left as it is");
        // With modulePreload off, a call's list holds only the CSS its module imports: no chunk importing CSS, no list.
        const withCss = Object.values(bundle).find((c) => c.type === "chunk" && (c.viteMetadata?.importedCss.size ?? 0) > 0);
        if (withCss) return this.warn(`preload helper: ${withCss.fileName} imports CSS, helper left as it is`);
        helper.code =
          'const p=(f)=>f().catch((e)=>{const v=new Event("vite:preloadError",{cancelable:true});v.payload=e;' +
          `window.dispatchEvent(v);if(!v.defaultPrevented)throw e});export{p as ${exported}};`;
      },
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
    slimPreloadHelper(),
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
  // React Router emits modulepreload links for route chunks itself; Vite's preload helper only adds bytes to every page
  // (and slimPreloadHelper above cuts what this option leaves of it).
  build: { modulePreload: false },
});
