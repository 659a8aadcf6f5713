import { z } from "zod";
import { ACCOUNT_MESSAGES } from "./account-messages.ts";
import { authenticateCompleteSchema } from "./passkey-schemas.ts";
import { emailSchema, MESSAGES, nameSchema, passwordSchema, phoneSchema } from "./validation.ts";

/**
 * Request bodies of the account self-service endpoints (issue #14 item 8), shared by the account page's forms and
 * the API. Name, phone, e-mail and the new password follow SPEC §5 through validation.ts; only the bounds the
 * spec leaves open are set here.
 */

/** A password being checked (not chosen): anything up to the sign-in bound, as on /login. */
const currentPassword = z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024, MESSAGES.passwordMax);

export const profileSchema = z.object({
  name: nameSchema,
  // Empty (or null) clears the number.
  phone: z.preprocess((v) => (v === null ? undefined : v), phoneSchema),
});

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.confirmPassword }).min(8, MESSAGES.confirmPassword).max(128, MESSAGES.confirmPassword),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ["confirmPassword"] });

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  currentPassword,
});

/** A passkey assertion made for a confirmation challenge (POST /api/user/delete/passkey-options): sign-in's shape. */
export const passkeyConfirmationSchema = authenticateCompleteSchema.omit({ sessionId: true });

/** Deleting the account: confirmed with the password, or with a passkey when the account has one (exactly one). */
export const deleteAccountSchema = z
  .object({ password: currentPassword.optional(), passkey: passkeyConfirmationSchema.optional() })
  .refine((v) => (v.password === undefined) !== (v.passkey === undefined), { message: ACCOUNT_MESSAGES.confirmRequired, path: ["password"] });

export type ProfileInput = z.input<typeof profileSchema>;
export type PasskeyConfirmation = z.infer<typeof passkeyConfirmationSchema>;

export { fieldErrors } from "./validation.ts";
