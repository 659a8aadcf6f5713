import { describe, expect, it } from "vitest";
import { demoMayOpen, mayOpenModal, mayOpenPath, menuEntries, showsSignUpHero, visibleVehicleTypes } from "~/domain/access.ts";
import { GUEST_USER, type UserView } from "~/domain/user.ts";

const registered = (over: Partial<UserView> = {}): UserView => ({ ...GUEST_USER, id: "u1", name: "Jo", email: "jo@x.co", isRegistered: true, isEmailVerified: true, ...over });
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
  it("Subscription Plans points at /plans, which redirects", () => expect(menuEntries(registered()).find((e) => e.label === "Subscription Plans")?.to).toBe("/plans"));
});

describe("SPEC §2 guards and §5 demo page rules", () => {
  it.each(["/tractor-search", "/atv-search", "/automotive-search", "/history", "/account", "/subscription-plans", "/plans", "/subscribe"])(
    "guests are refused %s, registered users allowed",
    (path) => {
      expect(mayOpenPath(GUEST_USER, path)).toBe(false);
      expect(mayOpenPath(registered(), path)).toBe(true);
    },
  );

  it.each(["/", "/login", "/diagnostic/abc", "/result/abc", "/diagnostic-result", "/anything-else"])("guests may open %s", (path) => {
    expect(mayOpenPath(GUEST_USER, path)).toBe(true);
  });

  it("demo accounts may open only /, /tractor-search, /diagnostic-result, /history and /diagnostic/*", () => {
    for (const ok of ["/", "/tractor-search", "/tractor-search/", "/diagnostic-result", "/history", "/diagnostic/xyz"]) expect(demoMayOpen(ok), ok).toBe(true);
    for (const no of ["/atv-search", "/automotive-search", "/account", "/subscription-plans", "/plans", "/login", "/register", "/result/xyz", "/diagnosticx"])
      expect(mayOpenPath(demo, no), no).toBe(false);
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
