/** Account messages shown by both the API and the pages, so each is written once. */

/** SPEC §8's success sentence first, then what else a reset did, so nobody wonders where their passkeys went. */
export const RESET_SUCCESS =
  "Password reset successful! You can now log in with your new password. For your security you were signed out everywhere and your passkeys were removed; you can set them up again on your account page.";

/**
 * Account self-service (issue #14 item 8): what the /api/user endpoints answer and the account page shows. No zod
 * here, so the page can show these without loading it (the request schemas are in account-schemas.ts).
 */
export const ACCOUNT_MESSAGES = {
  loginRequired: "Please log in to manage your account.",
  registeredOnly: "Create a FieldFix account to manage these settings.",
  demo: "This is the shared demo account: its details can't be changed, exported or deleted. Log out and create your own free account to manage your own.",
  profileSaved: "Profile updated",
  wrongPassword: "Your current password is not right. Please try again.",
  samePassword: "Your new password must be different from your current one.",
  passwordChanged: "Password changed",
  passwordChangedDetail: "You were signed out on your other devices. Your passkeys still work.",
  sameEmail: "That is already your e-mail address.",
  emailChangeSent: (newEmail: string) =>
    `We've sent a confirmation link to ${newEmail}. Your e-mail address changes when you open it (it is valid for 24 hours); until then, keep signing in with your current address.`,
  emailChanged: (newEmail: string) => `Your FieldFix account now uses ${newEmail}. Sign in with this address from now on.`,
  emailChangeFailed: "This e-mail change link is invalid, has expired or was already used. You can ask for a new one on your account page.",
  emailTaken: "This e-mail address now belongs to another FieldFix account, so the change could not be made.",
  exportFailed: "Your data could not be downloaded. Please try again.",
  exportReady: "Your data is downloading",
  deleted: "Your account has been deleted",
  deletedDetail: "Your diagnoses, sign-ins and passkeys are gone. We've sent a confirmation to your e-mail address.",
  deleteFailed: "Your account could not be deleted. Please try again.",
  passkeyConfirmFailed: "Your passkey could not confirm this. Please try again, or use your password.",
  noPasskeys: "This account has no passkeys. Please confirm with your password.",
  confirmRequired: "Please confirm with your password or a passkey.",
} as const;

/** Error codes of the account endpoints that the account page acts on (the envelope's `error`). */
export const ACCOUNT_ERRORS = {
  loginRequired: "LOGIN_REQUIRED",
  registeredOnly: "REGISTERED_ONLY",
  demo: "DEMO_ACCOUNT",
  validation: "VALIDATION_ERROR",
  wrongPassword: "WRONG_PASSWORD",
  samePassword: "SAME_PASSWORD",
  sameEmail: "SAME_EMAIL",
  passkeyInvalid: "PASSKEY_INVALID",
  noPasskeys: "NO_PASSKEYS",
} as const;

/** What GET /api/user/export downloads (format version 1). */
export interface AccountExport {
  format: "fieldfix-account-export";
  version: 1;
  exportedAt: string;
  profile: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    isEmailVerified: boolean;
    accountType: string;
    createdAt: string;
    updatedAt: string;
    /** Recorded when the account was made (SPEC §3): part of what FieldFix holds about the person. */
    ipAddress: string | null;
    deviceFingerprint: string | null;
  };
  plan: {
    subscriptionStatus: string;
    subscriptionPlans: Record<string, string>;
    trialActivated: boolean;
    trialSearchesUsed: number;
    searchesUsed: number;
    keysRedeemed: Array<{ plan: string; redeemedAt: string | null }>;
  };
  diagnoses: Array<Record<string, unknown>>;
  /** The person's 'What fixed it?' answers (issue #13 item 3). */
  confirmedFixes: Array<{
    diagnosisId: string;
    vehicleType: string;
    make: string | null;
    modelFamily: string | null;
    causeId: string | null;
    otherCause: string | null;
    part: string | null;
    answeredAt: string;
  }>;
  machines: Array<{
    vehicleType: string;
    make: string;
    model: string;
    year: number | null;
    nickname: string | null;
    meterReading: number | null;
    meterUnit: string | null;
    lastUsedAt: string;
  }>;
  passkeys: Array<{ name: string; createdAt: string; lastUsedAt: string | null }>;
  signedInSessions: Array<{ signedInAt: string; lastSeenAt: string | null; expiresAt: string; ipAddress: string | null; userAgent: string | null }>;
}

/** The download's file name: fieldfix-data-2026-11-24.json. */
export function exportFileName(now: Date): string {
  return `fieldfix-data-${now.toISOString().slice(0, 10)}.json`;
}
