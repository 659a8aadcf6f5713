import { Check, CircleDashed, Clock, Gauge, HardHat, type LucideIcon, NotebookPen, Package, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import type { TroubleshootingStep } from "~/domain/diagnosis/types.ts";
import { STEP_NOTE_MAX } from "~/domain/step-progress-core.ts";
import { SafetyBadge, safetyStyle } from "./safety-badge.tsx";

function DetailList({ icon: Icon, title, note, items }: { icon: LucideIcon; title: string; note?: ReactNode; items: string[] }) {
  return (
    <div>
      <h4 className="flex items-center gap-2 font-bold text-ink">
        <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        {title}
      </h4>
      {note && <p className="pl-7 text-ink-muted">{note}</p>}
      <ul className="mt-1 list-disc space-y-1 pl-7 marker:text-ink-muted">
        {items.map((item) => (
          <li key={item} className="wrap-anywhere">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface StepCardProps {
  step: TroubleshootingStep;
  done: boolean;
  note: string;
  /** Null for anyone but the owner: the card then shows the state without controls. */
  edit: { onToggle: (done: boolean) => void; onNote: (text: string) => void; onNoteDone: () => void } | null;
}

/** One numbered step: safety first (badge and PPE notes before the instructions), then what to do and with what. */
export function StepCard({ step, done, note, edit }: StepCardProps) {
  const style = safetyStyle(step.safetyLevel);
  const highRisk = step.safetyLevel === "High Risk";
  const has = (list?: string[]): list is string[] => Array.isArray(list) && list.length > 0;
  return (
    <li
      className={`card overflow-hidden break-inside-avoid print:shadow-none ${style.frame} ${done ? "bg-slate-50" : ""}`}
      data-testid={`step-${step.step}`}
      data-safety-level={step.safetyLevel}
      data-done={done}
    >
      <div className="p-4 sm:p-5">
        <div className="flex items-start gap-3 sm:gap-4">
          <span
            className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${
              done ? "bg-safe text-white" : "bg-brand-600 text-white"
            } print:border-2 print:border-ink print:bg-white print:text-ink`}
            aria-hidden="true"
          >
            {done ? <Check className="h-6 w-6" /> : step.step}
          </span>
          <h3 className="min-w-0 flex-1 pt-1 text-xl font-bold leading-snug text-ink">
            <span className="sr-only">Step {step.step}: </span>
            {step.title}
            {done && <span className="sr-only"> (done)</span>}
          </h3>
        </div>
        <div className="mt-3 sm:pl-14">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <SafetyBadge level={step.safetyLevel} />
            {step.estimatedTime && (
              <span className="inline-flex items-center gap-1.5 text-ink-muted">
                <Clock className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="font-semibold">Est. time:</span> {step.estimatedTime}
                </span>
              </span>
            )}
          </div>

          {has(step.safety) && (
            <div className={`mt-3 rounded-xl border-2 p-3 ${style.note}`} role="note" aria-label={`Safety and PPE for step ${step.step}`}>
              <p className="flex items-center gap-2 font-bold">
                <HardHat className="h-5 w-5 shrink-0" aria-hidden="true" />
                {highRisk ? "High Risk — read before you start" : "Safety / PPE"}
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-7 font-medium">
                {step.safety.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
          )}

          <p className="mt-3 wrap-anywhere text-ink">{step.description}</p>

          {(has(step.tools) || has(step.specs) || has(step.parts)) && (
            <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4">
              {has(step.tools) && <DetailList icon={Wrench} title="Tools" items={step.tools} />}
              {has(step.specs) && <DetailList icon={Gauge} title="Specifications" note="Typical values — check the service manual." items={step.specs} />}
              {has(step.parts) && <DetailList icon={Package} title="Parts" items={step.parts} />}
            </div>
          )}
        </div>
      </div>
      {edit ? (
        <StepControls step={step.step} hasSpecs={has(step.specs)} done={done} note={note} edit={edit} />
      ) : (
        <StepState step={step.step} done={done} note={note} />
      )}
    </li>
  );
}

/** The owner's tick and note. The note prints as text; the field itself does not. */
function StepControls({
  step,
  hasSpecs,
  done,
  note,
  edit,
}: {
  step: number;
  hasSpecs: boolean;
  done: boolean;
  note: string;
  edit: NonNullable<StepCardProps["edit"]>;
}) {
  const checkboxId = `step-${step}-done`;
  const noteId = `step-${step}-note`;
  return (
    <>
      <label
        htmlFor={checkboxId}
        className={`flex min-h-12 cursor-pointer items-center gap-3 border-t px-4 py-2 font-semibold sm:px-5 ${
          done ? "border-safe/30 bg-safe-bg text-safe" : "border-slate-200 text-ink hover:bg-slate-50"
        }`}
      >
        <input
          id={checkboxId}
          type="checkbox"
          checked={done}
          onChange={(e) => edit.onToggle(e.target.checked)}
          className="h-6 w-6 shrink-0 cursor-pointer accent-green-700"
        />
        Mark step {step} as done
      </label>
      <div className="no-print border-t border-slate-200 px-4 py-3 sm:px-5">
        <label htmlFor={noteId} className="flex items-center gap-2 font-semibold text-ink">
          <NotebookPen className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          What did you measure?
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(e) => edit.onNote(e.target.value)}
          onBlur={edit.onNoteDone}
          maxLength={STEP_NOTE_MAX}
          rows={2}
          // A battery reading as the example on a hydraulic or a brake step read as if the page had the wrong step.
          placeholder={hasSpecs ? "Your reading, to compare with the specifications" : "What you saw, measured or changed"}
          aria-describedby={`${noteId}-hint`}
          className="mt-1 w-full rounded-xl border-2 border-slate-500 bg-white p-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none"
        />
        <p id={`${noteId}-hint`} className="flex justify-between gap-3 text-sm text-ink-muted">
          <span>Optional. Saved with this diagnosis.</span>
          {/* The count never breaks across lines ("0/28" over "0" at 360 px). */}
          <span className="shrink-0 whitespace-nowrap">
            {note.length}/{STEP_NOTE_MAX}
            <span className="sr-only"> characters</span>
          </span>
        </p>
      </div>
      {note.trim() && <NoteText note={note} className="hidden px-4 pb-3 print:block" />}
    </>
  );
}

/** A shared result: whether the owner has done the step, and their note, without controls. */
function StepState({ step, done, note }: { step: number; done: boolean; note: string }) {
  return (
    <div className={`border-t px-4 py-3 sm:px-5 ${done ? "border-safe/30 bg-safe-bg" : "border-slate-200"}`} data-testid={`progress-of-step-${step}`}>
      <p className={`flex items-center gap-2 font-semibold ${done ? "text-safe" : "text-ink-muted"}`}>
        {done ? <Check className="h-5 w-5 shrink-0" aria-hidden="true" /> : <CircleDashed className="h-5 w-5 shrink-0" aria-hidden="true" />}
        {done ? "Done" : "Not done yet"}
      </p>
      {note.trim() && <NoteText note={note} />}
    </div>
  );
}

function NoteText({ note, className = "" }: { note: string; className?: string }) {
  return (
    <p className={`mt-1 wrap-anywhere text-ink ${className}`}>
      <span className="font-semibold">Measured:</span> {note}
    </p>
  );
}
