/**
 * Runs once per page load (root layout): marks <html data-offline> while the browser is offline (the root
 * layout's offline banner shows then), registers /sw.js, checks for a new version every 30 s and reloads once
 * when a new worker takes control (SPEC §7), and uploads diagnoses and step ticks saved on this device once back
 * online.
 * Kept tiny: it is part of every page's JavaScript, the home page's budget included.
 */
const PENDING_FLAG = "fieldfix-offline-pending"; // = offline-store.ts PENDING_FLAG
/** The user signed in on this device, so a page rendered without the user (the offline fallback) still knows it. */
const DEVICE_USER_KEY = "fieldfix-device-user"; // = offline-store.ts DEVICE_USER_KEY
const PROGRESS_FLAG = "fieldfix-progress-pending"; // = step-progress-store.ts PROGRESS_PENDING_FLAG

export function startPwa(userId: string | null) {
  if (userId) localStorage.setItem(DEVICE_USER_KEY, userId);
  const html = document.documentElement;
  const sync = () => {
    html.toggleAttribute("data-offline", !navigator.onLine);
    if (navigator.onLine && (localStorage.getItem(PENDING_FLAG) || localStorage.getItem(PROGRESS_FLAG)))
      void import("./offline-sync.ts").then((m) => m.uploadPending());
  };
  addEventListener("online", sync);
  addEventListener("offline", sync);
  sync();
  const sw = navigator.serviceWorker;
  if (!sw || import.meta.env.DEV) return;
  let controlled = !!sw.controller;
  sw.addEventListener("controllerchange", () => {
    // The first install taking control is not a new version; a later worker is.
    if (controlled) location.reload();
    controlled = true;
  });
  sw.register("/sw.js").then(
    (reg) => setInterval(() => reg.update().catch(() => {}), 30_000),
    () => {},
  );
}
