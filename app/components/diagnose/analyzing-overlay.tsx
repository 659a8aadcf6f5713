import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";

/** SPEC §4/§9: the counter runs to 100000 over about 8 s in 50 ms ticks, then a compiling spinner shows. */
export const COUNTER_TARGET = 100_000;
export const TICK_MS = 50;
export const COUNTER_DURATION_MS = 8_000;
const STEP = COUNTER_TARGET / (COUNTER_DURATION_MS / TICK_MS);

/**
 * Full-screen overlay while a diagnosis runs. It never delays anything: the parent unmounts it the moment
 * the answer arrives, however early that is.
 */
export function AnalyzingOverlay({ label }: { label: string }) {
  const [count, setCount] = useState(0);
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
  const compiling = count >= COUNTER_TARGET;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="analyzing-title"
      aria-describedby="analyzing-status"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-6 bg-brand-900/95 px-6 text-center text-white"
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
          <p className="text-5xl font-extrabold tabular-nums" aria-hidden="true">
            {Math.round(count).toLocaleString("en-US")}
          </p>
          <p className="mt-2 text-lg text-blue-50">Matching symptoms, codes and known failures…</p>
          <p className="sr-only" role="status">
            Checking repair records
          </p>
        </div>
      )}
    </div>
  );
}
