import { readStoredProgress, type StepProgress, sameProgress } from "~/domain/step-progress-core.ts";
import type { KeyValueStorage } from "./offline-store.ts";

/**
 * Step progress kept on this device (localStorage), per diagnosis and per user:
 *   - for a diagnosis on the server (target = its id): every change is written here first and removed once the
 *     server has it, so a reload, a closed tab or a lost connection never loses a tick or a note;
 *   - for a diagnosis made offline (target = its clientRef): the only copy until the diagnosis is uploaded, then
 *     sent to the server's copy and kept (no longer pending) so the device page still shows it.
 * A pending entry is newer than the server's copy: the page shows it and sends it (the last write wins).
 * Pure functions over a Storage-like object, unit-tested without a browser.
 */
export interface DeviceProgress {
  target: string;
  userId: string;
  progress: StepProgress;
  pending: boolean;
  updatedAt: string;
}

export const PROGRESS_KEY = "fieldfix-step-progress";
/** Set while anything waits to be sent; app/lib/pwa.ts reads it (same string there) to start a sync when online. */
export const PROGRESS_PENDING_FLAG = "fieldfix-progress-pending";
/** Settled entries (offline diagnoses already sent) beyond this many are dropped, oldest first; pending ones never. */
export const MAX_SETTLED_PROGRESS = 50;

export function readAllProgress(storage: KeyValueStorage): DeviceProgress[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PROGRESS_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((e) => {
      const progress = e && typeof e.target === "string" && typeof e.userId === "string" ? readStoredProgress(e.progress) : null;
      return progress ? [{ target: e.target, userId: e.userId, progress, pending: e.pending === true, updatedAt: String(e.updatedAt ?? "") }] : [];
    });
  } catch {
    return [];
  }
}

function writeAll(storage: KeyValueStorage, entries: DeviceProgress[]) {
  const pending = entries.filter((e) => e.pending);
  const settled = entries
    .filter((e) => !e.pending)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, MAX_SETTLED_PROGRESS);
  storage.setItem(PROGRESS_KEY, JSON.stringify([...pending, ...settled]));
  if (pending.length) storage.setItem(PROGRESS_PENDING_FLAG, "1");
  else storage.removeItem(PROGRESS_PENDING_FLAG);
}

const isDeviceRef = (target: string) => target.startsWith("off_");

/** This user's progress for a target as kept on the device, or null. */
export function deviceEntry(storage: KeyValueStorage, target: string, userId: string): DeviceProgress | null {
  return readAllProgress(storage).find((e) => e.target === target && e.userId === userId) ?? null;
}

/** Keeps a change on the device, waiting to be sent. */
export function keepProgress(storage: KeyValueStorage, target: string, userId: string, progress: StepProgress, now = new Date()) {
  const others = readAllProgress(storage).filter((e) => !(e.target === target && e.userId === userId));
  writeAll(storage, [{ target, userId, progress, pending: true, updatedAt: now.toISOString() }, ...others]);
}

/**
 * The server now has `sent` for this target. The entry settles only if it still holds what was sent: a change made
 * while the request was under way stays pending. A server diagnosis's entry is removed (the server's copy is the
 * one to show from now on); an offline diagnosis's entry is kept, settled, for the device page.
 */
export function progressSent(storage: KeyValueStorage, target: string, userId: string, sent: StepProgress) {
  const entries = readAllProgress(storage);
  const entry = entries.find((e) => e.target === target && e.userId === userId);
  if (!entry?.pending || !sameProgress(entry.progress, sent)) return;
  const rest = entries.filter((e) => e !== entry);
  writeAll(storage, isDeviceRef(target) ? [{ ...entry, pending: false }, ...rest] : rest);
}

/** This user's entries waiting to be sent, oldest first. */
export function pendingProgress(storage: KeyValueStorage, userId: string | null): DeviceProgress[] {
  if (!userId) return [];
  return readAllProgress(storage)
    .filter((e) => e.pending && e.userId === userId)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
}

/**
 * Targets whose result page is open in this tab: that page sends its own changes in order, so the background sync
 * leaves them alone (two senders could land an older copy after a newer one).
 */
export const claimedTargets = new Set<string>();
