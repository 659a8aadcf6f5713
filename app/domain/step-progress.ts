import { z } from "zod";
import { MAX_STEPS, STEP_NOTE_MAX, type StepProgress } from "./step-progress-core.ts";

/**
 * What a person did with a diagnosis's troubleshooting steps: which step numbers are ticked and a short note per step
 * (what was measured). Stored with the diagnosis (column step_progress) and, while offline, on the device; the same
 * limits check both, so a note has one length limit everywhere. The zod-free part (types, limits, helpers) lives in
 * step-progress-core.ts so the browser can use it without the schema library; everything is re-exported here.
 */
export * from "./step-progress-core.ts";

export const stepProgressSchema = z.object({
  done: z.array(z.number().int().min(1).max(MAX_STEPS)).max(MAX_STEPS),
  notes: z.record(z.string().regex(/^\d{1,2}$/), z.string().max(STEP_NOTE_MAX, `Notes must be at most ${STEP_NOTE_MAX} characters`)),
});

// The schema and the hand-written type must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<z.infer<typeof stepProgressSchema>, StepProgress> = true;
void _sameShape;
