import { defineConfig } from "vitest/config";

// Three vitest projects: pure unit tests on Node, integration tests inside workerd (tests/integration),
// end-to-end tests driving Chromium against the built app (tests/e2e). scripts/test-all.ts runs them: unit and integration together, then e2e alone (sequence.groupOrder).
export default defineConfig({
  test: {
    projects: ["tests/unit/vitest.config.ts", "tests/integration/vitest.config.ts", "tests/e2e/vitest.config.ts"],
  },
});
