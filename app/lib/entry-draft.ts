import { useEffect, useState } from "react";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import type { DiagnosisForm } from "~/domain/diagnosis-payload.ts";

/**
 * What is in an entry form (make, model, problem), kept per category and per user in localStorage while typing and
 * after sending. So a reload, a phone that closed the app in the background, and the browser's back button from
 * the result all find the form as it was; 'Edit and run again' writes the draft and opens the form.
 * localStorage rather than sessionStorage: a phone often ends a backgrounded web app, and sessionStorage goes with
 * it. Keyed by user, so on a shared device nobody sees someone else's draft; it goes when the fields are emptied.
 */
const draftKey = (category: VehicleType, userId: string | null) => `fieldfix-draft-${category}-${userId ?? "anonymous"}`;

export function readDraft(category: VehicleType, userId: string | null): DiagnosisForm | null {
  try {
    const d = JSON.parse(localStorage.getItem(draftKey(category, userId)) ?? "null");
    return d && typeof d.make === "string" && typeof d.model === "string" && typeof d.problem === "string"
      ? { make: d.make, model: d.model, problem: d.problem }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(category: VehicleType, userId: string | null, form: DiagnosisForm) {
  try {
    if (form.make || form.model || form.problem) localStorage.setItem(draftKey(category, userId), JSON.stringify(form));
    else localStorage.removeItem(draftKey(category, userId));
  } catch {
    // storage full or blocked: nothing to keep
  }
}

/**
 * Restores the draft once (after hydration: the server cannot see it) through `restore`, then keeps `form` as the
 * draft on every change. Nothing is written before the restore, so the empty first render never erases a draft.
 */
export function useEntryDraft(category: VehicleType, userId: string | null, form: DiagnosisForm, restore: (draft: DiagnosisForm) => void) {
  const [restored, setRestored] = useState<string | null>(null);
  const key = `${category}-${userId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore is the caller's setter bundle; the draft is read once per category and user
  useEffect(() => {
    const draft = readDraft(category, userId);
    if (draft) restore(draft);
    setRestored(key);
    // restore is the caller's setter bundle; the draft is read once per category and user.
  }, [category, userId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's three fields are what is kept; the form object is new on every render
  useEffect(() => {
    if (restored === key) writeDraft(category, userId, form);
  }, [restored, key, category, userId, form.make, form.model, form.problem]);
}
