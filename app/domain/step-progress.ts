import { z } from "zod";

/**
 * What a person did with a diagnosis's troubleshooting steps: which step numbers are ticked and a short note per step
 * (what was measured). Stored with the diagnosis (column step_progress) and, while offline, on the device; the same
 * schema checks both, so a note has one length limit everywhere.
 */
export const STEP_NOTE_MAX = 280;
export const MAX_STEPS = 40;

export const stepProgressSchema = z.object({
  done: z.array(z.number().int().min(1).max(MAX_STEPS)).max(MAX_STEPS),
  notes: z.record(z.string().regex(/^\d{1,2}$/), z.string().max(STEP_NOTE_MAX, `Notes must be at most ${STEP_NOTE_MAX} characters`)),
});

export type StepProgress = z.infer<typeof stepProgressSchema>;

export const EMPTY_PROGRESS: StepProgress = { done: [], notes: {} };

/** 'N of M steps done', counting only ticks that name an existing step (a step list can be shorter than old ticks). */
export function stepsDone(progress: StepProgress | null | undefined, stepCount: number): number {
  if (!progress) return 0;
  return new Set(progress.done.filter((n) => n >= 1 && n <= stepCount)).size;
}
