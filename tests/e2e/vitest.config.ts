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
    // Without a group order Vitest runs all projects at once: e2e timings (the 20x-CPU checks, the offline engine's
    // speed, every 20 s wait) then depend on whatever unit and integration files share the 2 cores with wrangler dev and
    // Chromium. A registration test that takes 4 s alone timed out at 60 s in such a run. Unit and integration (group 0)
    // finish first; e2e (group 1) then has the machine to itself.
    sequence: { groupOrder: 1 },
  },
});
