import { ApiError } from "~/domain/api-error.ts";
import type { DiagnosisResult } from "~/domain/diagnosis/types.ts";
import { api, failureMessage, NetworkError } from "./api.ts";
import { CHANGE_EVENT, DEVICE_USER_KEY, pendingFor, readAll, updateItem } from "./offline-store.ts";
import { claimedTargets, pendingProgress, progressSent } from "./step-progress-store.ts";
import { toast } from "./toast.ts";

let running: Promise<number> | null = null;
/** Asked again while a run was going: that run may have started offline, so one more follows it. */
let again = false;
/** Set by a run that could not get every diagnosis through (no answer, or the server busy or failing). */
let blocked = false;
/**
 * After such a run, while the browser says it is online, the next try comes by itself after these waits (the last one
 * repeats): an "online" event can come before requests get through, and a run that failed then waited for another
 * one that never came (a fresh-clone CI run, its machine busy, waited 20 s for an upload that never started).
 */
export const RETRY_LATER_MS = [3_000, 10_000, 30_000, 60_000] as const;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;

function retryLater(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (!blocked) {
    retries = 0;
    return;
  }
  // Offline, the "online" event starts the next run (pwa.ts).
  if (typeof navigator === "undefined" || navigator.onLine === false) return;
  const ms = RETRY_LATER_MS[Math.min(retries++, RETRY_LATER_MS.length - 1)]!;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void uploadPending();
  }, ms);
}

/**
 * Uploads this user's diagnoses that were made offline (POST /api/diagnostics with their clientRef: the server
 * re-checks access, counts the search, stores it saved=true, and answers a repeated clientRef with the stored
 * diagnosis, so retries never duplicate), then the step progress kept on this device (syncProgress). Who is signed
 * in is asked from the server, never assumed. Returns how many diagnoses were uploaded.
 */
export function uploadPending(): Promise<number> {
  if (running) {
    // The page's own run may have started while still offline ("online" can fire while its requests are still
    // retrying, and their last try can fail before requests get through): returning that run alone left the upload
    // waiting for an "online" event that never came (a fresh-clone CI run waited 20 s). One more run follows it.
    again = true;
    return running;
  }
  blocked = false;
  running = run().finally(() => {
    running = null;
    if (again) {
      again = false;
      void uploadPending();
    } else retryLater();
  });
  return running;
}

async function run(): Promise<number> {
  let userId: string | null;
  try {
    // With the usual retries (2 s, 4 s): the "online" event can come before requests get through, and a failure
    // here left the upload waiting for the next "online" event (a fresh-clone CI run once waited 20 s for an upload
    // that never started). A GET is safe to repeat.
    userId = (await api.get<{ id: string | null }>("/api/user")).id ?? null;
  } catch {
    blocked = true;
    return 0;
  }
  if (userId) localStorage.setItem(DEVICE_USER_KEY, userId);
  let uploaded = 0;
  for (const item of pendingFor(localStorage, userId)) {
    try {
      // The answer shown on the device goes with it, so the server stores what the person saw (results kept before
      // knowledge versions existed have none: the server then diagnoses them itself).
      const deviceAnswer = item.result.kbVersion ? toDeviceAnswer(item.result) : undefined;
      const res = await api.post<{ id: string }>("/api/diagnostics", { ...item.payload, clientRef: item.clientRef, deviceAnswer }, { retryDelaysMs: [] });
      updateItem(localStorage, item.clientRef, { status: "uploaded", serverId: res.id, error: undefined });
      uploaded++;
    } catch (error) {
      // Still offline, or busy (429) or failing (5xx): nothing is wrong with the diagnosis, so it stays waiting for the
      // next try.
      if (error instanceof NetworkError || (error instanceof ApiError && (error.status === 429 || error.status >= 500))) {
        blocked = true;
        break;
      }
      const message = failureMessage(error, "The server refused the upload.");
      updateItem(localStorage, item.clientRef, { status: "refused", error: { code: error instanceof ApiError ? error.code : undefined, message } });
      toast("Upload refused", {
        description: `A diagnosis saved on this device was not uploaded: ${message} It stays on this device.`,
        variant: "destructive",
      });
    }
    dispatchEvent(new Event(CHANGE_EVENT));
  }
  await syncProgress(userId);
  if (uploaded)
    toast("Uploaded", {
      description: `${uploaded === 1 ? "A diagnosis" : `${uploaded} diagnoses`} made offline ${uploaded === 1 ? "is" : "are"} now in your history.`,
    });
  return uploaded;
}

/**
 * Sends ticks and notes kept on this device: for server diagnoses as they are, for diagnoses made offline once
 * their upload has a server id (until then they wait). The whole progress replaces the server's (last write wins).
 * Exported for the result page of an offline diagnosis, which has no upload of its own to wait for.
 */
export function syncProgress(userId: string | null): Promise<void> {
  // One run at a time, each reading the device copy afresh: an older copy is never sent after a newer one.
  progressRuns = progressRuns.then(() => sendProgress(userId)).catch((error) => console.error("progress sync failed", error));
  return progressRuns;
}

let progressRuns: Promise<void> = Promise.resolve();

async function sendProgress(userId: string | null): Promise<void> {
  const items = readAll(localStorage);
  for (const entry of pendingProgress(localStorage, userId)) {
    const id = entry.target.startsWith("off_") ? items.find((i) => i.clientRef === entry.target && i.userId === entry.userId)?.serverId : entry.target;
    if (!id || claimedTargets.has(entry.target)) continue;
    try {
      await api.patch(`/api/diagnostics/${encodeURIComponent(id)}/progress`, entry.progress, { retryDelaysMs: [] });
      progressSent(localStorage, entry.target, entry.userId, entry.progress);
    } catch (error) {
      if (error instanceof NetworkError) break;
      if (error instanceof ApiError && (error.status === 429 || error.status >= 500)) break;
      // Refused for what it is (the diagnosis is gone, say): retrying cannot help, so it stops waiting.
      progressSent(localStorage, entry.target, entry.userId, entry.progress);
      toast("Update Failed", {
        description: `Steps ticked on this device could not be saved: ${failureMessage(error, "The server refused them.")}`,
        variant: "destructive",
      });
    }
  }
  dispatchEvent(new Event(CHANGE_EVENT));
}

/** The parts of a device result the server stores (the engine name is the server's to set). */
function toDeviceAnswer(r: DiagnosisResult) {
  const { engine: _engine, ...answer } = r;
  return answer;
}
