import { defineConfig } from "vitest/config";

// Two vitest projects: pure unit tests on Node, integration tests inside workerd (tests/integration).
// End-to-end tests drive Chromium and run through scripts/e2e.ts, not vitest.
export default defineConfig({
  test: {
    projects: ["tests/unit/vitest.config.ts", "tests/integration/vitest.config.ts"],
  },
});
