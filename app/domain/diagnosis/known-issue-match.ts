import { type Catalogue, familyOfModel, sameMake, squash, type VehicleProfile } from "../vehicle/profile.ts";
import type { Transmission } from "../vehicle/vocabulary.ts";
import type { FaultEntry } from "./types.ts";

/**
 * Whether a known issue (knowledge/known-issues/) is the named vehicle's: the keys the index carries for each record
 * and the match the ranker runs against them (docs/decisions/known-issues.md).
 */

/**
 * One known-issue record of an entry as the ranker matches it against the vehicle (names squashed to letters and
 * digits, built once at compile time); what the answer shows of it (kind, title, source, number) stays in the entry's
 * texts.
 */
export interface KnownKey {
  makes: string[];
  /** Empty: every model of the makes. */
  models: string[];
  /** Empty: any engine. */
  engines: EngineKey[];
  yearFrom?: number;
  yearTo?: number;
  transmissions?: Transmission[];
  /** An owner-documented pattern (kind "pattern"), weaker evidence than a recall or bulletin (rank.ts KNOWN_FIT_PATTERN). */
  pattern?: true;
  /**
   * Family names the record lists beside sizes of the same family ("pioneer" beside "pioneer 700" and "pioneer
   * 1000"), each with the sizes it lists: such a name covers an owner who gives no size or one of those sizes, not a
   * size the record leaves out (a Pioneer 500).
   */
  sized?: Record<string, string[]>;
}

/**
 * An engine as a record names it ("5.4", "6.0 power stroke", "ecoboost"): its displacement, matched as a whole number
 * in the owner's words ("5.4", "5.4l" — never the "54" inside "2054" or "154k", which squashing the text would give),
 * and its name, matched in the squashed text ("powerstroke", "power stroke").
 */
export interface EngineKey {
  size?: string;
  name: string;
}

export function engineKey(engine: string): EngineKey {
  const lower = engine.toLowerCase();
  const size = /\d+\.\d/.exec(lower)?.[0];
  const name = squash(size ? lower.replace(size, "").replace(/^\s*(l|liters?|litres?)\b/, "") : lower);
  return size ? { size, name } : { name };
}

export function knownKeys(entry: FaultEntry): KnownKey[] {
  return (entry.knownIssues ?? []).map((k) => {
    const engines = (k.engines ?? []).map(engineKey).filter((e) => e.size || e.name);
    const key: KnownKey = { makes: k.makes.map(squash), models: (k.models ?? []).map(squash).filter(Boolean), engines };
    if (k.yearFrom !== undefined) key.yearFrom = k.yearFrom;
    if (k.yearTo !== undefined) key.yearTo = k.yearTo;
    if (k.transmissions) key.transmissions = k.transmissions;
    if (k.kind === "pattern") key.pattern = true;
    const sized = sizedFamilies(key.models);
    if (sized) key.sized = sized;
    return key;
  });
}

/** For each listed model that starts another listed model, the sizes (leading numbers) the longer names add. */
function sizedFamilies(models: readonly string[]): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const m of models) {
    const sizes = models
      .filter((o) => o !== m && o.startsWith(m))
      .map((o) => /^\d+/.exec(o.slice(m.length))?.[0] ?? "")
      .filter((n) => n !== "");
    if (sizes.length > 0) out[m] = sizes;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The sizes in a Model field: numbers leading a word, except the year the profile read there ("Pioneer 500 2017"
 * gives 500; "Ford 2000" keeps 2000, which the profile reads as the model, not a year).
 */
export function modelSizes(model: string, year: number | null): string[] {
  return [...model.toLowerCase().matchAll(/(?<![a-z0-9])(\d+)/g)].map((m) => m[1]!).filter((n) => n !== String(year));
}

/** What the match reads of the question's vehicle, squashed once per question rather than once per entry. */
export interface KnownVehicle {
  profile: VehicleProfile;
  /** The Model field, squashed. */
  model: string;
  /** The catalogue family read from it, squashed ("" when none). */
  family: string;
  /** The fields and the story, squashed: where an engine's name may be written ("powerstroke", "power stroke"). */
  text: string;
  /** The displacements written in the fields and the story ("5.4" of "5.4l", "the 1.5T", "5.4-liter"). */
  sizes: Set<string>;
  /** The model sizes in the Model field (modelSizes). */
  modelSizes: string[];
}

export function knownVehicle(profile: VehicleProfile, input: { make: string; model: string }, story: string): KnownVehicle {
  const all = `${input.make} ${input.model} ${story}`;
  const sizes = new Set([...all.toLowerCase().matchAll(/(?<![\d.])(\d+\.\d)(?!\d)/g)].map((m) => m[1]!));
  return {
    profile,
    model: squash(input.model),
    family: profile.family ? squash(profile.family) : "",
    text: squash(all),
    sizes,
    modelSizes: modelSizes(input.model, profile.year),
  };
}

/** Family names the catalogue reads record models as, per catalogue (a few dozen look-ups in a Worker's life). */
const familyCache = new WeakMap<Catalogue, Map<string, string>>();

/**
 * Whether the record's model is another vehicle whose name sits inside this one's: a Cherokee record is not a Grand
 * Cherokee's, nor a Blazer's a TrailBlazer's. The record's model names a catalogue family of its own, and the named
 * vehicle's family neither is it nor starts with it (an "Outlander" record still covers the Outlander 570).
 */
function otherFamily(m: string, v: KnownVehicle, cat: Catalogue): boolean {
  // Only where the vehicle's own family name holds the record's model after other letters (grand-cherokee, trail-blazer).
  if (!v.family || !v.profile.make || !v.family.includes(m) || v.family.startsWith(m)) return false;
  let cache = familyCache.get(cat);
  if (!cache) {
    cache = new Map();
    familyCache.set(cat, cache);
  }
  const key = `${v.profile.type} ${v.profile.make} ${m}`;
  let own = cache.get(key);
  if (own === undefined) {
    own = familyOfModel(cat, v.profile.type, v.profile.make, m);
    cache.set(key, own);
  }
  // Only a family the record's model names ("cherokee" is the Cherokee): "trx420" read as a catch-all FourTrax says nothing.
  return own.includes(m) && own !== v.family && !v.family.startsWith(own);
}

/**
 * The first of an entry's known-issue records that covers the named vehicle, or -1: the make, one of its model
 * families (named in the Model field, or the catalogue family read from it: the record's own name, never a wider one,
 * so an "RZR" is not a "RZR Pro XP 4"), the year when one is typed, a gearbox and an engine when the record names
 * them. A record for every model of its make needs only the make.
 */
export function knownIssueOf(known: readonly KnownKey[], v: KnownVehicle, cat: Catalogue): number {
  const p = v.profile;
  if (!p.make) return -1;
  return known.findIndex((k) => {
    if (!k.makes.some((m) => sameMake(m, p.make!, cat))) return false;
    if (
      k.models.length > 0 &&
      !k.models.some(
        (m) =>
          ((v.model.length > 0 && v.model.includes(m)) || (v.family.length > 0 && v.family.includes(m))) &&
          !otherFamily(m, v, cat) &&
          (!k.sized?.[m] || v.modelSizes.length === 0 || v.modelSizes.some((n) => k.sized![m]!.includes(n))),
      )
    )
      return false;
    if (p.year !== null && ((k.yearFrom && p.year < k.yearFrom) || (k.yearTo && p.year > k.yearTo))) return false;
    if (k.transmissions && p.transmissions && !p.transmissions.some((t) => k.transmissions!.includes(t))) return false;
    if (k.engines.length > 0 && !k.engines.some((e) => (!e.size || v.sizes.has(e.size)) && v.text.includes(e.name))) return false;
    return true;
  });
}
