import { eq } from "drizzle-orm";
import { z } from "zod";
import { emailOnlySchema } from "~/domain/validation.ts";
import { confirmEmailChange } from "../account/email-change.ts";
import type { AppServices } from "../context.ts";
import { users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { verificationLinkEmail } from "../mail/templates.ts";
import { consumeToken, issueToken } from "./one-time-tokens.ts";

type Svc = Pick<AppServices, "db" | "budgets" | "network" | "mailer" | "now" | "waitUntil" | "env">;

export const VERIFY_MSG = {
  resent: (email: string) => `If ${email} belongs to an account that still needs verifying, we've sent a new verification link. It is valid for 24 hours.`,
  verified: "Your e-mail address is verified.",
  failed: "Verification failed",
  missing: "No verification token provided",
} as const;

/** Codes of a failed verification, for the page to decide on (SPEC §8's texts stay in `message`). */
export const VERIFY_CODES = { failed: "VERIFICATION_FAILED", missing: "TOKEN_MISSING" } as const;

/** Sends a fresh 24-hour link to an account whose e-mail is not verified yet; same answer for any address. */
export async function resendVerification(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { email } = parseOrThrow(emailOnlySchema, body);
  const now = svc.now();
  await svc.budgets.spend("email", svc.network);
  svc.waitUntil(
    (async () => {
      if (!(await svc.budgets.take("address-mail", email))) return;
      const user = await svc.db.select({ id: users.id, verified: users.isEmailVerified }).from(users).where(eq(users.email, email)).get();
      if (!user || user.verified) return;
      const token = await issueToken(svc.db, user.id, "verify-email", now);
      await svc.mailer.send(verificationLinkEmail(email, `${svc.env.PUBLIC_ORIGIN}/verify-email?token=${token}`));
    })(),
  );
  return { message: VERIFY_MSG.resent(email) };
}

const tokenQuery = z.string().trim().min(1).max(200);

/**
 * Opens a verification link: a new account's (marks the address verified) or an e-mail change's from the account page
 * (moves the account to the address the link was sent to; the answer then carries `emailChanged` and the address).
 */
export async function verifyEmailToken(
  svc: Pick<AppServices, "db" | "now" | "mailer" | "waitUntil">,
  token: string | undefined | null,
): Promise<{ success: boolean; message: string; error?: string; emailChanged?: true; email?: string }> {
  if (!token) return { success: false, message: VERIFY_MSG.missing, error: VERIFY_CODES.missing };
  const parsed = tokenQuery.safeParse(token);
  if (!parsed.success) return { success: false, message: VERIFY_MSG.failed, error: VERIFY_CODES.failed };
  const now = svc.now();
  const userId = await consumeToken(svc.db, parsed.data, "verify-email", now);
  if (!userId) {
    const change = await confirmEmailChange(svc, parsed.data);
    if (change?.success) return { success: true, message: change.message, emailChanged: true, email: change.email };
    return change ? { success: false, message: change.message } : { success: false, message: VERIFY_MSG.failed, error: VERIFY_CODES.failed };
  }
  await svc.db.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  return { success: true, message: VERIFY_MSG.verified };
}
