import { Hono } from "hono";
import {
  beginAuthentication,
  beginRegistration,
  completeAuthentication,
  completeRegistration,
  hasPasskeys,
  listOwnPasskeys,
  removePasskey,
} from "../../app/.server/auth/passkeys.ts";
import { toUserView } from "../../app/.server/auth/user-view.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/** /api/auth/biometric/* (SPEC §7): passkey set-up and sign-in, plus the account page's list and remove. */
export const biometricRouter = new Hono<AppEnv>()
  .post("/register/begin", async (c) => c.json(await beginRegistration(c.get("services"), await readJson(c))))
  .post("/register/complete", async (c) => {
    const result = await completeRegistration(c.get("services"), await readJson(c), c.req.header("user-agent") ?? null);
    return c.json(result, 201);
  })
  .post("/authenticate/begin", async (c) => c.json(await beginAuthentication(c.get("services"))))
  .post("/authenticate/complete", async (c) => {
    const { user } = await completeAuthentication(c.get("services"), await readJson(c), c.req.header("user-agent") ?? null);
    return c.json({ userId: user.id, message: "Welcome back!", user: toUserView(user) });
  })
  .get("/credentials", async (c) => c.json(await listOwnPasskeys(c.get("services"))))
  .get("/credentials/:userId", async (c) => c.json(await hasPasskeys(c.get("services"), c.req.param("userId"))))
  .delete("/credentials/:credentialId", async (c) => c.json(await removePasskey(c.get("services"), c.req.param("credentialId"))));
