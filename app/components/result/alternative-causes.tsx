import { GitBranch } from "lucide-react";
import type { RankedCause } from "~/domain/diagnosis/types.ts";
import { PercentBar, toPercent } from "./cause-card.tsx";
import { ConfirmedFixNote } from "./confirmed-fix-note.tsx";
import { KnownIssueNote } from "./known-issue-note.tsx";

/** The alternatives in the order the page lists them: most likely first. */
export const byLikelihood = (causes: RankedCause[]) => [...causes].sort((a, b) => b.probability - a.probability);

/** SPEC §2 alternative causes, most likely first, each with its probability as a number and a bar. */
export function AlternativeCauses({ causes }: { causes: RankedCause[] }) {
  if (causes.length === 0) return null;
  const sorted = byLikelihood(causes);
  return (
    <section aria-labelledby="alternatives-title" className="mt-8">
      <h2 id="alternatives-title" className="flex items-center gap-2 text-2xl font-bold text-ink">
        <GitBranch className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
        Alternative Causes
      </h2>
      <p className="mt-1 text-ink-muted">If the steps rule out the main cause, check these next.</p>
      <ul className="mt-3 flex flex-col gap-3">
        {sorted.map((c) => {
          const percent = toPercent(c.probability);
          return (
            <li key={c.id || c.cause} className="card break-inside-avoid p-4 print:shadow-none">
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 wrap-anywhere text-lg font-bold text-ink">{c.cause}</h3>
                <p className="shrink-0 text-lg font-extrabold tabular-nums text-ink">
                  {percent}%<span className="sr-only"> likely</span>
                </p>
              </div>
              <div className="mt-2">
                <PercentBar percent={percent} className="bg-slate-600" />
              </div>
              <ConfirmedFixNote owners={c.evidence?.confirmedFixes} />
              {c.explanation && <p className="mt-2 wrap-anywhere text-ink-muted">{c.explanation}</p>}
              <KnownIssueNote issue={c.evidence?.knownIssue} testId="alternative-known-issue" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
