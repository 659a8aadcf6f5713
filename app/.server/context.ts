import { createContext } from "react-router";
import type { CookieKind } from "./auth/cookies.ts";
import type { SessionInfo, UserRow } from "./auth/session-types.ts";
import type { Budgets } from "./budgets/budgets.ts";
import type { Db } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";

/*
 * The services type and the context key only: every service module imports this one, so it imports nothing that
 * imports it back (no import circle). They are built per request by create-services.ts.
 */

/** Everything a request needs, built once per request in workers/app.ts and shared by Hono and React Router. */
export interface AppServices {
  env: Env;
  db: Db;
  kv: KVNamespace;
  mailer: Mailer;
  /** Current time; injected so services (expiry, throttling) are testable. */
  now: () => Date;
  requestId: string;
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  clientIp: string;
  /** The client's network (the IPv4 address, or the IPv6 /64): what per-network budgets and sign-in locks count. */
  network: string;
  /** Exact budgets (Durable Objects): per network or per account. */
  budgets: Budgets;
  /** One of our cookies from this request, or null. */
  cookie: (kind: CookieKind) => string | null;
  /** Runs work after the response (e-mail sending), so response time does not reveal whether it happened. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Whether the request came over https: decides the cookie's Secure flag and __Host- prefix. */
  secure: boolean;
  /** The signed-in user of this request (session cookie), resolved once and shared by API and pages. */
  currentUser: () => Promise<UserRow | null>;
  /** The signed-in session of this request (when its password was last proved), resolved with currentUser. */
  currentSession: () => Promise<SessionInfo | null>;
  /** Set-Cookie values to add to the response (e.g. a session extended on use). */
  responseCookies: string[];
  /** The D1 bookmark cookie to set once the request is done (read your own writes; db/bookmark.ts), or null. */
  dbBookmarkCookie: () => string | null;
}

/** What a signed-in account holder's own requests use: password and e-mail changes, deletion, passkeys. */
export type AccountServices = Pick<
  AppServices,
  | "db"
  | "budgets"
  | "now"
  | "clientIp"
  | "network"
  | "secure"
  | "cookie"
  | "responseCookies"
  | "currentUser"
  | "currentSession"
  | "mailer"
  | "waitUntil"
  | "env"
>;

export const appContext = createContext<AppServices>();
