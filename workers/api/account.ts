import { Hono } from "hono";
import { beginDeleteConfirmation, deleteAccount } from "../../app/.server/account/delete-account.ts";
import { requestEmailChange } from "../../app/.server/account/email-change.ts";
import { exportAccount } from "../../app/.server/account/export-data.ts";
import { changePassword } from "../../app/.server/account/password-change.ts";
import { updateProfile } from "../../app/.server/account/profile.ts";
import { exportFileName } from "../../app/domain/account-messages.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/**
 * /api/user/* account self-service (issue #14 item 8): profile, password, e-mail, export, delete. Every answer is
 * about one person, refusals included: never stored by any cache.
 */
export const accountRouter = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  })
  .patch("/profile", async (c) => c.json(await updateProfile(c.get("services"), await readJson(c))))
  .post("/password", async (c) => c.json(await changePassword(c.get("services"), await readJson(c))))
  .post("/email", async (c) => c.json(await requestEmailChange(c.get("services"), await readJson(c))))
  .get("/export", async (c) => {
    const svc = c.get("services");
    const data = await exportAccount(svc);
    c.header("Content-Disposition", `attachment; filename="${exportFileName(svc.now())}"`);
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(JSON.stringify(data, null, 2));
  })
  .post("/delete/passkey-options", async (c) => {
    await readJson(c);
    return c.json(await beginDeleteConfirmation(c.get("services")));
  })
  .post("/delete", async (c) => c.json(await deleteAccount(c.get("services"), await readJson(c))));
