import { eq } from "drizzle-orm";
import { emailOnlySchema, resetPasswordSchema, validateResetTokenSchema } from "~/domain/validation.ts";
import type { AppServices } from "../context.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { parseOrThrow } from "../http/parse.ts";
import { passwordResetEmail } from "../mail/templates.ts";
import { consumeToken, issueToken, peekToken } from "./one-time-tokens.ts";
import { hashPassword } from "./password.ts";
import { revokeAllSessions } from "./sessions.ts";
import { clearFailures, spendBudget } from "./throttle.ts";

export const RESET_MSG = {
  sent: (email: string) => `If an account exists for ${email}, we've sent a password reset link. It expires in 1 hour.`,
  invalid: "Invalid or expired reset token. Please request a new password reset.",
  done: "Password reset successful! You can now log in with your new password.",
} as const;

type Svc = Pick<AppServices, "db" | "kv" | "mailer" | "now" | "clientIp" | "waitUntil" | "env">;

/** Same answer for every address; the work that differs (token, e-mail) runs after the response. */
export async function requestPasswordReset(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailOnlySchema, body);
  const now = svc.now();
  await spendBudget(svc.kv, "email", svc.clientIp, now);
  svc.waitUntil(
    (async () => {
      const user = await svc.db.select({ id: users.id, isRegistered: users.isRegistered }).from(users).where(eq(users.email, email)).get();
      if (!user?.isRegistered) return;
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

/** Single use, atomically; a successful reset signs out every session and lifts a sign-in lock. */
export async function resetPassword(svc: Pick<AppServices, "db" | "now">, body: unknown): Promise<{ message: string }> {
  const { token, newPassword } = parseOrThrow(resetPasswordSchema, body);
  const now = svc.now();
  // Hash before consuming so a slow hash cannot leave a consumed token with the old password.
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumeToken(svc.db, token, "reset-password", now);
  if (!userId) throw new ApiError(400, RESET_MSG.invalid, "INVALID_TOKEN");
  const user = await svc.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning({ email: users.email }).get();
  await revokeAllSessions(svc.db, userId);
  if (user?.email) await clearFailures(svc.db, user.email);
  return { message: RESET_MSG.done };
}
