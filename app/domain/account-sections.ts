import type { UserView } from "./user.ts";
import { isDemo } from "./user.ts";

/**
 * Which parts of /account a user sees. The demo account never reaches the page (SPEC §5 keeps it to its own routes),
 * but the page decides for itself as well: SPEC §2 hides Subscription & Billing from demo accounts, and the shared
 * demo account has no profile, password, e-mail, data or passkeys of its own to manage.
 */
export function accountSections(user: Pick<UserView, "isRegistered" | "accountType">) {
  const ownAccount = user.isRegistered && !isDemo(user);
  return { subscription: !isDemo(user), selfService: ownAccount, passkeys: ownAccount };
}
