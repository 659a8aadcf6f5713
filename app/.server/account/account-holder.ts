import { ACCOUNT_ERRORS as E, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { ApiError } from "~/domain/api-error.ts";
import { isDemo } from "~/domain/user.ts";
import type { SessionInfo, UserRow } from "../auth/sessions.ts";
import type { AppServices } from "../context.ts";

export type AccountHolder = { user: UserRow & { email: string }; session: SessionInfo };

/**
 * The signed-in owner of a real account, for every self-service call: visitors get 401; the shared demo account
 * (anyone may sign in to it, so no one may change, export or delete it) and trial users without an account get 403.
 */
export async function requireAccountHolder(svc: Pick<AppServices, "currentUser" | "currentSession">): Promise<AccountHolder> {
  const user = await svc.currentUser();
  const session = await svc.currentSession();
  if (!user || !session) throw new ApiError(401, M.loginRequired, E.loginRequired);
  if (isDemo(user)) throw new ApiError(403, M.demo, E.demo);
  if (!user.isRegistered || !user.email) throw new ApiError(403, M.registeredOnly, E.registeredOnly);
  return { user: user as AccountHolder["user"], session };
}

/** A wrong current password: a 400 the form shows next to the field (the check itself counts like a failed sign-in). */
export const wrongPassword = (field: string) => new ApiError(400, M.wrongPassword, E.wrongPassword, { field });
