import { describe, expect, it } from "vitest";
import { initials } from "~/components/account/profile-card.tsx";
import { planIsActive } from "~/components/plans/plan-card.tsx";
import { GUEST_USER, type UserView } from "~/domain/user.ts";

const user = (subscriptionPlans: UserView["subscriptionPlans"]): UserView => ({ ...GUEST_USER, subscriptionPlans });

describe("plan card: when a plan counts as active", () => {
  it("a category plan is active by itself or through Complete Access", () => {
    expect(planIsActive(user({ atv: "active" }), "atv")).toBe(true);
    expect(planIsActive(user({ all: "active" }), "tractor")).toBe(true);
    expect(planIsActive(user({ atv: "active" }), "tractor")).toBe(false);
  });

  it("Complete Access is active only when 'all' itself is", () => {
    expect(planIsActive(user({ tractor: "active", atv: "active", automotive: "active" }), "all")).toBe(false);
    expect(planIsActive(user({ all: "active" }), "all")).toBe(true);
  });
});

describe("default avatar initials", () => {
  it.each([
    ["Maria Lopez", "ML"],
    ["Jean Claude van Damme", "JD"],
    ["  cher ", "CH"],
    ["Guest User", "GU"],
    ["", "?"],
  ])("%j gives %j", (name, expected) => expect(initials(name)).toBe(expected));
});
