import { and, eq, gt, sql } from "drizzle-orm";
import { completeRegistrationSchema, emailOnlySchema, verifyCodeSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import { emailPreverifications, users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { existingAccountEmail, registrationCodeEmail } from "../mail/templates.ts";
import { parseOrThrow } from "../http/parse.ts";
import { hashPassword } from "./password.ts";
import { createSession, mapSessionId } from "./sessions.ts";
import { spendBudget } from "./throttle.ts";
import { hashToken, newSixDigitCode, sameDigest } from "./tokens.ts";

/**
 * SPEC §4 registration: e-mail → 6-digit code (proves ownership) → name, password, phone → verified account,
 * signed in. Codes: CSPRNG, stored as SHA-256, 10 minutes, at most 5 wrong tries; a new code voids the old.
 */

export const CODE_TTL_MS = 10 * 60 * 1000;
/** After the code is accepted, how long the visitor has to finish the last step. */
export const COMPLETE_WITHIN_MS = 30 * 60 * 1000;
export const MAX_CODE_TRIES = 5;

export const MSG = {
  codeSent: (email: string) => `We sent a 6-digit verification code to ${email}. It expires in 10 minutes.`,
  invalidCode: "Invalid verification code. Please try again.",
  tooManyTries: "Too many incorrect codes. Please request a new verification code.",
  completeFailed: "Failed to complete registration. Please try again.",
  notVerified: "Please verify your e-mail address with the 6-digit code first.",
  exists: "An account with this e-mail already exists. Please log in instead.",
} as const;

type Svc = Pick<AppServices, "db" | "kv" | "mailer" | "now" | "clientIp" | "waitUntil" | "env" | "secure">;

/** Same answer whether or not the address has an account (no enumeration); an existing owner gets a notice instead. */
export async function startRegistration(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailOnlySchema, body);
  const now = svc.now();
  await spendBudget(svc.kv, "email", svc.clientIp, now);
  const existing = await svc.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) {
    svc.waitUntil(svc.mailer.send(existingAccountEmail(email, svc.env.PUBLIC_ORIGIN)));
  } else {
    const code = newSixDigitCode();
    const values = { email, codeHash: hashToken(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), attempts: 0, verified: false };
    await svc.db.insert(emailPreverifications).values(values).onConflictDoUpdate({ target: emailPreverifications.email, set: values });
    svc.waitUntil(svc.mailer.send(registrationCodeEmail(email, code)));
  }
  return { message: MSG.codeSent(email) };
}

export async function verifyRegistrationCode(svc: Svc, body: unknown): Promise<{ message: string; verified: true }> {
  const { email, code } = parseOrThrow(verifyCodeSchema, body);
  const now = svc.now();
  await spendBudget(svc.kv, "code", svc.clientIp, now);
  // Spend one try atomically before comparing, so parallel guesses cannot exceed the limit.
  const row = await svc.db.get<{ code_hash: string; attempts: number }>(sql`
    update email_preverifications set attempts = attempts + 1
    where email = ${email} and verified = 0 and attempts < ${MAX_CODE_TRIES} and expires_at > ${now.getTime()}
    returning code_hash, attempts`);
  if (!row) {
    const exhausted = await svc.db
      .select({ attempts: emailPreverifications.attempts })
      .from(emailPreverifications)
      .where(and(eq(emailPreverifications.email, email), gt(emailPreverifications.expiresAt, now)))
      .get();
    if (exhausted && exhausted.attempts >= MAX_CODE_TRIES) throw new ApiError(429, MSG.tooManyTries, "CODE_ATTEMPTS_EXCEEDED");
    throw new ApiError(400, MSG.invalidCode, "INVALID_CODE");
  }
  if (!sameDigest(row.code_hash, hashToken(code))) {
    if (row.attempts >= MAX_CODE_TRIES) throw new ApiError(429, MSG.tooManyTries, "CODE_ATTEMPTS_EXCEEDED");
    throw new ApiError(400, MSG.invalidCode, "INVALID_CODE", { attemptsLeft: MAX_CODE_TRIES - row.attempts });
  }
  await svc.db
    .update(emailPreverifications)
    .set({ verified: true, expiresAt: new Date(now.getTime() + COMPLETE_WITHIN_MS) })
    .where(eq(emailPreverifications.email, email));
  return { message: "Email verified. Now choose your name and password.", verified: true };
}

export async function completeRegistration(
  svc: Svc,
  body: unknown,
  userAgent: string | null,
): Promise<{ message: string; userId: string; cookie: string }> {
  const input = parseOrThrow(completeRegistrationSchema, body);
  const now = svc.now();
  const pre = await svc.db
    .select()
    .from(emailPreverifications)
    .where(and(eq(emailPreverifications.email, input.email), eq(emailPreverifications.verified, true), gt(emailPreverifications.expiresAt, now)))
    .get();
  if (!pre) throw new ApiError(400, MSG.notVerified, "EMAIL_NOT_PREVERIFIED");

  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    // One batch = one transaction: the account exists and the code is spent, or neither.
    await svc.db.batch([
      svc.db.insert(users).values({
        id,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        passwordHash,
        isRegistered: true,
        isEmailVerified: true,
        ipAddress: svc.clientIp,
        createdAt: now,
        updatedAt: now,
      }),
      svc.db.delete(emailPreverifications).where(eq(emailPreverifications.email, input.email)),
    ]);
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error))) throw new ApiError(409, MSG.exists, "ACCOUNT_EXISTS");
    throw error;
  }
  const cookie = await createSession(svc, id, userAgent);
  await mapSessionId(svc.db, input.sessionId, id, now);
  return { message: "Welcome to FieldFix! Your account is ready.", userId: id, cookie };
}
