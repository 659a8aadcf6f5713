/**
 * The zod-free half of app/domain/step-progress.ts: types, limits and rules the result page needs in the browser
 * (the entry and result pages ship no schema library). step-progress.ts re-exports all of it beside the schema.
 */
export const STEP_NOTE_MAX = 280;
export const MAX_STEPS = 40;

export interface StepProgress {
  done: number[];
  notes: Record<string, string>;
}

export const EMPTY_PROGRESS: StepProgress = { done: [], notes: {} };

/** 'N of M steps done', counting only ticks that name an existing step (a step list can be shorter than old ticks). */
export function stepsDone(progress: StepProgress | null | undefined, stepCount: number): number {
  if (!progress) return 0;
  return new Set(progress.done.filter((n) => n >= 1 && n <= stepCount)).size;
}

/**
 * One spelling for the same progress, so the server stores and the device compares like with like: ticks once each
 * and in order, note keys as plain step numbers ("05" → "5"), notes trimmed, blank notes dropped.
 */
export function normalizeProgress(progress: StepProgress): StepProgress {
  const done = [...new Set(progress.done)].sort((a, b) => a - b);
  const notes: Record<string, string> = {};
  for (const [key, text] of Object.entries(progress.notes)) {
    const trimmed = text.trim();
    if (trimmed) notes[String(Number(key))] = trimmed;
  }
  return { done, notes };
}

export function sameProgress(a: StepProgress, b: StepProgress): boolean {
  const x = normalizeProgress(a);
  const y = normalizeProgress(b);
  if (x.done.join(",") !== y.done.join(",")) return false;
  const keys = Object.keys(x.notes);
  return keys.length === Object.keys(y.notes).length && keys.every((k) => x.notes[k] === y.notes[k]);
}

/** Ticks and notes must name steps this diagnosis has: the first that does not, or null when all do. */
export function stepBeyond(progress: StepProgress, stepCount: number): { field: "done" | "notes"; step: number } | null {
  const tick = progress.done.find((n) => n < 1 || n > stepCount);
  if (tick !== undefined) return { field: "done", step: tick };
  const note = Object.keys(progress.notes)
    .map(Number)
    .find((n) => n < 1 || n > stepCount);
  return note !== undefined ? { field: "notes", step: note } : null;
}

/**
 * Progress read back from device storage, where anything may have been written: a well-formed copy or null. The
 * same bounds as the zod schema, without shipping zod to the browser.
 */
export function readStoredProgress(value: unknown): StepProgress | null {
  if (!value || typeof value !== "object") return null;
  const { done, notes } = value as Record<string, unknown>;
  if (!Array.isArray(done) || done.length > MAX_STEPS || !done.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_STEPS)) return null;
  if (!notes || typeof notes !== "object" || Array.isArray(notes)) return null;
  const entries = Object.entries(notes as Record<string, unknown>);
  if (!entries.every(([k, v]) => /^\d{1,2}$/.test(k) && typeof v === "string" && v.length <= STEP_NOTE_MAX)) return null;
  return { done: done as number[], notes: Object.fromEntries(entries) as Record<string, string> };
}
