import { Hono } from "hono";
import { activateSubscription, activateTrial } from "../../app/.server/subscriptions/subscription-service.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/** POST /api/subscription/activate (SPEC §7). */
export const subscriptionRouter = new Hono<AppEnv>().post("/activate", async (c) => c.json(await activateSubscription(c.get("services"), await readJson(c))));

/** POST /api/user/activate-trial (SPEC §7). */
export const trialRouter = new Hono<AppEnv>().post("/activate-trial", async (c) => {
  await readJson(c);
  return c.json(await activateTrial(c.get("services")));
});
