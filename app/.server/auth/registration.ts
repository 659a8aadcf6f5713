import { and, eq, gt, sql } from "drizzle-orm";
import { ApiError } from "~/domain/api-error.ts";
import { completeRegistrationSchema, emailOnlySchema, verifyCodeSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import { emailPreverifications, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { existingAccountEmail, registrationCodeEmail } from "../mail/templates.ts";
import { buildCookie, clearCookie } from "./cookies.ts";
import { hashPassword } from "./password.ts";
import { createSession, mapSessionId } from "./sessions.ts";
import { hashToken, newSixDigitCode, newToken, sameDigest } from "./tokens.ts";
import { trustThisDevice } from "./trusted-devices.ts";

/**
 * SPEC §4 registration: e-mail → 6-digit code (proves ownership) → name, password, phone → verified account,
 * signed in. Codes: CSPRNG, stored as SHA-256, 10 minutes, at most 5 wrong tries; a new code voids the old.
 * The browser that proves the code gets a registration proof (an HttpOnly, SameSite=Strict cookie; only its hash is
 * stored) and only that browser can finish: knowing the e-mail is not enough (docs/decisions/registration-proof.md).
 */

export const CODE_TTL_MS = 10 * 60 * 1000;
/** After the code is accepted, how long the proving browser has to finish the last step. */
export const COMPLETE_WITHIN_MS = 15 * 60 * 1000;
export const MAX_CODE_TRIES = 5;

export const MSG = {
  codeSent: (email: string) => `We sent a 6-digit verification code to ${email}. It expires in 10 minutes.`,
  invalidCode: "Invalid verification code. Please try again.",
  tooManyTries: "Too many incorrect codes. Please request a new verification code.",
  completeFailed: "Failed to complete registration. Please try again.",
  notVerified: "Please verify your e-mail address with the 6-digit code in this browser first.",
  exists: "An account with this e-mail already exists. Please log in instead.",
} as const;

type Svc = Pick<AppServices, "db" | "budgets" | "mailer" | "now" | "clientIp" | "network" | "waitUntil" | "env" | "secure" | "cookie" | "responseCookies">;

/**
 * Same answer whether or not the address has an account, and the work that differs (a look-up and a write, or a
 * notice to an existing owner) runs after the response, so neither the answer nor its timing tells. A new code
 * never touches a proof already given to a browser: a stranger asking for codes cannot cancel a registration.
 */
export async function startRegistration(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailOnlySchema, body);
  const now = svc.now();
  await svc.budgets.spend("email", svc.network);
  svc.waitUntil(
    (async () => {
      // Per address as well, silently: nobody can fill an inbox by asking from many networks.
      if (!(await svc.budgets.take("address-mail", email))) return;
      const existing = await svc.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
      if (existing) return svc.mailer.send(existingAccountEmail(email, svc.env.PUBLIC_ORIGIN));
      const code = newSixDigitCode();
      const values = { email, codeHash: hashToken(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), attempts: 0, verified: false };
      await svc.db.insert(emailPreverifications).values(values).onConflictDoUpdate({ target: emailPreverifications.email, set: values });
      await svc.mailer.send(registrationCodeEmail(email, code));
    })(),
  );
  return { message: MSG.codeSent(email) };
}

export async function verifyRegistrationCode(svc: Svc, body: unknown): Promise<{ message: string; verified: true }> {
  const { email, code } = parseOrThrow(verifyCodeSchema, body);
  const now = svc.now();
  await svc.budgets.spend("code", svc.network);
  // Guesses per address too: rotating networks must not buy more tries at one person's code.
  await svc.budgets.spend("code-guess", email);
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
  const proof = newToken();
  await svc.db
    .update(emailPreverifications)
    .set({ verified: true, proofHash: hashToken(proof), proofExpiresAt: new Date(now.getTime() + COMPLETE_WITHIN_MS) })
    .where(eq(emailPreverifications.email, email));
  svc.responseCookies.push(buildCookie("ff_reg", proof, { secure: svc.secure, maxAgeSeconds: COMPLETE_WITHIN_MS / 1000, sameSite: "Strict" }));
  return { message: "Email verified. Now choose your name and password.", verified: true };
}

export async function completeRegistration(svc: Svc, body: unknown, userAgent: string | null): Promise<{ message: string; userId: string }> {
  const input = parseOrThrow(completeRegistrationSchema, body);
  const now = svc.now();
  await svc.budgets.spend("register", svc.network);
  const proof = svc.cookie("ff_reg");
  if (!proof) throw new ApiError(400, MSG.notVerified, "EMAIL_NOT_PREVERIFIED");
  // Hash before taking the proof, so a slow hash never leaves a spent proof without an account.
  const passwordHash = await hashPassword(input.password);
  // Taken with one DELETE … RETURNING: of two uses of one proof exactly one gets here.
  const taken = await svc.db
    .delete(emailPreverifications)
    .where(
      and(eq(emailPreverifications.email, input.email), eq(emailPreverifications.proofHash, hashToken(proof)), gt(emailPreverifications.proofExpiresAt, now)),
    )
    .returning({ id: emailPreverifications.id });
  if (taken.length === 0) throw new ApiError(400, MSG.notVerified, "EMAIL_NOT_PREVERIFIED");

  const id = crypto.randomUUID();
  try {
    await svc.db.insert(users).values({
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
    });
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error))) throw new ApiError(409, MSG.exists, "ACCOUNT_EXISTS");
    throw error;
  }
  svc.responseCookies.push(clearCookie("ff_reg", svc.secure, "Strict"));
  svc.responseCookies.push(await createSession(svc, id, userAgent, "registration"));
  await trustThisDevice(svc, id);
  await mapSessionId(svc.db, input.sessionId, id, now);
  return { message: "Welcome to FieldFix! Your account is ready.", userId: id };
}
