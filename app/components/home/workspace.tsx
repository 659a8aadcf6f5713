import type { ReactNode } from "react";
import { ResendVerification } from "~/components/account/resend-verification.tsx";
import { PlanStatus } from "~/components/diagnose/plan-status.tsx";
import { isDemo, type UserView } from "~/domain/user.ts";
import type { Workspace as WorkspaceData } from "~/domain/workspace.ts";
import { MachineList } from "./machine-list.tsx";
import { RecentList } from "./recent-list.tsx";

/**
 * The signed-in home's first screen (issue #14): start a diagnosis (the vehicle types this account may use, SPEC §6,
 * with what the plan or trial allows), then Recent and My machines side by side on wide screens. The vehicle cards come
 * from the home page (vehicle-types.tsx, which guests load anyway), so this lazily loaded part does not share a chunk.
 */
export function Workspace({ user, data, vehicleCards }: { user: UserView; data: WorkspaceData; vehicleCards: ReactNode }) {
  const needsVerification = !isDemo(user) && !user.isEmailVerified;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-10 pt-6 sm:pt-8" data-testid="workspace">
      <section aria-labelledby="start-title">
        <h1 id="start-title" className="section-title">
          Start a diagnosis
        </h1>
        <PlanStatus user={user} className="mt-3" />
        {needsVerification && <ResendVerification email={user.email} className="mt-3" />}
        <div className="mt-4">{vehicleCards}</div>
      </section>
      <div className={`mt-8 grid gap-8 ${data.machines ? "lg:grid-cols-[3fr_2fr]" : ""}`}>
        <RecentList items={data.recent} resultPath={data.resultPath} showHistoryLink={data.showHistoryLink} />
        {data.machines && <MachineList machines={data.machines} />}
      </div>
    </div>
  );
}
