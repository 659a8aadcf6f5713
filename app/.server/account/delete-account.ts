import { eq } from "drizzle-orm";
import { ACCOUNT_ERRORS as E, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { deleteAccountSchema } from "~/domain/account-schemas.ts";
import { ApiError } from "~/domain/api-error.ts";
import type { RequestOptionsJSON } from "~/domain/passkeys.ts";
import { clearCookie } from "../auth/cookies.ts";
import { checkPassword } from "../auth/login.ts";
import { beginConfirmation, confirmWithPasskey } from "../auth/passkeys.ts";
import { clearSessionCookie } from "../auth/sessions.ts";
import type { AccountServices } from "../context.ts";
import {
  authSessions,
  authTokens,
  biometricCredentials,
  diagnostics,
  emailPreverifications,
  loginAttempts,
  sessionMappings,
  subscriptionKeys,
  trustedDevices,
  users,
  webauthnChallenges,
} from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { accountDeletedEmail } from "../mail/templates.ts";
import { requireAccountHolder, wrongPassword } from "./account-holder.ts";

type Svc = AccountServices;

/** Options for confirming the deletion with one of the account's passkeys (400 NO_PASSKEYS when it has none). */
export async function beginDeleteConfirmation(svc: Svc): Promise<RequestOptionsJSON> {
  const { user } = await requireAccountHolder(svc);
  return beginConfirmation(svc, user);
}

/**
 * Deletes the account after the password (or a passkey) confirms it is the owner: the user row and everything that
 * belongs to it, in one transaction. Redeemed subscription keys stay spent but no longer name the account. The
 * browser's cookies are cleared and a confirmation goes to the address.
 */
export async function deleteAccount(svc: Svc, body: unknown): Promise<{ message: string; detail: string }> {
  const { user } = await requireAccountHolder(svc);
  const input = parseOrThrow(deleteAccountSchema, body);
  if (input.passkey) await confirmWithPasskey(svc, user, input.passkey, new ApiError(401, M.passkeyConfirmFailed, E.passkeyInvalid));
  else await checkPassword(svc, user.email, input.password ?? "", wrongPassword("password"));
  const now = svc.now();
  const { db } = svc;
  await db.batch([
    db.delete(diagnostics).where(eq(diagnostics.userId, user.id)),
    db.delete(authSessions).where(eq(authSessions.userId, user.id)),
    db.delete(biometricCredentials).where(eq(biometricCredentials.userId, user.id)),
    db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, user.id)),
    db.delete(authTokens).where(eq(authTokens.userId, user.id)),
    db.delete(sessionMappings).where(eq(sessionMappings.userId, user.id)),
    db.delete(trustedDevices).where(eq(trustedDevices.userId, user.id)),
    db.update(subscriptionKeys).set({ redeemedBy: null }).where(eq(subscriptionKeys.redeemedBy, user.id)),
    db.delete(loginAttempts).where(eq(loginAttempts.email, user.email)),
    db.delete(emailPreverifications).where(eq(emailPreverifications.email, user.email)),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
  svc.responseCookies.push(clearSessionCookie(svc.secure), clearCookie("ff_device", svc.secure));
  svc.waitUntil(svc.mailer.send(accountDeletedEmail(user.email, now)));
  return { message: M.deleted, detail: M.deletedDetail };
}
