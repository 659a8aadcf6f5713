import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine";
import { buildIndex } from "~/domain/diagnosis/index-build";
import { knowledgeOf } from "~/domain/diagnosis/knowledge";
import { analyze, basicNormalize } from "~/domain/diagnosis/normalize";
import { scoreAll } from "~/domain/diagnosis/rank";
import { checkedPart, renewedPart } from "~/domain/diagnosis/renewed-parts";
import { classAgreement, startClash, symptomClasses } from "~/domain/diagnosis/symptom-classes";
import { namesPart, titleParts } from "~/domain/diagnosis/title-parts";
import type { DiagnosisInput, FaultEntry } from "~/domain/diagnosis/types";
import { saysFine, verifiedParts } from "~/domain/diagnosis/verified-parts";
import { fixtureEntries, fixtureKb } from "./diagnosis-fixtures";

/**
 * How the engine reads an owner's story (issue #12): parts already checked, the part a cause title names, kinds of
 * noise, and clauses that only set the scene.
 */

describe("parts the owner checked", () => {
  it("reads checked parts clause by clause", () => {
    expect(verifiedParts("ford 3 cylinder diesel, battery tests ok, solenoid and starter seem fine too")).toEqual([["batteri"], ["solenoid"], ["starter"]]);
    expect(verifiedParts("had the battery charged and its fine, terminals look clean to me")).toEqual([["batteri"], ["terminal"]]);
    expect(verifiedParts("it has spark, and its getting fuel, but wont start")).toEqual([["spark"], ["fuel"]]);
    // The part named before "is ... and looks fine"; a clause about the machine itself names no part.
    expect(verifiedParts("the hydro belt is about a year old and looks fine")).toContainEqual(["hydro", "belt"]);
    expect(verifiedParts("battery is new and tests good")).toEqual([["batteri"]]);
    expect(verifiedParts("it is a 2004 and runs good")).toEqual([]);
    expect(verifiedParts("fuel pump tested good")).toEqual([["fuel", "pump"]]);
    expect(verifiedParts("bulb itself tested ok")).toEqual([["bulb"]]);
  });
  it("reads a pump heard running as checked, and the relay and fuse that feed it too", () => {
    expect(verifiedParts("turns over fine, i can hear the fuel pump whirr")).toEqual([
      ["fuel", "pump"],
      ["pump", "relai"],
      ["pump", "fus"],
    ]);
    expect(verifiedParts("you can hear the pump prime when the key goes on")).toContainEqual(["pump"]);
    expect(verifiedParts("i cannot hear the fuel pump at all")).toEqual([]);
  });

  it("reads a part tried without effect as ruled out, and rules out a cause about that part's renewal too", () => {
    expect(verifiedParts("cranking got very slow and a fully charged battery makes no difference now")).toEqual([["batteri"]]);
    expect(verifiedParts("the new plugs did not help")).toEqual([["plug"]]);
    expect(verifiedParts("cranks slow, makes no difference")).toEqual([]);
    const [uncharged] = buildIndex([{ ...fixtureEntries[0]!, cause: "New battery fitted without a full first charge" }]).entries;
    expect(checkedPart(uncharged!, [["batteri"]])).toBe(true);
    // A renewal does not rule out a cause about the renewal itself ("battery is new" fits a new battery never charged).
    expect(renewedPart(uncharged!, [["batteri"]])).toBe(false);
    // However long the renewed part's name: the seal is what this title's renewal is about.
    const [seal] = buildIndex([{ ...fixtureEntries[0]!, cause: "New PTO output shaft seal cut on the splines during fitting" }]).entries;
    expect(renewedPart(seal!, [["seal"]])).toBe(false);
  });

  it("reads 'work fine' as a check, and such a clause as context", () => {
    expect(verifiedParts("brakes and lights work fine")).toEqual([["brak"], ["light"]]);
    expect(saysFine("brakes and lights work fine")).toBe(true);
    expect(saysFine("battery tests ok")).toBe(true);
    expect(saysFine("brakes squeal when cold")).toBe(false);
    expect(saysFine("lights flicker at idle")).toBe(false);
  });

  it("does not read a complaint as a check", () => {
    expect(verifiedParts("everything looks good but it wont move")).toEqual([]);
    expect(verifiedParts("plugs spark nice and blue")).toEqual([]);
    expect(verifiedParts("the battery keeps going dead")).toEqual([]);
  });
});

describe("the parts a cause title names", () => {
  it("reads where a part ended up as its state, not as the part", () => {
    expect(titleParts("Catalytic converter cut off and stolen")).toEqual([["catalytic", "converter"]]);
    expect(titleParts("Hand brake lever bent or snapped off in a tip-over")).toEqual([["hand", "brak", "lever"]]);
  });
  it("takes the failed parts of the first clause, head noun last", () => {
    expect(titleParts("Failed starter solenoid or burned solenoid contacts")).toEqual([
      ["starter", "solenoid"],
      ["solenoid", "contact"],
    ]);
    expect(titleParts("Loose battery cable nut on the starter or solenoid stud")).toEqual([["batteri", "cabl", "nut"]]);
    expect(titleParts("Thermostat stuck closed (or stuck open)")).toEqual([["thermostat"]]);
    expect(titleParts("Weak, discharged or sulfated battery (often after sitting)")).toEqual([["batteri"]]);
    expect(titleParts("Worn front wheel bearing")).toEqual([["front", "wheel", "bear"]]);
    // What drained a battery failed, not the battery: a new battery does not rule out a parasitic drain.
    expect(titleParts("Battery discharged or sulfated by a parasitic drain during storage")).toEqual([["parasitic", "drain"]]);
  });

  it("matches the owner's part by its head noun and, when given, one of its words", () => {
    const battery = titleParts("Weak, discharged or sulfated battery");
    const cableNut = titleParts("Loose battery cable nut on the starter or solenoid stud");
    expect(namesPart(battery, ["batteri"])).toBe(true);
    expect(namesPart(cableNut, ["batteri"])).toBe(false);
    expect(namesPart(titleParts("Worn front wheel bearing"), ["wheel", "bear"])).toBe(true);
    expect(namesPart(titleParts("Worn differential pinion bearing"), ["wheel", "bear"])).toBe(false);
  });

  it("knows owners' short names and that a new starter is a new starter motor", () => {
    const crankSensor = titleParts("Failed crankshaft position sensor");
    expect(namesPart(crankSensor, analyze("replaced the crank sensor").replaced[0]!)).toBe(true);
    expect(namesPart(crankSensor, analyze("new cam sensor").replaced[0]!)).toBe(false);
    expect(namesPart(titleParts("Failed starter motor (worn brushes or armature)"), ["starter"])).toBe(true);
    expect(namesPart(titleParts("Worn starter solenoid contacts"), ["starter"])).toBe(false);
    expect(namesPart(titleParts("Failed wiper motor"), ["motor"])).toBe(true);
    const ect = titleParts("Faulty engine coolant temperature (ECT) sensor");
    expect(namesPart(ect, analyze("put in a new temperature sending unit").replaced[0]!)).toBe(true);
    expect(namesPart(ect, analyze("new temp sender").replaced[0]!)).toBe(false);
  });

  it("folds a title's words as the owner's are, so an abbreviation names the same part", () => {
    // The owner's "throttle position sensor" and "tps" both fold to "tps"; the title must fold the same way.
    const tps = titleParts("Failed throttle position sensor");
    expect(namesPart(tps, analyze("replaced the tps").replaced[0]!)).toBe(true);
    expect(namesPart(tps, analyze("replaced the throttle position sensor").replaced[0]!)).toBe(true);
    expect(namesPart(titleParts("Dirty mass air flow (MAF) sensor"), analyze("new maf sensor").replaced[0]!)).toBe(true);
    expect(namesPart(tps, analyze("new map sensor").replaced[0]!)).toBe(false);
  });
});

describe("a misfire on one cylinder or on many", () => {
  const classes = (t: string) => symptomClasses(basicNormalize(t));
  it("tells them apart in words, and a cause for one cylinder clashes with a misfire on all", () => {
    expect(classes("the shop said all 6 cylinders are misfiring")).toEqual(["misfire-many"]);
    expect(classes("random misfire under load")).toEqual(["misfire-many"]);
    expect(classes("misfire on cylinder 3 only")).toEqual(["misfire-one"]);
    expect(classes("swapped coils and the miss moved with the coil")).toEqual(["misfire-one"]);
    expect(classes("rough idle")).toEqual([]);
    expect(classes("feels like it's only running on 3 cylinders")).toEqual(["misfire-one"]);
    expect(classes("it runs but only on one cylinder")).toEqual(["misfire-one"]);
    expect(classes("swapped the plugs and the same cylinder stays dead")).toEqual(["misfire-one"]);
    expect(classAgreement(["misfire-many"], ["misfire-one"])).toBe(-1);
    expect(classAgreement(["misfire-one"], ["misfire-one", "hard-start"])).toBe(1);
  });
  it("reads the count from misfire codes when the words do not say it", () => {
    const q = (symptoms: string) =>
      scoreAll({ vehicleType: "automotive", make: "Ford", model: "Focus", symptoms }, fixtureKb).query.classes.filter((c) => c.startsWith("misfire"));
    expect(q("rough idle, codes P0301 P0304")).toEqual(["misfire-many"]);
    expect(q("rough idle, code P0300")).toEqual(["misfire-many"]);
    expect(q("rough idle, code P0302")).toEqual(["misfire-one"]);
    expect(q("rough idle, P0302 and the shop says all cylinders are misfiring")).toEqual(["misfire-many"]);
  });
  it("reads the question sentence by sentence, so a full stop keeps 'still nothing' from 'cranks fine'", () => {
    const q = (symptoms: string) => scoreAll({ vehicleType: "atv", make: "", model: "", symptoms }, fixtureKb).query.classes;
    expect(q("put fresh gas in, still nothing. cranks fine but will not fire")).toEqual(["crank-no-start"]);
    expect(classes("still nothing cranks")).toEqual(["no-crank"]);
  });
  it("reads 'will not spin' and 'will not engage' as the engine only when nothing else is said to", () => {
    expect(classes("engine runs and drives fine but the blades under the deck dont spin at all")).toEqual([]);
    expect(classes("the front wheels don't engage when i push the 4x4 button")).toEqual([]);
    expect(classes("the pto will not engage")).toEqual([]);
    expect(classes("turn the key and the engine will not spin")).toEqual(["no-crank"]);
    expect(classes("now it won't restart, the starter won't even engage")).toEqual(["no-crank"]);
  });
  it("reads an engine that starts and then dies in the past tense too, but not a battery, a blower or a denial", () => {
    const told: Array<[string, string[]]> = [
      ["turned the key, it started and then died right away", ["starts-then-dies"]],
      ["fired right up, ran about 30 seconds and quit", ["starts-then-dies"]],
      ["lawn tractor started then just quit", ["starts-then-dies"]],
      ["starts fine but quits dead after ten minutes", ["starts-then-dies"]],
      ["it won't stay running", ["starts-then-dies"]],
      ["it sputters and dies going up a hill", ["starts-then-dies"]],
      ["only runs to the barn and back and the battery keeps dying", []],
      ["the blower runs then shuts off", []],
      ["it starts and never stalls", []],
      ["it stalled right in the car wash", ["starts-then-dies"]],
      ["the engine just died as i let the clutch out", ["starts-then-dies"]],
      ["the wipers just died on the highway", []],
    ];
    for (const [text, want] of told) expect(classes(text), text).toEqual(want);
    // The start denied: "it stalled" would be a stall whatever came before, "quit" is not.
    expect(classes("it would not start and then it just quit trying")).not.toContain("starts-then-dies");
  });
  it("holds a stall-only cause against 'cranks but won't start', but not a no-start cause against a stall", () => {
    expect(classAgreement(["crank-no-start"], ["starts-then-dies"])).toBe(-1);
    expect(classAgreement(["starts-then-dies"], ["crank-no-start"])).toBe(0);
    expect(startClash(["starts-then-dies"], ["crank-no-start"])).toBe(false);
    expect(classAgreement(["starts-then-dies"], ["no-crank"])).toBe(-1);
  });
  it("does not read a gauge, a window, an a/c clutch, a roller or dead headlights as the machine or its engine", () => {
    const told: Array<[string, string[]]> = [
      ["no click when i turn on the ac", []],
      ["turn the key, no click, nothing", ["no-crank"]],
      ["the window won't go up", []],
      ["temp gauge barely moves off cold on the highway", []],
      ["battery voltage doesnt go up when i rev it", []],
      ["the middle roller won't spin", []],
      ["it just revs instead of stalling", []],
      ["the tractor barely moves", ["weak-drive"]],
      ["new fuses got the dash lamps working but the headlights are still totally dead", []],
      ["turn the key and it's totally dead", ["no-crank"]],
      ["the radio works but when i turn the key the truck is completely dead", ["no-crank"]],
    ];
    for (const [text, want] of told) expect(classes(text), text).toEqual(want);
  });
  it("does not read 'still no go' as a machine that will not move", () => {
    expect(classes("put the charger on the battery and still no go")).toEqual([]);
    expect(classes("it will not go forward or back")).toEqual(["no-drive"]);
    expect(classes("the tractor bogs and barely pulls up the hill")).toEqual(["weak-drive"]);
    expect(classes("it doesn't pull like the old motor did")).toEqual(["weak-drive"]);
  });
  it("does not read a part that will not move, or a speed it will not go past, as a machine that will not move", () => {
    for (const text of [
      "wiper motor hums but the blades dont move",
      "the shutters behind the grille dont move when i start the car",
      "can hear the starter turning the gears but the crankshaft never moves",
      "wont go over 15 mph",
      "machine wont go any faster but the engine runs fine",
    ])
      expect(classes(text), text).not.toContain("no-drive");
    expect(classes("the mower just stopped and wont move forward or back")).toEqual(["no-drive"]);
  });
});

describe("kinds of noise", () => {
  const classes = (t: string) => symptomClasses(basicNormalize(t));
  it("tells a squeal, a knock, a whine and a grind apart", () => {
    expect(classes("loud squeal when i take off")).toEqual(["noise-squeal"]);
    expect(classes("clunk over bumps")).toEqual(["noise-knock"]);
    expect(classes("whining that rises with speed")).toEqual(["noise-whine"]);
    expect(classes("grinding from the front wheel")).toEqual(["noise-grind"]);
  });
  it("does not hear a noise the owner says is absent", () => {
    expect(classes("turn the key and nothing, dead silent, no click")).toEqual(["no-crank"]);
    expect(classes("stops without a squeal")).toEqual([]);
    expect(classes("no click but a loud clunk")).not.toContain("noise-tick");
    expect(classes("no click but a loud clunk")).toContain("noise-knock");
  });
  it("reads 'cranks but won't start' with words between its halves, and not when the crank is the thing denied", () => {
    expect(classes("the starter cranks it over fine now but it won't fire at all")).toEqual(["crank-no-start"]);
    expect(classes("cranked on it with the choke in and out till the battery died")).toEqual(["crank-no-start"]);
    expect(classes("it won't even try to catch")).toEqual(["crank-no-start"]);
    expect(classes("even the best mechanic around couldn't catch it")).toEqual([]);
    expect(classes("the hood latch will not pop open")).toEqual([]);
    expect(classes("won't crank, nothing when you turn the key")).toEqual(["no-crank"]);
    expect(classes("it will not turn over but the lights come on")).toEqual(["no-crank"]);
    expect(classes("all i get is one heavy click and the engine doesn't turn")).toContain("no-crank");
    expect(classes("the engine won't even try to turn")).toEqual(["no-crank"]);
    expect(classes("the wheel will not turn left")).toEqual([]);
    // "No start" says nothing of whether it cranks: a no-crank cause is not held against it, nor a crank-no-start one.
    expect(classes("all the safety switches check out and still no start")).toEqual([]);
    // Told the other way round, in the next sentence (the ranker marks sentence ends with a word no pattern knows).
    expect(classes("wont start this morning sentencebreak it turns over fine, i can hear the pump")).toEqual(["crank-no-start"]);
    expect(classes("it won't start, doesn't even turn over")).toEqual(["no-crank"]);
    expect(classes("starter turns it over but it never catches")).toEqual(["crank-no-start"]);
  });
  it("does not hear a noise in a ground wire", () => {
    expect(classes("cleaned the ground wire")).toEqual([]);
  });
  it("holds a no-crank cause against 'cranks but won't start' even when the cause also clicks", () => {
    expect(classAgreement(["crank-no-start"], ["no-crank", "noise-tick"])).toBe(-1);
    expect(classAgreement(["crank-no-start"], ["no-crank", "crank-no-start"])).toBe(1);
    expect(classAgreement(["noise-tick"], ["no-crank", "noise-tick"])).toBe(1);
    expect(classAgreement(["noise-squeal"], ["no-crank"])).toBe(0);
  });
  it("reads an engine that speeds up while the machine does not as a slipping drive, not a weak engine", () => {
    expect(classes("engine sounds like it revs but the tractor bogs and barely pulls")).toEqual(["weak-drive", "slip"]);
    expect(classes("the engine races and it doesn't go any faster up the hill")).toContain("slip");
    expect(classes("rpm flares between shifts on the highway")).toEqual(["slip"]);
    expect(classes("the clutch is slipping under load")).toEqual(["slip"]);
    expect(classes("worn or oil-soaked clutch disc (slipping dry traction clutch)")).toEqual(["slip"]);
    // An accessory belt that slips squeals; it does not leave the machine standing while the engine speeds up.
    expect(classes("the alternator belt slips when the lights are on")).toEqual([]);
    expect(classes("it loses power going up hills")).toEqual(["weak-drive"]);
  });
  it("counts a cause that explains two of the question's classes above one that explains one", () => {
    expect(classAgreement(["weak-drive", "slip"], ["weak-drive", "slip"])).toBe(2);
    expect(classAgreement(["weak-drive", "slip"], ["weak-drive"])).toBe(1);
    expect(classAgreement(["weak-drive", "slip", "noise-squeal"], ["weak-drive", "slip", "noise-squeal"])).toBe(2);
  });
});

describe("reading an owner's story", () => {
  const steps = fixtureEntries[0]!.steps;
  const input = (symptoms: string): DiagnosisInput => ({ vehicleType: "tractor", make: "Generic", model: "Generic", symptoms });
  const kb = knowledgeOf([
    {
      id: "fx-solenoid",
      vehicleTypes: ["tractor"],
      system: "starting",
      cause: "Failed starter solenoid",
      explanation: "Burned contacts stop the starter.",
      symptoms: ["just clicks", "wont crank", "solenoid clicks but starter does not turn", "no crank"],
      steps,
    },
    {
      id: "fx-ground",
      vehicleTypes: ["tractor"],
      system: "battery-wiring",
      cause: "Corroded engine ground cable",
      explanation: "A bad ground starves the starter.",
      symptoms: ["wont crank", "dead when i turn the key", "no crank", "ground cable green"],
      steps,
    },
    {
      id: "fx-squeal-belt",
      vehicleTypes: ["tractor"],
      system: "cooling",
      cause: "Glazed fan belt",
      explanation: "A slipping belt squeals.",
      symptoms: ["squeal from the front of the engine", "belt squeals on start up", "squealing when cold", "belt shiny"],
      steps,
    },
    {
      id: "fx-knock-rod",
      vehicleTypes: ["tractor"],
      system: "engine-mechanical",
      cause: "Worn rod bearing",
      explanation: "A worn bearing knocks under load.",
      symptoms: ["knock from the engine", "knocking under load", "deep knock at idle", "engine noise from the bottom end"],
      steps,
    },
    {
      id: "fx-hay",
      vehicleTypes: ["tractor"],
      system: "pto",
      cause: "Baler plunger out of time",
      explanation: "Hay season wear.",
      symptoms: ["baler jams", "hay bales wont tie", "plunger hits the needles", "hay field stoppage"],
      steps,
    },
  ]);

  it("reads a renewal's pronoun in the clause after the part ('the plugs looked old, so i replaced them')", () => {
    expect(scoreAll(input("the solenoid looked burnt, so i replaced it. still just a click"), kb).query.renewed).toEqual([["solenoid"]]);
  });

  it("lowers the parts the owner checked and found good", () => {
    expect(diagnose(input("wont crank at all, just a click"), kb).primaryCauseId).toBe("fx-solenoid");
    expect(diagnose(input("wont crank at all, just a click. solenoid tests good"), kb).primaryCauseId).toBe("fx-ground");
  });

  it("uses the kind of noise", () => {
    // Neither "screeching" nor "clunking" is in the entries: only the kind of noise can decide.
    expect(diagnose(input("engine noise from the front, screeching"), kb).primaryCauseId).toBe("fx-squeal-belt");
    expect(diagnose(input("engine noise from the front, clunking"), kb).primaryCauseId).toBe("fx-knock-rod");
  });

  it("counts a clause that only sets the scene for less than the complaint", () => {
    const r = diagnose(input("we were done with the hay field for the season, and now it wont crank, just clicks"), kb);
    expect(r.primaryCauseId).toBe("fx-solenoid");
    // The hay words would otherwise put the baler above the ground cable.
    expect(r.alternativeCauses.map((a) => a.cause)).toEqual(["Corroded engine ground cable", "Baler plunger out of time"]);
  });

  it("counts the words of a clause that says a part checked out for less than scene-setting words", () => {
    const baler = (symptoms: string) => scoreAll(input(symptoms), kb).scored.find((s) => s.item.entry.id === "fx-hay")!.features.lexical;
    // The same baler words: once as what the owner was doing, once as what the owner found good.
    const scene = baler("wont crank. the hay baler plunger last week");
    const checked = baler("wont crank. the hay baler plunger looks fine");
    expect(checked).toBeGreaterThan(0);
    expect(checked / scene).toBeCloseTo(0.5, 1);
  });
});

describe("the check engine light", () => {
  const carCause = (id: string, system: FaultEntry["system"], cause: string, symptoms: string[]): FaultEntry => ({
    ...fixtureEntries[0]!,
    id,
    vehicleTypes: ["automotive"],
    system,
    cause,
    symptoms,
  });
  const kb = knowledgeOf([
    carCause("fx-tyre-stone", "tracks-tyres", "Stone stuck in the tyre tread", [
      "tapping noise when driving",
      "tick tick tick that speeds up with the car",
      "rattly tapping from a wheel",
    ]),
    carCause("fx-coil", "ignition", "Failed ignition coil", ["misfire when accelerating", "check engine light flashing", "engine shakes"]),
  ]);
  const car = (symptoms: string): DiagnosisInput => ({ vehicleType: "automotive", make: "Generic", model: "Generic", symptoms });
  const factor = (symptoms: string) => scoreAll(car(symptoms), kb).scored.find((s) => s.item.entry.id === "fx-tyre-stone")!.factor;

  it("lowers a cause the engine computer cannot see when the owner says the light is on", () => {
    expect(factor("rattly tapping noise when accelerating and the check engine light came on")).toBe(0.8);
    expect(factor("rattly tapping noise when accelerating, the orange engine shaped warning light is on")).toBe(0.8);
    expect(factor("rattly tapping noise when accelerating, no check engine light")).toBe(1);
    expect(factor("rattly tapping noise when accelerating")).toBe(1);
  });
});

describe("the word gates in front of the story patterns", () => {
  // The gates skip a class's (or a check's) patterns when none of the words they need is in the text; they must never
  // change a result. Every symptom phrase and title of the shipped knowledge is read with and without them.
  const texts = KNOWLEDGE.index.entries.flatMap((it) => [it.entry.cause, ...it.entry.symptoms]);

  it("leave every symptom class as the patterns alone give it", () => {
    const differ = texts.filter((t) => {
      const x = basicNormalize(t);
      return symptomClasses(x).join() !== symptomClasses(x, false).join();
    });
    expect(texts.length).toBeGreaterThan(20000);
    expect(differ).toEqual([]);
  });

  it("leave every checked part as the patterns alone give it", () => {
    const differ = texts.filter((t) => JSON.stringify(verifiedParts(t)) !== JSON.stringify(verifiedParts(t, false)));
    expect(differ).toEqual([]);
  });

  it("skip a class whose words are absent, and still find it when they are present", () => {
    expect(symptomClasses(basicNormalize("loader is slow to lift when the oil is hot"))).toEqual([]);
    expect(symptomClasses(basicNormalize("it cranks over fine but will not fire"))).toContain("crank-no-start");
    expect(symptomClasses(basicNormalize("random misfire under load"))).toContain("misfire-many");
  });
});
