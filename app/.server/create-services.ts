import { networkOf } from "~/domain/network.ts";
import { readCookie } from "./auth/cookies.ts";
import type { SessionInfo, UserRow } from "./auth/session-types.ts";
import { readSessionToken, validateSession } from "./auth/sessions.ts";
import { trustThisDevice } from "./auth/trusted-devices.ts";
import { createBudgets, durableBudgetStore } from "./budgets/budgets.ts";
import { outboxEnabled } from "./config.ts";
import type { AppServices } from "./context.ts";
import { requestDb } from "./db/bookmark.ts";
import { createDb, type Db } from "./db/client.ts";
import { createMailChannelsMailer, createOutboxMailer, type Mailer } from "./mail/mailer.ts";

// A request's AppServices (the type and context key are in context.ts), built from the Worker's environment, which
// config.ts has checked once before the first request.

export function createMailer(env: Env, db: Db): Mailer {
  if (outboxEnabled(env)) return createOutboxMailer(db);
  if (env.MAILCHANNELS_API_KEY) return createMailChannelsMailer({ apiKey: env.MAILCHANNELS_API_KEY, from: env.MAIL_FROM });
  // Unreachable in the Worker (config.ts refuses such an environment); kept for callers that skip the check.
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
