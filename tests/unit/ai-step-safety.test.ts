import { describe, expect, it } from "vitest";
import { SAFETY_LIBRARY } from "~/.server/diagnostics/safety-library.ts";
import { type DraftStep, generalStep, HAZARD_SAFETY, HAZARDS, hazardsOf, hazardWarnings, makeStepsSafe, tellsToBypass } from "~/domain/ai-step-safety.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { VEHICLE_TYPES } from "~/domain/diagnosis/types.ts";

const lib = SAFETY_LIBRARY;
const W = (id: string) => lib.warnings.get(id)!;

const step = (title: string, description: string, safetyLevel: unknown = "Low Risk", extra: Partial<DraftStep> = {}): DraftStep => ({
  title,
  description,
  safetyLevel,
  estimatedTime: "10 min",
  ...extra,
});

describe("the safety library the rules name", () => {
  it("has every warning and shared step the rules refer to, for every vehicle type", () => {
    for (const h of HAZARDS) {
      for (const type of VEHICLE_TYPES) {
        for (const id of HAZARD_SAFETY[h].warnings[type]) expect(lib.warnings.get(id), `${h}/${type}: warning ${id}`).toBeTruthy();
        const sharedId = HAZARD_SAFETY[h].sharedStep?.[type];
        if (sharedId) expect(lib.steps.get(sharedId), `${h}/${type}: step ${sharedId}`).toBeTruthy();
        const general = generalStep(h, type, lib);
        expect(general, `${h}/${type}`).toBeTruthy();
        expect(general!.safetyLevel).not.toBe("Low Risk");
        expect(general!.safety!.length).toBeGreaterThan(0);
        // Notes are resolved text, never "warning:<id>".
        for (const note of general!.safety!) expect(note).not.toMatch(/^warning:/);
      }
    }
  });

  it("uses the knowledge base's own step to raise and support a vehicle", () => {
    expect(generalStep("under-vehicle", "automotive", lib)!.title).toBe("Raise and support the vehicle safely");
    expect(generalStep("under-vehicle", "tractor", lib)!.title).toBe("Raise and support the machine safely");
    expect(generalStep("under-vehicle", "atv", lib)!.title).toBe("Raise the machine and set it on stands");
    expect(generalStep("under-vehicle", "automotive", lib)!.safety).toContain(W("lift-safety"));
  });
});

describe("hazard words", () => {
  it.each([
    ["fuel", "Replace the fuel pump", "Drop the tank and swap the pump module."],
    ["fuel", "Clean the carburetor", "Strip the float bowl and jets."],
    ["hydraulic-pressure", "Replace the leaking hose", "Swap the hydraulic hose on the loader circuit."],
    ["raised-load", "Inspect the cylinder pins", "With the bucket raised, look at the pivot pins."],
    ["high-voltage", "Check the inverter coolant pump", "On this hybrid the pump sits by the inverter."],
    ["hot-coolant", "Replace the thermostat", "Drain some coolant and swap the thermostat."],
    ["under-vehicle", "Inspect the exhaust hangers", "Get under the car and check each rubber hanger."],
    // Other words for the same hazards (a second review found each one missed).
    ["fuel", "Drain the gas tank", "Empty it into a can before you pull the sender."],
    ["fuel", "Swap the gas line", "Disconnect the gas line at the tank."],
    ["fuel", "Bleed the system", "Bleed the diesel system at the filter head."],
    ["fuel", "Check for a leak", "Crack the high-pressure line at the rail."],
    ["under-vehicle", "Look at the exhaust", "Lift the car and slide below it with a torch."],
    ["raised-load", "Check the cab mounts", "Tilt the cab forward and look at the rubber mounts."],
    ["raised-load", "Check the pins", "Raise the loader and check the pins for wear."],
    ["high-voltage", "Check the pack", "Work on the 400 V battery pack connectors."],
    ["hydraulic-pressure", "Replace the hose", "Swap the power steering pressure hose."],
    ["fuel", "Check the fuel pipe", "Look along the fuel pipe to the inlet union."],
    ["fuel", "Bleed it", "Open the bleed screw on the filter head."],
    ["under-vehicle", "Drive it up", "Put the front on ramps and slide under the engine."],
    ["under-vehicle", "Look at the shaft", "Tip the ATV onto its side and look from underneath."],
    ["hydraulic-pressure", "Swap the hose", "Loosen the hose at the lift cylinder."],
  ] as const)("finds %s in '%s'", (hazard, title, description) => {
    expect(hazardsOf(title, description)).toContain(hazard);
  });

  it("reads through invisible characters and compatibility forms, and reads a step's lists too", () => {
    expect(hazardsOf("Swap the fu\u200bel line", "Replace it.")).toContain("fuel");
    expect(hazardsOf("Swap the ｆｕｅｌ line", "Replace it.")).toContain("fuel");
    expect(hazardsOf("Swap the part", "Replace it.", ["Fuel line disconnect tool"])).toContain("fuel");
    const r = makeStepsSafe([step("Swap the fu\u200bel line", "Replace it.", "Low Risk")], "automotive", lib);
    expect(r.ok && r.steps.at(-1)).toMatchObject({ title: "Swap the fuel line", safetyLevel: "Safety Required" });
  });

  it("reads through every invisible character and any run of spaces, and keeps unit signs as they are shown", () => {
    for (const hidden of ["fu\uFE0Fel line", "fu\u034Fel line", "fu\u180Bel line", "fuel  line", "fuel\tline"])
      expect(hazardsOf(hidden, "x"), hidden).toContain("fuel");
    const r = makeStepsSafe([step("Measure the sender", "Expect 10 µF and 5 kΩ; fill to 4 cm³.", "Low Risk")], "automotive", lib);
    expect(r.ok && r.steps[0]!.description).toBe("Expect 10 µF and 5 kΩ; fill to 4 cm³.");
  });

  it("does not see hazards in steps that only read numbers or look at lights", () => {
    expect(hazardsOf("Read fuel trims with a scan tool", "Compare short and long term fuel trims at idle.")).toEqual([]);
    expect(hazardsOf("Check the dash lights", "Turn the key to ON and watch which warning lights come on.")).toEqual([]);
    expect(hazardsOf("Check the fuse", "Open the fuse box below the glovebox and look at the gas gauge fuse.")).toEqual([]);
  });
});

describe("bypass words", () => {
  it.each([
    "Bypass the seat switch so the engine keeps running.",
    "Jumper the neutral safety switch connector and start the engine.",
    "Disable the PTO interlock to test the clutch.",
    "The operator presence switch can be bypassed with a paper clip.",
    "Zip-tie the safety interlock lever down.",
  ])("refuses '%s'", (text) => expect(tellsToBypass(text)).toBe(true));

  it.each([
    "Never bypass a safety interlock.",
    "Do not disable the seat switch: it stops the blades.",
    "Test the seat switch with a multimeter: open with the seat empty.",
    "Unplug the neutral safety switch and measure its resistance.",
  ])("allows '%s'", (text) => expect(tellsToBypass(text)).toBe(false));
});

describe("makeStepsSafe", () => {
  it("keeps harmless steps as they are, numbered 1..n", () => {
    const r = makeStepsSafe(
      [step("Read the codes", "Plug in a scan tool and note every stored code."), step("Check the fuses", "Pull and look at each fuse in the circuit.")],
      "automotive",
      lib,
    );
    expect(r).toMatchObject({ ok: true, raised: 0, added: [], hazards: [] });
    if (!r.ok) return;
    expect(r.steps.map((s) => [s.step, s.title, s.safetyLevel])).toEqual([
      [1, "Read the codes", "Low Risk"],
      [2, "Check the fuses", "Low Risk"],
    ]);
    expect(r.steps[0]!.safety).toBeUndefined();
  });

  it("raises a Low Risk step about fuel to Safety Required, adds the fuel warnings and the general fuel step before it", () => {
    const r = makeStepsSafe(
      [step("Read the codes", "Note every stored code."), step("Loosen the fuel line at the rail", "Crack the fitting and watch for fuel flow.", "Low Risk")],
      "automotive",
      lib,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.raised).toBe(1);
    expect(r.hazards).toEqual(["fuel"]);
    expect(r.steps.map((s) => s.title)).toEqual(["Read the codes", "Make the fuel system safe before opening it", "Loosen the fuel line at the rail"]);
    expect(r.steps.map((s) => s.step)).toEqual([1, 2, 3]);
    const fuel = r.steps[2]!;
    expect(fuel.safetyLevel).toBe("Safety Required");
    expect(fuel.safety).toEqual([W("fuel-fire"), W("pressurised-fuel")]);
    expect(r.steps[1]!.safety).toEqual([W("fuel-fire"), W("pressurised-fuel")]);
  });

  it("never lowers a High Risk step, and keeps the model's own notes first", () => {
    const r = makeStepsSafe(
      [step("Replace the radiator", "Drain the coolant and swap the radiator.", "High Risk", { safety: ["Wear gloves."] })],
      "tractor",
      lib,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const last = r.steps.at(-1)!;
    expect(last.safetyLevel).toBe("High Risk");
    expect(last.safety).toEqual(["Wear gloves.", W("hot-engine")]);
    expect(r.steps[0]!.title).toBe("Let the cooling system cool before opening it");
  });

  it("uses the vehicle type's shared raise-and-support step for work under a vehicle, once", () => {
    const r = makeStepsSafe(
      [
        step("Inspect the fuel tank straps", "Get under the truck and check the straps.", "Low Risk"),
        step("Check the exhaust hangers", "Work under the vehicle along the exhaust.", "Low Risk"),
      ],
      "automotive",
      lib,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.steps.map((s) => s.title)).toEqual([
      "Make the fuel system safe before opening it",
      "Raise and support the vehicle safely",
      "Inspect the fuel tank straps",
      "Check the exhaust hangers",
    ]);
    expect(r.steps[1]).toMatchObject({ safetyLevel: "High Risk", ...lib.steps.get("raise-and-support") });
    expect(r.steps.slice(2).every((s) => s.safetyLevel === "Safety Required")).toBe(true);
  });

  it("adds nothing the answer already has in the library's own words", () => {
    const raise = lib.steps.get("raise-and-support")!;
    const r = makeStepsSafe(
      [
        step(raise.title, raise.description, "High Risk"),
        step("Inspect the brake lines", "Work under the vehicle and look along each line.", "Safety Required"),
      ],
      "automotive",
      lib,
    );
    expect(r.ok && r.steps.map((s) => s.title)).toEqual([raise.title, "Inspect the brake lines"]);
    expect(r.ok && r.added).toEqual([]);
  });

  it("never lets the model stand in for a general step: a copied warning or a borrowed title does not", () => {
    // A warning copied from a reviewed step used to count as "reviewed" and kept the general fuel step out.
    const copied = makeStepsSafe(
      [step("Measure fuel pressure", "Fit the gauge to the rail test port.", "Safety Required", { safety: [W("fuel-fire")] })],
      "automotive",
      lib,
    );
    expect(copied.ok && copied.added).toEqual(["Make the fuel system safe before opening it"]);
    expect(copied.ok && copied.steps[1]!.safety).toEqual([W("fuel-fire"), W("pressurised-fuel")]);

    // The general step's title with other words is the general step, in the library's words.
    const fuel = generalStep("fuel", "automotive", lib)!;
    const borrowed = makeStepsSafe(
      [
        step(fuel.title, "Keep the engine running so the pump keeps pressure on the line while you loosen it.", "Safety Required"),
        step("Loosen the fuel line at the rail", "Crack the fitting and watch for fuel flow.", "Safety Required"),
      ],
      "automotive",
      lib,
    );
    expect(borrowed.ok).toBe(true);
    if (!borrowed.ok) return;
    expect(borrowed.steps.map((s) => s.title)).toEqual([fuel.title, "Loosen the fuel line at the rail"]);
    expect(borrowed.steps[0]).toMatchObject({ description: fuel.description, safetyLevel: fuel.safetyLevel });
    expect(JSON.stringify(borrowed.steps)).not.toMatch(/Keep the engine running/);
  });

  it("covers high voltage with a High Risk general step", () => {
    const r = makeStepsSafe([step("Inspect the orange cables", "Look along the orange cables for chafing.", "Low Risk")], "automotive", lib);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.steps[0]).toMatchObject({ title: "Leave the high-voltage system to a trained technician", safetyLevel: "High Risk" });
    expect(r.steps[1]!.safetyLevel).toBe("Safety Required");
    expect(r.steps[1]!.safety).toContain(W("hybrid-hv"));
  });

  it("refuses answers that cannot be made safe", () => {
    expect(makeStepsSafe([], "tractor", lib)).toEqual({ ok: false, reason: "the answer has no troubleshooting steps" });
    expect(makeStepsSafe(undefined, "tractor", lib)).toMatchObject({ ok: false });
    expect(makeStepsSafe([step("Check it", "Look at it.", "Probably fine")], "tractor", lib)).toEqual({
      ok: false,
      reason: "step 1 has no valid safety level",
    });
    expect(makeStepsSafe([{ title: "Check it", description: "Look at it.", estimatedTime: "5 min" }], "tractor", lib)).toMatchObject({ ok: false });
    expect(makeStepsSafe([step("Check it", "Look at it.", "low risk")], "tractor", lib)).toMatchObject({ ok: false });
    expect(makeStepsSafe([step("", "Look at it.")], "tractor", lib)).toEqual({ ok: false, reason: "step 1 has no title or description" });
    expect(
      makeStepsSafe(
        [step("Read codes", "Note them."), step("Bypass the seat switch", "Jumper the plug so the mower runs without a rider.", "Safety Required")],
        "tractor",
        lib,
      ),
    ).toEqual({
      ok: false,
      reason: "step 2 tells the reader to bypass a safety interlock",
    });
  });

  it("refuses a bypass anywhere in a step, a word in two alphabets, and reads a negation only where it governs the verb", () => {
    const bypassIn = (extra: Partial<DraftStep>) =>
      makeStepsSafe([step("Check the switch", "Test it with a meter.", "Safety Required", extra)], "tractor", lib);
    expect(bypassIn({ safety: ["Bypass the seat switch with a jumper wire first."] })).toMatchObject({ ok: false });
    expect(bypassIn({ tools: ["Paperclip across the neutral safety switch connector"] })).toMatchObject({ ok: false });
    expect(makeStepsSafe([step("Swap the fuеl line", "Replace it.", "Low Risk")], "automotive", lib)).toEqual({
      ok: false,
      reason: "step 1 mixes alphabets within a word",
    });
    for (const instruction of [
      "Don't worry, just bypass the seat switch.",
      "Without a helper, bypass the seat switch.",
      "Do not hesitate to disable the interlock.",
      "Bridge the two wires of the seat switch.",
      "Short the two terminals of the neutral safety switch.",
      "Remove the ROPS to get the loader under the beam.",
    ])
      expect(tellsToBypass(instruction), instruction).toBe(true);
    for (const warning of ["Never bypass the seat switch.", "Do not ever disable the interlock.", "Never, under any circumstances, bypass the seat switch."])
      expect(tellsToBypass(warning), warning).toBe(false);
  });

  it("gives every hazard's warnings for each vehicle type", () => {
    expect(hazardWarnings("fuel", "tractor", lib)).toEqual([W("fuel-fire"), W("high-pressure-fuel")]);
    expect(hazardWarnings("hydraulic-pressure", "tractor", lib)).toEqual([W("hydraulic-pressure"), W("accumulators-hold-nitrogen-and-oil")]);
  });
});

describe("the rules against the knowledge base's own steps", () => {
  it("never refuse a reviewed step, and where they name a hazard people mostly asked for precautions too", () => {
    const seen = new Set<string>();
    let named = 0;
    let namedLowRisk = 0;
    for (const entry of KNOWLEDGE.entries) {
      for (const s of entry.steps) {
        const key = `${s.title}\n${s.description}`;
        if (seen.has(key)) continue;
        seen.add(key);
        expect(tellsToBypass(`${s.title}. ${s.description}`), key).toBe(false);
        if (hazardsOf(s.title, s.description).length > 0) {
          named += 1;
          if (s.safetyLevel === "Low Risk") namedLowRisk += 1;
        }
      }
    }
    expect(named).toBeGreaterThan(300);
    // The words are broad on purpose (docs/decisions/ai-beyond-the-list.md); this keeps them from drifting into noise.
    expect(namedLowRisk / named).toBeLessThan(0.15);
  });
});
