import { describe, expect, it } from "vitest";
import { diagnose, LOW_INFO_CAUSE, rankCandidates } from "~/domain/diagnosis/engine";
import { knowledgeOf } from "~/domain/diagnosis/knowledge";
import { FEATURES, type Feature, linear, scoreAll } from "~/domain/diagnosis/rank";
import { leanToSystem } from "~/domain/diagnosis/system-lean";
import { type DiagnosisInput, type DiagnosisResult, type FaultEntry, SAFETY_LEVELS } from "~/domain/diagnosis/types";
import { fixtureEntries, fixtureKb } from "./diagnosis-fixtures";

const input = (vehicleType: DiagnosisInput["vehicleType"], symptoms: string, make = "Generic", model = "Generic"): DiagnosisInput => ({
  vehicleType,
  make,
  model,
  symptoms,
});

function expectWellFormed(r: DiagnosisResult) {
  expect(r.engine).toBe("embedded");
  expect(r.troubleshootingSteps.length).toBeGreaterThanOrEqual(3);
  r.troubleshootingSteps.forEach((s, i) => {
    expect(s.step).toBe(i + 1);
    expect(SAFETY_LEVELS).toContain(s.safetyLevel);
    expect(s.title.length).toBeGreaterThan(0);
    expect(s.estimatedTime.length).toBeGreaterThan(0);
  });
  expect(r.confidence).toBeGreaterThanOrEqual(0);
  expect(r.confidence).toBeLessThanOrEqual(1);
  const probs = r.alternativeCauses.map((a) => a.probability);
  for (const p of probs) expect(p >= 0 && p <= 1).toBe(true);
  for (let i = 1; i < probs.length; i++) expect(probs[i]!).toBeLessThanOrEqual(probs[i - 1]!);
  if (!r.lowInformation && probs.length > 0) expect(probs[0]!).toBeLessThanOrEqual(r.confidence);
}

describe("ranking on a fixture KB", () => {
  it("finds the cause from everyday words, slang and typos", () => {
    const r = diagnose(input("tractor", "stater just clicks once, wont turn over, dash lights ok"), fixtureKb);
    expect(r.primaryCauseId).toBe("fx-starter-solenoid");
    expect(r.lowInformation).toBe(false);
    expectWellFormed(r);
  });

  it("lets a typed code decide against the wording", () => {
    const words = "runs hot under load in summer";
    expect(diagnose(input("tractor", words), fixtureKb).primaryCauseId).toBe("fx-coolant-temp");
    const r = diagnose(input("tractor", `${words}, code P0128`), fixtureKb);
    expect(r.primaryCauseId).toBe("fx-thermostat");
    expect(r.matchedCodes.map((c) => c.code)).toEqual(["P0128"]);
    // The first step explains the code in plain words.
    expect(r.troubleshootingSteps[0]!.title).toMatch(/P0128/);
    expect(r.troubleshootingSteps[0]!.safetyLevel).toBe("Low Risk");
    expectWellFormed(r);
  });

  it("matches J1939 codes by SPN with or without the FMI", () => {
    expect(diagnose(input("tractor", "warning on dash spn 110 fmi 0"), fixtureKb).primaryCauseId).toBe("fx-coolant-temp");
    expect(diagnose(input("tractor", "code 110-16 showing"), fixtureKb).primaryCauseId).toBe("fx-coolant-temp");
  });

  it("uses the OBD-II family when the exact code is not listed", () => {
    const r = diagnose(input("automotive", "shaking, code P0304"), fixtureKb);
    expect(r.primaryCauseId).toBe("fx-misfire-coil");
    expect(r.matchedCodes[0]!.meaning).toMatch(/cylinder 4/);
  });

  it("only returns entries of the input's vehicle type", () => {
    const r = diagnose(input("automotive", "hard to start when cold with white smoke, glow plug light"), fixtureKb);
    expect(r.primaryCauseId).not.toBe("fx-glow-plugs");
    const ranked = rankCandidates(input("atv", "overheats under load, coolant boils over, belt slipping"), 10, fixtureKb);
    expect(ranked.length).toBeGreaterThan(0);
    for (const c of ranked) expect(c.entry.vehicleTypes).toContain("atv");
  });

  it("prefers a known pattern failure of the input's make and model", () => {
    const words = "belt slipping going up hills, jerky engagement";
    expect(diagnose(input("atv", words, "Polaris", "Sportsman 570 2018"), fixtureKb).primaryCauseId).toBe("fx-cvt-belt");
    expect(diagnose(input("atv", words, "Can-Am", "Outlander 650"), fixtureKb).primaryCauseId).toBe("fx-atv-clutch");
  });

  it("rankCandidates returns the best score first and probabilities best first", () => {
    const ranked = rankCandidates(input("automotive", "rough idle with a hissing noise, P0171"), 3, fixtureKb);
    expect(ranked[0]!.entry.id).toBe("fx-vacuum-leak");
    expect(ranked.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < ranked.length; i++) {
      // The alternatives lean towards the likely system (leanToSystem), so only the first is sure to score best.
      expect(ranked[i]!.score).toBeLessThanOrEqual(ranked[0]!.score);
      expect(ranked[i]!.probability).toBeLessThanOrEqual(ranked[i - 1]!.probability);
    }
  });

  it("includes alternatives with probabilities and a calibrated confidence", () => {
    const r = diagnose(input("atv", "belt slipping going up hills"), fixtureKb);
    expect(r.alternativeCauses.length).toBeGreaterThan(0);
    expect(r.alternativeCauses.length).toBeLessThanOrEqual(4);
    expectWellFormed(r);
  });
});

describe("low-information input", () => {
  for (const [type, text] of [
    ["tractor", "broken"],
    ["atv", "wont work"],
    ["automotive", "help"],
    ["automotive", "noise"],
    ["tractor", "it has a problem, please fix"],
    ["atv", "asdf qwerty"],
  ] as const) {
    it(`is honest about "${text}" (${type})`, () => {
      const r = diagnose(input(type, text), fixtureKb);
      expect(r.lowInformation).toBe(true);
      expect(r.primaryCause).toBe(LOW_INFO_CAUSE);
      expect(r.primaryCauseId).toBeNull();
      expect(r.confidence).toBeLessThanOrEqual(0.2);
      expect(r.clarifyingQuestions.length).toBeGreaterThanOrEqual(3);
      expect(r.clarifyingQuestions.length).toBeLessThanOrEqual(5);
      expect(r.troubleshootingSteps.map((s) => s.title).join(" ")).toMatch(/fault codes/i);
      expectWellFormed(r);
    });
  }

  it("asks vehicle-specific questions", () => {
    expect(diagnose(input("tractor", "broken"), fixtureKb).clarifyingQuestions.join(" ")).toMatch(/PTO|hydraulic|SPN/);
    expect(diagnose(input("atv", "broken"), fixtureKb).clarifyingQuestions.join(" ")).toMatch(/CVT|belt/);
  });

  it("explains an unknown code even when nothing matches it", () => {
    const r = diagnose(input("automotive", "P1456"), fixtureKb);
    expect(r.matchedCodes[0]!.meaning).toMatch(/manufacturer-specific/);
    expect(r.troubleshootingSteps[0]!.title).toMatch(/P1456/);
    expectWellFormed(r);
  });

  it("handles empty knowledge bases and empty text", () => {
    expect(diagnose(input("tractor", "overheats"), knowledgeOf([])).lowInformation).toBe(true);
    expect(diagnose(input("tractor", ""), fixtureKb).lowInformation).toBe(true);
  });
});

describe("input conventions", () => {
  it("ignores a leading 'Make Model:' prefix in the symptoms", () => {
    const plain = diagnose(input("tractor", "overheats under load, coolant boils over", "Kubota", "L3301"), fixtureKb);
    const prefixed = diagnose(input("tractor", "Kubota L3301: overheats under load, coolant boils over", "Kubota", "L3301"), fixtureKb);
    expect(prefixed.primaryCauseId).toBe(plain.primaryCauseId);
    expect(prefixed.confidence).toBe(plain.confidence);
  });

  it("says so when a typed code is not a listed sign of the chosen cause", () => {
    const r = diagnose(input("atv", "belt slipping going up hills, code P0505"), fixtureKb);
    expect(r.primaryCauseId).toBe("fx-cvt-belt");
    expect(r.explanation).toMatch(/not a listed sign/);
    expect(r.troubleshootingSteps[0]!.title).toMatch(/P0505/);
  });
});

describe("parts the user already renewed", () => {
  // A lighting cause of the fixture kind: these tests differ only in titles and symptoms.
  const light = (id: string, cause: string, symptoms: string[]): FaultEntry => ({
    id,
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause,
    explanation: "The lamp or what feeds it has failed.",
    symptoms,
    steps: fixtureEntries[0]!.steps,
  });
  const kb = knowledgeOf([
    ...fixtureEntries,
    light("fx-headlight-bulb", "Burned-out headlight bulb", ["one headlight out", "headlight not working", "low beam out", "bulb burned out"]),
    light("fx-headlight-connector", "Corroded or melted headlight connector", [
      "headlight flickers",
      "headlight connector melted",
      "one headlight out",
      "headlight dim",
    ]),
  ]);
  it("ranks a cause naming the renewed part lower", () => {
    expect(diagnose(input("automotive", "one headlight out, bulb burned out"), kb).primaryCauseId).toBe("fx-headlight-bulb");
    expect(diagnose(input("automotive", "one headlight out, new bulb didn't fix it"), kb).primaryCauseId).toBe("fx-headlight-connector");
    expect(diagnose(input("automotive", "one headlight out, replaced the bulb, still out"), kb).primaryCauseId).toBe("fx-headlight-connector");
  });
  it("reads a list of renewed parts across commas, but not a clause that says how things are", () => {
    expect(diagnose(input("automotive", "one headlight out, new fuse, bulb, still out"), kb).primaryCauseId).toBe("fx-headlight-connector");
    expect(diagnose(input("automotive", "one headlight out, new fuse, bulb burned out"), kb).primaryCauseId).toBe("fx-headlight-bulb");
  });
  it("lowers a cause naming the renewed part and another one less than a cause naming only that part", () => {
    const brake = ["brake light out", "one brake light dead", "bulb burned out", "brake lamp not working"];
    const both = knowledgeOf([
      ...fixtureEntries,
      light("fx-brake-bulb", "Burned-out brake light bulb", brake),
      light("fx-brake-bulb-or-socket", "Burned-out brake light bulb or corroded bulb socket", brake),
    ]);
    const factors = (text: string) => Object.fromEntries(scoreAll(input("automotive", text), both).scored.map((s) => [s.item.entry.id, s.factor]));
    const renewed = factors("one brake light dead, put in a new bulb, still out");
    expect(renewed["fx-brake-bulb"]).toBeCloseTo(0.3);
    expect(renewed["fx-brake-bulb-or-socket"]).toBeCloseTo(0.6);
    expect(diagnose(input("automotive", "one brake light dead, put in a new bulb, still out"), both).primaryCauseId).toBe("fx-brake-bulb-or-socket");
    // With nothing renewed, neither is lowered.
    expect(factors("one brake light dead")["fx-brake-bulb-or-socket"]).toBe(1);
  });
});

describe("reading the vehicle (issue #12)", () => {
  const step3 = fixtureEntries[0]!.steps;
  const entry = (id: string, cause: string, symptoms: string[], extra: Partial<FaultEntry> = {}): FaultEntry => ({
    id,
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause,
    explanation: `${cause}: a fixture entry for the vehicle profile tests.`,
    symptoms,
    steps: step3,
    ...extra,
  });
  const vehicles = [
    {
      make: "john deere",
      display: "John Deere",
      types: ["tractor" as const],
      aliases: ["deere"],
      families: [
        { name: "5E", match: ["^5\\d{3}e"], class: "utility-tractor" as const, fuels: ["diesel" as const] },
        { name: "X300", match: ["^x3\\d\\d"], class: "lawn-tractor" as const, fuels: ["petrol" as const] },
      ],
    },
    {
      make: "bobcat",
      display: "Bobcat",
      types: ["tractor" as const],
      families: [{ name: "S-series", match: ["^s\\d{3}"], class: "skid-steer" as const, fuels: ["diesel" as const] }],
    },
  ];
  const kb = knowledgeOf(
    [
      entry(
        "fx-seat-bar",
        "Skid steer seat bar lockout keeping the loader arms from lifting",
        ["loader slow to lift", "lift arms wont raise", "seat bar light on", "loader wont lift"],
        { appliesTo: { classes: ["skid-steer"] } },
      ),
      entry("fx-loader-pump", "Worn hydraulic pump making the loader slow", ["loader slow to lift", "hydraulics slow when warm", "loader weak", "bucket slow"]),
      entry("fx-glow", "Failed glow plugs", ["hard to start when cold", "white smoke on cold start", "long crank cold", "starts fine warm"], {
        system: "starting",
        appliesTo: { fuels: ["diesel"] },
      }),
      entry("fx-spark", "Fouled spark plug", ["hard to start when cold", "misfires", "runs rough", "long crank cold"], {
        system: "ignition",
        appliesTo: { fuels: ["petrol"] },
      }),
      entry("fx-deere-only", "John Deere 5E loader valve pattern failure", ["loader slow to lift", "loader drifts", "loader weak", "valve sticks"], {
        pattern: { makes: ["john deere"] },
      }),
    ],
    "kb-profile-fixture",
    vehicles,
  );

  it("never offers a cause that cannot exist on the machine's class", () => {
    const r = diagnose(input("tractor", "loader slow to lift with a full bucket", "John Deere", "5075E 2016"), kb);
    expect([r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)]).not.toContain("fx-seat-bar");
    expect(diagnose(input("tractor", "loader slow to lift", "Bobcat", "S650"), kb).alternativeCauses.concat([]).length).toBeGreaterThanOrEqual(0);
  });

  it("offers by fuel: glow plugs for the diesel, spark plugs for the petrol machine", () => {
    expect(diagnose(input("tractor", "hard to start when cold, long crank", "John Deere", "5075E"), kb).primaryCauseId).toBe("fx-glow");
    expect(diagnose(input("tractor", "hard to start when cold, long crank", "John Deere", "X320"), kb).primaryCauseId).toBe("fx-spark");
  });

  it("keeps a make's own pattern failure to that make", () => {
    const ids = (make: string, model: string) => {
      const r = diagnose(input("tractor", "loader slow to lift and drifts", make, model), kb);
      return [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)];
    };
    expect(ids("John Deere", "5075E")).toContain("fx-deere-only");
    expect(ids("Mahindra", "2638")).not.toContain("fx-deere-only");
  });

  it("counts words that only describe the vehicle as context, not evidence", () => {
    const plain = rankCandidates(input("tractor", "loader slow to lift", "John Deere", "5075E"), 3, kb);
    const wordy = rankCandidates(
      input("tractor", "my 2016 john deere 5075e utility tractor, 1200 hours, loader slow to lift after 20 minutes", "John Deere", "5075E"),
      3,
      kb,
    );
    expect(wordy.map((c) => c.entry.id)).toEqual(plain.map((c) => c.entry.id));
  });

  it("reads an amount written in words ('twenty minutes', 'a couple hours') as context, like one in digits", () => {
    const timed = knowledgeOf([
      entry("fx-minutes", "Clogged radiator screen", ["overheats after a few minutes", "runs hot after twenty minutes", "gauge climbs", "boils over"]),
      entry("fx-lift", "Worn hydraulic pump making the loader slow", ["loader slow to lift", "hydraulics slow when warm", "loader weak", "bucket slow"]),
    ]);
    const scores = (text: string) => rankCandidates(input("tractor", text, "John Deere", "5075E"), 3, timed).map((c) => [c.entry.id, c.score]);
    const digits = scores("loader slow to lift after 20 minutes");
    expect(digits.map(([id]) => id)).toEqual(["fx-lift"]);
    expect(scores("loader slow to lift after twenty minutes")).toEqual(digits);
    expect(scores("loader slow to lift after a couple hours")).toEqual(scores("loader slow to lift after 2 hours"));
  });

  it("reads a mileage in thousands ('11 thousand km') as context, not as the words of a rate of oil use", () => {
    const car: Partial<FaultEntry> = { vehicleTypes: ["automotive"], system: "engine-mechanical" };
    const rated = knowledgeOf([
      entry("fx-oil", "Worn piston oil-control rings", ["burns a litre every thousand km", "oil level drops", "blue smoke", "oil use"], car),
      entry("fx-shock", "Leaking shock absorber", ["knocking from the suspension", "noise over bumps", "bouncy ride", "shock leaking"], car),
    ]);
    const ids = (text: string) => rankCandidates(input("automotive", text, "Nissan", "Sentra"), 3, rated).map((c) => c.entry.id);
    // The oil cause shares no word of the fault: the mileage alone must not bring it in.
    expect(ids("only 11 thousand km and a knocking noise from the suspension over bumps")).toEqual(["fx-shock"]);
    expect(ids("only 11000 km and a knocking noise from the suspension over bumps")).toEqual(["fx-shock"]);
  });

  it("answers unknown vehicles with every cause that could apply", () => {
    const r = diagnose(input("tractor", "loader slow to lift", "Unheardof", "Model Q"), kb);
    const ids = [r.primaryCauseId, ...r.alternativeCauses.map((a) => a.id)];
    expect(ids).toContain("fx-seat-bar");
    expect(ids).toContain("fx-loader-pump");
  });
});

describe("ranking like a technician (issue #12)", () => {
  const steps = fixtureEntries[0]!.steps;
  const kb = knowledgeOf([
    {
      id: "fx-no-crank",
      vehicleTypes: ["automotive"],
      system: "starting",
      cause: "Failed starter motor",
      explanation: "A dead starter: nothing turns.",
      symptoms: ["wont crank", "no crank just a click", "starter does not turn", "dead when i turn the key"],
      steps,
    },
    {
      id: "fx-no-start",
      vehicleTypes: ["automotive"],
      system: "fuel",
      cause: "Failed fuel pump",
      explanation: "Cranks normally but gets no fuel.",
      symptoms: ["cranks but wont start", "turns over but will not fire", "cranks and cranks", "no fuel pressure"],
      steps,
    },
    {
      id: "fx-wheel-bearing",
      vehicleTypes: ["automotive"],
      system: "suspension",
      cause: "Worn front wheel bearing",
      explanation: "A worn bearing hums with speed.",
      symptoms: ["humming gets louder with speed", "whine from the front", "growl when turning", "noise at highway speed"],
      steps,
    },
    {
      id: "fx-pinion-bearing",
      vehicleTypes: ["automotive"],
      system: "drivetrain",
      cause: "Worn differential pinion bearing",
      explanation: "A worn pinion bearing whines on and off the throttle.",
      symptoms: ["whine from the rear", "howl at speed", "whine on acceleration", "noise at highway speed"],
      steps,
    },
  ]);

  it("tells cranks-no-start from no-crank", () => {
    expect(diagnose(input("automotive", "it cranks fine but wont start"), kb).primaryCauseId).toBe("fx-no-start");
    expect(diagnose(input("automotive", "wont crank or start, just a click"), kb).primaryCauseId).toBe("fx-no-crank");
  });

  it("lowers only the part already replaced", () => {
    const r = diagnose(input("automotive", "replaced the front wheel bearing and it still whines at highway speed"), kb);
    expect(r.primaryCauseId).toBe("fx-pinion-bearing");
    const ranked = rankCandidates(input("automotive", "replaced the wheel bearing, still a whine at highway speed"), 4, kb).map((c) => c.entry.id);
    expect(ranked).toContain("fx-pinion-bearing");
  });
});

describe("alternatives leaning towards the likely system", () => {
  const at = (id: string, system: string, score: number, doc: number) => ({ doc, score, item: { entry: { id, system } } });
  const ids = (head: ReturnType<typeof at>[]) => head.map((s) => s.item.entry.id);

  it("moves the likely system's causes ahead of a lone cause elsewhere, and keeps the first and every score", () => {
    const head = [at("rad", "cooling", 30, 0), at("pads", "brakes", 25, 1), at("hose", "cooling", 24, 2), at("pump", "cooling", 23.5, 3)];
    leanToSystem(head);
    expect(ids(head)).toEqual(["rad", "hose", "pump", "pads"]);
    expect(head.map((s) => s.score)).toEqual([30, 24, 23.5, 25]);
  });

  it("leaves the order alone when the evidence does not favour one system, and never moves the first", () => {
    const mixed = [at("a", "cooling", 30, 0), at("b", "brakes", 29, 1), at("c", "fuel", 28, 2), at("d", "starting", 27, 3)];
    leanToSystem(mixed);
    expect(ids(mixed)).toEqual(["a", "b", "c", "d"]);
    const first = [at("lone", "brakes", 30, 0), at("x", "cooling", 29.9, 1), at("y", "cooling", 29.8, 2), at("z", "cooling", 29.7, 3)];
    leanToSystem(first);
    expect(ids(first)[0]).toBe("lone");
  });
});

describe("the ranker's weighted sum", () => {
  it("counts every feature once with its weight (linear() is spelled out for speed, so it must stay in step with FEATURES)", () => {
    // Distinct powers of two: a feature left out or counted twice changes the sum in a way no other one can hide.
    const features = Object.fromEntries(FEATURES.map((k, i) => [k, 2 ** i])) as Record<Feature, number>;
    const weights = Object.fromEntries(FEATURES.map((k) => [k, 1])) as Record<Feature, number>;
    expect(linear(features, weights)).toBe(2 ** FEATURES.length - 1);
    const only = (k: Feature) => Object.fromEntries(FEATURES.map((f) => [f, f === k ? 3 : 0])) as Record<Feature, number>;
    for (const k of FEATURES) expect(linear(features, only(k))).toBe(3 * features[k]);
  });
});
