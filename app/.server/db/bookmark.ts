import { buildCookie, cookieValueOk, readCookie } from "../auth/cookies.ts";
import { onPrepare } from "./client.ts";

/**
 * D1 read replication (issue #15 item 3; docs/capacity-plan.md): each request reads through a D1 session, so reads
 * may be served by a replica near the person. To always read their own writes, the browser keeps the session's
 * bookmark (the position in the database's history its last write reached) in a cookie for the browser session, and
 * the next request starts its session from it: D1 then answers only from a copy at least that new.
 */

/** The bookmark a request brings, or null (then the session may start on any copy). */
export const readBookmark = (cookieHeader: string | null, secure: boolean): string | null => readCookie(cookieHeader, "ff_db", secure);

/** Whether a statement may change the database (anything but a plain read). */
const mayWrite = (query: string) => !/^\s*(select|explain|pragma)\b/i.test(query);

export interface RequestDb {
  /** The D1 session this request reads and writes through. */
  client: D1DatabaseSession;
  /** The Set-Cookie that moves the browser's bookmark forward after this request, or null. */
  cookie: () => string | null;
}

/**
 * The request's D1 session, started from the browser's bookmark (or on any copy when it has none). The cookie is
 * set only after a request that wrote and only when the bookmark moved, so pages that only read set no cookie and
 * stay as cacheable as they were. It is a session cookie (no Max-Age): it lasts as long as the browser session it
 * serves. Not for scripts (HttpOnly), SameSite=Lax, Secure over https.
 */
export function requestDb(d1: D1Database, cookieHeader: string | null, secure: boolean): RequestDb {
  const before = readBookmark(cookieHeader, secure);
  const session = d1.withSession(before ?? "first-unconstrained");
  let wrote = false;
  const client = onPrepare(session, (query) => {
    if (mayWrite(query)) wrote = true;
  });
  return {
    client,
    cookie() {
      const after = session.getBookmark();
      if (!wrote || !after || after === before || !cookieValueOk("ff_db", after)) return null;
      return buildCookie("ff_db", after, { secure, sameSite: "Lax" });
    },
  };
}
