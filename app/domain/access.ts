import type { UserView } from "./user.ts";
import { isDemo } from "./user.ts";

/** SPEC §2 guards, §4 menu contents and §5 demo page rules. Pure, so pages, loaders and tests share them. */

export const GUARDED_PATHS = [
  "/tractor-search",
  "/atv-search",
  "/automotive-search",
  "/history",
  "/account",
  "/subscription-plans",
  "/subscribe",
  "/plans",
] as const;

const DEMO_ALLOWED_PATHS = new Set(["/", "/tractor-search", "/diagnostic-result", "/history"]);

export const DEMO_RESTRICTED_MESSAGE =
  "This demo account only has access to the Agricultural diagnostic features and history. You can log out and log in with your own account for full access.";

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** SPEC §5: demo accounts may open only these pages; everyone else is unrestricted by this rule. */
export function demoMayOpen(pathname: string): boolean {
  const p = normalise(pathname);
  return DEMO_ALLOWED_PATHS.has(p) || p.startsWith("/diagnostic/");
}

export function isGuardedPath(pathname: string): boolean {
  return (GUARDED_PATHS as readonly string[]).includes(normalise(pathname));
}

/** Whether this user may see the page; a refusal sends them to / (SPEC §2). */
export function mayOpenPath(user: UserView, pathname: string): boolean {
  if (isDemo(user)) return demoMayOpen(pathname);
  if (isGuardedPath(pathname)) return user.isRegistered;
  return true;
}

export type ModalName = "login" | "logout" | "registration" | "search-limit" | "email-verification" | "analyzing";

/** SPEC §5: demo accounts may only open the login, logout and registration modals. */
export function mayOpenModal(user: UserView, modal: ModalName): boolean {
  if (!isDemo(user)) return true;
  return modal === "login" || modal === "logout" || modal === "registration";
}

export interface MenuEntry {
  label: string;
  description: string;
  to: string;
  kind?: "link" | "demo-logout";
}

const ENTRIES = {
  home: { label: "Home", description: "Return to main dashboard", to: "/" },
  tractor: { label: "Ag/Construction Machines", description: "Diagnose agricultural and construction equipment issues", to: "/tractor-search" },
  atv: { label: "ATV/UTV Diagnostics", description: "Diagnose ATV/UTV problems", to: "/atv-search" },
  automotive: { label: "Automotive Diagnostics", description: "Diagnose car issues", to: "/automotive-search" },
  history: { label: "History", description: "View saved diagnostics", to: "/history" },
  plans: { label: "Subscription Plans", description: "View pricing and features", to: "/plans" },
  account: { label: "Account Settings", description: "Manage your profile", to: "/account" },
  demoLogout: { label: "Demo Logout", description: "Sign out of the demo account", to: "/", kind: "demo-logout" as const },
} satisfies Record<string, MenuEntry>;

/** SPEC §4 menu contents per user state. Guests get no menu at all (empty list). */
export function menuEntries(user: UserView): MenuEntry[] {
  if (isDemo(user)) return [ENTRIES.home, ENTRIES.tractor, ENTRIES.demoLogout];
  if (!user.isRegistered) return [];
  const entries: MenuEntry[] = [ENTRIES.home];
  if (user.isEmailVerified) entries.push(ENTRIES.tractor, ENTRIES.atv, ENTRIES.automotive);
  entries.push(ENTRIES.history, ENTRIES.plans, ENTRIES.account);
  return entries;
}

/** Which vehicle cards the home page shows: demo accounts see only Ag/Construction (SPEC §6). */
export function visibleVehicleTypes(user: UserView): Array<"tractor" | "atv" | "automotive"> {
  return isDemo(user) ? ["tractor"] : ["tractor", "atv", "automotive"];
}

/** SPEC §2 hero: the sign-up card for visitors who are neither registered nor demo. */
export function showsSignUpHero(user: UserView): boolean {
  return !user.isRegistered && !isDemo(user);
}
