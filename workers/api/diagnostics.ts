import { Hono } from "hono";
import { cancelDiagnosis } from "../../app/.server/diagnostics/cancellation.ts";
import { recordFix } from "../../app/.server/diagnostics/confirmed-fixes.ts";
import { createDiagnosis, getDiagnostic, listHistory, setProgress, setResolved, setSaved } from "../../app/.server/diagnostics/diagnostics-service.ts";
import { engineFor } from "../../app/.server/diagnostics/engine-for.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/** /api/diagnostics (SPEC §7). */
export const diagnosticsRouter = new Hono<AppEnv>()
  .post("/", async (c) => {
    const svc = c.get("services");
    const { id, diagnostic } = await createDiagnosis(svc, await readJson(c), engineFor(svc.env));
    return c.json({ id, diagnostic }, 201);
  })
  .post("/cancel", async (c) => c.json(await cancelDiagnosis(c.get("services"), await readJson(c))))
  .get("/:id", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await getDiagnostic(c.get("services"), c.req.param("id")));
  })
  .patch("/:id/resolve", async (c) => c.json(await setResolved(c.get("services"), c.req.param("id"), await readJson(c))))
  // 'What fixed it?' for a resolved diagnosis: one answer each, a new one replaces it (confirmed-fixes.ts).
  .put("/:id/fix", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await recordFix(c.get("services"), c.req.param("id"), await readJson(c)));
  })
  .patch("/:id/save", async (c) => c.json(await setSaved(c.get("services"), c.req.param("id"), await readJson(c))))
  .patch("/:id/progress", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await setProgress(c.get("services"), c.req.param("id"), await readJson(c)));
  });

/** GET /api/history. */
export const historyRouter = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json(await listHistory(c.get("services")));
});
