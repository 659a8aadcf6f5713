import { Check } from "lucide-react";

export const REGISTRATION_STEPS = ["Email", "Verify", "Complete"] as const;

export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Registration progress">
      {REGISTRATION_STEPS.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={label} className="flex flex-col items-center gap-1 text-center" aria-current={active ? "step" : undefined}>
            <span
              className={`flex h-10 w-10 items-center justify-center rounded-full border-2 text-base font-bold ${
                done
                  ? "border-brand-600 bg-brand-600 text-white"
                  : active
                    ? "border-brand-600 bg-brand-50 text-brand-700"
                    : "border-slate-500 bg-white text-ink-muted"
              }`}
            >
              {done ? <Check className="h-5 w-5" aria-hidden="true" /> : i + 1}
            </span>
            <span className={`text-sm ${active ? "font-bold text-ink" : "font-semibold text-ink-muted"}`}>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
