import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Integration tests run inside workerd against the built Worker (build/server/index.js, so React Router's
 * server build is the real one) with real local D1 and KV; migrations are applied in setup.ts.
 * scripts/test-all.ts builds first.
 */
export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      main: `${root}/build/server/index.js`,
      remoteBindings: false,
      wrangler: { configPath: `${root}/wrangler.toml` },
      miniflare: {
        bindings: {
          DEV_OUTBOX: "true",
          PUBLIC_ORIGIN: "http://localhost",
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
        },
      },
    })),
  ],
  resolve: { alias: { "~": `${root}/app` } },
  test: {
    name: "integration",
    root,
    include: ["tests/integration/**/*.test.ts"],
    sequence: { groupOrder: 0 },
    setupFiles: ["tests/integration/setup.ts"],
    // One workerd for all the files instead of one each: each fresh workerd loaded the whole built Worker again
    // (~9 s a file of the layer's ~430 s). setup.ts gives each file an empty, migrated database and empty KV.
    isolate: false,
    // workerd cannot read Vitest's on-disk module cache (its node:fs is virtual), so keep it off here.
    fsModuleCache: false,
    // scrypt (~200 ms a hash) makes account-heavy tests slow on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});
