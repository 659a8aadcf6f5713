import { desc, eq, sql } from "drizzle-orm";
import { EMPTY_PROGRESS, type StepProgress, stepProgressSchema, stepsDone } from "~/domain/step-progress.ts";
import { isDemo } from "~/domain/user.ts";
import { isJustRegistered, RECENT_LIMIT, type RecentItem, type Workspace } from "~/domain/workspace.ts";
import type { AppServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { diagnostics } from "../db/schema.ts";
import { machinesQuery, toMachineView } from "../machines/machines-service.ts";

type Svc = Pick<AppServices, "db" | "now" | "currentUser" | "currentSession">;

/**
 * The account's newest diagnoses, saved or not (index diagnostics_user_created_idx). The step count falls back to
 * the stored steps for a diagnosis whose count was never written; progress is read as text and checked here, so one
 * odd row shows '0 of N' instead of failing the whole home page.
 */
export function recentQuery(db: Db, userId: string) {
  return db
    .select({
      id: diagnostics.id,
      vehicleType: diagnostics.vehicleType,
      tractorModel: diagnostics.tractorModel,
      primaryCause: diagnostics.primaryCause,
      createdAt: diagnostics.createdAt,
      saved: diagnostics.saved,
      resolved: diagnostics.resolved,
      progress: sql<unknown>`${diagnostics.stepProgress}`,
      stepCount: sql<number>`case when ${diagnostics.stepCount} > 0 then ${diagnostics.stepCount} when json_valid(${diagnostics.troubleshootingSteps}) then json_array_length(${diagnostics.troubleshootingSteps}) else 0 end`,
    })
    .from(diagnostics)
    .where(eq(diagnostics.userId, userId))
    .orderBy(desc(diagnostics.createdAt), desc(diagnostics.id))
    .limit(RECENT_LIMIT);
}

type RecentRow = Awaited<ReturnType<typeof recentQuery>>[number];

function readProgress(stored: unknown): StepProgress {
  try {
    const parsed = stepProgressSchema.safeParse(typeof stored === "string" ? JSON.parse(stored) : stored);
    return parsed.success ? parsed.data : EMPTY_PROGRESS;
  } catch {
    return EMPTY_PROGRESS;
  }
}

function toRecentItem(row: RecentRow): RecentItem {
  const stepCount = Number(row.stepCount) || 0;
  return {
    id: row.id,
    vehicleType: row.vehicleType,
    tractorModel: row.tractorModel,
    primaryCause: row.primaryCause,
    createdAt: row.createdAt.toISOString(),
    saved: row.saved,
    resolved: row.resolved,
    stepsDone: stepsDone(readProgress(row.progress), stepCount),
    stepCount,
  };
}

/**
 * Everything the signed-in home shows above the greeting, read in one D1 round trip (a batch of the two queries);
 * null for a visitor. The demo account gets its recent diagnoses but no machines.
 */
export async function loadWorkspace(svc: Svc): Promise<Workspace | null> {
  const user = await svc.currentUser();
  if (!user) return null;
  const demo = isDemo(user);
  const [recentRows, machineRows] = demo
    ? [await recentQuery(svc.db, user.id), null]
    : await svc.db.batch([recentQuery(svc.db, user.id), machinesQuery(svc.db, user.id)]);
  const session = await svc.currentSession();
  return {
    recent: recentRows.map(toRecentItem),
    machines: machineRows ? machineRows.map(toMachineView) : null,
    justRegistered: isJustRegistered({ accountCreatedAt: user.createdAt, sessionOpenedBy: session?.openedBy ?? null, demo, now: svc.now() }),
    resultPath: demo ? "/diagnostic/" : "/result/",
    showHistoryLink: !demo,
  };
}
