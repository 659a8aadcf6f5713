import { Check, Clock, Gauge, HardHat, Package, Wrench, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { TroubleshootingStep } from "~/domain/diagnosis/types.ts";
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

/** One numbered step: safety first (badge and PPE notes before the instructions), then what to do and with what. */
export function StepCard({ step, done, onToggle }: { step: TroubleshootingStep; done: boolean; onToggle: (done: boolean) => void }) {
  const style = safetyStyle(step.safetyLevel);
  const highRisk = step.safetyLevel === "High Risk";
  const checkboxId = `step-${step.step}-done`;
  const has = (list?: string[]): list is string[] => Array.isArray(list) && list.length > 0;
  return (
    <li
      className={`card overflow-hidden break-inside-avoid print:shadow-none ${style.frame} ${done ? "bg-slate-50" : ""}`}
      data-testid={`step-${step.step}`}
      data-safety-level={step.safetyLevel}
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
                {step.safety.map((note) => (
                  <li key={note}>{note}</li>
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
          onChange={(e) => onToggle(e.target.checked)}
          className="h-6 w-6 shrink-0 cursor-pointer accent-green-700"
        />
        Mark step {step.step} as done
      </label>
    </li>
  );
}
