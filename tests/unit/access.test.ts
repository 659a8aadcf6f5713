import { describe, expect, it } from "vitest";
import { mayOpenModal, mayOpenRoute, menuEntries, PAGE_ACCESS, showsSignUpHero, visibleVehicleTypes } from "~/domain/access.ts";
import { GUEST_USER, type UserView } from "~/domain/user.ts";
import routes from "~/routes.ts";

const registered = (over: Partial<UserView> = {}): UserView => ({
  ...GUEST_USER,
  id: "u1",
  name: "Jo",
  email: "jo@x.co",
  isRegistered: true,
  isEmailVerified: true,
  ...over,
});
const demo = registered({ accountType: "demo", isRegistered: false });
const labels = (u: UserView) => menuEntries(u).map((e) => e.label);

describe("SPEC §4 menu contents", () => {
  it("guests get no menu", () => expect(labels(GUEST_USER)).toEqual([]));
  it("registered but unverified: Home plus History, Plans, Account", () =>
    expect(labels(registered({ isEmailVerified: false }))).toEqual(["Home", "History", "Subscription Plans", "Account Settings"]));
  it("registered and verified: everything", () =>
    expect(labels(registered())).toEqual([
      "Home",
      "Ag/Construction Machines",
      "ATV/UTV Diagnostics",
      "Automotive Diagnostics",
      "History",
      "Subscription Plans",
      "Account Settings",
    ]));
  it("demo: Home, Ag/Construction only, Demo Logout", () => expect(labels(demo)).toEqual(["Home", "Ag/Construction Machines", "Demo Logout"]));
  it("Subscription Plans points at /plans, which redirects", () =>
    expect(menuEntries(registered()).find((e) => e.label === "Subscription Plans")?.to).toBe("/plans"));
});

describe("SPEC §2 guards and §5 demo page rules (by matched route)", () => {
  it.each(["/tractor-search", "/atv-search", "/automotive-search", "/history", "/account", "/subscription-plans", "/plans", "/subscribe"])(
    "guests are refused %s, registered users allowed",
    (route) => {
      expect(mayOpenRoute(GUEST_USER, route)).toBe(false);
      expect(mayOpenRoute(registered(), route)).toBe(true);
    },
  );

  it.each(["/", "/login", "/diagnostic/:id", "/result/:id", "/diagnostic-result", "/help", "/*"])("guests may open %s", (route) => {
    expect(mayOpenRoute(GUEST_USER, route)).toBe(true);
  });

  it("demo accounts may open only /, /tractor-search, /diagnostic-result, /history and /diagnostic/*", () => {
    for (const ok of ["/", "/tractor-search", "/diagnostic-result", "/history", "/diagnostic/:id", "/diagnostic/offline"])
      expect(mayOpenRoute(demo, ok), ok).toBe(true);
    for (const no of ["/atv-search", "/automotive-search", "/account", "/subscription-plans", "/plans", "/login", "/register", "/result/:id", "/help", "/*"])
      expect(mayOpenRoute(demo, no), no).toBe(false);
  });

  it("a route missing from the table is closed: guarded, and never open to the demo account", () => {
    expect(mayOpenRoute(GUEST_USER, "/new-page")).toBe(false);
    expect(mayOpenRoute(registered(), "/new-page")).toBe(true);
    expect(mayOpenRoute(demo, "/new-page")).toBe(false);
  });

  it("every route in app/routes.ts has an access rule", () => {
    const patterns = routes.map((r) => (r.index ? "/" : `/${r.path}`));
    expect(patterns.length).toBeGreaterThan(15);
    for (const p of patterns) expect(Object.keys(PAGE_ACCESS), p).toContain(p);
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual([...new Set(patterns)].sort());
  });

  it("demo accounts may only open the login, logout and registration modals", () => {
    expect(mayOpenModal(demo, "login")).toBe(true);
    expect(mayOpenModal(demo, "logout")).toBe(true);
    expect(mayOpenModal(demo, "registration")).toBe(true);
    expect(mayOpenModal(demo, "search-limit")).toBe(false);
    expect(mayOpenModal(registered(), "search-limit")).toBe(true);
  });
});

describe("home page by user state", () => {
  it("shows the sign-up hero only to visitors who are neither registered nor demo", () => {
    expect(showsSignUpHero(GUEST_USER)).toBe(true);
    expect(showsSignUpHero(registered())).toBe(false);
    expect(showsSignUpHero(demo)).toBe(false);
  });
  it("demo sees only the Ag/Construction card", () => {
    expect(visibleVehicleTypes(demo)).toEqual(["tractor"]);
    expect(visibleVehicleTypes(GUEST_USER)).toEqual(["tractor", "atv", "automotive"]);
  });
});
