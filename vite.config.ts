import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // remoteBindings: false keeps every local run off the network: AI then throws "needs to be run remotely"
    // and the app falls back to the embedded engine.
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // React Router emits modulepreload links for route chunks itself; Vite's preload helper only adds bytes to every page.
  build: { modulePreload: false },
});
