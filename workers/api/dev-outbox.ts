import { Hono } from "hono";
import { z } from "zod";
import { outboxEnabled } from "../../app/.server/config.ts";
import { listOutbox } from "../../app/.server/mail/mailer.ts";
import { ApiError } from "../../app/domain/api-error.ts";
import type { AppEnv } from "../hono-env.ts";

const query = z.object({ to: z.email("Please enter a valid email address").max(255) });

/** Local mail outbox, only when DEV_OUTBOX is on; otherwise it does not exist (404). */
export const devOutboxRouter = new Hono<AppEnv>().get("/outbox", async (c) => {
  const { env, db } = c.get("services");
  if (!outboxEnabled(env)) throw new ApiError(404, "Not found", "NOT_FOUND");
  const parsed = query.safeParse({ to: c.req.query("to") });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid query", "VALIDATION_ERROR");
  c.header("Cache-Control", "no-store");
  return c.json(await listOutbox(db, parsed.data.to));
});
