import { z } from "zod";

/**
 * SPEC §5 validation, shared by the forms (client) and the API (server), with the spec's messages verbatim.
 * Anything the spec leaves open is bounded anyway (login e-mail, forgot-password e-mail, session ids).
 */

export const MESSAGES = {
  email: "Please enter a valid email address",
  emailMax: "Email must be less than 255 characters",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be less than 128 characters",
  passwordDigits: "Password must contain at least 4 numbers",
  passwordSpecial: "Password must contain at least 1 special character",
  passwordRequired: "Password is required",
  nameMin: "Name must be at least 2 characters",
  nameMax: "Name must be less than 100 characters",
  nameChars: "Name contains invalid characters",
  phoneMax: "Phone number must be less than 20 characters",
  phoneChars: "Phone number can only contain numbers, spaces, hyphens, plus signs, and parentheses",
  codeLength: "Verification code must be 6 digits",
  codeDigits: "Code must contain only numbers",
  tokenRequired: "Reset token is required",
  confirmPassword: "Please confirm your password",
  passwordsMismatch: "Passwords don't match",
} as const;

export const PASSWORD_HINT = "Password must be at least 8 characters long with 4+ numbers and 1+ special character";

const trimmed = z.string({ error: MESSAGES.email }).trim();

export const emailSchema = trimmed
  .max(255, MESSAGES.emailMax)
  .pipe(z.email({ error: MESSAGES.email }))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(8, MESSAGES.passwordMin)
  .max(128, MESSAGES.passwordMax)
  .refine((p) => (p.match(/\d/g) ?? []).length >= 4, MESSAGES.passwordDigits)
  .refine((p) => /[^A-Za-z0-9\s]/.test(p), MESSAGES.passwordSpecial);

/**
 * Characters a name may not contain beyond SPEC §5's list: control characters (NUL, CR/LF, tab, C1), line and
 * paragraph separators, the direction controls that can make a name display as something else (U+202A–U+202E,
 * U+2066–U+2069, U+200E/U+200F, U+061C), tag characters and interlinear-annotation controls. Invisible characters
 * (zero-width, default-ignorable, fillers, combining marks on their own) are allowed inside a name — Persian and
 * Indic names need the zero-width non-joiner — but a name must have something visible.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u{e0000}-\u{e007f}\ufff9-\ufffb]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

export const nameSchema = z
  .string({ error: MESSAGES.nameMin })
  // Checked before trimming, which would quietly drop a leading or trailing control character.
  .refine((n) => !FORBIDDEN_IN_NAME.test(n), MESSAGES.nameChars)
  .trim()
  .min(2, MESSAGES.nameMin)
  .max(100, MESSAGES.nameMax)
  .refine((n) => !/[<>"'&;()]/.test(n) && n.replace(INVISIBLE, "").length > 0, MESSAGES.nameChars);

export const phoneSchema = z
  .string()
  .trim()
  .max(20, MESSAGES.phoneMax)
  .refine((p) => /^[0-9\s\-+()]*$/.test(p), MESSAGES.phoneChars)
  .optional()
  .transform((p) => (p ? p : undefined));

export const codeSchema = z.string({ error: MESSAGES.codeLength }).trim().regex(/^\d*$/, MESSAGES.codeDigits).length(6, MESSAGES.codeLength);

/** Browser-stored anonymous session id ('session-<timestamp>-<random>'); never authenticates anyone. */
export const sessionIdSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/)
  .optional()
  .catch(undefined);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024, MESSAGES.passwordMax),
  sessionId: sessionIdSchema,
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const verifyCodeSchema = z.object({ email: emailSchema, code: codeSchema });

export const completeRegistrationSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
  phone: phoneSchema,
  sessionId: sessionIdSchema,
});

const tokenSchema = z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).max(200);

export const validateResetTokenSchema = z.object({ token: tokenSchema });

export const resetPasswordSchema = z
  .object({
    token: tokenSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.confirmPassword }).min(8, MESSAGES.confirmPassword).max(128, MESSAGES.confirmPassword),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsMismatch, path: ["confirmPassword"] });

export const logoutSchema = z.object({ sessionId: sessionIdSchema }).partial();

/** The first message of a failed parse: what forms and the API show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/** Field -> first message, for showing errors next to form fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Keeps only digits, at most 6: the code input's behaviour (SPEC §5). */
export function sanitizeCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}
