import { describe, expect, it } from "vitest";
import { machineChangesSchema, newMachineSchema } from "~/domain/machine-schemas.ts";
import { machineEntryHref, machineFromDiagnosis, machineMatchKey, machineTitle, meterText, modelYearText, splitModelYear } from "~/domain/machines.ts";
import { planStatusLine } from "~/domain/plans.ts";
import { GUEST_USER, type UserView } from "~/domain/user.ts";
import { isJustRegistered, NEW_ACCOUNT_WINDOW_MS, stepProgressText } from "~/domain/workspace.ts";

/** Issue #14 item 1: the pure rules behind the signed-in home workspace. */

describe("Model/Year: the year a person typed with the model", () => {
  it.each([
    ["5075E 2016", "5075E", 2016],
    ["F-150 2014", "F-150", 2014],
    ["2019 Sportsman 570", "Sportsman 570", 2019],
    ["Sportsman 570 (2019)", "Sportsman 570", 2019],
    ["Sportsman 570, 2019", "Sportsman 570", 2019],
    ["L3901", "L3901", null],
    ["2030", "2030", null], // a John Deere model, not a year
    ["Ford 2000", "Ford", 2000],
    ["8N 1949", "8N 1949", null], // before 1950: part of the model
    ["Model 2036", "Model 2036", null],
    ["T4.75 2012 2015", "T4.75 2012", 2015],
    ["  5075E   2016 ", "5075E", 2016],
    ["X20160", "X20160", null],
  ])("%j is model %j, year %j", (field, model, year) => {
    expect(splitModelYear(field)).toEqual({ model, year });
  });

  it("makes the machine a diagnosis names, or none when the text cannot be one", () => {
    expect(machineFromDiagnosis("tractor", " John  Deere ", "5075E 2016")).toEqual({ vehicleType: "tractor", make: "John Deere", model: "5075E", year: 2016 });
    expect(machineFromDiagnosis("atv", "Polaris", "x".repeat(61))).toBeNull();
    expect(machineFromDiagnosis("atv", "", "Ranger")).toBeNull();
    expect(machineFromDiagnosis("atv", "Polaris", "Ranger\u0000")).toBeNull();
  });

  it("is one machine whatever the case and spacing, and a missing year is a year of its own", () => {
    expect(machineMatchKey("John Deere", "5075E", 2016)).toBe(machineMatchKey("john  DEERE ", " 5075e", 2016));
    expect(machineMatchKey("John Deere", "5075E", 2016)).not.toBe(machineMatchKey("John Deere", "5075E", null));
    expect(machineMatchKey("A B", "C", null)).not.toBe(machineMatchKey("A", "B C", null));
  });
});

describe("a machine on the page", () => {
  const m = { vehicleType: "tractor" as const, make: "John Deere", model: "5075E", year: 2016, nickname: null, meterReading: 1250, meterUnit: null };

  it("opens its category's entry page with Make/Brand and Model/Year filled", () => {
    expect(machineEntryHref(m)).toBe("/tractor-search?make=John+Deere&model=5075E+2016");
    expect(machineEntryHref({ ...m, vehicleType: "automotive", make: "Mercedes-Benz", model: "C 300 & more", year: null })).toBe(
      "/automotive-search?make=Mercedes-Benz&model=C+300+%26+more",
    );
    expect(modelYearText({ model: "Ranger", year: null })).toBe("Ranger");
  });

  it("reads its meter in the unit chosen, else hours for machines and miles for road vehicles", () => {
    expect(meterText(m)).toBe("1,250 hours");
    expect(meterText({ ...m, vehicleType: "automotive" })).toBe("1,250 miles");
    expect(meterText({ ...m, meterUnit: "km", meterReading: 1 })).toBe("1 km");
    expect(meterText({ ...m, meterReading: 1 })).toBe("1 hour");
    expect(meterText({ ...m, meterReading: null })).toBeNull();
  });

  it("goes by its nickname when it has one", () => {
    expect(machineTitle(m)).toBe("John Deere 5075E");
    expect(machineTitle({ ...m, nickname: "North field" })).toBe("North field");
  });
});

describe("machine input", () => {
  it("takes numbers as typed in a form, and a cleared field as none", () => {
    expect(newMachineSchema.parse({ vehicleType: "atv", make: "Polaris", model: "Ranger", year: "2019", meterReading: " 300 ", nickname: "  " })).toMatchObject(
      {
        year: 2019,
        meterReading: 300,
        nickname: null,
      },
    );
    expect(machineChangesSchema.parse({ meterReading: "" })).toEqual({ meterReading: null });
    expect(machineChangesSchema.safeParse({}).success).toBe(false);
  });
});

const verified: UserView = { ...GUEST_USER, id: "u", isRegistered: true, isEmailVerified: true };

describe("plan status across every category (the workspace) and for one (the entry page)", () => {
  it.each<[string, Partial<UserView>, string, string | null]>([
    ["demo", { accountType: "demo" }, "Demo account: Ag/Construction diagnostics included.", null],
    ["unverified", { isEmailVerified: false }, "Verify your e-mail address to start diagnosing.", null],
    ["no plan, trial not used", {}, "No active plan yet.", "Start your free trial"],
    ["trial with searches left", { trialActivated: true, subscriptionStatus: "trial", trialSearchesUsed: 2 }, "Free trial: 3 of 5 searches left.", null],
    ["trial used up", { trialActivated: true, trialSearchesUsed: 5 }, "Your free trial searches are used up.", "Choose a plan"],
    [
      "Complete Access",
      { subscriptionStatus: "active", subscriptionPlans: { all: "active" } },
      "Your Complete Access plan includes unlimited diagnostics in every category.",
      null,
    ],
    ["one plan", { subscriptionStatus: "active", subscriptionPlans: { atv: "active" } }, "Your plan includes unlimited ATV/UTV diagnostics.", "View plans"],
    [
      "two plans and a trial",
      { subscriptionPlans: { tractor: "active", automotive: "active" }, trialActivated: true, trialSearchesUsed: 4 },
      "Your plan includes unlimited Ag/Construction and Automotive diagnostics. Free trial: 1 of 5 searches left.",
      null,
    ],
  ])("%s", (_, over, text, action) => {
    const line = planStatusLine({ ...verified, ...over });
    expect(line.text).toBe(text);
    expect(line.action?.label ?? null).toBe(action);
  });

  it("says the same as before for one category", () => {
    expect(planStatusLine({ ...verified, subscriptionPlans: { atv: "active" } }, "atv").text).toBe("Your plan includes unlimited diagnostics here.");
    expect(planStatusLine({ ...verified, subscriptionPlans: { atv: "active" } }, "tractor")).toEqual({
      text: "No active plan for this category yet.",
      action: { to: "/subscription-plans", label: "Start your free trial" },
    });
    expect(planStatusLine({ ...verified, trialActivated: true, trialSearchesUsed: 1 }, "automotive").text).toBe("Free trial: 4 of 5 searches left.");
  });
});

describe("who is greeted as new", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const created = (msAgo: number) => new Date(now.getTime() - msAgo);

  it("a person still in the sign-in their registration opened, within the first hour", () => {
    expect(isJustRegistered({ accountCreatedAt: created(60_000), sessionOpenedBy: "registration", demo: false, now })).toBe(true);
    expect(isJustRegistered({ accountCreatedAt: created(NEW_ACCOUNT_WINDOW_MS), sessionOpenedBy: "registration", demo: false, now })).toBe(false);
  });

  it("never after signing in again, nor the shared demo account", () => {
    expect(isJustRegistered({ accountCreatedAt: created(5_000), sessionOpenedBy: "sign-in", demo: false, now })).toBe(false);
    expect(isJustRegistered({ accountCreatedAt: created(5_000), sessionOpenedBy: null, demo: false, now })).toBe(false);
    expect(isJustRegistered({ accountCreatedAt: created(5_000), sessionOpenedBy: "registration", demo: true, now })).toBe(false);
  });
});

it("counts steps as 'N of M steps done'", () => {
  expect(stepProgressText(0, 6)).toBe("0 of 6 steps done");
  expect(stepProgressText(1, 1)).toBe("1 of 1 step done");
});
