import { and, eq, gt, lt } from "drizzle-orm";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { authSessions, sessionMappings, users } from "../db/schema.ts";
import { buildCookie, clearCookie, cookieName, readCookie } from "./cookies.ts";
import type { SessionInfo, UserRow } from "./session-types.ts";
import { hashToken, newToken } from "./tokens.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session on use once less than this is left, so active users stay signed in without a write per request. */
const RENEW_WHEN_LEFT_MS = 29 * 24 * 60 * 60 * 1000;

export type { SessionInfo, UserRow } from "./session-types.ts";

export const sessionCookieName = (secure: boolean) => cookieName("ff_session", secure);

export function sessionCookie(token: string, expires: Date, secure: boolean): string {
  return buildCookie("ff_session", token, { secure, maxAgeSeconds: (expires.getTime() - Date.now()) / 1000, sameSite: "Lax" });
}

export const clearSessionCookie = (secure: boolean) => clearCookie("ff_session", secure);

export const readSessionToken = (request: Request, secure: boolean) => readCookie(request.headers.get("cookie"), "ff_session", secure);

/** A new session for every sign-in (never reuse an old one): returns the cookie to set. */
export async function createSession(
  svc: Pick<AppServices, "db" | "now" | "secure" | "clientIp">,
  userId: string,
  userAgent: string | null,
  openedBy: "sign-in" | "registration" = "sign-in",
): Promise<string> {
  const token = newToken();
  const now = svc.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await svc.db.insert(authSessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    lastSeenAt: now,
    ipAddress: svc.clientIp,
    userAgent: userAgent?.slice(0, 300) ?? null,
    openedBy,
  });
  return sessionCookie(token, expiresAt, svc.secure);
}

export interface SessionResult {
  user: UserRow;
  session: SessionInfo;
  /** Set when the session was extended: the refreshed cookie to send back. */
  refreshedCookie?: string;
}

export async function validateSession(svc: Pick<AppServices, "db" | "now" | "secure">, token: string): Promise<SessionResult | null> {
  const id = hashToken(token);
  const now = svc.now();
  const rows = await svc.db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, id), gt(authSessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { createdAt, reauthenticatedAt } = row.session;
  const session = { id, authenticatedAt: reauthenticatedAt && reauthenticatedAt > createdAt ? reauthenticatedAt : createdAt, openedBy: row.session.openedBy };
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await svc.db.update(authSessions).set({ expiresAt, lastSeenAt: now }).where(eq(authSessions.id, id));
    return { user: row.user, session, refreshedCookie: sessionCookie(token, expiresAt, svc.secure) };
  }
  return { user: row.user, session };
}

/** Records that the password was typed again in this session (a fresh proof for sensitive changes). */
export async function markReauthenticated(db: Db, sessionId: string, now: Date) {
  await db.update(authSessions).set({ reauthenticatedAt: now }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(authSessions).where(eq(authSessions.id, hashToken(token)));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}

/** SPEC §3 session mapping: remember which account a browser's anonymous session id belongs to. */
export async function mapSessionId(db: Db, sessionId: string | undefined, userId: string, now: Date) {
  if (!sessionId) return;
  await db
    .insert(sessionMappings)
    .values({ sessionId, userId, updatedAt: now })
    .onConflictDoUpdate({ target: sessionMappings.sessionId, set: { userId, updatedAt: now } });
}
