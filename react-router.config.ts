import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { writeServiceWorker } from "./scripts/sw/write-service-worker.ts";

export default {
  ssr: true,
  // The service worker must know this build's file names and version: written once the client build is done.
  async buildEnd({ reactRouterConfig }) {
    const { version, files } = writeServiceWorker(join(reactRouterConfig.buildDirectory, "client"));
    console.log(`sw.js: version ${version}, ${files.length} files precached`);
  },
} satisfies Config;
