import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { ACCOUNT_ERRORS as E, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { changePasswordSchema } from "~/domain/account-schemas.ts";
import { ApiError } from "~/domain/api-error.ts";
import { checkPassword } from "../auth/login.ts";
import { hashPassword } from "../auth/password.ts";
import { hashToken } from "../auth/tokens.ts";
import type { AccountServices } from "../context.ts";
import { authSessions, authTokens, trustedDevices, users } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { passwordChangedEmail } from "../mail/templates.ts";
import { requireAccountHolder, wrongPassword } from "./account-holder.ts";

type Svc = AccountServices;

/**
 * Change the password on the account page. The current password is checked under every sign-in rule (budget and
 * lock), so this form cannot be used to guess it. On success every other session ends (this one stays), other
 * browsers lose their standing as known devices, unused reset and e-mail change links stop working, and the owner
 * is e-mailed. Passkeys stay: they prove a device, not the password.
 */
export async function changePassword(svc: Svc, body: unknown): Promise<{ message: string; detail: string }> {
  const { user, session } = await requireAccountHolder(svc);
  const input = parseOrThrow(changePasswordSchema, body);
  await checkPassword(svc, user.email, input.currentPassword, wrongPassword("currentPassword"));
  if (input.newPassword === input.currentPassword) throw new ApiError(400, M.samePassword, E.samePassword, { field: "newPassword" });
  const passwordHash = await hashPassword(input.newPassword);
  const now = svc.now();
  const thisDevice = hashToken(svc.cookie("ff_device") ?? "");
  await svc.db.batch([
    svc.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)),
    svc.db.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, session.id))),
    // The password was just typed: a fresh proof for the next sensitive step (adding a passkey).
    svc.db.update(authSessions).set({ reauthenticatedAt: now }).where(eq(authSessions.id, session.id)),
    svc.db.delete(trustedDevices).where(and(eq(trustedDevices.userId, user.id), ne(trustedDevices.tokenHash, thisDevice))),
    // A pending e-mail change may be the intruder's the owner is changing the password against.
    svc.db
      .update(authTokens)
      .set({ consumedAt: now })
      .where(and(eq(authTokens.userId, user.id), inArray(authTokens.purpose, ["reset-password", "change-email"]), isNull(authTokens.consumedAt))),
  ]);
  svc.waitUntil(svc.mailer.send(passwordChangedEmail(user.email, now, svc.env.PUBLIC_ORIGIN)));
  return { message: M.passwordChanged, detail: M.passwordChangedDetail };
}
