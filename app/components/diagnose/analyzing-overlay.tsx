import { LoaderCircle, Smartphone, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** SPEC §4/§9: the counter runs to 100000 over about 8 s in 50 ms ticks, then a compiling spinner shows. */
export const COUNTER_TARGET = 100_000;
export const TICK_MS = 50;
export const COUNTER_DURATION_MS = 8_000;
const STEP = COUNTER_TARGET / (COUNTER_DURATION_MS / TICK_MS);

/**
 * Full-screen overlay while a diagnosis runs. It never delays anything: the parent unmounts it the moment the answer
 * arrives, however early that is. It is opaque (nothing half-seen behind it in sunlight), can be cancelled with its
 * button or Escape, and once the counter has run its 8 s on a slow network it offers the on-device engine (issue #14
 * item 4).
 */
export function AnalyzingOverlay({ label, onCancel, onDiagnoseHere }: { label: string; onCancel: () => void; onDiagnoseHere?: () => void }) {
  const [count, setCount] = useState(0);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      setCount((c) => {
        const next = Math.min(COUNTER_TARGET, c + STEP);
        if (next >= COUNTER_TARGET) clearInterval(timer);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // Before the first paint (a layout effect), so Escape works from the moment the overlay can be seen.
  useLayoutEffect(() => {
    // A modal dialog: focus starts on its one control, and Escape is its way out.
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onCancel();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onCancel]);
  const compiling = count >= COUNTER_TARGET;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-status"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-6 overflow-y-auto bg-brand-900 px-6 py-8 text-center text-white"
      data-testid="analyzing-overlay"
    >
      <h2 id="analyzing-title" className="text-2xl font-bold">
        Analyzing {label}
      </h2>
      {compiling ? (
        <p id="analyzing-status" className="flex items-center gap-3 text-xl" role="status">
          <LoaderCircle className="h-8 w-8 animate-spin" aria-hidden="true" />
          Compiling your troubleshooting steps…
        </p>
      ) : (
        <div id="analyzing-status">
          {/* A term and its value: read as "Repair records checked, 1,234" (a paragraph cannot be labelled). */}
          <dl>
            <dt className="text-lg font-semibold text-blue-50">Repair records checked</dt>
            <dd className="text-5xl font-extrabold tabular-nums" data-testid="analyzing-counter">
              {Math.round(count).toLocaleString("en-US")}
            </dd>
          </dl>
          <p className="mt-2 text-lg text-blue-50">Matching symptoms, codes and known failures…</p>
          <p className="sr-only" role="status">
            Checking repair records
          </p>
        </div>
      )}
      <div className="flex w-full max-w-sm flex-col gap-3">
        {compiling && onDiagnoseHere && (
          <div className="rounded-2xl bg-white/10 p-4" data-testid="slow-network-offer">
            <p className="text-lg">Taking longer than usual — the connection may be slow.</p>
            <button type="button" className="btn mt-3 w-full bg-white text-brand-800 hover:bg-brand-50" onClick={onDiagnoseHere}>
              <Smartphone className="h-5 w-5" aria-hidden="true" />
              Diagnose on this device
            </button>
          </div>
        )}
        <button ref={cancelRef} type="button" className="btn w-full border-2 border-white text-white hover:bg-white/10" onClick={onCancel}>
          <X className="h-5 w-5" aria-hidden="true" />
          Cancel
        </button>
      </div>
    </div>
  );
}
