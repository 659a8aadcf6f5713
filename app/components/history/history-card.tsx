import { BookmarkX, CalendarClock, ChevronRight, CircleCheckBig, CircleQuestionMark, ListChecks } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { problemText } from "~/components/result/result-header.tsx";
import { VehicleIcon } from "~/components/vehicle-icon.tsx";
import { type HistoryEntry, vehicleLabel } from "~/domain/history.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";

const badge = "inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold leading-6";

/** One saved diagnostic. Memoised: while the list's filter changes, cards that stay on screen do not re-render. */
export const HistoryCard = memo(function HistoryCard({
  item,
  href,
  formatDate,
  onUnsave,
}: {
  item: HistoryEntry;
  href: string;
  formatDate: (iso: string) => string;
  onUnsave: (item: HistoryEntry) => void;
}) {
  const titleId = `history-${item.id}-title`;
  const model = item.tractorModel || VEHICLE_CATEGORIES.find((c) => c.type === item.vehicleType)?.defaultModelLabel || "Vehicle";
  return (
    <li data-history-id={item.id} className="min-w-0">
      <article className="card flex h-full flex-col gap-3 p-4 sm:p-5" aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`${badge} border-brand-100 bg-brand-50 text-brand-800`}>
            {item.vehicleType === "Unknown" ? (
              <CircleQuestionMark className="h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <VehicleIcon type={item.vehicleType} className="h-4 w-4 shrink-0" />
            )}
            {vehicleLabel(item.vehicleType)}
          </span>
          <span className={`${badge} border-slate-300 bg-slate-100 text-ink`}>
            <span className="sr-only">Model: </span>
            <span className="truncate">{model}</span>
          </span>
          {item.resolved && (
            <span className={`${badge} border-safe bg-safe-bg text-safe`}>
              <CircleCheckBig className="h-4 w-4 shrink-0" aria-hidden="true" />
              Resolved
            </span>
          )}
        </div>
        <h2 id={titleId} className="wrap-anywhere text-lg font-bold leading-snug text-ink sm:text-xl">
          {item.primaryCause}
        </h2>
        <p className="line-clamp-2 wrap-anywhere text-ink-muted">{problemText(item.symptoms, item.tractorModel)}</p>
        <p className="flex items-center gap-2 text-ink-muted">
          <CalendarClock className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Saved diagnosis from </span>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
        {item.stepCount > 0 && (
          <p className={`flex items-center gap-2 ${item.stepsDone === item.stepCount ? "font-semibold text-safe" : "text-ink-muted"}`} data-testid="steps-done">
            <ListChecks className="h-5 w-5 shrink-0" aria-hidden="true" />
            {item.stepsDone} of {item.stepCount} steps done
          </p>
        )}
        <div className="mt-auto grid grid-cols-[auto_1fr] gap-2 pt-1 sm:flex sm:justify-end">
          <button type="button" className="btn-secondary px-3" data-unsave={item.id} onClick={() => onUnsave(item)}>
            <BookmarkX className="h-5 w-5 shrink-0" aria-hidden="true" />
            Unsave<span className="sr-only">: {item.primaryCause}</span>
          </button>
          <Link to={href} className="btn-primary px-3" data-view-details={item.id}>
            View Details<span className="sr-only">: {item.primaryCause}</span>
            <ChevronRight className="h-5 w-5 shrink-0" aria-hidden="true" />
          </Link>
        </div>
      </article>
    </li>
  );
});
