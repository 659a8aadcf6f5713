import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ACCOUNT_ERRORS as E, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { changeEmailSchema } from "~/domain/account-schemas.ts";
import { ApiError } from "~/domain/api-error.ts";
import { checkPassword } from "../auth/login.ts";
import { consumeEmailChange, issueToken, voidTokens } from "../auth/one-time-tokens.ts";
import { clearAllFailures } from "../auth/sign-in-locks.ts";
import type { AccountServices, AppServices } from "../context.ts";
import { authTokens, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { emailChangedEmail, emailChangeLinkEmail, emailChangeRequestedEmail, emailInUseEmail } from "../mail/templates.ts";
import { requireAccountHolder, wrongPassword } from "./account-holder.ts";

type Svc = AccountServices;

/**
 * Asks to move the account to a new address (docs/decisions/account-email-change.md). Nothing changes until the
 * link sent to the new address is opened; the current address is told at once. When the new address already has an
 * account, the answer, the timing and the mail to the current address are exactly as for a free address, but the
 * new address gets a note instead of a link, so no account can be moved onto someone else's address.
 */
export async function requestEmailChange(svc: Svc, body: unknown): Promise<{ message: string }> {
  const { user } = await requireAccountHolder(svc);
  const { newEmail, currentPassword } = parseOrThrow(changeEmailSchema, body);
  if (newEmail === user.email) throw new ApiError(400, M.sameEmail, E.sameEmail, { field: "newEmail" });
  await svc.budgets.spend("email", svc.network);
  await checkPassword(svc, user.email, currentPassword, wrongPassword("currentPassword"));
  await svc.budgets.spend("email-change", `user:${user.id}`);
  const now = svc.now();
  const origin = svc.env.PUBLIC_ORIGIN;
  svc.waitUntil(
    (async () => {
      // Voided whichever way this goes: an older link that survived only when the new address is taken would tell.
      await voidTokens(svc.db, user.id, ["change-email"], now);
      await svc.mailer.send(emailChangeRequestedEmail(user.email, newEmail, origin));
      if (!(await svc.budgets.take("address-mail", newEmail))) return;
      const holder = await svc.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).get();
      if (holder) return svc.mailer.send(emailInUseEmail(newEmail, origin));
      const token = await issueToken(svc.db, user.id, "change-email", now, newEmail);
      await svc.mailer.send(emailChangeLinkEmail(newEmail, `${origin}/verify-email?token=${token}`));
    })(),
  );
  return { message: M.emailChangeSent(newEmail) };
}

export type EmailChangeResult = { success: true; message: string; email: string } | { success: false; message: string };

/**
 * Opening the link (from /verify-email): the account takes the new address, which counts as verified (the link
 * proves the inbox). Links that went to the old address stop working and its sign-in counters go; the old address
 * is told. Null when the token is not a live change-email link.
 */
export async function confirmEmailChange(svc: Pick<AppServices, "db" | "now" | "mailer" | "waitUntil">, token: string): Promise<EmailChangeResult | null> {
  const now = svc.now();
  const change = await consumeEmailChange(svc.db, token, now);
  if (!change) return null;
  const before = await svc.db.select({ email: users.email }).from(users).where(eq(users.id, change.userId)).get();
  if (!before?.email) return { success: false, message: M.emailChangeFailed };
  let moved: { email: string | null } | undefined;
  try {
    moved = await svc.db
      .update(users)
      .set({ email: change.newEmail, isEmailVerified: true, updatedAt: now })
      .where(and(eq(users.id, change.userId), sql`not exists (select 1 from users other where other.email = ${change.newEmail})`))
      .returning({ email: users.email })
      .get();
  } catch {
    // The unique index: someone took the address between the check and the write.
    moved = undefined;
  }
  if (!moved) return { success: false, message: M.emailTaken };
  await svc.db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.userId, change.userId), inArray(authTokens.purpose, ["verify-email", "reset-password"]), isNull(authTokens.consumedAt)));
  await clearAllFailures(svc.db, before.email);
  svc.waitUntil(svc.mailer.send(emailChangedEmail(before.email, change.newEmail, now)));
  return { success: true, message: M.emailChanged(change.newEmail), email: change.newEmail };
}
