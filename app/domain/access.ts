import type { UserView } from "./user.ts";
import { isDemo } from "./user.ts";

/**
 * SPEC §2 guards, §4 menu contents and §5 demo page rules. Pure, so pages, loaders and tests share them.
 *
 * Pages are guarded by the route they match (its pattern, e.g. "/diagnostic/:id"), never by the spelling of the
 * path: the router matches case-insensitively and decodes, so "/ACCOUNT" and "/%61ccount" are /account. A pattern
 * missing from this table is treated as guarded and closed to the demo account, so a new route cannot be forgotten
 * open (a unit test also checks that every route in app/routes.ts is listed).
 */

export type PageAccess = "everyone" | "registered";

export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  "/": "everyone",
  "/login": "everyone",
  "/register": "everyone",
  "/forgot-password": "everyone",
  "/reset-password": "everyone",
  "/verify-email": "everyone",
  "/tractor-search": "registered",
  "/atv-search": "registered",
  "/automotive-search": "registered",
  "/dev/outbox": "everyone",
  "/diagnostic/offline": "everyone",
  "/diagnostic/:id": "everyone",
  "/result/:id": "everyone",
  "/diagnostic-result": "everyone",
  "/account": "registered",
  "/help": "everyone",
  "/subscription-plans": "registered",
  "/plans": "registered",
  "/subscribe": "registered",
  "/history": "registered",
  "/*": "everyone",
};

/** SPEC §5: the demo account may open only these routes ("anything starting with /diagnostic/" is these two). */
const DEMO_ALLOWED_ROUTES = new Set(["/", "/tractor-search", "/diagnostic-result", "/history", "/diagnostic/:id", "/diagnostic/offline"]);

export const DEMO_RESTRICTED_MESSAGE =
  "This demo account only has access to the Agricultural diagnostic features and history. You can log out and log in with your own account for full access.";

/** Whether this user may see the page of this route pattern; a refusal sends them to / (SPEC §2). */
export function mayOpenRoute(user: UserView, pattern: string): boolean {
  if (isDemo(user)) return DEMO_ALLOWED_ROUTES.has(pattern);
  const access = PAGE_ACCESS[pattern] ?? "registered";
  return access === "everyone" || user.isRegistered;
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
