import type { VehicleProfile } from "../vehicle/profile.ts";
import type { Fuel, Transmission } from "../vehicle/vocabulary.ts";
import type { VehicleType } from "./types.ts";

/**
 * Whether a cause the AI proposed outside the knowledge base can exist on the named vehicle. Knowledge-base entries
 * declare where they apply (applicability.ts); a free-text cause cannot, so its title is read for parts only one kind
 * of engine or gearbox has. Only what the profile knows for certain rules anything out: an unknown fuel or gearbox
 * allows every part. The lists are short on purpose: a part name that also means something else ("condenser" is an
 * A/C part too, "distributor" a kind of diesel injection pump, "clutch" a CVT part on an ATV) is left out.
 */

interface PartRule {
  words: RegExp;
  /** The fuels that have the part (the vehicle must be able to have one of them). */
  fuels?: readonly Fuel[];
  /** The gearboxes that have it, and the vehicle types the rule is read for. */
  transmissions?: readonly Transmission[];
  types?: readonly VehicleType[];
  what: string;
}

const RULES: readonly PartRule[] = [
  {
    words: /\b(?:glow ?plugs?|(?:diesel )?injection pump|diesel particulate|dpf|adblue|diesel exhaust fluid|def (?:pump|heater|fluid|doser|quality))\b/,
    fuels: ["diesel"],
    what: "a diesel engine's part",
  },
  {
    words: /\b(?:spark ?plugs?|ignition coils?|coil ?packs?|carbu?rett?or|distributor cap|ignition points)\b/,
    fuels: ["petrol", "hybrid"],
    what: "a petrol engine's ignition or carburettor",
  },
  {
    words: /\b(?:fuel pump|fuel injectors?|fuel filter|exhaust (?:leak|manifold|pipe)|muffler|engine oil|timing (?:belt|chain)|alternator|starter motor)\b/,
    fuels: ["petrol", "diesel", "hybrid"],
    what: "a combustion engine's part",
  },
  {
    words: /\b(?:clutch (?:pedal|master cylinder|slave cylinder|disc|disk|hydraulics)|pressure plate|throw-?out bearing|clutch release bearing)\b/,
    transmissions: ["manual", "dual-clutch"],
    types: ["automotive"],
    what: "a manual gearbox's clutch",
  },
  {
    words: /\b(?:torque converter|valve body|shift solenoids?)\b/,
    transmissions: ["automatic", "cvt", "dual-clutch"],
    types: ["automotive"],
    what: "an automatic gearbox's part",
  },
];

/** Why the cause cannot exist on this vehicle, or null when nothing known rules it out. */
export function ownCauseMisfit(title: string, profile: VehicleProfile): string | null {
  const text = title.toLowerCase();
  for (const rule of RULES) {
    if (!rule.words.test(text)) continue;
    if (rule.types && !rule.types.includes(profile.type)) continue;
    if (rule.fuels && profile.fuels && !profile.fuels.some((f) => rule.fuels!.includes(f))) {
      return `names ${rule.what}, but this vehicle runs on ${profile.fuels.join(" or ")}`;
    }
    if (rule.transmissions && profile.transmissions && !profile.transmissions.some((t) => rule.transmissions!.includes(t))) {
      return `names ${rule.what}, but this vehicle has a ${profile.transmissions.join(" or ")} transmission`;
    }
  }
  return null;
}
