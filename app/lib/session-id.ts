/**
 * SPEC §3 client session id ('session-<timestamp>-<random>'), created once on first need and kept in browser
 * storage, plus the demo-auth flag. It labels an anonymous visitor; it never authenticates anyone.
 */
export const SESSION_KEY = "fieldfix-session-id";
export const DEMO_KEY = "fieldfix-demo-auth";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getSessionId(): string {
  const store = storage();
  const existing = store?.getItem(SESSION_KEY);
  if (existing && /^session-\d+-[a-z0-9]+$/.test(existing)) return existing;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 12);
  const id = `session-${Date.now()}-${random}`;
  store?.setItem(SESSION_KEY, id);
  return id;
}

export function setDemoFlag(on: boolean) {
  const store = storage();
  if (on) store?.setItem(DEMO_KEY, "true");
  else store?.removeItem(DEMO_KEY);
}

/** Sign-out clean-up (SPEC §4): forget the session id and the demo flag. */
export function clearClientSession() {
  const store = storage();
  store?.removeItem(SESSION_KEY);
  store?.removeItem(DEMO_KEY);
  // The next person on this device must not see this user's offline results (they stay stored for this user).
  store?.removeItem("fieldfix-device-user");
}
