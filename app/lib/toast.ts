/**
 * Toast requests (SPEC §2: one at a time, default and destructive variants, 5 s). A tiny store so any code can
 * raise a toast; the Radix viewport that shows it is loaded only when the first toast appears.
 */
export type ToastVariant = "default" | "destructive";
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

type Listener = (t: ToastMessage | null) => void;
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();
const PENDING_KEY = "fieldfix-pending-toast";

export function toast(title: string, opts: { description?: string; variant?: ToastVariant } = {}) {
  current = { id: nextId++, title, description: opts.description, variant: opts.variant ?? "default" };
  for (const l of listeners) l(current);
}

export function dismissToast() {
  current = null;
  for (const l of listeners) l(null);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

/** For a toast that must survive a page reload (e.g. 'Welcome back!' after sign-in). */
export function toastAfterReload(title: string, description?: string) {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ title, description }));
  } catch {
    // storage unavailable: the toast is skipped
  }
}

export function showPendingToast() {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_KEY);
    const { title, description } = JSON.parse(raw) as { title: string; description?: string };
    toast(title, { description });
  } catch {
    // ignore malformed entries
  }
}
