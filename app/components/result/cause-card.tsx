import { Sparkles, Target } from "lucide-react";
import type { CauseEvidence } from "~/domain/diagnosis/types.ts";
import { ConfirmedFixNote } from "./confirmed-fix-note.tsx";
import { KnownIssueNote } from "./known-issue-note.tsx";

/** Confidence in plain words (SPEC §2 result page), e.g. "High confidence 86%". */
export function confidenceLabel(confidence: number | null): { percent: number; words: string } | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  const percent = toPercent(confidence);
  const words = percent >= 75 ? "High confidence" : percent >= 50 ? "Moderate confidence" : "Low confidence";
  return { percent, words };
}

export function toPercent(probability: number): number {
  return Math.round(Math.min(1, Math.max(0, probability)) * 100);
}

/**
 * A thin bar that repeats the percentage visually; the number is always shown as text too. Its width is a class in 5 %
 * steps (app.css lists them with @source inline), not a style attribute: the page's CSP allows no inline style
 * without the nonce (docs/decisions/critical-css.md).
 */
export function PercentBar({ percent, className }: { percent: number; className: string }) {
  return (
    <div className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 print:border print:border-ink" aria-hidden="true">
      <div className={`h-full rounded-full ${barWidth(percent)} ${className}`} />
    </div>
  );
}

/** The bar's width class: the nearest 5 % step, and at least one step for anything above 0 %, so it never reads as none. */
export const barWidth = (percent: number) => {
  const p = Math.min(100, Math.max(0, percent));
  return `w-[${p > 0 ? Math.max(5, Math.round(p / 5) * 5) : 0}%]`;
};

export const AI_SUGGESTED_NOTICE = "AI-suggested — not in the FieldFix knowledge base";

/**
 * Said before the cause itself, so nobody reads an AI's proposal as a reviewed knowledge-base answer (issue #13).
 * Icon and words, never colour alone.
 */
function AiSuggestedNotice() {
  return (
    <div className="mt-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-3 text-ink" data-testid="ai-suggested">
      <p className="flex items-start gap-2 text-lg font-bold leading-snug">
        <Sparkles className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{AI_SUGGESTED_NOTICE}</span>
      </p>
      <p className="mt-1 text-base">
        None of the known causes fitted well, so the AI proposed this one. Its steps passed FieldFix's safety rules; confirm the cause with the service manual
        before replacing parts.
      </p>
    </div>
  );
}

/** SPEC §2 'Most Likely Cause': the cause, why it fits, and how sure the engine is. */
export function CauseCard({
  cause,
  explanation,
  confidence,
  evidence,
  aiSuggested = false,
}: {
  cause: string;
  explanation: string;
  confidence: number | null;
  evidence?: CauseEvidence;
  aiSuggested?: boolean;
}) {
  const label = confidenceLabel(confidence);
  return (
    <section aria-labelledby="cause-title" className="card mt-6 break-inside-avoid border-2 border-brand-600 p-5 sm:p-6 print:shadow-none">
      <h2 id="cause-title" className="flex items-center gap-2 text-lg font-bold uppercase tracking-wide text-brand-700">
        <Target className="h-6 w-6 shrink-0" aria-hidden="true" />
        Most Likely Cause
      </h2>
      {aiSuggested && <AiSuggestedNotice />}
      <p className="mt-2 wrap-anywhere text-2xl font-extrabold leading-snug text-ink sm:text-3xl" data-testid="primary-cause">
        {cause}
      </p>
      <ConfirmedFixNote owners={evidence?.confirmedFixes} />
      {explanation && <p className="mt-3 wrap-anywhere text-lg text-ink">{explanation}</p>}
      <KnownIssueNote issue={evidence?.knownIssue} />
      {label && (
        <div className="mt-4 max-w-md" data-testid="confidence">
          <p className="flex items-baseline justify-between gap-3 font-semibold text-ink">
            <span>{label.words}</span>
            <span className="text-2xl font-extrabold tabular-nums">{label.percent}%</span>
          </p>
          <div className="mt-1">
            <PercentBar percent={label.percent} className={label.percent >= 75 ? "bg-safe" : label.percent >= 50 ? "bg-brand-600" : "bg-caution"} />
          </div>
        </div>
      )}
    </section>
  );
}
