import { Hono } from "hono";
import { toUserView } from "../../app/.server/auth/user-view.ts";
import type { AppEnv } from "../hono-env.ts";

/** GET /api/user: the signed-in user, or the guest user for a visitor — never anyone else's data. */
export const userRouter = new Hono<AppEnv>().get("/", async (c) => {
  const user = await c.get("services").currentUser();
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie");
  return c.json(toUserView(user));
});
