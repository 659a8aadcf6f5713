import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { hashPassword } from "~/.server/auth/password.ts";
import { hashToken, newToken } from "~/.server/auth/tokens.ts";

export const ORIGIN = "http://localhost";

let ipCounter = 0;
/** Each test gets its own client IP unless it asks for one, so per-IP budgets do not leak between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type CallInit = RequestInit & { json?: unknown; ip?: string; cookie?: string };

/** A request to the Worker as a same-origin browser would send it. */
export function call(path: string, init: CallInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const method = init.method ?? (body ? "POST" : "GET");
  if (method !== "GET" && !headers.has("origin")) headers.set("origin", ORIGIN);
  headers.set("cf-connecting-ip", init.ip ?? freshIp());
  if (init.cookie) headers.set("cookie", init.cookie);
  return (exports as unknown as { default: Fetcher }).default.fetch(new Request(`${ORIGIN}${path}`, { ...init, method, headers, body }));
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export const uniqueEmail = (tag = "user") => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;
export const GOOD_PASSWORD = "Field1234!";

/** Polls the local outbox (mail is sent after the response). */
export async function waitForMail(to: string, predicate: (m: { subject: string; text: string }) => boolean = () => true) {
  for (let i = 0; i < 50; i++) {
    const rows = await env.DB.prepare("select subject, text from outbox where `to` = ? order by id desc")
      .bind(to.toLowerCase())
      .all<{ subject: string; text: string }>();
    const hit = rows.results.find(predicate);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

export async function mailCount(to: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from outbox where `to` = ?").bind(to.toLowerCase()).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The registration proof cookie ("ff_reg=…") a verify-code answer sets, or "" when there is none. */
export function proofCookie(res: Response): string {
  const hit = res.headers.getSetCookie().find((c) => /^(__Host-)?ff_reg=/.test(c));
  return hit ? hit.split(";")[0]! : "";
}

/** The session cookie ("ff_session=…") an answer sets. */
export function cookieFrom(res: Response): string {
  const hit = res.headers.getSetCookie().find((c) => /^(__Host-)?ff_session=/.test(c));
  if (hit) return hit.split(";")[0]!;
  const set = res.headers.get("set-cookie") ?? "";
  return set.split(";")[0] ?? "";
}

/** Registers through the API (code read from the outbox) and returns the session cookie. */
export async function register(
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
  name = "Test Tech",
): Promise<{ email: string; cookie: string; userId: string }> {
  const ip = freshIp();
  expect((await call("/api/auth/verify-email-first", { json: { email }, ip })).status).toBe(200);
  const mail = await waitForMail(email, (m) => /verification code/.test(m.subject));
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  const verified = await call("/api/auth/verify-code", { json: { email, code }, ip });
  expect(verified.status).toBe(200);
  const res = await call("/api/auth/complete-registration", {
    json: { email, name, password, sessionId: "session-1-test" },
    ip,
    cookie: proofCookie(verified),
  });
  expect(res.status).toBe(201);
  const body = await json<{ userId: string }>(res);
  return { email, cookie: cookieFrom(res), userId: body.userId };
}

/** Inserts an account directly (e.g. one whose e-mail is not verified yet). */
export async function insertUser(
  opts: { email?: string; password?: string; verified?: boolean; registered?: boolean; accountType?: "standard" | "demo" } = {},
) {
  const id = crypto.randomUUID();
  const email = opts.email ?? uniqueEmail("direct");
  await env.DB.prepare(
    "insert into users (id, name, email, password_hash, is_registered, is_email_verified, account_type) values (?, 'Direct User', ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      email,
      await hashPassword(opts.password ?? GOOD_PASSWORD),
      opts.registered === false ? 0 : 1,
      opts.verified === false ? 0 : 1,
      opts.accountType ?? "standard",
    )
    .run();
  return { id, email };
}

/**
 * A session cookie for an existing account, made directly (skips a password sign-in where it is not the subject).
 * `signedInAgoMs` backdates the sign-in, for rules that need a recent one.
 */
export async function sessionCookieFor(userId: string, opts: { signedInAgoMs?: number } = {}): Promise<string> {
  const token = newToken();
  const signedInAt = Date.now() - (opts.signedInAgoMs ?? 0);
  await env.DB.prepare("insert into auth_sessions (id, user_id, expires_at, last_seen_at, created_at) values (?, ?, ?, ?, ?)")
    .bind(hashToken(token), userId, Date.now() + 24 * 60 * 60 * 1000, Date.now(), signedInAt)
    .run();
  return `ff_session=${token}`;
}

/**
 * The services createDiagnosis takes, for the signed-in user `userId`, with budgets that never refuse: to call the
 * service directly with an engine of the test's own. Imported on use (the service's first import in workerd is slow).
 */
export async function diagnoseServicesFor(userId: string) {
  const { createDb } = await import("~/.server/db/client.ts");
  const { users } = await import("~/.server/db/schema.ts");
  const { eq } = await import("drizzle-orm");
  const db = createDb(env.DB);
  return {
    db,
    now: () => new Date(),
    clientIp: "10.0.0.1",
    network: "10.0.0.1",
    budgets: { spend: async () => {}, take: async () => true },
    currentUser: async () => (await db.select().from(users).where(eq(users.id, userId)).get()) ?? null,
  };
}
