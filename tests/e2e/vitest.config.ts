import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

/** End-to-end: Debian Chromium driven by playwright-core against the built app served by wrangler dev. */
export default defineProject({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    name: "e2e",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
