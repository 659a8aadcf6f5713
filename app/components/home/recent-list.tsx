import { Bookmark, ChevronRight, CircleCheckBig } from "lucide-react";
import { Link } from "react-router";
import { vehicleLabel } from "~/domain/history.ts";
import type { RecentItem } from "~/domain/workspace.ts";
import { stepProgressText } from "~/domain/workspace.ts";
import { useShortDateTime } from "~/lib/use-time-zone.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { VehicleIcon } from "../vehicle-icon.tsx";

const tag = "inline-flex items-center gap-1 rounded-full px-2 text-sm font-semibold leading-6";

/** The workspace's 'Recent': the account's last diagnoses, saved or not, each opening its result. */
export function RecentList({ items, resultPath, showHistoryLink }: { items: RecentItem[]; resultPath: string; showHistoryLink: boolean }) {
  const formatDate = useShortDateTime();
  return (
    <section aria-labelledby="recent-title" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="recent-title" className="text-xl font-bold sm:text-2xl">
          Recent
        </h2>
        {showHistoryLink && (
          <Link to="/history" className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
            See all history
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="card mt-2 p-4 text-ink-muted" data-testid="recent-empty">
          No diagnoses yet. Pick a vehicle type above to run your first one.
        </p>
      ) : (
        <ol className="card mt-2 divide-y divide-slate-200 overflow-hidden" data-testid="recent-list">
          {items.map((item) => {
            const model = item.tractorModel || VEHICLE_CATEGORIES.find((c) => c.type === item.vehicleType)?.defaultModelLabel || "Vehicle";
            return (
              <li key={item.id}>
                <Link to={`${resultPath}${item.id}`} className="flex min-h-12 items-start gap-3 p-3 hover:bg-slate-50 sm:px-4" data-recent-id={item.id}>
                  <span className="mt-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <VehicleIcon type={item.vehicleType} className="h-6 w-6" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-bold leading-snug text-ink">{item.primaryCause}</span>
                    <span className="block text-ink-muted">
                      <span className="sr-only">{vehicleLabel(item.vehicleType)}: </span>
                      {model}
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      <time dateTime={item.createdAt} className="whitespace-nowrap">
                        {formatDate(item.createdAt)}
                      </time>
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                      {item.stepCount > 0 && (
                        <span className="font-semibold text-ink" data-testid="recent-progress">
                          {stepProgressText(item.stepsDone, item.stepCount)}
                        </span>
                      )}
                      {item.saved && (
                        <span className={`${tag} bg-brand-50 text-brand-800`}>
                          <Bookmark className="h-4 w-4" aria-hidden="true" />
                          Saved
                        </span>
                      )}
                      {item.resolved && (
                        <span className={`${tag} bg-safe-bg text-safe`}>
                          <CircleCheckBig className="h-4 w-4" aria-hidden="true" />
                          Resolved
                        </span>
                      )}
                    </span>
                  </span>
                  <ChevronRight className="mt-2 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
