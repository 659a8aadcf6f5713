import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The files share one workerd (isolate: false in vitest.config.ts), so each starts as it would in a workerd of its
// own: every table dropped and the migrations applied again, and KV emptied. The budget Durable Object keeps its
// counts, but they are per client IP and account, and helpers.ts (loaded once) hands out IPs that differ across files.
const { results } = await env.DB.prepare(
  "select type, name from sqlite_master where type in ('table', 'view') and substr(name, 1, 7) <> 'sqlite_' and substr(name, 1, 4) <> '_cf_'",
).all<{ type: string; name: string }>();
if (results.length)
  await env.DB.batch([env.DB.prepare("pragma defer_foreign_keys = on"), ...results.map((t) => env.DB.prepare(`drop ${t.type} if exists "${t.name}"`))]);
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS);
for (let cursor: string | undefined, done = false; !done; ) {
  const page = await env.KV.list({ cursor });
  await Promise.all(page.keys.map((k) => env.KV.delete(k.name)));
  [cursor, done] = page.list_complete ? [undefined, true] : [page.cursor, false];
}
