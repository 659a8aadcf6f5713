/**
 * Captures the browser's install prompt (Chromium's beforeinstallprompt) as early as possible so the
 * 'Add to Home Screen' button can use it later. Browsers without it get the manual steps instead.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

type State = { prompt: BeforeInstallPromptEvent | null; installed: boolean };
const state: State = { prompt: null, installed: false };
const listeners = new Set<() => void>();
let snapshot: State = { ...state };

function emit() {
  snapshot = { ...state };
  for (const l of listeners) l();
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    state.prompt = e as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => {
    state.installed = true;
    state.prompt = null;
    emit();
  });
}

export function subscribeInstall(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallState(): State {
  return snapshot;
}

const SERVER_STATE: State = { prompt: null, installed: false };
export function getServerInstallState(): State {
  return SERVER_STATE;
}

export function isStandalone(): boolean {
  if (typeof window === "undefined") return false;
  return window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

/** Shows the browser prompt; returns "manual" when there is none (or it fails) so the caller shows the steps. */
export async function requestInstall(): Promise<"accepted" | "dismissed" | "manual"> {
  const prompt = state.prompt;
  if (!prompt) return "manual";
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    state.prompt = null;
    if (choice.outcome === "accepted") state.installed = true;
    emit();
    return choice.outcome;
  } catch {
    state.prompt = null;
    emit();
    return "manual";
  }
}
