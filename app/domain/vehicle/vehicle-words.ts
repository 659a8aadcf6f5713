import type { Fuel, MachineClass, Transmission } from "./vocabulary.ts";

/**
 * The words in an owner's fields and story that say what the vehicle is when the catalogue does not: its class, its
 * fuel and its gearbox. Split from profile.ts, which reads them (`readProfile`).
 */

/** A robot mower by name or by its makers' family names (Automower, Landroid, Navimow, Indego, iMOW, Miimo, Sileno, Luba). */
const ROBOT_MOWER = /\b(robot(ic)? (lawn ?)?mowers?|robo.?mowers?|robomow|automower|landroid|navimow|indego|imow|miimo|sileno|luba)\b/;

// Words that reveal the class when the model is not in the catalogue. Checked in order: the first hit wins.
export const CLASS_WORDS: Array<[RegExp, MachineClass]> = [
  // First: "robot mower" and the robots' names say more than "mower" or "rider" further down.
  [ROBOT_MOWER, "robotic-mower"],
  [/\b(zero.?turn|ztr|z.?turn|ztrak|z.?master|lazer z|timecutter)\b/, "zero-turn"],
  [/\b(skid.?steer|skidsteer|skid loader|track loader|ctl|compact track loader|bobcat s\d+|bobcat t\d+)\b/, "skid-steer"],
  [/\b(mini.?ex|mini excavator|excavator|trackhoe|track hoe|digger)\b/, "excavator"],
  [/\b(backhoe|tlb|loader backhoe)\b/, "backhoe"],
  [/\b(wheel loader|telehandler|telescopic handler|loadall)\b/, "wheel-loader"],
  [
    /\b(scissor.?lifts?|boom.?lifts?|man.?lifts?|cherry.?pickers?|aerial (?:work )?(?:platforms?|lifts?)|work platforms?|jlg|genie|skyjack|haulotte)\b/,
    "aerial-lift",
  ],
  [/\b(fork.?lifts?|fork trucks?|lift trucks?|reach trucks?|order pickers?|hyster)\b/, "forklift"],
  [/\b(dozer|bulldozer|crawler)\b/, "dozer"],
  [/\bcombines?\b/, "combine"],
  [/\b(round baler|square baler|baler)\b/, "baler"],
  [/\b(lawn tractor|garden tractor|riding mower|ride on mower|ride.?on|rider|lawnmower tractor|mini rider)\b/, "lawn-tractor"],
  [/\b(walk.?behind|push mower|self.?propelled mower|tiller)\b/, "walk-behind"],
  [/\b(compact tractor|sub.?compact|subcompact|compact utility tractor)\b/, "compact-tractor"],
  [/\b(utility tractor|row.?crop|farm tractor|ag tractor)\b/, "utility-tractor"],
  [/\b(side.?by.?side|sxs|utv|rzr|ranger|mule|gator|pioneer|wildcat|prowler|teryx|viking|rhino)\b/, "utv"],
  [/\b(quad|four.?wheeler|4.?wheeler|atv)\b/, "atv"],
  [/\b(pickup|pick.?up truck|truck|f.?150|f.?250|f.?350|silverado|sierra|ram \d{4}|tacoma|tundra|colorado|canyon|frontier|titan)\b/, "pickup"],
  [/\b(minivan|mini.?van|van|sprinter|transit|promaster|caravan|odyssey|sienna)\b/, "van"],
  [/\b(suv|crossover|4runner|explorer|tahoe|suburban|wrangler|cherokee|rav4|cr.?v|rogue|escape|equinox)\b/, "suv"],
  [/\b(sedan|hatchback|coupe|car|wagon|convertible)\b/, "car"],
];

export const FUEL_WORDS: Array<[RegExp, Fuel]> = [
  [/\b(diesel|cummins|duramax|power ?stroke|powerstroke|tdi|ecodiesel|crd|dci|bluetec|hdi|tdci|d4d|isuzu diesel|yanmar diesel|kubota diesel)\b/, "diesel"],
  [/\b(hybrid|phev|plug.?in hybrid)\b/, "hybrid"],
  [/\b(ev|electric vehicle|electric car|battery electric|tesla|leaf|bolt ev|mach.?e|lightning|ioniq 5|id\.?4)\b/, "electric"],
  [ROBOT_MOWER, "electric"],
  [/\b(gasoline|petrol|gas engine|gas motor|ecoboost|hemi|vortec|briggs|kohler|kawasaki (fr|fs|fx)\d+|honda gx|carb(uretor)?|spark plugs?)\b/, "petrol"],
  // "the gas model", "my 3000 gas", "a gasser", "put fresh gas in": petrol. Not "gas pedal", "gas tank" or
  // "gas station", which owners of diesels say too.
  [
    /\b(gasser|\d{3,4} gas|gas (model|version|tractor|job)|(fresh|stale|old|bad|treated|non.?ethanol|ethanol) gas(?! (tank|cap|line|pedal|can|gauge|station)))\b/,
    "petrol",
  ],
];

// In the make/model fields a bare "gas" names the engine ("3000 gas", "F-150 gas"), as it cannot in the story.
export const FIELD_FUEL_WORDS: Array<[RegExp, Fuel]> = [...FUEL_WORDS, [/\bgas\b/, "petrol"]];

export const TRANSMISSION_WORDS: Array<[RegExp, Transmission]> = [
  [/\b(e.?cvt|power.?split)\b/, "fixed-ratio"],
  [/\b(cvt|continuously variable|xtronic|lineartronic)\b/, "cvt"],
  [/\b(dct|dsg|dual.?clutch|s.?tronic|pdk)\b/, "dual-clutch"],
  [/\b(hydrostatic|hydro|hst|hydrostat)\b/, "hydrostatic"],
  [/\b(power ?shift|ivt|autopowr|dyna.?\d|power quad)\b/, "powershift"],
  [/\b(manual (trans\w*|gearbox|shift)|stick.?shift|standard (trans\w*|shift)|\d.?speed manual|gear drive|gear shift model)\b/, "manual"],
  [/\b(automatic (trans\w*|gearbox)|auto (trans\w*|gearbox)|slushbox|tiptronic|automatic)\b/, "automatic"],
];

// In the make/model fields a bare word is enough ("Miata 2006 manual"); in the story "manual" may be a handbook.
export const FIELD_TRANSMISSION_WORDS: Array<[RegExp, Transmission]> = [
  ...TRANSMISSION_WORDS,
  [/\b(manual|stick|mt|\d ?spd|\d.?speed)\b/, "manual"],
  [/\b(auto)\b/, "automatic"],
];
