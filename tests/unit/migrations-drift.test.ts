import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The schema (app/.server/db/schema.ts) and the committed migrations must never drift: drizzle-kit generate,
 * run against a copy of migrations/, must find nothing to do.
 */
describe("schema and migrations", () => {
  it("are in sync (drizzle-kit generate produces no new migration)", () => {
    const dir = mkdtempSync(join(tmpdir(), "fieldfix-drift-"));
    try {
      cpSync("migrations", dir, { recursive: true });
      const before = readdirSync(dir).filter((f) => f.endsWith(".sql"));
      const output = execFileSync(
        "drizzle-kit",
        ["generate", "--dialect", "sqlite", "--schema", "./app/.server/db/schema.ts", "--out", dir, "--name", "drift_check"],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      const after = readdirSync(dir).filter((f) => f.endsWith(".sql"));
      expect(after, `drizzle-kit generated a migration: run npm run db:generate and commit it.\n${output}`).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
