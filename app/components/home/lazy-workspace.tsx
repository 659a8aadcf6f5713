import { lazy } from "react";

type WorkspaceModule = typeof import("./workspace.tsx");
let loaded: WorkspaceModule | undefined;

/**
 * Fetches the workspace's code. Guests never do, so the guest home stays within its script budget. The home loader
 * awaits it on the server and its clientLoader in the browser, so by the time the page renders it is here.
 */
export async function loadWorkspaceCode(): Promise<void> {
  loaded ??= await import("./workspace.tsx");
}

/**
 * The workspace as a lazy component that does not suspend once its code is loaded: React reads a thenable that
 * resolves synchronously at once, so the server renders it in place, first in the document. The page puts no Suspense
 * boundary around it: React outlines a finished boundary this large to the end of the stream (after the footer).
 */
export const LazyWorkspace = lazy<WorkspaceModule["Workspace"]>(() => {
  if (loaded) {
    const module = { default: loaded.Workspace };
    // biome-ignore lint/suspicious/noThenProperty: a thenable that React.lazy resolves in the same render when the code is already here
    return { then: (resolve: (m: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  }
  return import("./workspace.tsx").then((m) => {
    loaded = m;
    return { default: m.Workspace };
  });
});

// A server-rendered workspace is hydrated only once its code is here: fetch it as soon as this module runs, before
// React starts hydrating, rather than when hydration reaches it.
if (typeof document !== "undefined" && document.querySelector("[data-testid=workspace]")) void loadWorkspaceCode();
