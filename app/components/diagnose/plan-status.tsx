import { Link } from "react-router";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { planStatusLine } from "~/domain/plans.ts";
import type { UserView } from "~/domain/user.ts";

/**
 * One line telling the user what they can run before they type anything: for one category on its entry page, or
 * across all of them on the home workspace (no category).
 */
export function PlanStatus({ user, category, className = "mt-4" }: { user: UserView; category?: VehicleType; className?: string }) {
  const { text, action } = planStatusLine(user, category);
  return (
    <p className={`${className} flex flex-wrap items-center gap-x-3 rounded-xl bg-brand-50 px-4 py-2 font-medium text-ink`} data-testid="plan-status">
      <span>{text}</span>
      {action && (
        <Link to={action.to} className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline">
          {action.label}
        </Link>
      )}
    </p>
  );
}
