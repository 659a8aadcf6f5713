import { describe, expect, it } from "vitest";
import { analyze, analyzeNormalized, basicNormalize, words } from "~/domain/diagnosis/normalize";
import { editDistance, Speller } from "~/domain/diagnosis/speller";
import { stem } from "~/domain/diagnosis/stem";
import { applySynonyms } from "~/domain/diagnosis/synonyms";

describe("basic normalisation", () => {
  it("lower-cases, expands contractions and drops punctuation", () => {
    expect(basicNormalize("Won't START!!")).toBe("will not start");
    expect(basicNormalize("it doesnt crank, cant tell why")).toBe("it does not crank can not tell why");
    expect(basicNormalize("Engine’s hot… isn't it?")).toBe("engine hot is not it");
  });
  it("splits units off numbers but keeps decimals and machine words whole", () => {
    expect(basicNormalize("12.6v at 2000rpm, 40psi")).toBe("12.6 v at 2000 rpm 40 psi");
    expect(basicNormalize("4x4 o2 sensor p0300")).toBe("4x4 o2 sensor p0300");
  });
});

describe("stemming", () => {
  it("joins inflections of the same word", () => {
    expect(stem("stalls")).toBe(stem("stalling"));
    expect(stem("stalled")).toBe(stem("stall"));
    expect(stem("smoking")).toBe(stem("smoke"));
    expect(stem("batteries")).toBe(stem("battery"));
    expect(stem("idling")).toBe(stem("idle"));
    expect(stem("running")).toBe("run");
  });
  it("does not mangle words that only look inflected", () => {
    expect(stem("spring")).toBe("spring");
    expect(stem("speed")).toBe("speed");
    expect(stem("gas")).toBe("gas");
  });
  it("keeps unrelated words apart that the suffix rules would fold together", () => {
    for (const [a, b] of [
      ["fine", "fins"],
      ["barely", "bar"],
      ["rated", "rats"],
      ["tape", "tapping"],
      ["linings", "lines"],
      ["slope", "slop"],
      ["miles", "mil"],
    ] as const)
      expect(stem(a), `${a} / ${b}`).not.toBe(stem(b));
    // and still joins their own inflections
    expect(stem("linings")).toBe(stem("lining"));
    expect(stem("slopes")).toBe(stem("sloped"));
    expect(stem("tapes")).toBe(stem("taped"));
  });
  it("reads 'runs fine' as no evidence for cooling fins", () => {
    expect(analyze("engine runs fine").terms).not.toContain(stem("fins"));
  });
});

describe("synonyms and slang", () => {
  it("folds trade slang onto one canonical phrase", () => {
    expect(applySynonyms("hydro tranny")).toBe("hydrostatic transmission");
    expect(applySynonyms("cel is on")).toBe(applySynonyms("check engine light is on"));
    // Owners who do not know its name describe the lamp.
    expect(applySynonyms("the orange engine shaped warning light came on")).toBe("the orange cel activate");
    expect(applySynonyms("engine management light is on")).toBe(applySynonyms("check engine light is on"));
    expect(applySynonyms("4x4 light")).toBe(applySynonyms("awd light"));
    expect(applySynonyms("adblue warning")).toBe(applySynonyms("def warning"));
    expect(applySynonyms("goes into limp mode")).toBe("goes into derate");
    expect(applySynonyms("it bogs down")).toBe(applySynonyms("it hesitates"));
    expect(applySynonyms("regeneration")).toBe("regen");
    // A weak crank said the owners' ways: the starter "barely turns the engine over", "it turns over slowly".
    expect(applySynonyms("the starter barely turns the engine over")).toBe("the starter slow crank");
    expect(applySynonyms("it turns over slowly")).toBe(applySynonyms("it cranks slowly"));
  });
  it("reads a part that does not come on as not working, and one that comes on as working", () => {
    // "come" is a stop word, so "the fan won't come on" read as a bare "fan", the same as "the fan comes on".
    expect(analyze("fan doesnt seem to come on").bigrams).toContain("fan !activat");
    expect(analyze("the fan never kicks in").bigrams).toContain("fan !activat");
    expect(analyze("the fan comes on").bigrams).toEqual(["fan activat"]);
    expect(analyze("the fan comes on").terms).not.toContain("!activat");
  });
  it("reads gears the owner's ways: popping out of gear is not a backfire, and a gear it will not go into keeps its 'not'", () => {
    expect(analyze("it pops out of gear on hills").terms).not.toContain("backfir");
    expect(applySynonyms("it pops out of gear")).toBe(applySynonyms("it jumps out of gear"));
    expect(analyze("it will not go into gear").bigrams).toContain("!shift gear");
    expect(analyze("cant get it into reverse").bigrams).toContain("!shift revers");
    expect(applySynonyms("clunks when i put it in drive")).toBe("clunk when i shift into drive");
  });
  it("keeps the 'not' of 'won't even try to start' on the start", () => {
    expect(analyze("it wont even try to start").terms).toContain("!start");
    expect(analyze("it would not even attempt to crank").terms).toContain("!crank");
  });
  it("keeps multi-word canonical phrases intact", () => {
    expect(applySynonyms("glow plug light")).toBe("glow plug light");
    expect(applySynonyms("glow plugs")).toBe("glow plug");
  });
  it("turn over and crank mean the same, and negation is kept", () => {
    const a = analyze("won't turn over");
    const b = analyze("does not crank");
    expect(a.terms).toEqual(b.terms);
    expect(a.terms).toContain("!crank");
  });
  it("a part the owner rules out ('not the tires') is no evidence for that part; a missing function still is", () => {
    // Not even as a negated word: "!tir" matched causes whose phrases say the tyres are not flat.
    expect(analyze("not the tires as far as i can tell").terms).toEqual(["far", "tell"]);
    expect(analyze("its not the brake lights").terms).toEqual([]);
    expect(analyze("it wasn't the battery").terms).not.toContain(stem("battery"));
    expect(analyze("will not start").terms).toEqual(["start", "!start"]);
    expect(analyze("no spark").terms).toEqual(["spark", "!spark"]);
    // a ruled-out part does not spill into the next negation of the clause
    expect(analyze("not the way it should and no spark").terms).toContain("spark");
  });
  it("marks the negated word and builds phrase pairs", () => {
    const a = analyze("Engine cranks but won't start");
    expect(a.terms).toContain("crank");
    expect(a.terms).toContain("!start");
    expect(a.bigrams).toContain("crank !start");
  });
});

describe("spelling tolerance", () => {
  const vocab = new Map<string, number>();
  for (const w of words("starter alternator hydraulic injector pump tire starter solenoid regulator")) vocab.set(w, (vocab.get(w) ?? 0) + 1);
  const speller = Speller.fromFrequencies(vocab);

  it("corrects common misspellings against the vocabulary", () => {
    expect(speller.correct("stater")).toBe("starter");
    expect(speller.correct("alternater")).toBe("alternator");
    expect(speller.correct("hydrolic")).toBe("hydraulic");
    expect(speller.correct("injecter")).toBe("injector");
    expect(speller.correct("regulater")).toBe("regulator");
  });
  it("leaves short, known and everyday words alone", () => {
    expect(speller.correct("pmp")).toBe("pmp");
    expect(speller.correct("tried")).toBe("tried");
    expect(speller.correct("starter")).toBe("starter");
    expect(speller.correct("starters")).toBe("starters");
  });
  it("edit distance counts transpositions as one edit", () => {
    expect(editDistance("tried", "tired", 2)).toBe(1);
    expect(editDistance("hydrolic", "hydraulic", 2)).toBe(2);
    expect(editDistance("abc", "xyzuvw", 1)).toBeGreaterThan(1);
  });
  it("gives the same distances after a long word grows its reused rows", () => {
    const long = "electromechanicalinstrumentationpanelcluster";
    expect(editDistance(long, `${long.slice(0, 20)}x${long.slice(21)}`, 2)).toBe(1);
    expect(editDistance(long, `${long}s`, 2)).toBe(1);
    // Short words after the long one: rows left from it must not leak into the result.
    expect(editDistance("tried", "tired", 2)).toBe(1);
    expect(editDistance("pupm", "pump", 1)).toBe(1);
    expect(editDistance("hydrolic", "hydraulic", 2)).toBe(2);
  });
  it("analysis uses the speller", () => {
    expect(analyze("stater clicks", speller).terms).toContain("starter");
  });
});

describe("renewed parts", () => {
  it("captures parts said to be new or replaced", () => {
    expect(analyze("new bulb didnt fix it").replaced).toEqual([["bulb"]]);
    expect(analyze("replaced the fuel pump and still dies").replaced).toEqual([["fuel", "pump"]]);
    // A pronoun stands for the part named just before it.
    expect(analyze("the battery cables were bad so i put new ones on").replaced).toEqual([["batteri", "cabl"]]);
    expect(analyze("checked the fuel filter and replaced it").replaced).toEqual([["fuel", "filter"]]);
    expect(analyze("the starter was bad so i put a new one in").replaced).toEqual([["starter"]]);
    expect(analyze("so i replaced them").replaced).toEqual([]);
    // Who did it is not part of the part's name.
    expect(analyze("i fitted a new catalytic converter myself but the light is still on").replaced).toEqual([["catalytic", "converter"]]);
  });
  it("reads the further parts of one renewal as a list", () => {
    expect(analyze("new plugs and condenser").listed).toEqual([["condenser"]]);
    expect(analyze("replaced the crank sensor then the cam sensor").listed).toEqual([["camshaft", "sensor"]]);
    // Another action after "and" is not another part; a noun in -ing still is.
    expect(analyze("new battery and cleaned the terminals").listed).toEqual([]);
    expect(analyze("new hub and bearing").listed).toEqual([["bear"]]);
    expect(analyze("new battery and it still clicks").listed).toEqual([]);
  });
  it("reads a renewal told in the passive, the part before the verb", () => {
    expect(analyze("the tensioner was swapped for the updated one").replaced).toEqual([["tensioner"]]);
    expect(analyze("fuel pump has been replaced twice").replaced).toEqual([["fuel", "pump"]]);
    expect(analyze("it was replaced last year").replaced).toEqual([]);
    expect(analyze("the battery was never replaced").replaced).toEqual([]);
  });
  it("ignores negated replacements", () => {
    const a = analyze("never changed the air filter");
    expect(a.replaced).toEqual([]);
    expect(a.terms).not.toContain("!filter");
    expect(a.terms).toContain("filter");
  });
});

describe("renewed parts that are needed, not fitted", () => {
  it("does not treat 'needs a new X' as renewed", () => {
    expect(analyze("low power, needs a new fuel filter").replaced).toEqual([]);
    expect(analyze("put a new fuel filter in").replaced).toEqual([["fuel", "filter"]]);
    expect(analyze("drained the tank and put fresh gas in").replaced).toEqual([["fuel"]]);
  });
  it("does not treat a renewal only meant or asked about as done ('should i replace', 'going to swap')", () => {
    expect(analyze("should i replace the battery").replaced).toEqual([]);
    expect(analyze("was going to swap the thermostat once it cooled").replaced).toEqual([]);
    expect(analyze("before replacing the starter what else should i check").replaced).toEqual([]);
    expect(analyze("after replacing the fuel pump it still dies").replaced).toEqual([["fuel", "pump"]]);
    expect(analyze("last week i was swapping the mode door actuator").replaced).toEqual([["mod", "door", "actuator"]]);
    expect(analyze("i was told the only fix is replacing the whole door motor").replaced).toEqual([]);
    expect(analyze("the shop quoted replacing the water pump").replaced).toEqual([]);
  });
  it("ends a renewed part where the owner says when it was done", () => {
    expect(analyze("replaced the fuel pump last spring").replaced).toEqual([["fuel", "pump"]]);
    expect(analyze("new starter yesterday and still nothing").replaced).toEqual([["starter"]]);
    expect(analyze("replaced the whole door motor").replaced).toEqual([["door", "motor"]]);
    // Words that describe the old part or where the new one came from are not its name.
    expect(analyze("they replaced the starter and then a weak cam sensor").listed).toEqual([["camshaft", "sensor"]]);
    expect(analyze("swapped in a known good coil").replaced).toEqual([["coil"]]);
  });
  it("reads owners' 'already did' / 'have done' / 'tried a different' renewals, and not 'did' or 'different' alone", () => {
    expect(analyze("already did the fuel pump").replaced).toEqual([["fuel", "pump"]]);
    expect(analyze("i've done the fuel pump and the filter").listed).toEqual([["filter"]]);
    expect(analyze("the plugs have been done").replaced).toEqual([["plug"]]);
    expect(analyze("tried a different battery, same thing").replaced).toEqual([["batteri"]]);
    // A second-hand or spare part tried in its place is a swap for one that works, like a different one.
    expect(analyze("tried a used wiper motor and still nothing").replaced).toEqual([["wiper", "motor"]]);
    expect(analyze("put a spare coil in, same thing").replaced).toEqual([["coil"]]);
    expect(analyze("i used the spare key").replaced).toEqual([]);
    expect(analyze("it did it again this morning").replaced).toEqual([]);
    expect(analyze("it has done this before").replaced).toEqual([]);
    expect(analyze("makes a different noise now").replaced).toEqual([]);
  });
  it("does not read a part swapped between cylinders as renewed: that is a test, and the part may be the cause", () => {
    expect(analyze("swapped the coils between cylinders 3 and 4").replaced).toEqual([]);
    expect(analyze("swapped the injectors around and the miss moved").replaced).toEqual([]);
    expect(analyze("swapped the coil for a new one").replaced).toContainEqual(["coil"]);
    // The second part of a list moved between cylinders leaves the first renewal alone.
    const both = analyze("new spark plugs and swapped the coils between cylinders");
    expect(both.replaced).toContainEqual(["spark", "plug"]);
    expect(analyze("swapped the coil and the plug between cylinders").listed).toEqual([]);
  });
  it("does not read an owner's doubt ('not sure', 'no idea', 'no matter what') as a negated symptom", () => {
    expect(analyze("not sure why it stalls").terms).not.toContain("!stall");
    expect(analyze("no idea what to check, the pump hums").terms.filter((t) => t.startsWith("!"))).toEqual([]);
    expect(analyze("it will not start no matter what i do").terms.filter((t) => t.startsWith("!"))).toEqual(["!start"]);
  });

  it("reads 'not running on all cylinders' as a misfire, not as an engine that will not run", () => {
    const t = analyze("it doesn't seem to be running on all its cylinders").terms;
    expect(t).toContain("misfir");
    expect(t).not.toContain("!run");
    expect(analyze("the engine won't run at all").terms).toContain("!run");
  });

  it("reads a British 'non-starter' as a car that will not start, not as a starter motor", () => {
    expect(analyze("it just became a non-starter").terms).toContain("!start");
    expect(analyze("it just became a non-starter").terms).not.toContain("starter");
  });
});

describe("spelling tolerance on short words", () => {
  const vocab = new Map<string, number>([
    ["pump", 3],
    ["fuel", 5],
    ["case", 2],
  ]);
  const speller = Speller.fromFrequencies(vocab);
  it("fixes letter swaps but not substitutions in four-letter words", () => {
    expect(speller.correct("pupm")).toBe("pump");
    expect(speller.correct("fule")).toBe("fuel");
    expect(speller.correct("cafe")).toBe("cafe");
  });
});

describe("words that only say when something began or was changed over", () => {
  const terms = (text: string) => analyzeNormalized(basicNormalize(text)).terms;

  it("drop 'started' before the verb that happened", () => {
    expect(terms("it started running hot on the way home")).not.toContain("start");
    expect(terms("it started running hot on the way home")).toContain("overheat");
    expect(terms("began to smoke after ten minutes")).toEqual(expect.arrayContaining(["smok"]));
    expect(terms("began to smoke after ten minutes")).not.toContain("began");
    expect(terms("starts making a grinding noise")).not.toContain("start");
  });

  it("keep 'start' as the complaint", () => {
    expect(terms("will not start")).toContain("!start");
    expect(terms("hard starting when cold")).toContain("start");
    expect(terms("started fine yesterday, now nothing")).toContain("start");
    expect(terms("started to not crank")).toContain("start");
  });

  it("drop 'switched to' (a change made) but not a switch", () => {
    expect(terms("got switched to the green coolant")).not.toContain("switch");
    expect(terms("seat switch is bad")).toContain("switch");
  });
});

describe("negation of a compound", () => {
  it("goes to the thing named, not to the word that says what kind it is", () => {
    const terms = (s: string) => analyzeNormalized(basicNormalize(s)).terms;
    // "No brake lights" once read as "no brakes", and the stop-lamp fuse came first for "brakes not working".
    expect(terms("no brake lights")).not.toContain(`!${stem("brake")}`);
    expect(terms("no brake lights")).toContain(`!${stem("light")}`);
    expect(terms("no brakes")).toContain(`!${stem("brake")}`);
    expect(terms("no oil pressure")).toContain(`!${stem("pressure")}`);
    expect(terms("no fuel to the injectors")).toContain(`!${stem("fuel")}`);
  });
});
