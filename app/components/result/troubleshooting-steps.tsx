import { ListChecks, OctagonAlert } from "lucide-react";
import { useState } from "react";
import type { TroubleshootingStep } from "~/domain/diagnosis/types.ts";
import { StepCard } from "./step-card.tsx";

/** SPEC §2 'Troubleshooting Steps': a numbered checklist; ticks live only in this page's state. */
export function TroubleshootingSteps({ steps }: { steps: TroubleshootingStep[] }) {
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  const highRisk = steps.filter((s) => s.safetyLevel === "High Risk").length;
  const doneCount = steps.filter((s) => done.has(s.step)).length;

  function toggle(step: number, isDone: boolean) {
    setDone((prev) => {
      const next = new Set(prev);
      if (isDone) next.add(step);
      else next.delete(step);
      return next;
    });
  }

  return (
    <section aria-labelledby="steps-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="steps-title" className="flex items-center gap-2 text-2xl font-bold text-ink">
          <ListChecks className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          Troubleshooting Steps
        </h2>
        {steps.length > 0 && (
          <p className="font-semibold text-ink-muted no-print" aria-live="polite">
            {doneCount} of {steps.length} done
          </p>
        )}
      </div>
      {steps.length === 0 ? (
        <p className="mt-3 text-ink-muted">No steps for this result. Check the service manual for this machine, or run a new diagnosis with more detail.</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">Work through them in order — test before you replace parts. Tick each step off as you go.</p>
          {highRisk > 0 && (
            <p className="mt-3 flex items-start gap-2 rounded-xl border-2 border-danger bg-danger-bg p-3 font-semibold text-danger">
              <OctagonAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              {highRisk === 1
                ? "1 step is High Risk: read its safety notes before you start."
                : `${highRisk} steps are High Risk: read their safety notes before you start.`}{" "}
              Stop if you are not sure it is safe.
            </p>
          )}
          <ol className="mt-4 flex flex-col gap-4" aria-label="Troubleshooting checklist">
            {steps.map((s) => (
              <StepCard key={s.step} step={s} done={done.has(s.step)} onToggle={(d) => toggle(s.step, d)} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
