/**
 * Synonyms and trade slang, folded to one canonical phrase so that the words an owner types and
 * the words a knowledge-base author wrote land on the same index terms. Both the KB text and the
 * query go through the same mapping, so a canonical form only has to be consistent, not pretty.
 *
 * Variants are literal phrases (already lower-cased, punctuation turned into spaces, contractions
 * expanded by normalize.ts), matched on whole words in one left-to-right pass.
 */

export const SYNONYMS: Record<string, string[]> = {
  // Starting and cranking
  crank: ["turn over", "turns over", "turning over", "turned over", "rolls over", "roll over", "spins over", "spin over", "cranking over", "cranks over"],
  "slow crank": ["cranks slow", "cranks slowly", "crank slow", "cranking slow", "cranking slowly", "slow cranking", "crank slowly", "lazy crank", "sluggish crank", "labored crank", "laboured crank", "crank weak", "weak crank", "cranks weak", "cranks weakly"],
  "hard start": ["hard to start", "hard starting", "hard starts", "difficult to start", "slow to start", "long crank", "long cranking", "takes long to start", "takes forever to start", "takes a while to start", "takes ages to start", "starts hard"],
  start: ["start up", "startup", "starting up", "fire up", "fires up", "firing up", "fired up", "kick over"],
  stall: ["dies", "died", "dying", "cuts out", "cut out", "cutting out", "cuts off", "shuts off", "shut off", "shutting off", "shuts down", "shutting down", "conks out", "quits", "quit running", "stops running", "stalls", "stalling", "stalled"],
  hesitate: ["stutter", "stutters", "stuttering", "bogs", "bog", "bogging", "bogs down", "bog down", "bogging down", "hesitates", "hesitation", "hesitating", "stumbles", "stumble", "stumbling", "flat spot"],
  "power loss": ["loses power", "losing power", "lost power", "loss of power", "lack of power", "lacks power", "low power", "down on power", "gutless", "sluggish", "no guts", "weak on hills", "underpowered", "no pulling power"],
  derate: ["limp mode", "limp home", "limp home mode", "limp", "limping", "derated", "derating", "reduced power", "power reduced", "engine power reduced", "reduced engine power", "power derate", "torque derate"],
  misfire: ["misfires", "misfiring", "missing", "miss", "skipping", "cylinder miss", "dead miss"],
  sputter: ["sputters", "sputtering", "spits", "spitting", "coughs", "coughing", "chugging", "chugs"],
  surge: ["surges", "surging", "hunting", "hunts", "rpm goes up and down", "idle goes up and down", "revs up and down", "rpm fluctuates", "fluctuating rpm", "idle fluctuates"],
  "rough idle": ["idles rough", "idle rough", "idling rough", "rough idling", "lumpy idle", "shaky idle", "idle is rough", "idle shakes"],
  backfire: ["backfires", "backfiring", "popping", "pops", "afterfire", "after fire"],
  knock: ["knocking", "knocks", "pinging", "pings", "ping", "detonation", "pinking", "spark knock"],
  rpm: ["revs", "rev", "engine speed"],
  // Heat and fluids
  overheat: ["overheats", "overheating", "overheated", "over heating", "over heats", "running hot", "runs hot", "run hot", "gets hot", "getting hot", "temp gauge high", "temperature high", "high temp", "high temperature", "temp light", "temperature light", "boiling over", "boils over", "boil over"],
  coolant: ["antifreeze", "anti freeze", "radiator fluid"],
  fuel: ["gas", "gasoline", "petrol"],
  "throttle pedal": ["gas pedal", "accelerator pedal", "accelerator", "go pedal", "foot throttle"],
  "fuel economy": ["fuel mileage", "gas mileage", "mpg", "fuel consumption", "uses a lot of fuel", "burning fuel"],
  "oil consumption": ["burning oil", "burns oil", "uses oil", "using oil", "eats oil", "drinking oil", "losing oil"],
  pushing: ["puking", "puke", "pukes", "spewing", "spews", "spitting out", "spits out", "blowing out", "pushes out", "pushing out"],
  "low boost": ["underboost", "under boost", "boost low", "not enough boost", "no boost", "lack of boost"],
  cylinder: ["cyl", "cyls", "cylinders", "cylender"],
  high: ["higher", "highest"],
  "tip over": ["tipped over", "tipped it over", "tipped it", "tip it over", "tipover", "tip-over", "rollover", "rolled it", "rolled it over", "rolled over", "flipped", "flipped it", "flipped over", "flipping", "flip over", "upside down", "on its side", "on its roof"],
  hill: ["hills", "uphill", "up hill", "up hills", "uphills", "climbing hills", "inclines", "incline", "steep grade", "steep hill", "slopes", "slope"],
  upshift: ["shift up", "shifts up", "shifting up", "upshifts", "upshifting", "up shift"],
  downshift: ["shift down", "shifts down", "shifting down", "downshifts", "downshifting", "down shift"],
  "metal in oil": ["metal flakes", "metal shavings", "metal particles", "glitter in the oil", "metal in the oil", "shavings in the oil", "metal on the drain plug", "metal on the dipstick"],
  color: ["colour", "coloured", "colored"],
  sulfated: ["sulphated", "sulphation", "sulfation"],
  gray: ["grey"],
  aluminum: ["aluminium"],
  liter: ["litre", "litres", "liters"],
  hot: ["hotter", "hottest"],
  cold: ["colder", "coldest"],
  loud: ["louder", "loudest"],
  hard: ["harder"],
  weak: ["weaker"],
  accelerate: ["speed up", "speeds up", "pick up speed", "picks up speed", "gain speed", "gains speed", "go faster", "accelerating", "acceleration", "accelerates"],
  "one side": ["right side", "left side", "passenger side", "driver side", "drivers side", "right front", "left front", "right rear", "left rear", "front right", "front left", "rear right", "rear left", "one wheel", "one corner"],
  "pulls one side": ["pulls right", "pulls left", "pulls to the right", "pulls to the left", "pulling right", "pulling left", "pulling to the right", "pulling to the left", "pulls to one side", "pulling to one side", "drifts right", "drifts left", "wanders"],
  "run on": ["runs on", "running on", "dieseling", "diesels", "keeps running", "after run", "run on after shut off"],
  gear: ["1st", "2nd", "3rd", "4th", "5th", "6th", "first gear", "second gear", "third gear", "fourth gear", "fifth gear", "sixth gear", "top gear", "overdrive"],
  week: ["wk", "wks", "weeks"],
  leak: ["leaking", "leaks", "leaky", "dripping", "drips", "puddle", "seeping", "weeping", "spraying"],
  def: ["adblue", "ad blue", "urea", "diesel exhaust fluid", "def fluid"],
  regen: ["regeneration", "regenerating", "regenerate", "regens", "burn off", "dpf burn", "parked regen", "forced regen"],
  dpf: ["diesel particulate filter", "particulate filter", "soot filter"],
  scr: ["selective catalytic reduction", "scr catalyst"],
  "catalytic converter": ["catalyst", "cat converter", "catalytic convertor", "catalytic converters"],
  "o2 sensor": ["oxygen sensor", "lambda", "lambda sensor", "o2s", "air fuel sensor", "air fuel ratio sensor", "af sensor"],
  maf: ["mass air flow", "mass airflow", "maf sensor", "airflow sensor", "air flow sensor", "mass air flow sensor"],
  "map sensor": ["manifold absolute pressure", "manifold pressure sensor", "boost sensor"],
  tps: ["throttle position sensor", "throttle sensor"],
  evap: ["evaporative emission", "evaporative", "charcoal canister"],
  ecu: ["ecm", "pcm", "engine computer", "engine control module", "control module", "powertrain control module", "computer", "engine controller"],
  tcm: ["transmission control module", "transmission computer"],
  "glow plug": ["glowplug", "glowplugs", "glow plugs", "glow"],
  cel: ["check engine light", "mil", "engine light", "check engine", "check engine lamp", "service engine soon", "ses light", "engine warning light", "malfunction indicator lamp", "yellow engine light", "orange engine light"],
  "oil pressure light": ["oil light", "oil lamp", "low oil pressure light", "oil warning light", "oil can light"],
  "battery light": ["charge light", "charging light", "alternator light", "batt light", "battery warning light", "charge lamp", "battery lamp", "charging warning"],
  battery: ["batt", "batteries", "batterys"],
  alternator: ["alt", "alternators", "generator"],
  "dead battery": ["flat battery", "battery dead", "battery flat", "battery keeps dying", "battery goes dead", "battery goes flat", "battery drains", "battery draining", "drains battery", "drains the battery", "kills the battery", "kills battery", "parasitic drain", "battery drain"],
  starter: ["starter motor", "starting motor", "stater", "strater"],
  solenoid: ["selenoid", "solinoid", "soleniod"],
  // Drivetrain
  "4wd": ["4x4", "4 x 4", "four wheel drive", "4 wheel drive", "awd", "all wheel drive", "mfwd", "fwa", "front wheel assist", "mechanical front wheel drive", "front wheel drive assist", "4wd", "four by four"],
  hydrostatic: ["hydro", "hst", "hydrostatic transmission", "hydrostat", "hydrostatic drive"],
  transmission: ["trans", "tranny", "gearbox", "gear box", "transaxle", "tranmission", "transmision"],
  "shift": ["shifting", "shifts", "changing gear", "gear change", "gear changes", "changing gears"],
  differential: ["diff", "rear end", "differentials", "diff lock", "difflock"],
  ujoint: ["u joint", "u joints", "universal joint", "universal joints", "ujoints"],
  "cv joint": ["cv axle", "cv joints", "cv axles", "half shaft", "halfshaft", "half shafts", "cv shaft", "cv boot", "cv boots"],
  slip: ["slips", "slipping", "slipped", "slippage"],
  "shudder": ["judder", "juddering", "shuddering", "shudders", "chatter", "chattering"],
  vibration: ["vibrates", "vibrating", "vibrate", "shake", "shakes", "shaking", "wobble", "wobbles", "wobbling", "shimmy"],
  clunk: ["clunking", "clunks", "thunk", "thud", "bang", "banging", "klunk", "clank", "clanking"],
  whine: ["whining", "whines", "howl", "howling", "whirring", "whirr"],
  squeal: ["squealing", "squeals", "squeak", "squeaking", "squeaks", "screech", "screeching", "screeches", "chirp", "chirping", "chirps"],
  grind: ["grinding", "grinds", "grindy", "crunch", "crunching", "crunches"],
  rattle: ["rattling", "rattles", "ticking", "tick", "ticks", "tapping", "clatter", "clattering", "lifter tick"],
  // Hydraulics, implements, machines
  hydraulic: ["hydrolic", "hydralic", "hydraulics", "hydrolics", "hydralics", "hydraulik", "hyd", "hydrualic"],
  hitch: ["3 point hitch", "3 point", "three point", "three point hitch", "3pt", "3 pt", "3ph", "rockshaft", "rock shaft", "lift arms", "3 point linkage", "draft control"],
  pto: ["power take off", "power takeoff", "p t o"],
  loader: ["front end loader", "fel", "front loader", "loader arms", "bucket arms"],
  "skid steer": ["skidsteer", "skid steer loader", "skid loader", "bobcat loader"],
  "track loader": ["compact track loader", "ctl", "tracked loader"],
  excavator: ["digger", "mini ex", "mini excavator", "mini digger", "backhoe"],
  "boom": ["booms", "dipper"],
  bucket: ["buckets", "scoop"],
  "power steering": ["ps pump", "steering pump", "power steer", "orbitrol", "steering valve"],
  // Electrical and misc
  aircon: ["a c", "air conditioning", "air con", "ac", "air conditioner", "ac compressor", "a c compressor"],
  heater: ["cab heater", "no heat", "heater core", "heaters"],
  fuse: ["fuses", "fusible link"],
  ground: ["earth", "grounds", "ground strap", "earth strap", "ground wire", "earth wire", "ground cable"],
  "fuel pump": ["fuel pumps", "fuelpump"],
  injector: ["injecter", "injectors", "injecters", "injector nozzle", "nozzle", "nozzles"],
  carburetor: ["carb", "carbs", "carburettor", "carburator", "carbureter", "carburetors"],
  spark: ["sparks"],
  "spark plug": ["sparkplug", "sparkplugs", "spark plugs"],
  "ignition coil": ["coil pack", "coil packs", "coil on plug", "ignition coils"],
  tire: ["tyre", "tyres", "tires"],
  abs: ["anti lock", "antilock", "anti lock brakes", "abs light", "abs warning"],
  "traction control": ["esc", "esp", "tcs", "stability control", "traction light", "stability light"],
  tpms: ["tire pressure light", "tire pressure warning", "tire pressure monitor", "low tire light"],
  brake: ["brakes", "braking"],
  "brake pedal soft": ["spongy brakes", "spongy brake", "soft brake", "soft brakes", "soft pedal", "spongy pedal", "pedal goes to the floor", "pedal to the floor", "pedal sinks", "brake pedal sinks", "mushy brakes"],
  belt: ["belts", "serpentine", "serpentine belt", "fan belt", "drive belt", "v belt", "vbelt"],
  "cvt belt": ["cvt", "clutch belt", "variator belt", "drive belt cvt"],
  throttle: ["throttle body", "thumb throttle", "throttle cable"],
  smoke: ["smoking", "smokes", "smoky", "smokey"],
  exhaust: ["tailpipe", "tail pipe", "muffler", "silencer", "exhaust pipe"],
  "steering wheel": ["wheel steering"],
  dash: ["dashboard", "instrument cluster", "cluster", "gauges", "gauge cluster", "display"],
  "no power": ["nothing happens", "completely dead", "totally dead", "no lights", "dead no lights", "no dash lights", "nothing at all"],
  click: ["clicks", "clicking", "clicked", "click click"],
  problem: ["acting up", "acts up", "act up", "playing up", "plays up", "messing up", "acting weird", "acting funny", "acting strange", "not right", "not working right", "not working properly", "issues", "problems", "trouble"],
  key: ["keyswitch", "key switch", "ignition switch", "turn the key", "turning the key", "turn key"],
};

interface Compiled {
  map: Map<string, string>;
  /** Longest phrase length (in words) starting with a given word; absent = single-word lookups only. */
  longestFrom: Map<string, number>;
}

/** Built once: variant phrase -> canonical phrase. */
let compiled: Compiled | null = null;

function compile(): Compiled {
  const map = new Map<string, string>();
  const longestFrom = new Map<string, number>();
  for (const [canonical, variants] of Object.entries(SYNONYMS)) {
    // A multi-word canonical maps to itself so its words are not rewritten again ("glow plug").
    if (canonical.includes(" ")) map.set(canonical, canonical);
    for (const v of variants) if (!map.has(v)) map.set(v, canonical);
  }
  for (const k of map.keys()) {
    const parts = k.split(" ");
    if (parts.length > 1) longestFrom.set(parts[0]!, Math.max(longestFrom.get(parts[0]!) ?? 1, parts.length));
  }
  return { map, longestFrom };
}

/**
 * Rewrites every known variant to its canonical phrase, longest match first, left to right.
 * Input: normalised, space-separated words. A word-level lookup is much faster than one big
 * alternation regex, which matters when the browser builds the index on first use.
 */
export function applySynonyms(text: string): string {
  compiled ??= compile();
  const { map, longestFrom } = compiled;
  const words = text.split(" ");
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(longestFrom.get(words[i]!) ?? 1, words.length - i); n >= 1; n--) {
      const phrase = n === 1 ? words[i]! : words.slice(i, i + n).join(" ");
      const canonical = map.get(phrase);
      if (canonical !== undefined) {
        out.push(canonical);
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) out.push(words[i++]!);
  }
  return out.join(" ");
}

/** Every word that appears in a synonym table, so the speller can correct towards them too. */
export function synonymVocabulary(): string[] {
  const words = new Set<string>();
  for (const [canonical, variants] of Object.entries(SYNONYMS)) {
    for (const phrase of [canonical, ...variants]) for (const w of phrase.split(" ")) if (w.length >= 4) words.add(w);
  }
  return [...words];
}
