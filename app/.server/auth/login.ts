import { eq } from "drizzle-orm";
import { loginSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { parseOrThrow } from "../http/parse.ts";
import { decoyHash, verifyPassword } from "./password.ts";
import { createSession, mapSessionId, readSessionToken, revokeSession, type UserRow } from "./sessions.ts";
import { assertNotBlocked, clearFailures, recordFailure, retryMessage, spendBudget } from "./throttle.ts";

/** The client maps this to SPEC §8's friendlier sentence; it is the same for unknown e-mail and wrong password. */
export const INCORRECT_CREDENTIALS = "Incorrect email or password";

type Svc = Pick<AppServices, "db" | "kv" | "now" | "clientIp" | "secure">;

export async function login(
  svc: Svc,
  body: unknown,
  userAgent: string | null,
): Promise<{ user: UserRow; cookie: string }> {
  const { email, password, sessionId } = parseOrThrow(loginSchema, body);
  const now = svc.now();
  await spendBudget(svc.kv, "signin", svc.clientIp, now);
  await assertNotBlocked(svc.db, email, now);

  const user = await svc.db.select().from(users).where(eq(users.email, email)).get();
  // Unknown accounts still pay for one scrypt, so timing does not tell whether the e-mail exists.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !ok) {
    const { blockedUntil } = await recordFailure(svc.db, email, now);
    if (blockedUntil) {
      const { message, retryAfterSeconds } = retryMessage(blockedUntil, now);
      throw new ApiError(429, message, "ACCOUNT_LOCKED", { retryAfterSeconds });
    }
    throw new ApiError(401, INCORRECT_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  await clearFailures(svc.db, email);
  const cookie = await createSession(svc, user.id, userAgent);
  await mapSessionId(svc.db, sessionId, user.id, now);
  return { user, cookie };
}

export async function logout(svc: Pick<AppServices, "db" | "secure">, request: Request) {
  const token = readSessionToken(request, svc.secure);
  if (token) await revokeSession(svc.db, token);
}
