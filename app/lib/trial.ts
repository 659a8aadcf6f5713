import { TRIAL_SEARCHES } from "~/domain/plans.ts";
import { api, failureMessage } from "./api.ts";
import { getSessionId } from "./session-id.ts";
import { toast } from "./toast.ts";

/**
 * Starts the one-time free trial (SPEC §7 POST /api/user/activate-trial) and says how it went (SPEC §8 toasts).
 * Shared by the plans page's offer card and the diagnose modal, so both say the same thing. True when it started.
 */
export async function activateTrial(): Promise<boolean> {
  try {
    // No automatic retry: a retry after a lost answer would only report the trial as already used.
    const res = await api.post<{ message?: string }>("/api/user/activate-trial", { sessionId: getSessionId() }, { retryDelaysMs: [] });
    toast("Free Trial Activated!", { description: res?.message || `You have ${TRIAL_SEARCHES} free searches in any category.` });
    return true;
  } catch (err) {
    toast("Trial Activation Failed", { description: failureMessage(err, "Failed to activate trial"), variant: "destructive" });
    return false;
  }
}
