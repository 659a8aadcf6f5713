import type { DiagnosisResult } from "~/domain/diagnosis/types.ts";
import { ApiError, api, failureMessage, NetworkError } from "./api.ts";
import { CHANGE_EVENT, DEVICE_USER_KEY, pendingFor, updateItem } from "./offline-store.ts";
import { toast } from "./toast.ts";

let running: Promise<number> | null = null;

/**
 * Uploads this user's diagnoses that were made offline (POST /api/diagnostics with their clientRef: the server
 * re-checks access, counts the search, stores it saved=true, and answers a repeated clientRef with the stored
 * diagnosis, so retries never duplicate). Who is signed in is asked from the server, never assumed.
 * Returns how many were uploaded.
 */
export function uploadPending(): Promise<number> {
  running ??= run().finally(() => (running = null));
  return running;
}

async function run(): Promise<number> {
  let userId: string | null;
  try {
    userId = (await api.get<{ id: string | null }>("/api/user", { retryDelaysMs: [] })).id ?? null;
  } catch {
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
      if (error instanceof NetworkError) break; // still offline: try again later
      // Busy (429) or failing (5xx): nothing is wrong with the diagnosis, so it stays waiting for the next try.
      if (error instanceof ApiError && (error.status === 429 || error.status >= 500)) break;
      const message = failureMessage(error, "The server refused the upload.");
      updateItem(localStorage, item.clientRef, { status: "refused", error: { code: error instanceof ApiError ? error.code : undefined, message } });
      toast("Upload refused", { description: `A diagnosis saved on this device was not uploaded: ${message} It stays on this device.`, variant: "destructive" });
    }
    dispatchEvent(new Event(CHANGE_EVENT));
  }
  if (uploaded) toast("Uploaded", { description: `${uploaded === 1 ? "A diagnosis" : `${uploaded} diagnoses`} made offline ${uploaded === 1 ? "is" : "are"} now in your history.` });
  return uploaded;
}

/** The parts of a device result the server stores (the engine name is the server's to set). */
function toDeviceAnswer(r: DiagnosisResult) {
  const { engine: _engine, ...answer } = r;
  return answer;
}
