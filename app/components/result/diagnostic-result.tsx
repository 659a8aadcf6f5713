import { Info, RotateCcw } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { DiagnosticView } from "~/domain/diagnostic-view.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { AlternativeCauses, byLikelihood } from "./alternative-causes.tsx";
import { CauseCard } from "./cause-card.tsx";
import { FaultCodes } from "./fault-codes.tsx";
import { MoreDetail } from "./more-detail.tsx";
import { PrintHeading } from "./print-heading.tsx";
import { ResultActions } from "./result-actions.tsx";
import { ResultHeader } from "./result-header.tsx";
import { ResultToggles } from "./result-toggles.tsx";
import { TroubleshootingSteps } from "./troubleshooting-steps.tsx";
import type { ProgressMode } from "./use-step-progress.ts";

export function newDiagnosisPath(vehicleType: DiagnosticView["vehicleType"]): string {
  return VEHICLE_CATEGORIES.find((c) => c.type === vehicleType)?.path ?? "/";
}

/**
 * SPEC §2 result page, shared by /diagnostic/{id}, /result/{id} and /diagnostic-result?id=. A diagnosis kept on
 * this device (/diagnostic/offline) passes its upload `status` in place of the owner's toggles and its own
 * `progressMode` (ticks kept on the device).
 */
export function DiagnosticResult({
  diagnostic: d,
  status,
  progressMode,
}: {
  diagnostic: DiagnosticView;
  status?: React.ReactNode;
  progressMode?: ProgressMode;
}) {
  const startPath = newDiagnosisPath(d.vehicleType);
  // The root loader's user id (not useUser(): see offline-diagnostic.tsx on chunking).
  const viewer = (useRouteLoaderData("root") as { user?: { id: string | null; accountType?: string } } | undefined)?.user;
  const userId = viewer?.id ?? null;
  const mode: ProgressMode = progressMode ?? (d.isOwner && userId ? { kind: "server", id: d.id, userId } : { kind: "read-only" });
  // 'What fixed it?' offers the causes as the page lists them; the shared demo account is not asked (not counted).
  const listed = [...(d.primaryCauseId ? [{ id: d.primaryCauseId, cause: d.primaryCause }] : []), ...byLikelihood(d.alternativeCauses).filter((c) => c.id)];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10 lg:max-w-6xl print:max-w-none print:px-0 print:py-0" data-testid="diagnostic-result">
      <PrintHeading id={d.id} />
      {/* From 1024 px the steps get their own column beside the cause, so both are in view while working (issue #14). */}
      <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-10 print:block">
        <div data-testid="result-summary-column">
          <ResultHeader
            vehicleType={d.vehicleType}
            vehicle={d.tractorModel}
            symptoms={d.symptoms}
            createdAt={d.createdAt}
            resolvedBadge={!d.isOwner && d.resolved}
          />
          <CauseCard cause={d.primaryCause} explanation={d.explanation} confidence={d.confidence} evidence={d.primaryEvidence} aiSuggested={d.aiSuggested} />
          <MoreDetail lowInformation={d.lowInformation} questions={d.lowInformation ? d.clarifyingQuestions : []} newDiagnosisPath={startPath} />
          {status ?? (
            <ResultToggles
              id={d.id}
              isOwner={d.isOwner}
              saved={d.saved}
              resolved={d.resolved}
              causes={listed}
              confirmedFix={d.confirmedFix}
              canAnswer={d.isOwner && userId !== null && viewer?.accountType !== "demo"}
            />
          )}
          <ResultActions
            cause={d.primaryCause}
            vehicle={d.tractorModel}
            rerun={d.isOwner && d.entry ? { path: startPath, entry: d.entry, category: d.vehicleType, userId } : null}
          />
          <FaultCodes codes={d.matchedCodes} />
        </div>
        <div className="lg:[&>section:first-child]:mt-0" data-testid="result-steps-column">
          <TroubleshootingSteps steps={d.troubleshootingSteps} progress={d.stepProgress} mode={mode} />
          <AlternativeCauses causes={d.alternativeCauses} />
          {!d.lowInformation && <MoreDetail lowInformation={false} questions={d.clarifyingQuestions} newDiagnosisPath={startPath} />}
        </div>
      </div>

      <footer className="mt-10 border-t border-slate-300 pt-6">
        <p className="flex items-start gap-2 text-ink-muted">
          <Info className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            These results are guidance, not a repair order. Always follow the manufacturer's service manual and its safety procedures; where they differ from
            this page, the service manual rules.
          </span>
        </p>
        <Link to={startPath} className="btn-primary no-print mt-6 w-full sm:w-auto">
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
          Start New Diagnosis
        </Link>
      </footer>
    </article>
  );
}
