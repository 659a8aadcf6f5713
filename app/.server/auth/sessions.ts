import { and, eq, gt, lt } from "drizzle-orm";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { authSessions, sessionMappings, users } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session on use once less than this is left, so active users stay signed in without a write per request. */
const RENEW_WHEN_LEFT_MS = 29 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-ff_session" : "ff_session";
}

export function sessionCookie(token: string, expires: Date, secure: boolean): string {
  const parts = [
    `${sessionCookieName(secure)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000))}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

export function readSessionToken(request: Request, secure: boolean): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const name = sessionCookieName(secure);
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      const value = v.join("=");
      return /^[a-z2-7]{20,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** A new session for every sign-in (never reuse an old one): returns the cookie to set. */
export async function createSession(
  svc: Pick<AppServices, "db" | "now" | "secure" | "clientIp">,
  userId: string,
  userAgent: string | null,
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
  });
  return sessionCookie(token, expiresAt, svc.secure);
}

export interface SessionResult {
  user: UserRow;
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
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await svc.db.update(authSessions).set({ expiresAt, lastSeenAt: now }).where(eq(authSessions.id, id));
    return { user: row.user, refreshedCookie: sessionCookie(token, expiresAt, svc.secure) };
  }
  return { user: row.user };
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
