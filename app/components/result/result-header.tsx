import { CircleCheck, CircleCheckBig, MessageSquareText } from "lucide-react";
import { VehicleIcon } from "~/components/vehicle-icon.tsx";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";

/** "John Deere 5075E: hard to start" reads better without the model repeated right under the model. */
export function problemText(symptoms: string, vehicle: string): string {
  const prefix = `${vehicle}:`;
  return vehicle && symptoms.startsWith(prefix) ? symptoms.slice(prefix.length).trim() : symptoms;
}

function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}

export function ResultHeader(props: { vehicleType: VehicleType; vehicle: string; symptoms: string; createdAt: string; resolvedBadge: boolean }) {
  const category = VEHICLE_CATEGORIES.find((c) => c.type === props.vehicleType);
  const problem = problemText(props.symptoms, props.vehicle);
  return (
    <header>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Diagnostic Results</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-bold text-safe">
          <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          Analysis Complete
        </span>
        {props.createdAt && (
          <time dateTime={props.createdAt} className="text-ink-muted" suppressHydrationWarning>
            {formatDate(props.createdAt)}
          </time>
        )}
        {props.resolvedBadge && (
          <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-safe bg-safe-bg px-3 font-bold text-safe">
            <CircleCheckBig className="h-5 w-5" aria-hidden="true" />
            Resolved
          </span>
        )}
      </p>
      <dl className="card mt-4 grid gap-3 p-4 sm:p-5 print:shadow-none">
        <div>
          <dt className="flex items-center gap-2 font-semibold text-ink-muted">
            <VehicleIcon type={props.vehicleType} className="h-6 w-6 shrink-0 text-brand-700" />
            Vehicle{category ? ` · ${category.title}` : ""}
          </dt>
          <dd className="wrap-anywhere pl-8 text-xl font-bold text-ink" data-testid="vehicle">
            {props.vehicle || category?.defaultModelLabel || "Vehicle"}
          </dd>
        </div>
        <div className="border-t border-slate-200 pt-3">
          <dt className="flex items-center gap-2 font-semibold text-ink-muted">
            <MessageSquareText className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
            Symptoms
          </dt>
          <dd className="wrap-anywhere pl-8 text-ink" data-testid="symptoms">
            {problem}
          </dd>
        </div>
      </dl>
    </header>
  );
}
