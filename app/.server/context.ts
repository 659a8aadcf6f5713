import { createContext } from "react-router";
import { createDb, type Db } from "./db/client.ts";
import { createMailChannelsMailer, createOutboxMailer, type Mailer } from "./mail/mailer.ts";
import { readSessionToken, type UserRow, validateSession } from "./auth/sessions.ts";

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
  /** Runs work after the response (e-mail sending), so response time does not reveal whether it happened. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Whether the request came over https: decides the cookie's Secure flag and __Host- prefix. */
  secure: boolean;
  /** The signed-in user of this request (session cookie), resolved once and shared by API and pages. */
  currentUser: () => Promise<UserRow | null>;
  /** Set-Cookie values to add to the response (e.g. a session extended on use). */
  responseCookies: string[];
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
  const db = createDb(env.DB);
  const responseCookies: string[] = [];
  let user: Promise<UserRow | null> | undefined;
  const svc: AppServices = {
    env,
    db,
    kv: env.KV,
    mailer: createMailer(env, db),
    now: () => new Date(),
    ...init,
    responseCookies,
    currentUser: () => {
      user ??= resolveUser(svc, request);
      return user;
    },
  };
  return svc;
}

async function resolveUser(svc: AppServices, request: Request): Promise<UserRow | null> {
  const token = readSessionToken(request, svc.secure);
  if (!token) return null;
  const result = await validateSession(svc, token);
  if (result?.refreshedCookie) svc.responseCookies.push(result.refreshedCookie);
  return result?.user ?? null;
}
