/**
 * Whether this browser can use passkeys at all. Tiny and eager (the login page decides whether to show its
 * biometric button with it); the WebAuthn calls themselves live in passkey-client.ts, loaded on first use.
 */
export function passkeysSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === "function" &&
    typeof navigator.credentials?.create === "function" &&
    typeof navigator.credentials?.get === "function"
  );
}
