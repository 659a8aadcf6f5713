/**
 * Passkeys (SPEC §7 biometric calls, §8 biometric errors): the sentences people see, limits and the JSON shapes
 * shared by the browser and the server. No zod here, so pages can show these without loading it; the request
 * schemas are in passkey-schemas.ts. Binary fields travel as base64url without padding, as WebAuthn's own JSON
 * encoding does.
 */

export const PASSKEY_MESSAGES = {
  notSupported: "Biometric sign-in is not supported on this device or browser. Please log in with your email and password.",
  loginRequired: "Please log in before setting up biometric sign-in.",
  registeredOnly: "Create a FieldFix account to set up biometric sign-in.",
  registerStartFailed: "Biometric setup could not be started. Please try again.",
  registerVerifyFailed: "Biometric setup could not be verified. Please try again.",
  authStartFailed: "Biometric sign-in could not be started. Please try again, or log in with your email and password.",
  authVerifyFailed: "Biometric sign-in could not be verified. Please try again, or log in with your email and password.",
  expired: "The biometric request expired. Please try again.",
  cancelled: "The biometric request was cancelled or timed out. Please try again.",
  alreadyRegistered: "This device is already set up for biometric sign-in.",
  tooMany: "You can keep up to 10 passkeys. Remove one before adding another.",
  added: "Biometric sign-in is set up on this device.",
  removed: "Passkey removed.",
  removeFailed: "The passkey could not be removed. Please try again.",
  notFound: "Passkey not found.",
  reauthRequired: "For your security, please enter your password to add a passkey.",
  reauthFailed: "That password is not right. Please try again.",
} as const;

/** Adding a passkey needs a sign-in (or the password typed again) at most this long ago. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export const MAX_PASSKEYS_PER_USER = 10;

/**
 * Passkeys sign in to an account: registered accounts only. The shared demo account and trial users without an
 * account have nothing a passkey could protect.
 */
export function canUsePasskeys(user: { isRegistered: boolean; accountType: string }): boolean {
  return user.isRegistered && user.accountType !== "demo";
}
/** How long a challenge (and the browser prompt) lasts. */
export const PASSKEY_TIMEOUT_MS = 5 * 60 * 1000;

/** WebAuthn creation options as JSON (PublicKeyCredentialCreationOptionsJSON). */
export interface CreationOptionsJSON {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: "public-key"; alg: number }[];
  timeout: number;
  attestation: "none";
  authenticatorSelection: { residentKey: "required"; requireResidentKey: true; userVerification: "required" };
  excludeCredentials: { type: "public-key"; id: string }[];
}

/** WebAuthn request options as JSON (PublicKeyCredentialRequestOptionsJSON). */
export interface RequestOptionsJSON {
  challenge: string;
  rpId: string;
  timeout: number;
  userVerification: "required";
  allowCredentials: { type: "public-key"; id: string }[];
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A readable name for a passkey from the browser that created it, e.g. "Chrome on Android". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const platform = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Mac OS X|Macintosh/.test(ua)
            ? "Mac"
            : /Windows/.test(ua)
              ? "Windows"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser/.test(ua)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS/.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS|Chromium\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? platform ?? "Passkey";
}
