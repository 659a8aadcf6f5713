import type { IndexedEntry, KbIndex } from "./index-build.ts";
import { type SymptomClass, startClash } from "./symptom-classes.ts";

/**
 * What an owner's story rules against, whatever words a cause shares with it (rank.ts multiplies the cause's score by
 * it): how the engine starts, a check engine light the cause cannot turn on, a machine that will not move, an engine
 * that revs while the machine does not pull. And the causes a symptom class alone brings to the ranking.
 */

/**
 * Score multiplier for a cause that clashes with the owner's classes on starting: a no-crank cause when "it cranks fine but will
 * not fire", a no-start cause when it "starts and then dies" (and a one-cylinder cause when all cylinders miss). Whether the engine turns over is the one thing an owner
 * reports reliably, so the clash counts more than the class feature's -1 (kinds of noise, which owners name loosely, do
 * not get it). Chosen on real-world dev: 0.5 gives 178/258 right first / in the top three against 178/257 (0.2-0.6
 * the same, 0.8 none); the textbook tune set unchanged; a clash on every class instead cost 4 right first answers.
 */
const START_CLASH_FACTOR = 0.5;
/**
 * Systems whose faults the engine computer does not see: the check engine light does not come on for a tyre, a brake,
 * the steering, the suspension, the heater, the hydraulics or the PTO. When the owner says it is on, such a cause is
 * less likely (they may report a second fault too, so it is only lowered). Not the dash and accessories: owners list
 * the check engine light among the lamps of a failing cluster or a shorted accessory. Chosen on real-world dev (533
 * cases): 0.8 gives 188/286 right first / in the top three against 187/286 (0.6 the same; with the accessories
 * included, 187/285); the textbook tune set unchanged.
 */
const NOT_ENGINE_COMPUTER = new Set<string>(["brakes", "steering", "suspension", "hvac", "tracks-tyres", "hydraulics", "pto"]);
const CHECK_ENGINE_LIGHT_FACTOR = 0.8;
/**
 * Systems that cannot stop a machine moving: when the question's only complaint is how it drives ("won't move", "slips",
 * "barely pulls"), a cause in them is far less likely, however many words it shares ("seat will not move" is a seat).
 */
const NOT_DRIVE = new Set<string>(["hvac", "electrical-accessories"]);
const DRIVE_CLASSES: readonly SymptomClass[] = ["no-drive", "weak-drive", "slip"];
const NOT_DRIVE_FACTOR = 0.5;
/**
 * Systems that make the engine's power: when the engine revs but the machine does not pull ("revs but barely pulls",
 * the slip class), the engine makes its power and the drive does not pass it on, so a fuel filter or an air filter
 * (which share "loses power" and "bogs") is far less likely, unless its own phrases tell of slipping. Not the engine
 * computer: a speed sensor can make an automatic slip. Chosen on real-world dev (612 cases): 0.5 gives 216/319 right
 * first / in the top three against 215/318 (0.7 the same); the textbook tune set unchanged.
 */
const ENGINE_POWER = new Set<string>(["fuel", "air-intake", "exhaust", "ignition", "engine-mechanical"]);
const SLIP_FACTOR = 0.5;
/**
 * Where a machine that will not move while its engine runs fine has its fault. "Engine runs fine but it won't go
 * forward or back" on a Cub Cadet got cooling fins, a jammed blade and a PTO connector first (words of the mowing it
 * was doing); the engine running rules out what stops an engine, and the complaint leaves the drive. Causes outside
 * these systems count half unless their own phrases tell of no drive. Chosen on real-world dev (612 cases): 216/320
 * right first / in the top three against 216/319 (0.7 the same); the textbook tune set unchanged.
 */
const DRIVE_HOME = new Set<string>(["drivetrain", "brakes", "hydraulics", "tracks-tyres"]);
const RUNS_BUT_NO_DRIVE_FACTOR = 0.5;

/**
 * A multiplier per cause (1 when nothing rules against it), given the story's symptom classes and terms. `classFit` is
 * the cause's symptom-class feature (classAgreement), negative when its classes clash with the story's.
 */
export function storyRules(classes: readonly SymptomClass[], terms: readonly string[], engineRuns: boolean) {
  // "cel" is the synonym table's name for the check engine light; "no check engine light" adds "!cel" beside it.
  const checkEngineLight = terms.includes("cel") && !terms.includes("!cel");
  const onlyDrive = classes.length > 0 && classes.every((c) => DRIVE_CLASSES.includes(c));
  const slip = classes.includes("slip");
  const runsButNoDrive = engineRuns && onlyDrive;
  return (item: IndexedEntry, classFit: number): number =>
    (classFit < 0 && startClash(classes, item.classes) ? START_CLASH_FACTOR : 1) *
    (checkEngineLight && NOT_ENGINE_COMPUTER.has(item.entry.system) ? CHECK_ENGINE_LIGHT_FACTOR : 1) *
    (onlyDrive && NOT_DRIVE.has(item.entry.system) ? NOT_DRIVE_FACTOR : 1) *
    (slip && classFit <= 0 && ENGINE_POWER.has(item.entry.system) ? SLIP_FACTOR : 1) *
    (runsButNoDrive && classFit <= 0 && !DRIVE_HOME.has(item.entry.system) ? RUNS_BUT_NO_DRIVE_FACTOR : 1);
}

/** The entries that describe one of these symptom classes (every entry; the caller keeps those of its vehicle type). */
export function classDocs(idx: KbIndex, classes: readonly SymptomClass[]): number[] {
  if (classes.length === 0) return [];
  const out: number[] = [];
  idx.entries.forEach((item, doc) => {
    if (item?.classes.some((c) => classes.includes(c))) out.push(doc);
  });
  return out;
}

/**
 * Where a technician looks first for each complaint: in a short complaint, a cause that only its class brought to the
 * ranking ("wont go" shares no word with anything) counts half outside these systems. Without it, the causes of a
 * class were ordered by their priors alone, and a hydraulic coupler, a lift's tilt alarm or a frozen throttle cable
 * (each with a phrase about something that "won't move") came before the drive.
 */
const HOME: Partial<Record<SymptomClass, readonly string[]>> = {
  "no-crank": ["starting", "battery-wiring", "electrical-accessories"],
  "crank-no-start": ["fuel", "ignition", "sensors-ecu", "air-intake", "engine-mechanical"],
  "starts-then-dies": ["fuel", "ignition", "sensors-ecu", "air-intake"],
  "hard-start": ["fuel", "ignition", "starting", "battery-wiring"],
  "no-drive": ["drivetrain", "brakes"],
  "weak-drive": ["drivetrain", "brakes"],
  slip: ["drivetrain"],
  overheat: ["cooling"],
  "misfire-one": ["ignition", "fuel", "engine-mechanical", "sensors-ecu"],
  "misfire-many": ["ignition", "fuel", "engine-mechanical", "sensors-ecu", "air-intake"],
};
const AWAY_FACTOR = 0.5;

/** The multiplier for a cause brought in by its class alone: 1 in a home system of one of the story's classes. */
export function classHome(classes: readonly SymptomClass[]): (item: IndexedEntry) => number {
  const homes = new Set(classes.flatMap((c) => HOME[c] ?? []));
  if (homes.size === 0) return () => 1;
  return (item) => (homes.has(item.entry.system) ? 1 : AWAY_FACTOR);
}
