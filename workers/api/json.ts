import type { Context } from "hono";
import { ApiError } from "../../app/domain/api-error.ts";

/** The request's JSON body, or a 400 in the error envelope when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body must be valid JSON.", "INVALID_JSON");
  }
}
