import { Hono } from "hono";
import { addMachine, listMachines, removeMachine, updateMachine } from "../../app/.server/machines/machines-service.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/** /api/machines: the signed-in person's machines ('My machines' on the home workspace). Owner only. */
export const machinesRouter = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await listMachines(c.get("services")));
  })
  .post("/", async (c) => c.json(await addMachine(c.get("services"), await readJson(c)), 201))
  .patch("/:id", async (c) => c.json(await updateMachine(c.get("services"), c.req.param("id"), await readJson(c))))
  .delete("/:id", async (c) => {
    await removeMachine(c.get("services"), c.req.param("id"));
    return c.body(null, 204);
  });
