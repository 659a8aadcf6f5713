import { describe, expect, it } from "vitest";
import { basicNormalize } from "~/domain/diagnosis/normalize";
import { scoreAll } from "~/domain/diagnosis/rank";
import { classAgreement, startClash, symptomClasses } from "~/domain/diagnosis/symptom-classes";
import { fixtureKb } from "./diagnosis-fixtures";

/**
 * The symptom classes an owner's words fall into (issue #12, item 4): how it starts, how many cylinders miss, whether
 * it moves, and the kind of noise. Split from diagnosis-owner-words.test.ts, which reads the rest of a story.
 */

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
    // A starter's one-way clutch that slips leaves the engine standing still, not the machine.
    for (const text of ["starter clutch slipping", "the starter one way clutch slips and the starter just whirs", "slipping starter clutch"])
      expect(classes(text), text).not.toContain("slip");
    expect(classes("the starter spins and the clutch slips when i pull away")).toContain("slip");
    expect(classes("it loses power going up hills")).toEqual(["weak-drive"]);
  });
  it("reads an engine that runs hot as overheating, not a part that gets hot or an engine that is warm", () => {
    expect(classes("started running hot as i pulled up to the house")).toEqual(["overheat"]);
    expect(classes("the tractor keeps overheating while mowing")).toEqual(["overheat"]);
    expect(classes("temp gauge climbs into the red on the highway")).toEqual(["overheat"]);
    expect(classes("coolant boiling over out of the overflow")).toEqual(["overheat"]);
    // A part that runs hot is another fault, and "when it gets hot" only says the engine has warmed up.
    expect(classes("the starter overheats after a few tries")).toEqual([]);
    expect(classes("overheated transmission fluid smells burnt")).toEqual([]);
    expect(classes("battery keeps boiling over")).toEqual([]);
    expect(classes("dies when it gets hot and restarts after cooling")).not.toContain("overheat");
    expect(classes("ran a hot wire to the pump and it ran")).toEqual([]);
    expect(classes("new battery and it is boiling over again within weeks")).toEqual([]);
    expect(classes("it has been running a little hot since the rebuild")).toEqual(["overheat"]);
  });
  it("counts a cause that explains two of the question's classes above one that explains one", () => {
    expect(classAgreement(["weak-drive", "slip"], ["weak-drive", "slip"])).toBe(2);
    expect(classAgreement(["weak-drive", "slip"], ["weak-drive"])).toBe(1);
    expect(classAgreement(["weak-drive", "slip", "noise-squeal"], ["weak-drive", "slip", "noise-squeal"])).toBe(2);
  });
});

describe("the work the owner was doing", () => {
  it("is no symptom class: 'was scraping down a high spot' is no grinding noise", () => {
    const q = (symptoms: string) => scoreAll({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms }, fixtureKb).query.classes;
    expect(q("was scraping down a high spot with the hoe and heard a loud hiss")).toEqual(["noise-hiss"]);
    expect(q("loud scraping from the front when i turn")).toEqual(["noise-grind"]);
  });
  it("looks back only within the sentence: steering named in an earlier one does not make 'won't move' the steering", () => {
    const q = (symptoms: string) => scoreAll({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms }, fixtureKb).query.classes;
    expect(q("the steering has been stiff all week. now the tractor will not move at all")).toEqual(["no-drive"]);
    expect(q("steering wheel just spins and the front wheels dont move")).toEqual([]);
  });
});

describe("other parts that click, catch, stall, move or pull", () => {
  const classes = (text: string) => symptomClasses(basicNormalize(text));
  it("does not read a glow plug relay, a fuel solenoid or a 4wd actuator that clicks as an engine that will not crank", () => {
    expect(classes("no click from the glow plug relay when i turn the key")).not.toContain("no-crank");
    expect(classes("no click from the fuel solenoid when cranking")).not.toContain("no-crank");
    expect(classes("can hear the actuator click but no front drive")).not.toContain("no-crank");
    expect(classes("turn the key and it just clicks but nothing happens")).toContain("no-crank");
    expect(classes("no click at all when i turn the key")).toContain("no-crank");
  });
  it("does not read a door, a latch or a pedal that will not catch or pop back as an engine that will not fire", () => {
    expect(classes("tailgate wont catch when i close it, have to slam it twice")).toEqual([]);
    expect(classes("foot brake pedal hangs low and wont pop back up")).toEqual([]);
    expect(classes("it cranks over fine but wont even catch")).toContain("crank-no-start");
  });
  it("does not read a bucket, a wedge or a state with the engine off as an engine that dies", () => {
    expect(classes("bucket stalls on a little root but the boom is strong as ever")).not.toContain("starts-then-dies");
    expect(classes("swing drifts even with the engine shut off")).not.toContain("starts-then-dies");
    expect(classes("knock when the engine shuts off")).not.toContain("starts-then-dies");
    expect(classes("as soon as i let the blades down the rotary stalls out while the engine carries on")).not.toContain("starts-then-dies");
    expect(classes("engine stalls as soon as the wedge touches the wood")).toContain("starts-then-dies");
    expect(classes("it stalled at a junction and would not restart")).toContain("starts-then-dies");
    // A denied start before the story's own one is passed over, not the end of the reading.
    expect(classes("cranks no start, sprayed ether and it fires then dies right away")).toContain("starts-then-dies");
  });
  it("does not read a needle, a gear lever, a top speed or an engine that will not run as a machine that will not move", () => {
    for (const text of [
      "ammeter doesnt go to charge anymore when i rev it up",
      "the gearstick will not go into 1st",
      "set it up so it will not go flat out",
      "new battery and the starter wont budge the engine",
      "getting harder and harder to start and now it just will not go",
      "this morning it just will not go, turns over fine but never fires",
      "engine still runs fine but the knife just will not move",
      "steering wheel just spins and the front wheels dont move",
      "odometer screen is blank and some gauges dont move",
      "do not drive the car until the recall repair is done",
    ])
      expect(classes(text), text).not.toContain("no-drive");
    expect(classes("engine runs fine but it will not go forward or back")).toEqual(["no-drive"]);
    // Told in the past, or with "want to": "it wouldn't go", "couldn't move", "doesn't even want to move".
    expect(classes("heard a clunk, then it basically wouldnt go, crawled a few feet and stopped")).toContain("no-drive");
    expect(classes("the tractor couldnt move at all")).toContain("no-drive");
    expect(classes("the mower doesnt even want to move")).toContain("no-drive");
    expect(classes("engine revs and the belt turns but the back wheels dont drive")).toContain("no-drive");
    expect(classes("stuck on a slope, one wheel just sits there")).toContain("no-drive");
    expect(classes("it cranks fine but now it will not move forward or back either")).toContain("no-drive");
  });
  it("does not read an engine speed quoted as a reading as an engine that revs while the drive slips", () => {
    expect(classes("limp mode, wont pull over about 2000rpm and wont go faster than 60")).not.toContain("slip");
    expect(classes("it revs up but will not move")).toContain("slip");
  });
  it("does not read a winch, a seat belt or a clutch coil that will not pull as a machine that pulls weakly", () => {
    expect(classes("winch barely pulls the quad out of the mud anymore")).not.toContain("weak-drive");
    expect(classes("seat belt wont pull out at all")).not.toContain("weak-drive");
    expect(classes("spark plug soaked in oil and the engine wont pull over")).not.toContain("weak-drive");
    expect(classes("it doesnt pull up hills like it used to")).toContain("weak-drive");
    expect(classes("now turning the wheel a full turn barely moves the front wheels")).not.toContain("weak-drive");
  });
});
