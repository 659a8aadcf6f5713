import { type Catalogue, sameMake, type VehicleProfile } from "../vehicle/profile.ts";
import type { IndexedEntry } from "./index-build.ts";

/**
 * Where a cause can exist (issue #12 "read the vehicle"): the ranker offers only causes that apply to the named
 * vehicle's class, fuel, gearbox, make, years and, for recalls of named models, model. Split from rank.ts, which
 * calls it for every candidate cause of every question.
 */

/**
 * Whether the cause can exist on this vehicle; anything unknown about the vehicle rules nothing out. `model` is the
 * Model/Year field squashed (lower-case letters and digits); a recall for named models needs one of them there.
 */
export function applies(item: IndexedEntry, p: VehicleProfile, cat: Catalogue, model = ""): boolean {
  return appliesTo(p, cat, model)(item);
}

/**
 * `applies` for one question, as the ranker calls it for every candidate cause: what depends only on the vehicle (the
 * Model field without its year, each knowledge make against the named make) is worked out once, not once per entry.
 */
export function appliesTo(p: VehicleProfile, cat: Catalogue, model = "", isMake = makeTest(p, cat)): (item: IndexedEntry) => boolean {
  // The Model field may end with the year ("f1502012"): only the year the profile read is cut, so a model number that
  // ends in four digits ("l3901") still names a model (a trailing-digits pattern had cut it to "l").
  const year = p.year === null ? "" : String(p.year);
  const modelNamed = (year && model.endsWith(year) ? model.slice(0, -year.length) : model).length >= 2;
  const anyMake = (makes: readonly string[]) => makes.some(isMake);
  const robot = p.class === "robotic-mower";
  return (item) => {
    const a = item.appliesTo;
    // A cause that names no class applies to every class, but a robot mower has no engine, fuel, belts, hydraulics
    // or gearbox to service: of such causes it gets only those of its battery and wiring (its own electronics, sensors
    // and motors are in causes that name the class; the rest of those systems are other machines' lifts, gauges and lamps).
    if (robot && !a?.classes && !ROBOT_SYSTEMS.has(item.entry.system)) return false;
    if (a) {
      if (a.classes && p.class && !a.classes.includes(p.class)) return false;
      // The vehicle may be any of several fuels or gearboxes: the cause applies if it fits one of them.
      if (a.fuels && p.fuels && !p.fuels.some((f) => a.fuels!.includes(f))) return false;
      if (a.transmissions && p.transmissions && !p.transmissions.some((t) => a.transmissions!.includes(t))) return false;
      if (a.makes && !anyMake(a.makes)) return false;
      // A maker's system only some of its models have: a named model must be one of them (an unnamed one passes).
      if (a.models && modelNamed && !modelMatches(a.models, model)) return false;
      if (p.years && a.yearFrom && p.years.to < a.yearFrom) return false;
      if (p.years && a.yearTo && p.years.from > a.yearTo) return false;
    }
    // A pattern failure whose title names its make ("Nissan CVT judder") is that make's, not another's.
    if (item.makeSpecific && !anyMake(item.makes)) return false;
    if (item.modelSpecific && modelNamed && !modelMatches(item.models, model)) return false;
    return true;
  };
}

/** The systems a robot mower shares with every machine (docs/decisions/robotic-mowers.md). */
const ROBOT_SYSTEMS = new Set<string>(["battery-wiring"]);

/** Whether a make as the knowledge names it is the question's make, remembered per name for this question only. */
export function makeTest(p: VehicleProfile, cat: Catalogue): (m: string) => boolean {
  const make = p.make;
  if (make === null) return () => false;
  const seen = new Map<string, boolean>();
  return (m) => {
    let hit = seen.get(m);
    if (hit === undefined) {
      hit = sameMake(m, make, cat);
      seen.set(m, hit);
    }
    return hit;
  };
}

/** Whether the Model field names one of a cause's model families (either inside the other). */
export function modelMatches(itemModels: string[], inputModel: string): boolean {
  if (!inputModel || itemModels.length === 0) return false;
  return itemModels.some((m) => inputModel.includes(m) || (inputModel.length >= 3 && m.includes(inputModel)));
}
