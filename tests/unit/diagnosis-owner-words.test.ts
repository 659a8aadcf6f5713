import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine";
import { buildIndex } from "~/domain/diagnosis/index-build";
import { knowledgeOf } from "~/domain/diagnosis/knowledge";
import { analyze, basicNormalize } from "~/domain/diagnosis/normalize";
import { scoreAll } from "~/domain/diagnosis/rank";
import { checkedPart, renewedPart } from "~/domain/diagnosis/renewed-parts";
import { symptomClasses } from "~/domain/diagnosis/symptom-classes";
import { namesPart, titleParts } from "~/domain/diagnosis/title-parts";
import type { DiagnosisInput, FaultEntry } from "~/domain/diagnosis/types";
import { saysFine, verifiedParts } from "~/domain/diagnosis/verified-parts";
import { fixtureEntries } from "./diagnosis-fixtures";

/**
 * How the engine reads an owner's story (issue #12): parts already checked, the part a cause title names, clauses
 * that only set the scene, the check engine light, and the word gates (symptom classes: symptom-classes.test.ts).
 */

describe("a part that does not come on", () => {
  it("puts the fan first when the owner says it overheats in traffic and the fan does not come on", () => {
    const input: DiagnosisInput = {
      vehicleType: "automotive",
      make: "Honda",
      model: "Civic 2014",
      symptoms: "car overheats in traffic in summer but fine on the motorway, fan doesnt seem to come on",
    };
    expect(diagnose(input, KNOWLEDGE).primaryCause).toMatch(/fan motor/i);
  });
});

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
    // Where or when it is fine names no part: "flat ground" is no ground strap.
    expect(verifiedParts("on flat ground its fine but it wont climb")).toEqual([]);
    expect(verifiedParts("once moving its fine")).toEqual([]);
  });
  it("reads a clause that is only a part and its verdict as checked ('cables clean and tight')", () => {
    expect(verifiedParts("battery cables tight")).toEqual([["batteri", "cabl"]]);
    expect(verifiedParts("turn the key and nothing. cables clean and tight.")).toEqual([["cabl"]]);
    expect(verifiedParts("runs good on flat ground")).toEqual([]);
    expect(verifiedParts("idles fine")).toEqual([]);
    // New or checked cables rule out their ends too.
    expect(namesPart(titleParts("Corroded or loose battery terminals and cable ends"), ["cabl"])).toBe(true);
    // "Battery" said once counts for the cable ends too; a modifier no part of the title has still keeps it apart.
    expect(namesPart(titleParts("Corroded or loose battery terminals and cable ends"), ["batteri", "cabl"])).toBe(true);
    expect(namesPart(titleParts("Corroded or loose battery terminals and cable ends"), ["starter", "cabl"])).toBe(false);
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

  it("reads a swap test whose fault stayed put as clearing the part, and one whose fault followed the part as not", () => {
    expect(verifiedParts("swapped the spark plugs between sides and the same cylinder stays dead")).toEqual([["spark", "plug"]]);
    expect(verifiedParts("switched the coils around, the miss stayed on 3")).toEqual([["coil"]]);
    expect(verifiedParts("i swapped the relays around and no change")).toEqual([["relai"]]);
    expect(verifiedParts("swapped the coils between cylinders and the misfire followed the coil")).toEqual([]);
    // A swap with no result told clears nothing.
    expect(verifiedParts("moved the injector to cylinder 2")).toEqual([]);
    expect(verifiedParts("swapped the front tyres side to side")).toEqual([]);
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

  it("reads a part worked on without effect as ruled out, in its own clause or the one before", () => {
    expect(verifiedParts("the tech sprayed the v-belt, no difference")).toEqual([["v", "belt"]]);
    expect(verifiedParts("cleaned the contacts but it didnt help")).toEqual([["contact"]]);
    expect(verifiedParts("went over the wiring, no change")).toEqual([["wir"]]);
    // Worked on and it helped: nothing is ruled out.
    expect(verifiedParts("cleaned the carb and it runs great now")).toEqual([]);
  });

  it("reads a part checked with no verdict as found good, unless the clause says what was wrong", () => {
    expect(verifiedParts("the tires are new and the alignment was checked when they went on")).toEqual([["alignment"]]);
    expect(verifiedParts("had the fuel pressure checked")).toEqual([["fuel", "pressur"]]);
    expect(verifiedParts("had the battery tested and it was bad")).toEqual([]);
    expect(verifiedParts("the charging system was checked, it showed low voltage")).toEqual([]);
  });

  it("reads a part the owner already worked on before asking as ruled out ('i already cleaned the maf sensor')", () => {
    // In its short name, which the title carries too: "mass airflow sensor" folds to "maf sensor" and then to "maf".
    expect(verifiedParts("i already cleaned the maf sensor, put in a new air filter")).toEqual([["maf"]]);
    expect(titleParts("Dirty or failed mass airflow sensor (MAF sensor)")).toContainEqual(["maf"]);
    expect(verifiedParts("already adjusted the clutch and it still slips")).toEqual([["clutch"]]);
    expect(verifiedParts("cleaned the carb last year and it ran great")).toEqual([]);
  });
  it("reads a part the owner rules out ('its not the driveshaft') as checked, and nothing else said with 'not'", () => {
    expect(verifiedParts("thumping from the back, not the tires as far as i can tell")).toEqual([["tir"]]);
    expect(verifiedParts("its not the driveshaft this time")).toEqual([["driveshaft"]]);
    expect(verifiedParts("it is not the front end")).toEqual([["front", "end"]]);
    expect(verifiedParts("it will not start and does not the crank")).toEqual([]);
    expect(verifiedParts("not a lot but its there")).toEqual([]);
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

  it("matches the owner's part in the owner's folded words: a new gas cap is a new fuel cap", () => {
    // The owner's words are folded before a renewal is read ("gas" reads "fuel"); the title's part must be found in
    // those words too, or "already replaced the gas cap" left "Loose or wrong gas cap" first.
    const cap = titleParts("Loose, damaged or wrong gas cap (EVAP leak)");
    expect(namesPart(cap, analyze("i already replaced the gas cap").replaced[0]!)).toBe(true);
    expect(namesPart(titleParts("Failing instrument cluster (gauge stepper motors)"), analyze("put in a new instrument cluster").replaced[0]!)).toBe(true);
    expect(namesPart(cap, analyze("replaced the radiator cap").replaced[0]!)).toBe(false);
  });
  it("reads the part a new one replaced past how it broke", () => {
    expect(analyze("a tie rod end broke and i put a new one on").replaced).toEqual([["tie", "rod", "end"]]);
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
