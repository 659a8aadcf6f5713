import { createContext } from "react-router";
import { requestDb } from "./db/bookmark.ts";
import { createDb, type Db } from "./db/client.ts";
import { createMailChannelsMailer, createOutboxMailer, type Mailer } from "./mail/mailer.ts";
import { type CookieKind, readCookie } from "./auth/cookies.ts";
import { readSessionToken, type SessionInfo, type UserRow, validateSession } from "./auth/sessions.ts";
import { trustThisDevice } from "./auth/trusted-devices.ts";
import { type Budgets, createBudgets, durableBudgetStore } from "./budgets/budgets.ts";
import { networkOf } from "~/domain/network.ts";

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

export const appContext = createContext<AppServices>();

export function outboxEnabled(env: Env): boolean {
  return env.DEV_OUTBOX === "true";
}

export function createMailer(env: Env, db: Db): Mailer {
  if (outboxEnabled(env)) return createOutboxMailer(db);
  if (env.MAILCHANNELS_API_KEY) return createMailChannelsMailer({ apiKey: env.MAILCHANNELS_API_KEY, from: env.MAIL_FROM });
  return {
    async send() {
      throw new Error("No mail transport configured: set the MAILCHANNELS_API_KEY secret or DEV_OUTBOX=true");
    },
  };
}

export function createServices(
  env: Env,
  request: Request,
  init: { requestId: string; nonce: string; clientIp: string; waitUntil: AppServices["waitUntil"]; secure: boolean },
): AppServices {
  // Reads may come from a nearby replica; the browser's bookmark makes them at least as new as its own last write.
  const session = requestDb(env.DB, request.headers.get("cookie"), init.secure);
  const db = createDb(session.client);
  const responseCookies: string[] = [];
  const now = () => new Date();
  let signedIn: Promise<{ user: UserRow; session: SessionInfo } | null> | undefined;
  const resolve = () => (signedIn ??= resolveSession(svc, request));
  const svc: AppServices = {
    env,
    db,
    kv: env.KV,
    mailer: createMailer(env, db),
    now,
    ...init,
    network: networkOf(init.clientIp),
    budgets: createBudgets(durableBudgetStore(env.BUDGETS), now),
    cookie: (kind) => readCookie(request.headers.get("cookie"), kind, init.secure),
    responseCookies,
    dbBookmarkCookie: session.cookie,
    currentUser: async () => (await resolve())?.user ?? null,
    currentSession: async () => (await resolve())?.session ?? null,
  };
  return svc;
}

async function resolveSession(svc: AppServices, request: Request) {
  const token = readSessionToken(request, svc.secure);
  if (!token) return null;
  const result = await validateSession(svc, token);
  if (!result) return null;
  if (result.refreshedCookie) svc.responseCookies.push(result.refreshedCookie);
  // A browser signed in from before device cookies existed becomes a known device the first time it is seen, so a
  // spread-out attack on its account never slows its owner down there.
  if (!svc.cookie("ff_device")) await trustThisDevice(svc, result.user.id);
  return { user: result.user, session: result.session };
}
