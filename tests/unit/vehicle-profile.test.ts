import { describe, expect, it } from "vitest";
import { applies } from "~/domain/diagnosis/applicability.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { buildIndex, type IndexedEntry } from "~/domain/diagnosis/index-build.ts";
import type { FaultEntry, VehicleType } from "~/domain/diagnosis/types.ts";
import type { CatalogueMake } from "~/domain/vehicle/catalogue-schema.ts";
import { buildCatalogue, readProfile, splitMakeModel } from "~/domain/vehicle/profile.ts";

const catalogue = buildCatalogue([
  {
    make: "john deere",
    display: "John Deere",
    types: ["tractor", "atv"],
    aliases: ["deere", "jd", "johndeere"],
    families: [
      { name: "X300 Select Series", match: ["^x3\\d\\d"], class: "lawn-tractor", fuels: ["petrol"], transmissions: ["hydrostatic"] },
      { name: "5E Series", match: ["^5\\d{3}e"], class: "utility-tractor", fuels: ["diesel"] },
      { name: "Gator XUV", match: ["^xuv", "gator"], class: "utv" },
    ],
  },
  {
    make: "kubota",
    display: "Kubota",
    types: ["tractor"],
    families: [{ name: "BX", match: ["^bx\\d{4}"], class: "compact-tractor", fuels: ["diesel"], transmissions: ["hydrostatic"] }],
  },
  {
    make: "ford",
    display: "Ford",
    types: ["automotive", "tractor"],
    families: [
      { name: "F-250 Super Duty", match: ["^f250", "superduty"], class: "pickup", fuels: ["petrol", "diesel"], transmissions: ["automatic"] },
      { name: "Focus", match: ["^focus"], class: "car", fuels: ["petrol"], transmissions: ["manual", "dual-clutch"] },
      {
        name: "F-150",
        match: ["^f150"],
        class: "pickup",
        fuels: ["petrol", "diesel", "hybrid"],
        transmissions: ["manual", "automatic"],
        fuelYears: { diesel: { from: 2018, to: 2021 }, hybrid: { from: 2021 } },
        transmissionYears: { manual: { to: 2010 } },
      },
      { name: "8N", match: ["^8n"], class: "utility-tractor", fuels: ["petrol"], yearFrom: 1947, yearTo: 1952 },
      { name: "2000", match: ["^2000$"], class: "utility-tractor", fuels: ["petrol", "diesel"] },
    ],
  },
  {
    make: "toyota",
    display: "Toyota",
    types: ["automotive"],
    families: [
      { name: "Prius", match: ["^prius"], class: "car", fuels: ["hybrid"], transmissions: ["fixed-ratio"] },
      { name: "Camry", match: ["^camry"], class: "car", fuels: ["petrol", "hybrid"], transmissions: ["manual", "automatic"] },
    ],
  },
  {
    make: "can-am",
    display: "Can-Am",
    types: ["atv"],
    aliases: ["canam", "brp"],
    families: [{ name: "Outlander", match: ["^outlander"], class: "atv", transmissions: ["cvt"] }],
  },
] satisfies CatalogueMake[]);

const read = (vehicleType: "tractor" | "atv" | "automotive", make: string, model: string, symptoms = "") =>
  readProfile({ vehicleType, make, model, symptoms }, catalogue);

describe("vehicle profile", () => {
  it("reads multi-word makes, aliases and the model family with its class, fuel and transmission", () => {
    expect(read("tractor", "John Deere", "X300 2006")).toMatchObject({
      make: "john deere",
      family: "X300 Select Series",
      class: "lawn-tractor",
      fuel: "petrol",
      transmission: "hydrostatic",
      year: 2006,
    });
    expect(read("tractor", "deere", "5075E")).toMatchObject({ make: "john deere", class: "utility-tractor", fuel: "diesel" });
    expect(read("tractor", "Kubota", "BX2380")).toMatchObject({ make: "kubota", class: "compact-tractor", fuel: "diesel", transmission: "hydrostatic" });
    expect(read("atv", "BRP", "Outlander 650")).toMatchObject({ make: "can-am", class: "atv", transmission: "cvt" });
  });

  it("finds the make inside the model field and the family without a make", () => {
    expect(read("tractor", "", "john deere x320")).toMatchObject({ make: "john deere", class: "lawn-tractor" });
    expect(read("atv", "", "Outlander 570")).toMatchObject({ make: "can-am", family: "Outlander" });
  });

  it("takes fuel and transmission from the text when the family has several", () => {
    expect(read("automotive", "Ford", "F-250 2012", "6.7 powerstroke losing power")).toMatchObject({ class: "pickup", fuel: "diesel" });
    expect(read("automotive", "Ford", "F-250 2012", "gas engine ticks")).toMatchObject({ fuel: "petrol" });
    expect(read("automotive", "Ford", "Focus 2014", "powershift shudders from a stop").transmission).toBe("dual-clutch");
    expect(read("automotive", "Ford", "Focus 2014", "grinds going into 3rd, 5 speed manual").transmission).toBe("manual");
  });

  it("reads 'gas' as petrol where it names the engine, not where a diesel owner says it too", () => {
    expect(read("automotive", "Ford", "F-250 gas 2012", "ticks at idle")).toMatchObject({ fuel: "petrol" });
    expect(read("automotive", "Ford", "F-250 2012", "my 2012 gas f-250 ticks, the gas model")).toMatchObject({ fuel: "petrol" });
    expect(read("automotive", "Ford", "F-250 2012", "put fresh gas in and it still stumbles")).toMatchObject({ fuel: "petrol" });
    expect(read("automotive", "Ford", "F-250 2012", "stumbles when i press the gas pedal, gas tank is full")).toMatchObject({ fuel: null });
    expect(read("automotive", "Ford", "F-250 2012", "stumbles since i filled up at a new gas station")).toMatchObject({ fuel: null });
  });

  it("does not take a manual for a manual transmission", () => {
    expect(read("automotive", "Ford", "Focus", "checked the owners manual, shudders").transmission).toBeNull();
  });

  it("reads the class from the owner's words when the model is unknown", () => {
    expect(read("tractor", "Huskee", "42in", "my lawn tractor wont start")).toMatchObject({ class: "lawn-tractor", makeKnown: false });
    expect(read("tractor", "Bobcat", "S650", "skid steer lift arms wont raise").class).toBe("skid-steer");
    expect(read("atv", "Polaris", "", "side by side wont shift")).toMatchObject({ class: "utv" });
  });

  it("does not take a model number for a year ('Ford 2000'), and still reads a year next to a model", () => {
    expect(read("tractor", "Ford", "2000")).toMatchObject({ family: "2000", year: null });
    expect(read("tractor", "Ford", "8N 1949")).toMatchObject({ family: "8N", year: 1949 });
    expect(read("automotive", "Ford", "F-250 2012")).toMatchObject({ family: "F-250 Super Duty", year: 2012 });
    // A series number is part of the name; the last year-like number is the year.
    expect(read("tractor", "Toro", "Z Master Commercial 2000 Series 74141 2012")).toMatchObject({ year: 2012 });
    expect(read("tractor", "Toro", "Z Master 2000 Series")).toMatchObject({ year: null });
  });

  it("merges a make that appears in several category files", () => {
    const merged = buildCatalogue([
      { make: "ford", display: "Ford", types: ["automotive"], families: [] },
      { make: "ford", display: "Ford", types: ["tractor"], aliases: ["ford new holland"], families: [] },
    ]);
    expect(merged.makes.get("ford")).toMatchObject({ types: ["automotive", "tractor"], names: ["ford", "ford new holland"] });
  });

  it("leaves unknown what it cannot know", () => {
    expect(read("automotive", "Zastava", "Yugo", "wont start")).toMatchObject({
      make: "zastava",
      makeKnown: false,
      family: null,
      fuel: null,
      transmission: null,
      year: null,
    });
  });

  it("keeps what only describes the vehicle as context words", () => {
    const p = read("tractor", "John Deere", "X300 Select 2006", "my deere lawn tractor smokes after 20 minutes");
    for (const w of ["john", "deere", "x300", "2006", "lawn", "tractor"]) expect(p.vehicleWords.has(w), w).toBe(true);
    for (const w of ["smokes", "minutes", "select", "series"]) expect(p.vehicleWords.has(w), w).toBe(false);
    expect(p.vehiclePhrases).toContainEqual(["x300", "select", "series"]);
  });

  it("reads an unknown model's name in the story as the vehicle, not as a symptom", async () => {
    expect(read("automotive", "Daihatsu", "Tanto", "my tanto runs rough").modelNameWords).toEqual(new Set(["tanto"]));
    // A family the catalogue knows is context already; its words are not listed twice.
    expect(read("tractor", "John Deere", "X300", "").modelNameWords.size).toBe(0);
    const { scoreAll } = await import("~/domain/diagnosis/rank.ts");
    // A Tanto pattern failure whose owner phrases name the model: the name in a misfire story is no evidence for it.
    const lexical = (symptoms: string) =>
      scoreAll({ vehicleType: "automotive", make: "Daihatsu", model: "Tanto", symptoms }, KNOWLEDGE).scored.find(
        (s) => s.item.entry.id === "auto-pv-cowl-water-brake-booster-rust",
      )?.features.lexical ?? 0;
    expect(lexical("engine shakes and stumbles on my tanto, like one cylinder is missing")).toBe(
      lexical("engine shakes and stumbles, like one cylinder is missing"),
    );
    // A word the knowledge uses for a part stays evidence even in the model field.
    const best = (model: string) => scoreAll({ vehicleType: "tractor", make: "", model, symptoms: "transaxle whines when warm" }, KNOWLEDGE).scored[0]!;
    expect(best("hydrostatic transaxle").features.lexical).toBe(best("").features.lexical);
  });

  it("keeps the everyday words of a name as evidence outside the whole name", () => {
    const p = read("tractor", "New Holland", "TC30", "new holland tc30, put in a new battery and lost all power");
    expect(p.vehicleWords.has("new")).toBe(false);
    expect(p.vehiclePhrases).toContainEqual(["new", "holland"]);
  });

  it("keeps every fuel and gearbox the vehicle may have, narrowed by its year", () => {
    expect(read("automotive", "Toyota", "Camry")).toMatchObject({ fuel: null, fuels: ["petrol", "hybrid"], transmissions: ["manual", "automatic"] });
    expect(read("automotive", "Ford", "F-150 2012")).toMatchObject({ fuel: "petrol", fuels: ["petrol"], transmission: "automatic" });
    expect(read("automotive", "Ford", "F-150 2019")).toMatchObject({ fuel: null, fuels: ["petrol", "diesel"] });
    expect(read("automotive", "Ford", "F-150")).toMatchObject({ fuels: ["petrol", "diesel", "hybrid"], transmissions: ["manual", "automatic"] });
    // A story about someone else's mistake does not change the vehicle: the family has no diesel that year.
    expect(read("automotive", "Ford", "F-150 2012", "filled it with diesel by mistake").fuels).toEqual(["petrol"]);
    expect(read("automotive", "Toyota", "Camry 2009", "hybrid battery fan is loud").fuels).toEqual(["hybrid"]);
  });

  it("reads a bare gearbox word in the model field, and a power-split hybrid as fixed-ratio", () => {
    expect(read("automotive", "Ford", "Focus 2014 manual").transmission).toBe("manual");
    expect(read("automotive", "Ford", "Focus 5 speed").transmission).toBe("manual");
    expect(read("automotive", "Toyota", "Prius 2010")).toMatchObject({ fuel: "hybrid", transmission: "fixed-ratio" });
  });

  it("finds the family when the owner adds a note after the model ('2000 (3 cyl diesel)')", () => {
    expect(read("tractor", "Ford", "2000 (3 cyl diesel)")).toMatchObject({ family: "2000", class: "utility-tractor", fuel: "diesel" });
    expect(read("tractor", "Ford", "2000 (diesel, 3 cyl) 1964")).toMatchObject({ family: "2000", fuel: "diesel", year: 1964 });
    // Without a make, a first word alone could name any make's family: nothing is guessed.
    expect(read("tractor", "", "2000 (3 cyl diesel)").family).toBeNull();
  });

  it("gives the family's production years when no year is typed", () => {
    expect(read("tractor", "Ford", "8N").years).toEqual({ from: 1947, to: 1952 });
    expect(read("tractor", "Ford", "8N 1950").years).toEqual({ from: 1950, to: 1950 });
    expect(read("tractor", "Kubota", "BX2380").years).toBeNull();
  });
});

describe("a defunct make's years", () => {
  const cat = buildCatalogue([
    { make: "studebaker", display: "Studebaker", types: ["automotive"], yearFrom: 1902, yearTo: 1966, families: [] },
    { make: "ford", display: "Ford", types: ["tractor"], yearFrom: 1917, yearTo: 1991, families: [] },
    { make: "ford", display: "Ford", types: ["automotive"], families: [] },
  ]);
  const years = (type: "tractor" | "automotive", make: string, model: string) => readProfile({ vehicleType: type, make, model, symptoms: "" }, cat).years;

  it("stand for the vehicle's years when neither a year nor a family is given, in the category that states them", () => {
    expect(years("automotive", "Studebaker", "Champion")).toEqual({ from: 1902, to: 1966 });
    expect(years("automotive", "Studebaker", "Lark 1962")).toEqual({ from: 1962, to: 1962 });
    expect(years("tractor", "Ford", "")).toEqual({ from: 1917, to: 1991 });
    expect(years("automotive", "Ford", "")).toBeNull();
  });

  const item = (appliesTo: FaultEntry["appliesTo"]) => ({ entry: { appliesTo }, appliesTo, makeSpecific: false, makes: [] }) as unknown as IndexedEntry;

  it("keep a classic from modern causes in the real catalogue", () => {
    const crankSensor = item({ yearFrom: 1979 });
    const real = KNOWLEDGE.catalogue;
    const classic = (make: string, model: string) => readProfile({ vehicleType: "automotive", make, model, symptoms: "" }, real);
    expect(applies(crankSensor, classic("Triumph", "TR4A"), real)).toBe(false);
    expect(applies(crankSensor, classic("Austin-Healey", ""), real)).toBe(false);
    expect(applies(crankSensor, classic("Triumph", "TR7"), real)).toBe(true);
    // A name used again for a modern model ("Maverick", "Dart") no longer rules the classic one into modern years.
    expect(classic("Ford", "Maverick").years?.from).toBeLessThanOrEqual(1970);
  });
});

describe("where a cause applies", () => {
  const item = (appliesTo: FaultEntry["appliesTo"], makeSpecific = false, makes: string[] = []) =>
    ({ entry: { appliesTo }, appliesTo, makeSpecific, makes }) as unknown as IndexedEntry;
  const on = (p: ReturnType<typeof read>, i: IndexedEntry) => applies(i, p, catalogue);

  it("rules a cause out only when none of the vehicle's possible fuels or gearboxes has the part", () => {
    const glowPlugs = item({ fuels: ["diesel"] });
    const clutchPedal = item({ transmissions: ["manual"] });
    expect(on(read("automotive", "Toyota", "Camry"), glowPlugs)).toBe(false);
    expect(on(read("automotive", "Ford", "F-150 2019"), glowPlugs)).toBe(true);
    expect(on(read("automotive", "Ford", "F-150 2012"), glowPlugs)).toBe(false);
    expect(on(read("automotive", "Ford", "F-150 2005"), clutchPedal)).toBe(true);
    expect(on(read("automotive", "Ford", "F-150 2015"), clutchPedal)).toBe(false);
    expect(on(read("automotive", "Toyota", "Prius"), clutchPedal)).toBe(false);
    expect(on(read("automotive", "Zastava", "Yugo"), glowPlugs)).toBe(true);
  });

  it("uses the family's years when the owner gives none", () => {
    const powerShuttle = item({ yearFrom: 1959 });
    expect(on(read("tractor", "Ford", "8N"), powerShuttle)).toBe(false);
    expect(on(read("tractor", "Kubota", "BX2380"), powerShuttle)).toBe(true);
  });

  it("offers a make's own pattern only to that make", () => {
    const judder = item(undefined, true, ["nissan"]);
    expect(on(read("automotive", "Toyota", "Camry"), judder)).toBe(false);
    expect(on(read("automotive", "Nissan", "Altima"), judder)).toBe(true);
  });

  it("offers a maker's system only to the model families that have it, and to a vehicle whose model is not typed", () => {
    const mmt = item({ makes: ["toyota"], models: ["yaris", "corollaverso"] });
    const at = (model: string) => applies(mmt, read("automotive", "Toyota", model), catalogue, model.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(at("Yaris 2008")).toBe(true);
    expect(at("Corolla Verso")).toBe(true);
    expect(at("")).toBe(true);
    expect(at("Camry 2012")).toBe(false);
    // "Corolla" may be a Corolla Verso: a shorter name inside a family's passes, as the model table reads it.
    expect(at("Corolla")).toBe(true);
    expect(at("Land Cruiser")).toBe(false);
  });
});

describe("a recall or bulletin for named models", () => {
  const entry = (cause: string, models: string[]) =>
    ({
      id: "atv-rc-test",
      vehicleTypes: ["atv"],
      system: "fuel",
      cause,
      explanation: "A test entry: the ring that holds the fuel pump in the tank can let fuel seep out.",
      symptoms: ["smells of gas after riding", "wet spot on the tank", "fuel stain by the pump", "gas smell when full"],
      keywords: ["fuel pump"],
      pattern: { makes: ["polaris"], models },
      ref: "https://example.org/recall",
      steps: [],
    }) as unknown as FaultEntry;
  const [recall, pattern] = buildIndex([
    entry("Fuel pump ring lets fuel seep out (Polaris RZR 170 recall)", ["rzr 170"]),
    entry("Fuel pump ring seeping on Polaris RZR 170s", ["rzr 170"]),
  ]).entries;
  const on = (model: string) => applies(recall!, read("atv", "Polaris", model), catalogue, model.toLowerCase().replace(/[^a-z0-9]/g, ""));

  it("is offered for its own models, or when no model is typed", () => {
    expect(recall!.modelSpecific).toBe(true);
    expect(on("RZR 170 2015")).toBe(true);
    expect(on("youth rzr 170")).toBe(true);
    expect(on("")).toBe(true);
    expect(on("2015")).toBe(true);
  });

  it("is not offered for another model of the same make", () => {
    expect(on("Ranger EV")).toBe(false);
    expect(on("Sportsman 570 2015")).toBe(false);
  });

  it("indexes an owner phrase without the names of the entry's own vehicles", () => {
    const named = { ...entry("Fuel pump ring seeping", ["rzr 170"]), symptoms: ["gas smell from my rzr after riding", "wet spot on the tank"] };
    const idx = buildIndex([named as FaultEntry]);
    const words = new Set(idx.entries[0]!.phrases.flat().map((id) => idx.terms[id]));
    expect(words.has("rzr")).toBe(false);
    expect(words.has("smell")).toBe(true);
  });

  it("a pattern failure that is no recall only prefers its models", () => {
    expect(pattern!.modelSpecific).toBe(false);
    expect(applies(pattern!, read("atv", "Polaris", "Ranger EV"), catalogue, "rangerev")).toBe(true);
  });
});

describe("a make cut in two by the fields", () => {
  it("joins the longest make name at the start of make-then-model again", () => {
    expect(splitMakeModel(catalogue, "John", "Deere 5075E 2016")).toEqual({ make: "John Deere", model: "5075E 2016" });
    expect(splitMakeModel(catalogue, "john", "deere")).toEqual({ make: "john deere", model: "" });
  });

  it("leaves fields that already split cleanly as they are", () => {
    expect(splitMakeModel(catalogue, "John Deere", "5075E")).toEqual({ make: "John Deere", model: "5075E" });
    expect(splitMakeModel(catalogue, "Kubota", "BX2380")).toEqual({ make: "Kubota", model: "BX2380" });
    expect(splitMakeModel(catalogue, "Ford", "F-150 2014")).toEqual({ make: "Ford", model: "F-150 2014" });
    expect(splitMakeModel(catalogue, "Acme", "Field Works")).toEqual({ make: "Acme", model: "Field Works" });
  });

  it("reads the vehicle as if it had been typed whole", () => {
    const split = readProfile({ vehicleType: "tractor", make: "John", model: "Deere X320 2012", symptoms: "" }, catalogue);
    const whole = readProfile({ vehicleType: "tractor", make: "John Deere", model: "X320 2012", symptoms: "" }, catalogue);
    expect(split).toEqual(whole);
    expect(split).toMatchObject({ make: "john deere", family: "X300 Select Series", class: "lawn-tractor", year: 2012 });
  });
});

describe("the engine with a make cut in two", () => {
  it("answers as it does for the whole make (known issues and make-only causes included)", async () => {
    const { KNOWLEDGE } = await import("~/domain/diagnosis/default-knowledge.ts");
    const { diagnose } = await import("~/domain/diagnosis/engine.ts");
    const symptoms = "main fuse keeps blowing while riding, engine and headlights cut out together";
    const whole = diagnose({ vehicleType: "atv", make: "Arctic Cat", model: "Alterra 600 2022", symptoms }, KNOWLEDGE);
    const cut = diagnose({ vehicleType: "atv", make: "Arctic", model: "Cat Alterra 600 2022", symptoms }, KNOWLEDGE);
    expect(whole.primaryEvidence?.knownIssue).toBeDefined();
    expect(cut.primaryCause).toBe(whole.primaryCause);
    expect(cut.alternativeCauses.map((a) => a.cause)).toEqual(whole.alternativeCauses.map((a) => a.cause));
  });
});

describe("the shipped catalogue", () => {
  const of = (vehicleType: VehicleType, make: string, model: string) => readProfile({ vehicleType, make, model, symptoms: "" }, KNOWLEDGE.catalogue);
  const shipped = (make: string, model: string) => of("automotive", make, model);

  it("reads an SUV's name anywhere in the model, so a chassis code before it does not make it a pickup", () => {
    expect(shipped("Chevrolet", "K1500 Suburban 1995")).toMatchObject({ family: "Suburban", class: "suv" });
    expect(shipped("Chevrolet", "Tahoe K1500 1997")).toMatchObject({ family: "Tahoe", class: "suv" });
    expect(shipped("Chevrolet", "K1500 1995")).toMatchObject({ class: "pickup" });
  });

  it("takes a make from the model field only when it makes this kind of vehicle ('mini excavator' is no MINI)", () => {
    const tractor = (make: string, model: string) => readProfile({ vehicleType: "tractor", make, model, symptoms: "" }, KNOWLEDGE.catalogue);
    expect(tractor("", "mini excavator")).toMatchObject({ make: null, class: "excavator" });
    expect(tractor("", "kubota mini excavator")).toMatchObject({ make: "kubota", class: "excavator" });
    expect(readProfile({ vehicleType: "automotive", make: "", model: "mini cooper", symptoms: "" }, KNOWLEDGE.catalogue).make).toBe("mini");
  });

  it("reads a tractor's family before the owner's notes ('D110 42in deck', '9N (8N rear axle)', 'M (live hydraulics)')", () => {
    const tractor = (make: string, model: string) => readProfile({ vehicleType: "tractor", make, model, symptoms: "" }, KNOWLEDGE.catalogue);
    expect(tractor("John Deere", "D110 42in Edge deck 2011")).toMatchObject({
      family: "D100 series lawn tractors",
      class: "lawn-tractor",
      fuel: "petrol",
      year: 2011,
    });
    expect(tractor("Ford", "9N (8N rear axle)")).toMatchObject({ family: "9N / 2N", fuel: "petrol" });
    expect(tractor("Farmall", "M (aftermarket live hydraulics) 1950")).toMatchObject({ family: "Farmall H/M (letter series)", fuel: "petrol" });
  });

  it("without a make, guesses no family from the first letter of a word ('lawn tractor' and 'combine' are no Gravely L or C)", () => {
    const tractor = (make: string, model: string) => readProfile({ vehicleType: "tractor", make, model, symptoms: "" }, KNOWLEDGE.catalogue);
    expect(tractor("", "lawn tractor")).toMatchObject({ family: null, class: "lawn-tractor" });
    expect(tractor("", "combine")).toMatchObject({ family: null, class: "combine" });
    expect(tractor("", "Lazer").class).not.toBe("walk-behind");
    // A whole model still names its family without the make.
    expect(tractor("", "9N")).toMatchObject({ family: "9N / 2N" });
    expect(tractor("", "X320")).toMatchObject({ class: "lawn-tractor" });
  });

  it("tells Mitsubishi's petrol kei car 'i' from its electric sister, the i-MiEV", () => {
    expect(shipped("Mitsubishi", "i 2008")).toMatchObject({ family: "i (kei car)", fuel: "petrol", transmission: "automatic" });
    expect(shipped("Mitsubishi", "i-MiEV 2014")).toMatchObject({ family: "i-MiEV", fuel: "electric" });
  });

  it("reads Honda's Pioneer 1000 and Talon as dual-clutch, so their clutch pattern failures can apply", () => {
    const atv = (model: string) => of("atv", "Honda", model);
    expect(atv("Pioneer 1000-5 2017")).toMatchObject({ transmission: "dual-clutch" });
    expect(atv("Talon 1000X")).toMatchObject({ transmission: "dual-clutch" });
    expect(atv("Pioneer 700")).toMatchObject({ transmission: "automatic" });
  });

  it("knows the old German tractor makes owners write from (Lanz, Porsche-Diesel, Hanomag, Güldner, Agria)", () => {
    const tractor = (make: string, model: string) => of("tractor", make, model);
    expect(tractor("Lanz", "Bulldog D2806")).toMatchObject({ make: "lanz", class: "utility-tractor", fuel: "diesel" });
    expect(tractor("Porsche Diesel", "Junior 108")).toMatchObject({ make: "porsche-diesel", fuel: "diesel" });
    expect(tractor("Hanomag", "R 16")).toMatchObject({ make: "hanomag", class: "utility-tractor" });
    expect(tractor("Güldner", "")).toMatchObject({ make: "guldner" });
    expect(tractor("Agria", "")).toMatchObject({ make: "agria" });
  });
});
