import type { VehicleProfile } from "../vehicle/profile.ts";
import type { KbIndex } from "./index-build.ts";
import { basicNormalize } from "./normalize.ts";
import { stem } from "./stem.ts";
import type { VehicleType } from "./types.ts";

/**
 * What of an owner's story is evidence about the fault, as the ranker (rank.ts) reads each clause: words that only
 * name the vehicle (make, family, an unknown model's name, class words) and amounts with their units are context and
 * are taken out before the words become index terms.
 */

/** Units that only measure (time, distance, size): with their numbers they are context, never evidence. */
const CONTEXT_UNITS = new Set(
  "sec secs second seconds min mins minute minutes hr hrs hour hours day days week weeks month months year years yr yrs mi mile miles km kms kilometer kilometers kilometre kilometres mph kmh kph ft feet in inch inches hp cc l".split(
    " ",
  ),
);

/** Owners write amounts in words too ("five minutes", "a couple hours", "every day"): the unit is then context as well. */
const WORD_NUMBERS = new Set(
  "a an one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred hundreds thousand thousands few couple several many some half each every per".split(
    " ",
  ),
);

/**
 * The nouns that only say what kind of vehicle it is ("the tractor won't go", "my car shakes"): the type is known, so
 * they are context. As evidence, "tractor" found "tractor pulls when braking" for "tractor wont go".
 */
const TYPE_NOUNS: Record<VehicleType, ReadonlySet<string>> = {
  tractor: new Set(["tractor", "tractors", "machine", "machines"]),
  atv: new Set(["atv", "atvs", "quad", "quads", "utv", "utvs", "machine"]),
  automotive: new Set(["car", "cars", "vehicle", "vehicles", "truck", "trucks"]),
};

/** A number in digits or in words: with a unit after it, both only measure. */
const isAmount = (w: string | undefined) => w !== undefined && (/^\d/.test(w) || WORD_NUMBERS.has(w) || LAST_OR_NEXT.has(w));
/** "last week", "the past few days", "next month": when, not what. */
const LAST_OR_NEXT = new Set(["last", "past", "next", "previous", "recent", "coming"]);

/** The question's text with what only describes the vehicle or measures something taken out (it is context). */
export function evidenceText(text: string, profile: VehicleProfile, idx: KbIndex): string {
  let words = basicNormalize(text).split(" ");
  // Whole names first ("new holland"): their everyday words alone stay evidence ("new battery").
  for (const ph of profile.vehiclePhrases) {
    for (let i = words.indexOf(ph[0]!); i >= 0; i = words.indexOf(ph[0]!, i + 1)) {
      if (ph.every((w, k) => words[i + k] === w)) words = [...words.slice(0, i), ...words.slice(i + ph.length)];
    }
  }
  return words
    .filter((w, i) => {
      if (profile.vehicleWords.has(w) || TYPE_NOUNS[profile.type].has(w)) return false;
      if (profile.modelNameWords.has(w) && !isFaultWord(idx, w)) return false;
      if (/^\d+(\.\d+)?$/.test(w)) return false;
      // "the dealer is an hour away", "lives 20 miles away": a distance, not a part that came away.
      if (w === "away" && CONTEXT_UNITS.has(words[i - 1] ?? "") && isAmount(words[i - 2])) return false;
      // "a couple of years", "a few of weeks" as well as "two years".
      if (CONTEXT_UNITS.has(w) && (isAmount(words[i - 1]) || (words[i - 1] === "of" && isAmount(words[i - 2])))) return false;
      if (WORD_NUMBERS.has(w) && (CONTEXT_UNITS.has(words[i + 1] ?? "") || (words[i + 1] === "of" && CONTEXT_UNITS.has(words[i + 2] ?? "")))) return false;
      if (LAST_OR_NEXT.has(w) && (CONTEXT_UNITS.has(words[i + 1] ?? "") || (WORD_NUMBERS.has(words[i + 1] ?? "") && CONTEXT_UNITS.has(words[i + 2] ?? ""))))
        return false;
      return true;
    })
    .join(" ");
}

/** A word the knowledge uses for a part or a fault (a model field may hold "hydrostatic transaxle"). */
function isFaultWord(idx: KbIndex, w: string): boolean {
  const t = stem(w);
  return idx.cues.has(t) || idx.partHeads.has(t);
}
