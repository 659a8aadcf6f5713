import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

/** A request to the Worker as a same-origin browser would send it. */
export function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const method = init.method ?? (body ? "POST" : "GET");
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
  return (exports as unknown as { default: Fetcher }).default.fetch(new Request(`${ORIGIN}${path}`, { ...init, method, headers, body }));
}
