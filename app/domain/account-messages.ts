/** Account messages shown by both the API and the pages, so each is written once. */

/** SPEC §8's success sentence first, then what else a reset did, so nobody wonders where their passkeys went. */
export const RESET_SUCCESS =
  "Password reset successful! You can now log in with your new password. For your security you were signed out everywhere and your passkeys were removed; you can set them up again on your account page.";
