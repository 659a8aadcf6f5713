import { eq } from "drizzle-orm";
import { RESET_SUCCESS } from "~/domain/account-messages.ts";
import { ApiError } from "~/domain/api-error.ts";
import { emailOnlySchema, resetPasswordSchema, validateResetTokenSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import { biometricCredentials, trustedDevices, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { passwordResetEmail } from "../mail/templates.ts";
import { consumeToken, issueToken, peekToken } from "./one-time-tokens.ts";
import { hashPassword } from "./password.ts";
import { revokeAllSessions } from "./sessions.ts";
import { clearAllFailures } from "./sign-in-locks.ts";
import { trustThisDevice } from "./trusted-devices.ts";

export const RESET_MSG = {
  sent: (email: string) => `If an account exists for ${email}, we've sent a password reset link. It expires in 1 hour.`,
  invalid: "Invalid or expired reset token. Please request a new password reset.",
  // SPEC §8's sentence first; then what else the reset did, so nobody wonders where their passkeys went.
  done: RESET_SUCCESS,
} as const;

type Svc = Pick<AppServices, "db" | "budgets" | "network" | "mailer" | "now" | "waitUntil" | "env">;

/**
 * Same answer for every address; the work that differs (token, e-mail) runs after the response. Reset e-mails are
 * budgeted per network (answered with a 429) and per account, 3 an hour (silently, so the answer never reveals
 * anything about the account).
 */
export async function requestPasswordReset(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailOnlySchema, body);
  const now = svc.now();
  await svc.budgets.spend("email", svc.network);
  svc.waitUntil(
    (async () => {
      const user = await svc.db.select({ id: users.id, isRegistered: users.isRegistered }).from(users).where(eq(users.email, email)).get();
      if (!user?.isRegistered) return;
      if (!(await svc.budgets.take("reset-mail", `user:${user.id}`))) return;
      const token = await issueToken(svc.db, user.id, "reset-password", now);
      await svc.mailer.send(passwordResetEmail(email, `${svc.env.PUBLIC_ORIGIN}/reset-password?token=${token}`));
    })(),
  );
  return { message: RESET_MSG.sent(email) };
}

export async function checkResetToken(svc: Pick<AppServices, "db" | "now">, body: unknown): Promise<{ valid: true; message: string }> {
  const { token } = parseOrThrow(validateResetTokenSchema, body);
  const userId = await peekToken(svc.db, token, "reset-password", svc.now());
  if (!userId) throw new ApiError(400, RESET_MSG.invalid, "INVALID_TOKEN");
  return { valid: true, message: "Reset link is valid." };
}

/**
 * Single use, atomically (and the user's other reset links stop working). A successful reset signs out every session,
 * removes every passkey, lifts every sign-in lock of the account, and marks this browser (it followed the e-mailed
 * link) as one the owner uses.
 */
export async function resetPassword(
  svc: Pick<AppServices, "db" | "now" | "secure" | "cookie" | "responseCookies" | "budgets" | "network">,
  body: unknown,
): Promise<{ message: string }> {
  const { token, newPassword } = parseOrThrow(resetPasswordSchema, body);
  const now = svc.now();
  // Every attempt costs a password hash: budgeted per network, so it cannot be used to burn CPU.
  await svc.budgets.spend("reset", svc.network);
  // Hash before consuming so a slow hash cannot leave a consumed token with the old password.
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumeToken(svc.db, token, "reset-password", now);
  if (!userId) throw new ApiError(400, RESET_MSG.invalid, "INVALID_TOKEN");
  const user = await svc.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning({ email: users.email }).get();
  await revokeAllSessions(svc.db, userId);
  await svc.db.delete(biometricCredentials).where(eq(biometricCredentials.userId, userId));
  // Browsers that signed in before the reset (an intruder's among them) lose their standing as known devices.
  await svc.db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  if (user?.email) await clearAllFailures(svc.db, user.email);
  await trustThisDevice(svc, userId);
  return { message: RESET_MSG.done };
}
