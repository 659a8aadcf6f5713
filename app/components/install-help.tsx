import { Download, Smartphone, X } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { getInstallState, getServerInstallState, isStandalone, requestInstall, subscribeInstall } from "~/lib/install-prompt.ts";

function useInstallState() {
  const state = useSyncExternalStore(subscribeInstall, getInstallState, getServerInstallState);
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(isStandalone()), []);
  return { ...state, hidden: state.installed || standalone };
}

export function InstallInstructions({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border-2 border-brand-100 bg-brand-50 p-4 text-left text-ink">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          Add FieldFix to your home screen
        </h3>
        <button type="button" onClick={onClose} className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Dismiss install help">
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 font-semibold">iPhone / iPad (Safari)</p>
      <ol className="ml-5 list-decimal">
        <li>Tap the Share button.</li>
        <li>Choose 'Add to Home Screen'.</li>
        <li>Tap 'Add'.</li>
      </ol>
      <p className="mt-2 font-semibold">Android / Chrome</p>
      <ol className="ml-5 list-decimal">
        <li>Open the browser menu (⋮).</li>
        <li>Choose 'Add to Home Screen' or 'Install App'.</li>
      </ol>
      <p className="mt-2 text-sm text-ink-muted">
        Note: if you uninstalled FieldFix recently, your browser may block the automatic install prompt for a while. The menu steps above still work.
      </p>
    </section>
  );
}

/** The install control used in the hero and the install section. Hidden once installed or running standalone. */
export function InstallButton({ variant = "secondary" }: { variant?: "primary" | "secondary" }) {
  const { hidden } = useInstallState();
  const [showHelp, setShowHelp] = useState(false);
  if (hidden) return null;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className={variant === "primary" ? "btn-primary w-full" : "btn-secondary w-full"}
        onClick={async () => {
          const outcome = await requestInstall();
          if (outcome === "manual") setShowHelp(true);
        }}
      >
        <Download className="h-5 w-5" aria-hidden="true" />
        Add to Home Screen
      </button>
      {showHelp && <InstallInstructions onClose={() => setShowHelp(false)} />}
    </div>
  );
}

export function InstallSection() {
  return (
    <section aria-labelledby="install-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="install-title" className="section-title flex items-center gap-3">
            <Smartphone className="h-8 w-8 text-brand-700" aria-hidden="true" />
            Install FieldFix on your phone
          </h2>
          <p className="mt-3 max-w-prose text-lg text-ink-muted">
            One tap from your home screen, full screen like an app, and it keeps working in the field when the signal drops.
          </p>
        </div>
        <div className="card p-5">
          <InstallButton variant="primary" />
        </div>
      </div>
    </section>
  );
}
