import { useSyncExternalStore } from "react";

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

const noSubscribe = () => () => {};

/**
 * passkeysSupported() for components. The server cannot know, so it renders `onServer` (and hydration keeps it);
 * the real answer follows right after hydration without a mismatch.
 */
export function usePasskeysSupported(onServer: boolean): boolean {
  return useSyncExternalStore(noSubscribe, passkeysSupported, () => onServer);
}
