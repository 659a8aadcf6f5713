import type { VehicleType } from "../diagnosis/types.ts";
import type { CatalogueMake } from "./catalogue-schema.ts";
import { CLASS_WORDS, FIELD_FUEL_WORDS, FIELD_TRANSMISSION_WORDS, FUEL_WORDS, TRANSMISSION_WORDS } from "./vehicle-words.ts";
import { CLASSES_BY_TYPE, type Fuel, type MachineClass, type Transmission } from "./vocabulary.ts";

/**
 * Reads the vehicle from what the person typed: make, model/year and the problem text (which often says "my deere
 * x300", "the 6.7 cummins", "zero turn"). The profile decides which causes can apply at all (class, fuel,
 * transmission, make, year) and which words are about the vehicle rather than the fault, so they are context, not
 * symptom evidence. Unknown stays unknown: a cause is only ruled out by what is known.
 */

export interface VehicleProfile {
  type: VehicleType;
  /** Canonical lower-case make ("john deere"), from the catalogue when known. */
  make: string | null;
  makeKnown: boolean;
  family: string | null;
  class: MachineClass | null;
  /** The one fuel when it is certain, else null. */
  fuel: Fuel | null;
  /** Every fuel the vehicle may have (from the text, or the family in that year); null when nothing is known. */
  fuels: Fuel[] | null;
  transmission: Transmission | null;
  transmissions: Transmission[] | null;
  year: number | null;
  /** The years the vehicle can be from: the year typed, else the family's production years; null when unknown. */
  years: { from: number; to: number } | null;
  /** Lower-case words that describe the vehicle (make, aliases, model, family, class words, year): never evidence. */
  vehicleWords: Set<string>;
  /**
   * Names of several words ("new holland", "land rover", "brute force"): context only as a whole, because their
   * everyday words alone are evidence ("new battery", "lost all power").
   */
  vehiclePhrases: string[][];
  /**
   * Words of the model field the catalogue did not place in a family ("Tanto", "Ducato"): the vehicle's name when the
   * story repeats it, unless the ranker knows it as a part or a fault word ("hydrostatic transaxle").
   */
  modelNameWords: Set<string>;
}

/** Everyday words inside vehicle names: they describe the vehicle only within the whole name. */
const EVERYDAY = new Set(
  "new land range big bad great can am club power force trail boss motor pro white wheel horse yard man machines gold turf equipment construction farm trucks off road dog cat select series super general sport country".split(
    " ",
  ),
);

interface Family {
  make: string;
  name: string;
  match: string[];
  /** `match` compiled, on the first test: a question only ever tests the families of one make or type. */
  compiled?: RegExp[];
  class: MachineClass;
  fuels?: Fuel[];
  transmissions?: Transmission[];
  yearFrom?: number;
  yearTo?: number;
  fuelYears?: Partial<Record<Fuel, YearSpan>>;
  transmissionYears?: Partial<Record<Transmission, YearSpan>>;
}

interface YearSpan {
  from?: number;
  to?: number;
}

/** A family's model patterns, compiled once. */
const patternsOf = (f: Family): RegExp[] => (f.compiled ??= f.match.map((p) => new RegExp(p)));

interface CatalogueMakeInfo {
  display: string;
  types: VehicleType[];
  names: string[];
  /** The years a defunct make built vehicles of a category (catalogue-schema.ts makeSchema). */
  years: Partial<Record<VehicleType, { from: number; to: number }>>;
}

/** The catalogue ready for look-ups: aliases to makes, families (patterns compiled on first use). */
export interface Catalogue {
  makeByAlias: Map<string, string>;
  makes: Map<string, CatalogueMakeInfo>;
  families: Family[];
  /** The families of each make: a named make's model is only looked for among its own families. */
  familiesByMake: Map<string, Family[]>;
}

export const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

// Make names come from the knowledge and the catalogue, a bounded set: the ranker compares them for every candidate
// cause, so each is squashed once. (Free text from people goes through squash, never into this cache.)
const squashedNames = new Map<string, string>();
function squashName(name: string): string {
  const known = squashedNames.get(name);
  if (known !== undefined) return known;
  const s = squash(name);
  squashedNames.set(name, s);
  return s;
}

/** Whether a make as the knowledge names it is the profile's make, through the catalogue's aliases. */
export function sameMake(entryMake: string, profileMake: string, cat: Catalogue): boolean {
  const a = squashName(entryMake);
  const b = squashName(profileMake);
  return a === b || cat.makeByAlias.get(a) === profileMake || cat.makeByAlias.get(b) === cat.makeByAlias.get(a);
}

export function buildCatalogue(makes: readonly CatalogueMake[]): Catalogue {
  const makeByAlias = new Map<string, string>();
  const byName = new Map<string, CatalogueMakeInfo>();
  const families: Family[] = [];
  for (const m of makes) {
    const names = [m.make, ...(m.aliases ?? [])];
    for (const n of names) makeByAlias.set(squash(n), m.make);
    // A make may appear in several category files (Ford builds cars and tractors): merge, never overwrite.
    const known = byName.get(m.make);
    // Years belong to the category file that states them (Ford's tractors ended in 1991, its cars did not).
    const years = m.yearFrom || m.yearTo ? Object.fromEntries(m.types.map((t) => [t, { from: m.yearFrom ?? 1885, to: m.yearTo ?? 2100 }])) : {};
    // Most makes are in one file: no merging then (the offline engine builds this on a slow phone's first answer).
    byName.set(
      m.make,
      known
        ? {
            display: known.display ?? m.display,
            types: [...new Set([...known.types, ...m.types])],
            names: [...new Set([...known.names, ...names])],
            years: { ...known.years, ...years },
          }
        : { display: m.display, types: m.types, names: [...new Set(names)], years },
    );
    for (const f of m.families) {
      families.push({ ...f, make: m.make });
    }
  }
  const familiesByMake = new Map<string, Family[]>();
  for (const f of families) {
    const list = familiesByMake.get(f.make);
    if (list) list.push(f);
    else familiesByMake.set(f.make, [f]);
  }
  return { makeByAlias, makes: byName, families, familiesByMake };
}

const YEAR = /\b(19[3-9]\d|20[0-3]\d)\b/;

function firstHit<T>(table: Array<[RegExp, T]>, text: string): T | null {
  for (const [re, value] of table) if (re.test(text)) return value;
  return null;
}

function withoutWords(text: string, names: string[]): string {
  let out = ` ${text.toLowerCase()} `;
  for (const n of [...names].sort((a, b) => b.length - a.length)) out = out.replace(new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"), " ");
  return out.trim();
}

/** The make a squashed name or alias stands for; with a vehicle type, only a make of that type ("mini" is no tractor make). */
function makeOfType(cat: Catalogue, squashed: string, type?: VehicleType): string | undefined {
  const make = cat.makeByAlias.get(squashed);
  return make && (!type || cat.makes.get(make)?.types.includes(type)) ? make : undefined;
}

/**
 * The make and model as the person meant them, when the split between the two fields fell inside a make's name.
 * SPEC §7 clients send only `tractorModel` ("Cub Cadet LT-1050", make plus model), so the server can only guess the
 * split ("Cub" / "Cadet LT-1050"); a person may also type "Arctic" and "Cat Alterra 600". The longest make name (one
 * to three words) at the very start of make-then-model wins, so "Massey" + "Harris 44" is a Massey-Harris and "Case" +
 * "IH 885" a Case IH. Fields that already split cleanly come back unchanged. Given a vehicle type, only a make of that
 * type is joined ("mini excavator" on the tractor form stays a model).
 */
export function splitMakeModel(cat: Catalogue, make: string, model: string, type?: VehicleType): { make: string; model: string } {
  const makeWords = make.trim().split(/\s+/).filter(Boolean);
  const modelWords = model.trim().split(/\s+/).filter(Boolean);
  const joined = [...makeWords, ...modelWords];
  for (let n = Math.min(3, joined.length); n > makeWords.length; n--) {
    if (makeOfType(cat, squash(joined.slice(0, n).join("")), type)) {
      return { make: joined.slice(0, n).join(" "), model: modelWords.slice(n - makeWords.length).join(" ") };
    }
  }
  return { make, model };
}

/**
 * The make a text names: the whole field, or its first one to three words ("john deere 5075e" → "john deere"). Given a
 * vehicle type (for the model field, whose words are mostly not a make), only a make of that type counts: a "mini
 * excavator" is not a MINI.
 */
function findMake(cat: Catalogue, text: string, type?: VehicleType): string | null {
  const direct = makeOfType(cat, squash(text), type);
  if (direct) return direct;
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= Math.min(words.length, 8); i++) {
      const hit = makeOfType(cat, squash(words.slice(i, i + n).join("")), type);
      if (hit && !(n === 1 && words[i]!.length < 2)) return hit;
    }
  }
  return null;
}

/** The catalogue family a model name reads as, squashed ("" when none): what a known-issue record's model stands for. */
export function familyOfModel(cat: Catalogue, type: VehicleType, make: string, model: string): string {
  const f = findFamily(cat, type, make, model);
  return f ? squash(f.name) : "";
}

/** The family of a model text, tried as typed first ("Ford 2000" is a model) and then without a year ("F-150 2014"). */
function findFamily(cat: Catalogue, type: VehicleType, make: string | null, model: string): Family | null {
  const found = matchFamily(cat, type, make, squash(model)) ?? matchFamily(cat, type, make, squash(model.replace(YEAR, " ")));
  if (found || !make) return found;
  // Owners add notes after the model ("D110 42in deck", "9N (8N rear axle)", "2000 (3 cyl diesel)"): squashed whole,
  // the note's digits run into the model number and no family matches. With the make known, its first words alone
  // (longest first) may name the family; without a make, one short word could name any make's family, so no.
  const words = model.split(/[^A-Za-z0-9-]+/).filter(Boolean);
  for (let k = words.length - 1; k >= 1; k--) {
    const hit = matchFamily(cat, type, make, squash(words.slice(0, k).join(" ")));
    if (hit) return hit;
  }
  return null;
}

function matchFamily(cat: Catalogue, type: VehicleType, make: string | null, text: string): Family | null {
  if (!text) return null;
  const classes = new Set(CLASSES_BY_TYPE[type]);
  let best: Family | null = null;
  let bestLen = 0;
  for (const f of make ? (cat.familiesByMake.get(make) ?? []) : cat.families) {
    if (!classes.has(f.class)) continue;
    for (const re of patternsOf(f)) {
      const m = re.exec(text);
      // Without a make, a match that ends inside a word names nothing: Gravely's "L" is not the Exmark "Lazer".
      if (m && !make && /[a-z]$/.test(m[0]) && /^[a-z]/.test(text.slice(m.index + m[0].length))) continue;
      if (m && m[0].length > bestLen) [best, bestLen] = [f, m[0].length];
    }
  }
  return best;
}

/**
 * The values a vehicle may have: the one named in its fields; else the family's (less those its year rules out),
 * narrowed by the story when it names one of them; else the story's; else unknown (null).
 */
function possible<T extends string>(
  named: T | null,
  offered: readonly T[] | undefined,
  spans: Partial<Record<T, YearSpan>> | undefined,
  year: number | null,
  told: T | null,
): T[] | null {
  if (named) return [named];
  if (offered?.length) {
    const inYear = offered.filter((v) => {
      const span = spans?.[v];
      return !(year && span && ((span.from && year < span.from) || (span.to && year > span.to)));
    });
    const list = inYear.length ? inYear : [...offered];
    return told && list.includes(told) ? [told] : list;
  }
  return told ? [told] : null;
}

export function readProfile(raw: { vehicleType: VehicleType; make: string; model: string; symptoms: string }, cat: Catalogue): VehicleProfile {
  const input = { ...raw, ...splitMakeModel(cat, raw.make, raw.model, raw.vehicleType) };
  const type = input.vehicleType;
  const fields = `${input.make} ${input.model}`.toLowerCase();
  const all = `${fields} ${input.symptoms}`.toLowerCase();
  let make = findMake(cat, input.make) ?? findMake(cat, input.model, type);
  const makeKnown = make !== null;
  // "john deere x320" typed in the model field: the family is read from what follows the make.
  const modelText = make ? withoutWords(input.model, cat.makes.get(make)?.names ?? []) : input.model;
  const family = findFamily(cat, type, make, modelText);
  if (!make && family) make = family.make;
  const classes = new Set(CLASSES_BY_TYPE[type]);
  const classWords = CLASS_WORDS.filter(([, c]) => classes.has(c));
  const worded = firstHit(classWords, fields) ?? firstHit(classWords, all);
  const only = CLASSES_BY_TYPE[type].length === 1 ? CLASSES_BY_TYPE[type][0]! : null;
  const cls = family?.class ?? worded ?? only;
  // A four-digit number is the year unless it is the model itself ("Ford 2000", "JD 2030").
  // The last year-like number that is not part of the model's name ("Z Master 2000 Series 74141 2012" is a 2012).
  const yearIn = (text: string) => {
    const found = [...text.matchAll(new RegExp(YEAR.source, "g"))].filter(
      (m) => !/^\s*series\b/i.test(text.slice(m.index + m[0].length)) && !(family && patternsOf(family).some((re) => re.test(squash(m[1]!)))),
    );
    return found[found.length - 1] ?? null;
  };
  const yearMatch = yearIn(input.model) ?? yearIn(input.make) ?? YEAR.exec(input.symptoms);
  const year = yearMatch ? Number(yearMatch[1]) : null;
  const story = input.symptoms.toLowerCase();
  // What the fields say wins; then the family (in that year); the story only narrows an unknown or open family,
  // because it also tells of other vehicles and mistakes ("put diesel in my gas car").
  const fuels = possible(firstHit(FIELD_FUEL_WORDS, fields), family?.fuels, family?.fuelYears, year, firstHit(FUEL_WORDS, story));
  const fieldGearbox = firstHit(FIELD_TRANSMISSION_WORDS, fields);
  // Ford's "PowerShift" in a car is a dual-clutch gearbox; on a tractor it is a power-shift transmission.
  const gearbox = (t: Transmission | null) => (t === "powershift" && type !== "tractor" ? "dual-clutch" : t);
  const transmissions = possible(gearbox(fieldGearbox), family?.transmissions, family?.transmissionYears, year, gearbox(firstHit(TRANSMISSION_WORDS, story)));
  const years = year
    ? { from: year, to: year }
    : family && (family.yearFrom || family.yearTo)
      ? { from: family.yearFrom ?? 1900, to: family.yearTo ?? 2100 }
      : ((make ? cat.makes.get(make)?.years[type] : undefined) ?? null);
  // Words about the vehicle, not the fault: make names, the family's name, model tokens with digits (x300, 5075e,
  // f150, 2016) and the class words that were used ("lawn tractor", "zero turn", "side by side").
  const vehicleWords = new Set<string>();
  const phrases = new Map<string, string[]>();
  const addWords = (s: string | undefined, keep?: (w: string) => boolean) => {
    const ws = (s ?? "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (const w of ws) if ((keep?.(w) ?? true) && !EVERYDAY.has(w)) vehicleWords.add(w);
    // A whole name (not a filtered field) is context as a phrase.
    if (!keep && ws.length > 1 && ws.some((w) => EVERYDAY.has(w))) phrases.set(ws.join(" "), ws);
  };
  addWords(input.make);
  if (make) for (const n of cat.makes.get(make)?.names ?? [make]) addWords(n);
  addWords(family?.name);
  addWords(input.model, (w) => /\d/.test(w));
  for (const [re] of classWords) {
    const m = re.exec(all);
    if (m) addWords(m[0]);
  }
  const modelNameWords = new Set<string>();
  if (!family) for (const w of modelText.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 2 && !/\d/.test(w) && !EVERYDAY.has(w)) modelNameWords.add(w);
  return {
    type,
    make: make ?? (input.make.trim().toLowerCase() || null),
    makeKnown,
    family: family?.name ?? null,
    class: cls,
    fuel: fuels?.length === 1 ? fuels[0]! : null,
    fuels,
    transmission: transmissions?.length === 1 ? transmissions[0]! : null,
    transmissions,
    year,
    years,
    vehicleWords,
    vehiclePhrases: [...phrases.values()],
    modelNameWords,
  };
}
