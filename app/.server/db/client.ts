import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

export type Db = ReturnType<typeof createDb>;

/** What createDb takes: the binding, or a D1 session of it (read replication, app/.server/db/bookmark.ts). */
export type D1Client = D1Database | D1DatabaseSession;

/**
 * Where every SQL text the app prepares is reported when something listens: the integration test that runs EXPLAIN
 * QUERY PLAN on each query sets it (tests/integration/query-plans.test.ts). Unset in production: nothing is wrapped.
 */
export const QUERY_LOG = Symbol.for("fieldfix.queryLog");
type QueryLog = (sql: string) => void;

export function createDb(d1: D1Client) {
  // drizzle's D1 driver only calls prepare() and batch(), which a session has too; its types name the binding only.
  return drizzle(observed(d1) as D1Database, { schema });
}

/** The client, reporting each statement it prepares to QUERY_LOG while a listener is set. */
export function observed<T extends D1Client>(d1: T): T {
  const log = (globalThis as { [QUERY_LOG]?: QueryLog })[QUERY_LOG];
  return log ? onPrepare(d1, log) : d1;
}

/** The client, calling `seen` with each SQL text before it is prepared; everything else passes through. */
export function onPrepare<T extends D1Client>(d1: T, seen: (sql: string) => void): T {
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => {
          seen(query);
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
