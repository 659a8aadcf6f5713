import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { detectEngine } from "../../app/.server/services/engine-availability.ts";
import type { AppEnv } from "../hono-env.ts";

export const healthRouter = new Hono<AppEnv>().get("/", async (c) => {
  const { db, env } = c.get("services");
  let database: "ok" | "unreachable" = "ok";
  try {
    await db.run(sql`select 1`);
  } catch {
    database = "unreachable";
  }
  const engine = await detectEngine(env.AI as never, env.AI_MODEL);
  const body = {
    status: database === "ok" ? "ok" : "degraded",
    database,
    engine: engine.engine,
    ...(engine.reason ? { engineNote: engine.reason } : {}),
    time: new Date().toISOString(),
  };
  c.header("Cache-Control", "no-store");
  return c.json(body, database === "ok" ? 200 : 503);
});
