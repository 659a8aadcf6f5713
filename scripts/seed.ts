/**
 * Seeds the local D1 database: the demo account and the tractor-model table. Idempotent: every insert is
 * INSERT ... ON CONFLICT DO NOTHING, so running it on every `npm start` changes nothing after the first time.
 * Usage: node scripts/seed.ts [--remote | --persist-to DIR]
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "../app/.server/auth/password.ts";
import { packedVehicles } from "../app/domain/diagnosis/knowledge.ts";
import type { CatalogueMake } from "../app/domain/vehicle/catalogue-schema.ts";
import { compileFromDisk } from "./kb/compile.ts";
import { TRACTOR_MODELS } from "./seed/tractor-models.ts";

const PACKED = new URL("../app/generated/knowledge.js", import.meta.url);

/**
 * The catalogue as the last `npm run kb` compiled it, so the rows match the catalogue the built app serves: read from
 * the packed knowledge's head in ~0.5 s, where compiling the files again took 4-5 s (twice, before). Without a compiled
 * knowledge, the files are compiled here.
 */
async function catalogue(): Promise<CatalogueMake[]> {
  if (!existsSync(PACKED)) return compileFromDisk().vehicles;
  return packedVehicles(((await import(PACKED.href)) as { default: string }).default);
}

/** One row per model family of the catalogue, in each category the family's class belongs to. */
export async function catalogueRows() {
  const vehicles = await catalogue();
  const typeOf = (cls: string) => (cls === "atv" || cls === "utv" ? "atv" : ["car", "pickup", "suv", "van"].includes(cls) ? "automotive" : "tractor");
  return vehicles.flatMap((m) =>
    m.families.map((f) => ({
      type: typeOf(f.class),
      brand: m.display,
      model: f.name,
      yearFrom: f.yearFrom ?? null,
      yearTo: f.yearTo ?? null,
      specifications: {
        class: f.class,
        ...(f.fuels ? { fuels: f.fuels } : {}),
        ...(f.transmissions ? { transmissions: f.transmissions } : {}),
        ...(f.notes ? { notes: f.notes } : {}),
      },
    })),
  );
}

export const DEMO_EMAIL = "demo@fieldfix.app";
export const DEMO_PASSWORD = "FieldDemo2025!";

const q = (v: string | number | null) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

export async function buildSeedSql(rows: Awaited<ReturnType<typeof catalogueRows>>): Promise<string> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const lines = [
    `INSERT INTO users (id, name, email, password_hash, subscription_status, subscription_plans, is_registered, is_email_verified, account_type)
     VALUES (${q(randomUUID())}, 'Demo Technician', ${q(DEMO_EMAIL)}, ${q(hash)}, 'free', '{}', 0, 1, 'demo')
     ON CONFLICT DO NOTHING;`,
  ];
  for (const t of TRACTOR_MODELS) {
    lines.push(
      `INSERT INTO tractor_models (vehicle_type, brand, model, year_from, year_to, specifications) VALUES ('tractor', ${q(t.brand)}, ${q(t.model)}, ${t.yearFrom}, ${q(t.yearTo)}, ${q(JSON.stringify(t.specifications))}) ON CONFLICT DO NOTHING;`,
    );
  }
  // The vehicle catalogue (knowledge/vehicles): kept in step with the files, so a corrected family updates its row.
  for (const row of rows) {
    lines.push(
      `INSERT INTO tractor_models (vehicle_type, brand, model, year_from, year_to, specifications) VALUES (${q(row.type)}, ${q(row.brand)}, ${q(row.model)}, ${q(row.yearFrom)}, ${q(row.yearTo)}, ${q(JSON.stringify(row.specifications))})
       ON CONFLICT (vehicle_type, brand, model) DO UPDATE SET year_from = excluded.year_from, year_to = excluded.year_to, specifications = excluded.specifications;`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const remote = process.argv.includes("--remote");
  const persistIndex = process.argv.indexOf("--persist-to");
  const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1]! : ".wrangler/state";
  const dir = mkdtempSync(join(tmpdir(), "fieldfix-seed-"));
  const file = join(dir, "seed.sql");
  try {
    const rows = await catalogueRows();
    writeFileSync(file, await buildSeedSql(rows));
    const target = remote ? ["--remote"] : ["--local", "--persist-to", persistTo];
    execFileSync("wrangler", ["d1", "execute", "DB", ...target, "--file", file, "--config", "wrangler.toml"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    });
    console.log(
      `Seeded ${remote ? "remote" : "local"} database: demo account ${DEMO_EMAIL}, ${TRACTOR_MODELS.length} tractor models and ${rows.length} catalogue families.`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
