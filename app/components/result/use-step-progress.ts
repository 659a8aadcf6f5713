import { useEffect, useRef, useState } from "react";
import { type StepProgress, sameProgress } from "~/domain/step-progress-core.ts";
import { api, failureMessage, NetworkError } from "~/lib/api.ts";
import { CHANGE_EVENT } from "~/lib/offline-store.ts";
import { claimedTargets, deviceEntry, keepProgress, progressSent } from "~/lib/step-progress-store.ts";
import { toast } from "~/lib/toast.ts";

/**
 * Who may change the ticks, and where they go:
 *   server    — the owner of a stored diagnosis: each change is kept on the device first, then sent (PATCH
 *               /api/diagnostics/{id}/progress); offline it waits on the device and goes when the connection is back;
 *   device    — a diagnosis made offline on this device: the ticks stay here and are sent after its upload;
 *   read-only — anyone else (a shared result): nothing can change.
 * The whole progress is sent each time and replaces the server's: the last write wins.
 */
export type ProgressMode =
  | { kind: "server"; id: string; userId: string }
  | { kind: "device"; clientRef: string; userId: string; uploaded: boolean }
  | { kind: "read-only" };

/** What the page tells the person about their last change. */
export type SaveState = "idle" | "saving" | "saved" | "on-device" | "failed";

const NOTE_PAUSE_MS = 800;
/** Online but the server could not be reached: try again after this long (no 'online' event will come). */
const RETRY_MS = 10_000;

export function useStepProgress(initial: StepProgress, mode: ProgressMode) {
  const [progress, setProgress] = useState(initial);
  const [state, setState] = useState<SaveState>("idle");
  const latest = useRef(initial);
  const confirmed = useRef(initial);
  const sending = useRef(false);
  /** Changes the server (or, for a device diagnosis, the device sync) has not had yet. */
  const unsent = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** False once the page is gone: no more retries from here (what waits is on the device for the next page load). */
  const alive = useRef(true);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const target = mode.kind === "server" ? mode.id : mode.kind === "device" ? mode.clientRef : null;
  const userId = mode.kind === "read-only" ? null : mode.userId;

  function show(next: StepProgress) {
    latest.current = next;
    setProgress(next);
  }

  function cancelTimer() {
    clearTimeout(timer.current);
    timer.current = undefined;
  }

  function later(ms: number) {
    cancelTimer();
    if (!alive.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void send();
    }, ms);
  }

  async function send(): Promise<void> {
    cancelTimer();
    const m = modeRef.current;
    if (sending.current || !unsent.current || m.kind === "read-only") return;
    if (!navigator.onLine) return setState("on-device");
    sending.current = true;
    unsent.current = false;
    try {
      if (m.kind === "device") await sendFromDevice(m.clientRef, m.userId, m.uploaded);
      else await sendToServer(m.id, m.userId);
    } finally {
      sending.current = false;
      if (!alive.current) handOver();
      // Changed while the request was under way (and no pause or retry is pending): send the newer copy now.
      else if (unsent.current && timer.current === undefined && navigator.onLine) void send();
    }
  }

  /** The page is gone with changes unsent: the device sync (no longer kept off this target) sends them. */
  function handOver() {
    if (unsent.current && userId && navigator.onLine) void import("~/lib/offline-sync.ts").then((m) => m.syncProgress(userId));
  }

  async function sendToServer(id: string, uid: string) {
    const sent = latest.current;
    setState("saving");
    try {
      await api.patch(`/api/diagnostics/${encodeURIComponent(id)}/progress`, sent, { retryDelaysMs: [] });
      confirmed.current = sent;
      progressSent(localStorage, id, uid, sent);
      if (!unsent.current) setState("saved");
    } catch (error) {
      if (error instanceof NetworkError) {
        unsent.current = true;
        setState("on-device");
        later(RETRY_MS);
        return;
      }
      // SPEC §8 'Update Failed': ticks go back to what the server last confirmed. Typed notes stay in their fields
      // and on the device (nothing typed is lost); they go with the next change.
      const rolled = { done: confirmed.current.done, notes: latest.current.notes };
      show(rolled);
      keepProgress(localStorage, id, uid, rolled);
      if (sameProgress(rolled, confirmed.current)) progressSent(localStorage, id, uid, rolled);
      unsent.current = false;
      setState("failed");
      toast("Update Failed", { description: failureMessage(error, "Please try again."), variant: "destructive" });
    }
  }

  /** A diagnosis made offline: its ticks go through the device sync, after the diagnosis's own upload. */
  async function sendFromDevice(clientRef: string, uid: string, uploaded: boolean) {
    const sync = await import("~/lib/offline-sync.ts");
    // Not uploaded yet: upload first (which sends ticks too). Then send once more in any case, since an upload run
    // already under way may have passed its ticks step before this change was made.
    if (!uploaded) await sync.uploadPending();
    await sync.syncProgress(uid);
    const entry = deviceEntry(localStorage, clientRef, uid);
    setState(entry && !entry.pending ? "saved" : "on-device");
  }

  /** A tick goes at once; a note after a short pause in typing (or when its field loses focus: flush). */
  function change(next: StepProgress, pause: boolean) {
    if (!target || !userId) return;
    show(next);
    unsent.current = true;
    // Kept on the device before anything else: a reload, a closed tab or a lost connection loses nothing.
    keepProgress(localStorage, target, userId, next);
    if (modeRef.current.kind === "device" || !navigator.onLine) setState("on-device");
    if (pause) later(NOTE_PAUSE_MS);
    else void send();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per diagnosis and user; the functions it calls read refs, not render values
  useEffect(() => {
    if (!target || !userId) return;
    alive.current = true;
    const kind = modeRef.current.kind;
    if (kind === "server") claimedTargets.add(target);
    // What this device kept and has not sent yet is newer than the page's copy: show it and send it.
    const kept = deviceEntry(localStorage, target, userId);
    if (kept && (kept.pending || kind === "device")) {
      show(kept.progress);
      unsent.current = kept.pending;
      setState(kept.pending ? "on-device" : "saved");
      if (kept.pending) void send();
    }
    const retry = () => {
      if (unsent.current) void send();
    };
    // Back online, or the device sync just uploaded this diagnosis (CHANGE_EVENT): send what waits.
    addEventListener("online", retry);
    addEventListener(CHANGE_EVENT, retry);
    return () => {
      removeEventListener("online", retry);
      removeEventListener(CHANGE_EVENT, retry);
      // Leaving with a note still in its pause (or a change not sent yet): the device sync sends it, now or once a
      // request under way has finished. It is on the device either way.
      alive.current = false;
      cancelTimer();
      claimedTargets.delete(target);
      if (!sending.current) handOver();
    };
    // Only the target and the user decide what this sets up; the mode object is new on every render.
  }, [target, userId]);

  return { progress, state, editable: mode.kind !== "read-only", change, flush: () => void send() };
}
