import { CircleCheck, CloudOff, ListChecks, LoaderCircle, OctagonAlert, TriangleAlert } from "lucide-react";
import type { TroubleshootingStep } from "~/domain/diagnosis/types.ts";
import type { StepProgress } from "~/domain/step-progress-core.ts";
import { StepCard } from "./step-card.tsx";
import { type ProgressMode, type SaveState, useStepProgress } from "./use-step-progress.ts";

/**
 * SPEC §2 'Troubleshooting Steps': a numbered checklist. The owner's ticks and notes are saved with the diagnosis
 * (use-step-progress.ts: on the device first, then on the server); anyone else sees them without controls.
 */
export function TroubleshootingSteps({ steps, progress: initial, mode }: { steps: TroubleshootingStep[]; progress: StepProgress; mode: ProgressMode }) {
  const { progress, state, editable, change, flush } = useStepProgress(initial, mode);
  const done = new Set(progress.done);
  const highRisk = steps.filter((s) => s.safetyLevel === "High Risk").length;
  const doneCount = steps.filter((s) => done.has(s.step)).length;

  function toggle(step: number, isDone: boolean) {
    const next = isDone ? [...progress.done.filter((n) => n !== step), step] : progress.done.filter((n) => n !== step);
    change({ ...progress, done: next }, false);
  }

  function setNote(step: number, text: string) {
    const notes = { ...progress.notes, [String(step)]: text };
    if (!text) delete notes[String(step)];
    change({ ...progress, notes }, true);
  }

  return (
    <section aria-labelledby="steps-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id="steps-title" className="flex items-center gap-2 text-2xl font-bold text-ink">
          <ListChecks className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          Troubleshooting Steps
        </h2>
        {steps.length > 0 && (
          <p className="font-semibold text-ink-muted no-print" aria-live="polite" data-testid="steps-done">
            {doneCount} of {steps.length} done
          </p>
        )}
      </div>
      {steps.length === 0 ? (
        <p className="mt-3 text-ink-muted">No steps for this result. Check the service manual for this machine, or run a new diagnosis with more detail.</p>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">
            Work through them in order — test before you replace parts.{" "}
            {editable
              ? "Tick each step off as you go and note what you measured; both are saved with this diagnosis."
              : "Only the person who ran this diagnosis can tick steps off or add notes."}
          </p>
          {editable && <SaveStatus state={state} device={mode.kind === "device"} />}
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
              <StepCard
                key={s.step}
                step={s}
                done={done.has(s.step)}
                note={progress.notes[String(s.step)] ?? ""}
                edit={editable ? { onToggle: (d) => toggle(s.step, d), onNote: (t) => setNote(s.step, t), onNoteDone: flush } : null}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const STATUS: Record<Exclude<SaveState, "idle">, { icon: typeof CircleCheck; text: string; tone: string }> = {
  saving: { icon: LoaderCircle, text: "Saving…", tone: "text-ink-muted" },
  saved: { icon: CircleCheck, text: "Saved", tone: "text-safe" },
  "on-device": { icon: CloudOff, text: "Saved on this device — it will sync when you're back online.", tone: "text-caution" },
  failed: { icon: TriangleAlert, text: "Not saved. Your notes stay here; the next change tries again.", tone: "text-danger" },
};

/** Where the last change is: one polite live region, so a screen reader hears 'Saved' without losing its place. */
function SaveStatus({ state, device }: { state: SaveState; device: boolean }) {
  const s =
    state === "idle"
      ? null
      : state === "on-device" && device
        ? { ...STATUS["on-device"], text: "Kept on this device; sent with this diagnosis when it uploads." }
        : STATUS[state];
  return (
    <p
      role="status"
      className={`no-print mt-1 flex min-h-6 items-center gap-2 font-semibold ${s?.tone ?? ""}`}
      data-testid="progress-status"
      data-state={state}
    >
      {s && (
        <>
          <s.icon className="h-5 w-5 shrink-0" aria-hidden="true" />
          {s.text}
        </>
      )}
    </p>
  );
}
