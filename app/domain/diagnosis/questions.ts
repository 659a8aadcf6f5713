import type { Fuel } from "../vehicle/vocabulary.ts";
import type { SymptomClass } from "./symptom-classes.ts";
import type { VehicleSystem, VehicleType } from "./types.ts";

/**
 * Clarifying questions. When the description is too thin, concrete questions get a better answer
 * than a guess; when two likely causes sit in different systems, one question can separate them.
 */

const BASE: Record<VehicleType, string[]> = {
  tractor: [
    "Does the engine crank (turn over) when you turn the key, and does it start and keep running?",
    "Are any warning lights on, or fault codes on the display (for example SPN/FMI numbers or a code like 110-0)?",
    "When does it happen: on a cold start, after warming up, or only under load (PTO, loader, hills, tillage)?",
    "Which system is affected: engine, hydraulics/3-point hitch/loader, PTO, transmission/drive, steering or electrical?",
    "What changed recently: refuelling, service, a filter change, a repair, or an impact/damage?",
  ],
  atv: [
    "Does the engine crank with the starter (or pull-start), and does it start and idle?",
    "Are any warning lights, blinking codes or messages on the display?",
    "When does it happen: cold start, when hot, at idle, under throttle, climbing, or in 4WD?",
    "Which part seems affected: engine power, belt/CVT (drive engagement), 4WD, brakes, steering or electrical?",
    "Has it been through water or mud recently, or been sitting for weeks with fuel in it?",
  ],
  automotive: [
    "Does the engine crank when you turn the key/press start, and does it start and stay running?",
    "Is the check engine light or another warning light on? If you can, read the codes (any parts store scans them free).",
    "When does it happen: cold start, when warm, at idle, accelerating, at highway speed, braking or turning?",
    "Which area is it: engine, transmission, brakes, steering/suspension, electrical or heating/A/C?",
    "Any noises, smells, smoke or leaks, and what colour is any fluid on the ground?",
  ],
};

const BY_SYSTEM: Partial<Record<VehicleSystem, string>> = {
  starting: "When you turn the key, do you hear a click, a fast clicking, a slow crank, or nothing at all?",
  charging: "What does a voltmeter show across the battery with the engine running (about 13.8-14.7 V is normal)?",
  "battery-wiring": "Do the dash lights dim or go out when you try to start, and are the battery terminals clean and tight?",
  fuel: "Does it run better with the fuel cap loosened, after the filters are drained/changed, or when the tank is fuller?",
  ignition: "Is there a strong blue spark at the plug, and does the problem get worse in wet weather or under load?",
  "air-intake": "Is the air filter clean, and does the engine behave differently with the air filter box opened?",
  "engine-mechanical": "Is there a knocking or tapping noise that follows engine speed, or smoke from the exhaust or breather?",
  cooling: "Is the coolant level right when cold, and does the temperature climb at idle, under load, or both?",
  lubrication: "What do the oil level and the oil pressure gauge/light show, and is the oil milky or smelling of fuel?",
  hydraulics: "Is it slow or weak on every hydraulic function or only one, and is it worse when the oil is hot?",
  pto: "Does the PTO engage at all (shaft turns with no load), or does it engage and then slip or stop under load?",
  drivetrain: "Does it affect every gear/range or only some, and does it happen cold, hot, or after driving a while?",
  brakes: "Is the brake pedal or lever soft, hard, pulling to one side, or noisy, and is the fluid level right?",
  steering: "Is the steering heavy, loose/wandering, or noisy, and does it change with engine speed?",
  suspension: "Does the noise or handling problem happen over bumps, when turning, or at a particular speed?",
  emissions: "Is there a DPF/DEF or emissions warning on the display, and is the machine used mostly at idle or light load?",
  "sensors-ecu": "Which fault codes are stored, and did they appear after a wiring repair, a wash, or a jump-start?",
  hvac: "Does the fan blow at all speeds, and is the air cold/hot only at some speeds or temperatures?",
  "electrical-accessories": "Which circuits are dead (lights, gauges, accessories) and have you checked the fuses for them?",
  "tracks-tyres": "Is the wear, pull or vibration on one side, and what are the tyre pressures or track tension?",
};

/**
 * Systems whose question ends by asking when it happens ("…, and is it worse when the oil is hot?"), with the words
 * that say the owner already told when ("slow once the oil warms up", "only in the rain"). Asking it again reads as if
 * nobody listened, so only the question's first half is asked (`firstHalf`).
 */
const WHEN_SAID: Partial<Record<VehicleSystem, RegExp>> = {
  hydraulics: /\b(?:hot|warm|warms|warmed|warming|cold|heats up|heated up)\b/,
  drivetrain: /\b(?:cold|hot|warm|warms|warmed|warming|after (?:driving|a while|a few (?:minutes|miles)|\d+ (?:minutes|mins|miles|km)))\b/,
  cooling: /\b(?:idle|idling|idles|under load|pulling|towing|climbing|hills?|highway|motorway|in traffic)\b/,
  ignition: /\b(?:rain|raining|rained|wet|washed|washing|damp|humid|under load|pulling|climbing)\b/,
  steering: /\b(?:rpm|revs?|revving|engine speed|at idle|idling|when idling)\b/,
};

/** "Is it slow or weak on every function or only one, and is it worse when hot?" → "… or only one?" */
const firstHalf = (question: string) => {
  const cut = question.lastIndexOf(", and ");
  return cut < 0 ? question : `${question.slice(0, cut)}?`;
};

/**
 * Whether the owner already said what happens at the key: it cranks (and does not start, or starts and dies, or starts
 * hard), or it does not crank and they said whether it clicks. Asking "does it crank?" or "do you hear a click?" then
 * repeats their own words back to them.
 */
export function saidHowItStarts(classes: readonly SymptomClass[], normalized: string): boolean {
  if (classes.some((c) => c === "crank-no-start" || c === "starts-then-dies" || c === "hard-start")) return true;
  return classes.includes("no-crank") && /\b(?:clicks?|clicking|nothing|dead|silent)\b/.test(normalized);
}

/** 3-5 general questions/checks for a vehicle type, used when the input says too little. */
export function baseQuestions(vehicleType: VehicleType, count = 4, startSaid = false): string[] {
  // The first question of each type asks whether the engine cranks and starts.
  return BASE[vehicleType].slice(startSaid ? 1 : 0).slice(0, Math.min(5, Math.max(3, count)));
}

/**
 * The check that splits the causes once the owner has said how it starts, as a technician would next: for a no-crank,
 * whether the starter turns the engine when fed directly; for a crank-no-start, spark or fuel; for an engine that
 * starts and dies, how soon and whether extra fuel keeps it going. Starting fluid is only suggested for a petrol engine:
 * on a diesel with glow plugs or an intake heater it can ignite in the manifold; and a diesel's fuel is checked at the
 * filter's bleed screw, never at a cracked injector line (high pressure, a fuel jet can pierce skin).
 */
const BY_START = {
  "no-crank": {
    any: "Does the starter turn the engine if you jump it directly at the solenoid or relay, and do the lights stay bright while you try?",
  },
  "crank-no-start": {
    petrol: "Is there a strong spark at the plug while cranking, and does a short shot of starting fluid make it fire?",
    diesel: "Does fuel run out when you open the bleed screw on the fuel filter, and do the glow plugs or intake heater get power at preheat?",
    any: "Is there a spark at the plug while cranking (on a diesel: does fuel run out at the filter bleed screw), and does fuel reach the engine?",
  },
  "starts-then-dies": {
    petrol: "Does it die at once or after a while, and does it keep running with the choke on or a little starting fluid?",
    any: "Does it die at once or after a while, and does it keep running if you keep the throttle up or prime the fuel system again?",
  },
} as const satisfies Partial<Record<SymptomClass, { any: string; petrol?: string; diesel?: string }>>;

/** The question that splits the causes of the start the owner described, if any; `fuel` when the vehicle's is certain. */
export function startQuestion(classes: readonly SymptomClass[], fuel: Fuel | null): string[] {
  const c = (["crank-no-start", "starts-then-dies", "no-crank"] as const).find((k) => classes.includes(k));
  if (!c) return [];
  const forFuel: { any: string; petrol?: string; diesel?: string } = BY_START[c];
  const q = (fuel === "petrol" || fuel === "diesel" ? forFuel[fuel] : undefined) ?? forFuel.any;
  return [q];
}

/** Systems whose question is about what happens at the key (battery-wiring asks whether the lights dim while cranking). */
const AT_THE_KEY = new Set<VehicleSystem>(["starting", "battery-wiring"]);

/**
 * One question per distinct system among the likely causes, to separate them (not one the owner already answered).
 * `story` is the owner's normalized text: where it already says when it happens, only the rest is asked.
 */
export function systemQuestions(systems: VehicleSystem[], max = 3, startSaid = false, story = ""): string[] {
  const out: string[] = [];
  for (const s of new Set(systems)) {
    const asked = startSaid && AT_THE_KEY.has(s) ? undefined : BY_SYSTEM[s];
    const q = asked && WHEN_SAID[s]?.test(story) ? firstHalf(asked) : asked;
    if (q) out.push(q);
    if (out.length >= max) break;
  }
  return out;
}
