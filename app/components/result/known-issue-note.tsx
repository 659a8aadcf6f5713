import { BookMarked, ExternalLink, Wrench } from "lucide-react";
import type { CauseEvidence } from "~/domain/diagnosis/types.ts";

type KnownIssue = NonNullable<CauseEvidence["knownIssue"]>;

/** The source's site, as a person recognises it ("cpsc.gov"); the whole address when it does not parse. */
export function sourceSite(source: string): string {
  try {
    return new URL(source).hostname.replace(/^www\./, "");
  } catch {
    return source;
  }
}

const KIND_WORDS: Record<KnownIssue["kind"], string> = {
  recall: "Recall",
  bulletin: "Service bulletin",
  pattern: "Documented pattern failure",
};

/**
 * Issue #13: a cause that is a recall, service bulletin or documented pattern failure of the named model says so,
 * with where that comes from, and a recall says a dealer repairs it free of charge. Words and icons carry the
 * meaning (not colour), the source is a real link of at least 48 px, and brand colours keep safety colours for
 * safety.
 */
export function KnownIssueNote({ issue, testId = "known-issue" }: { issue: KnownIssue | undefined; testId?: string }) {
  if (!issue) return null;
  const site = sourceSite(issue.source);
  return (
    <div className="mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-4 text-ink" data-testid={testId} data-kind={issue.kind}>
      <p className="flex items-start gap-2 font-bold">
        <BookMarked className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>Known issue for this model</span>
      </p>
      <p className="mt-1 wrap-anywhere">
        <span className="font-semibold">{KIND_WORDS[issue.kind]}:</span> {issue.title ?? site}
      </p>
      {issue.kind === "recall" && (
        <p className="mt-2 flex items-start gap-2 font-semibold" data-testid={`${testId}-recall`}>
          <Wrench className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            Open recall — a dealer repairs it free of charge
            {issue.number && (
              <>
                {" "}
                <span className="whitespace-nowrap">(recall number {issue.number})</span>
              </>
            )}
            .
          </span>
        </p>
      )}
      <a
        href={issue.source}
        target="_blank"
        rel="noopener noreferrer"
        className="no-print mt-2 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
      >
        <ExternalLink className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className="wrap-anywhere">
          Source: {site}
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
      </a>
      <p className="hidden wrap-anywhere text-sm print:block">Source: {issue.source}</p>
    </div>
  );
}
