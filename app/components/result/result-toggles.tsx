import { Bookmark, CircleCheckBig, type LucideIcon, Share2 } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { ConfirmedFixView } from "~/domain/confirmed-fixes.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { FixedBy } from "./fixed-by.tsx";
import type { ListedCause } from "./what-fixed-it-dialog.tsx";

const loadDialog = () => import("./what-fixed-it-dialog.tsx");
const WhatFixedItDialog = lazy(loadDialog);

/**
 * A flag changed optimistically: the switch flips at once, the PATCH runs, and on failure it flips back to the
 * last value the server confirmed and SPEC §8's 'Update Failed' toast shows the server's message.
 */
function useOptimisticFlag(
  initial: boolean,
  send: (value: boolean) => Promise<unknown>,
  confirmText: (value: boolean) => string | null,
  onConfirmed?: (value: boolean) => void,
) {
  const [value, setValue] = useState(initial);
  const confirmed = useRef(initial);
  const latest = useRef(0);
  async function change(next: boolean) {
    setValue(next);
    const request = ++latest.current;
    try {
      await send(next);
      confirmed.current = next;
      if (request === latest.current) {
        const text = confirmText(next);
        if (text) toast(text);
        onConfirmed?.(next);
      }
    } catch (error) {
      if (request !== latest.current) return;
      setValue(confirmed.current);
      toast("Update Failed", { description: failureMessage(error, "Please try again."), variant: "destructive" });
    }
  }
  return [value, change] as const;
}

function Switch({
  icon: Icon,
  label,
  onText,
  offText,
  checked,
  onChange,
  onPointerOver,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  onText: string;
  offText: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  onPointerOver?: () => void;
  testId: string;
}) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-desc`}
      onClick={() => onChange(!checked)}
      onPointerOver={onPointerOver}
      data-testid={testId}
      className={`flex min-h-16 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors ${
        checked ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white hover:bg-slate-50"
      }`}
    >
      <Icon className={`h-6 w-6 shrink-0 ${checked ? "fill-brand-100 text-brand-700" : "text-ink-muted"}`} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span id={`${id}-label`} className="block font-bold text-ink">
          {label}
        </span>
        <span id={`${id}-desc`} className="block text-ink-muted">
          {checked ? onText : offText}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors ${
          checked ? "border-brand-700 bg-brand-600" : "border-slate-500 bg-slate-200"
        }`}
      >
        <span
          className={`absolute h-6 w-6 rounded-full bg-white shadow ring-1 ring-slate-500 transition-transform ${checked ? "translate-x-6" : "translate-x-0.5"}`}
        />
      </span>
    </button>
  );
}

/**
 * SPEC §2/§4: Save to History and Mark as Resolved, for the owner only. Others see that this is a shared result.
 * Once resolving is confirmed the owner is asked 'What fixed it?' (skippable; `canAnswer` is false for the shared
 * demo account); un-resolving withdraws the answer on the server, so it goes from the page too.
 */
export function ResultToggles({
  id,
  isOwner,
  saved,
  resolved,
  causes = [],
  confirmedFix = null,
  canAnswer = false,
}: {
  id: string;
  isOwner: boolean;
  saved: boolean;
  resolved: boolean;
  causes?: ListedCause[];
  confirmedFix?: ConfirmedFixView | null;
  canAnswer?: boolean;
}) {
  const path = `/api/diagnostics/${encodeURIComponent(id)}`;
  const [fix, setFix] = useState(confirmedFix);
  const [asking, setAsking] = useState<false | "resolved" | "asked">(false);
  const [isSaved, setSaved] = useOptimisticFlag(
    saved,
    (v) => api.patch(`${path}/save`, { saved: v }),
    (v) => (v ? "Saved to History" : "Removed from History"),
  );
  const [isResolved, setResolved] = useOptimisticFlag(
    resolved,
    (v) => api.patch(`${path}/resolve`, { resolved: v }),
    // With the question to follow, the dialog says it is resolved: a toast would cover the dialog on a phone.
    (v) => (v ? (canAnswer ? null : "Marked as Resolved") : "Marked as not resolved"),
    (v) => {
      if (!v) setFix(null);
      else if (canAnswer) setAsking("resolved");
    },
  );
  const closeDialog = (answer: ConfirmedFixView | null) => {
    setAsking(false);
    if (answer) setFix(answer);
  };

  if (!isOwner) {
    return (
      <p className="no-print mt-6 flex items-start gap-2 rounded-xl border border-slate-300 bg-white p-3 text-ink-muted" data-testid="shared-note">
        <Share2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        This is a shared result. Only the person who ran this diagnosis can save it or mark it resolved.
      </p>
    );
  }
  return (
    <>
      {/* One above the other in the narrow summary column from 1024 px, where side by side they broke words. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of switches; a fieldset's min-content width would break the grid at 360 px */}
      <div className="no-print mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-1" role="group" aria-label="Your diagnosis">
        <Switch
          icon={Bookmark}
          label="Save to History"
          onText="Saved — find it under History"
          offText="Keep this result in your history"
          checked={isSaved}
          onChange={setSaved}
          testId="save-toggle"
        />
        <Switch
          icon={CircleCheckBig}
          label="Mark as Resolved"
          onText="Resolved — the fault is fixed"
          offText="Turn on once the fault is fixed"
          checked={isResolved}
          onChange={setResolved}
          onPointerOver={canAnswer ? () => void loadDialog() : undefined}
          testId="resolve-toggle"
        />
      </div>
      {isResolved && canAnswer && <FixedBy fix={fix} onAsk={() => setAsking("asked")} onWarm={() => void loadDialog()} />}
      {asking && (
        <Suspense fallback={null}>
          <WhatFixedItDialog id={id} causes={causes} current={fix} justResolved={asking === "resolved"} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
