import {
  lastWord,
  lastWords,
  type Matcher,
  MOMENTS,
  NOT_CATCHERS,
  NOT_PULLERS,
  nearBefore,
  notAfter,
  previousWord,
  SELF_MOVERS,
  STALLERS,
  wordsOf,
} from "./class-look-back.ts";
import { engineRunsHot } from "./engine-runs-hot.ts";
import { containsAny } from "./word-lists.ts";

/**
 * Coarse symptom classes that a technician separates before anything else: does it crank at all, does it crank but
 * not start, does it start and then die? Does it not move at all, or move slowly? Words alone blur these ("cranks
 * but won't start" shares "crank" and "start" with "won't crank"), so both the entries (at build time, from their
 * symptom phrases) and the question (at run time) are sorted into classes, and a clash counts against an entry.
 *
 * Patterns run on text after basicNormalize (lower case, contractions expanded: "won't" → "will not").
 */

export const SYMPTOM_CLASSES = [
  "no-crank",
  "crank-no-start",
  "starts-then-dies",
  "hard-start",
  "no-drive",
  "weak-drive",
  // kinds of noise: a technician hears a squeal and a knock as different faults
  "noise-grind",
  "noise-squeal",
  "noise-knock",
  "noise-whine",
  "noise-rattle",
  "noise-tick",
  "noise-hiss",
  // one cylinder missing or all of them: a bad coil, plug or injector against fuel, air, timing or a shared sensor
  "misfire-one",
  "misfire-many",
  // the engine speeds up but the machine does not: the drive slips (clutch, belt, transmission), the engine is fine
  "slip",
  // the engine runs hot: a cooling fault (or a gauge that says so) explains it, a noise that shares a word does not
  "overheat",
] as const;
export type SymptomClass = (typeof SYMPTOM_CLASSES)[number];

const NOT = "(?:will not|does not|did not|is not|can not|not|no|never|nothing)";
/** What clicks besides the starter circuit: "no click" of these is not an engine that will not crank. */
const NOT_STARTER =
  "ac|a c|air|pto|valve|lever|compressor|blower|heater|fan|wipers?|lights?|locks?|door|window|switch on|glow|preheat|fuel|carb|carburetor|carburettor|shifter|shift|actuator|magneto|front drive|two speed|mfwd|4wd|diff|main relay|suspension|shifting|raise|clutch";
/**
 * Words before "not": the negation starts there, so a part named just beyond the look-back ("the shutters behind the
 * grille do not move") is measured from "do", not from a bare "not" further on.
 */
const AUX = "do|does|did|will|would|can|could|is|are|was|were|has|have|had";
/**
 * What owners say will not move that is not the machine ("the temp gauge barely moves", "the window won't go up", "the
 * lift won't move", "hoses wont go into the remotes"): a loader, hitch or control that will not move is no drive fault.
 */
const NOT_MACHINE =
  "gauges?|needle|window|windows|knife|knives|sickle|cutterbar|reels?|augers?|wipers?|voltage|volts|temp|temperature|pto|lever|door|seat|key|shifter|reading|throttle|choke|cable|cylinders?|bucket|boom|dipper|stick|arms?|loader|hitch|lift|lifts|implement|coupler|couplers|hoses?|remotes?|joystick|handle|pedal|linkage|valve|spool|crankshaft|flywheel|cam|rotor|blades?|glass|mirror|tach|tachometer|odometer|mark|plunger|shutters?|flap|counterweight|plate|drum|rope|cord|fans?|box|actuator|sunroof";
/** Things with power of their own that owners call dead: "the headlights are totally dead" is not a starting fault. */
const NOT_POWERED =
  "lights?|headlights?|headlamps?|lamps?|bulbs?|gauges?|cluster|speedo|speedometer|radio|stereo|wipers?|windows?|horn|blower|fans?|display|screen|indicators?|blinkers?|signals?|heater|sockets?|outlets?|locks?|remote|fob";
/** Things that also start, run and shut off but are not the engine ("the blower runs then shuts off"). */
const NOT_ENGINE = "fans?|blower|compressor|pump|wipers?|ac|heater|radio|lights?|screen|display|charger|charging|clutch|pto|blades?|sunroof|winch|windows?";
/** Words between "and" and the engine's dying that keep the engine the subject ("and then it just quit"). */
const BETWEEN =
  "then|it|just|right|quickly|immediately|again|the engine|engine|the motor|motor|soon|suddenly|completely|promptly|eventually|usually|sometimes|finally|always";
/** An engine that stops by itself, in the present or the past: the words every stall pattern reads ... */
const STOPS = "dies|died|stalls|stalled|quits|quit|cuts out|cut out|shuts off|shut off";
const STOP = `(?:${STOPS})`;
/** ... and the looser ones read only where the engine is the subject. */
const DIE = `(?:${STOPS}|shuts down|shut down|conks out|conked out|dying)`;

/** Things other than the engine that owners say will not spin. */
const OTHER_SPINNERS =
  "blades?|wheels?|tires?|tyres?|pulleys?|fans?|augers?|drums?|belts?|shafts?|pto|spindles?|reels?|tines?|tracks?|discs?|disks?|rotors?|clutch|clutches|compressor|pump|brush|brushes|cutters?|deck|wipers?|tracks?|axles?|drive|rollers?|idlers?|sprockets?|blower|impeller|gears?";

/** The same lists as words, for the look-backs (class-look-back.ts) that replaced lookbehinds costly to compile. */
const NOT_MACHINE_WORDS = wordsOf(NOT_MACHINE);
const NOT_BARELY_WORDS = [...NOT_MACHINE_WORDS, ...wordsOf("winch|ammeter|auger|pressures?|level")];
const NOT_POWERED_WORDS = wordsOf(NOT_POWERED);
const NOT_ENGINE_WORDS = wordsOf(NOT_ENGINE);
const NOT_STARTER_WORDS = wordsOf(NOT_STARTER);
const OTHER_SPINNER_WORDS = wordsOf(OTHER_SPINNERS);
/** "never starts and dies", "not even running": the engine that starts and dies is denied. */
const negated = (before: string) => {
  const [a = "", b = ""] = lastWords(before, 2);
  return NEGATIONS.has(a) || (a === "even" && NEGATIONS.has(b));
};
const NEGATIONS = new Set(["not", "never", "no"]);
const AUX_WORDS = new Set(AUX.split("|"));
/** Words before an imperative "do not drive": the start of a clause, "to", "please", "says". */
const ADVICE = new Set(["", "to", "please", "says", "said", "told", "and"]);

const PATTERNS: Record<SymptomClass, Matcher[]> = {
  "no-crank": [
    new RegExp(`\\b${NOT} (?:even )?(?:crank|cranks|cranking|turn over|turns over|turning over|turn the engine)\\b`),
    // "will not spin" is the engine only when nothing else is said to spin: blades, wheels or a belt that will not spin
    // are a drive fault on a running machine ("engine runs fine but the blades do not spin at all"). "Will not engage"
    // alone is the same: a PTO, a gear or the 4WD; the starter's own "will not engage" is the starter pattern below.
    notAfter(new RegExp(`\\b${NOT} (?:even )?(?:spin|spins)\\b`, "g"), (before) => nearBefore(before, OTHER_SPINNER_WORDS, 30)),
    /\b(?:just|only) (?:a )?clicks?\b/,
    // Not the click of a shift motor, an actuator or a fuel solenoid ("can hear the actuator click but no front drive").
    // A check on the words before each match, not a lookbehind: those cost milliseconds to compile on a first answer.
    notAfter(
      /\bclicks?(?: once)? (?:but|and) (?:no|nothing|will not|does not|not)\b(?! (?:front |rear |4wd |four wheel )?(?:drive|change|shift|gear|engage))/g,
      (before) => nearBefore(before, NOT_STARTER_WORDS, 20),
    ),
    /\b(?:no crank|dead silent|nothing at all when i turn the key)\b/,
    // "completely dead" is the machine unless something else is said to be ("the headlights are still totally dead").
    notAfter(/\b(?:completely|totally) dead\b/g, (before) => nearBefore(before, NOT_POWERED_WORDS, 30)),
    // "No click" from the starter, not from the a/c clutch, a valve or a lever ("no click when i turn on the ac").
    new RegExp(`\\b(?:no click|not even a click)\\b(?![^.;!?]{0,30}\\b(?:${NOT_STARTER})\\b)`),
    new RegExp(`\\bstarter ${NOT} (?:even )?(?:turn|spin|engage|do anything)\\b`),
    // "nothing when you turn the key", "nothing happens when i hit the key"
    /\bnothing (?:happens )?when (?:i|you) (?:turn|hit|try) the key\b/,
    // "all i get is one heavy click", "the engine does not turn": a single click at the key, or an engine that will
    // not turn (not "turn over"'s neighbour "turn the wheel"), is the starter circuit.
    /\b(?:all i get is|all it does is|all i got was|just get|only get) (?:a|one) (?:single |loud |heavy |big |solid |faint |small |little |weak )?click\b/,
    new RegExp(`\\b(?:engine|motor) ${NOT} (?:even )?(?:try to )?turn\\b(?! (?:on|off|left|right))`),
  ],
  "crank-no-start": [
    new RegExp(
      `\\b(?:cranks?|cranking|turns over|spins over|spins)(?: over| fine| good| normally| strong| ok| okay| and cranks)?(?: but| and)? ${NOT} (?:start|fire|run|catch|pop)\\b`,
    ),
    /\b(?:cranks and cranks|cranks forever|crank no start|cranks no start|will not fire|no spark|no fuel to|not getting fuel|not getting spark)\b/,
    // Owners put words between the two halves ("the starter cranks it over fine now but it will not fire at all").
    new RegExp(
      `(?<!\\b(?:not|no|never|nothing|barely) (?:even )?)\\b(?:cranks?|cranked|cranking|turns over|turned over|spins over|spun over|(?:turns|turned|spins|spun|cranks|cranked) (?:it|the engine|the motor) over)\\b[^.;!?]{0,40}?\\b(?:but|and|yet)\\b[^.;!?]{0,25}?\\b${NOT} (?:even )?(?:try to |want to )?(?:start|starts|fire|fires|run|runs|catch|catches|pop|pops|kick|kicks)\\b`,
    ),
    // An engine that "won't catch" or "won't even pop", not a mechanic who "couldn't catch it" or a hood that won't pop.
    // Nor a door, a latch, a pedal or a pin ("the tailgate won't catch", "the pedal won't pop back up").
    notAfter(
      new RegExp(
        `\\b${NOT} (?:even )?(?:try to |want to )?(?:catch|pop|kick over)\\b(?! (?:it|the|that|this|what|him|them|anything|open|out|off|back|up)\\b)`,
        "g",
      ),
      (before) => nearBefore(before, NOT_CATCHERS, 30),
    ),
    /\bcranked (?:and cranked|on it|forever|till|until|it till|it until)\b/,
    // Told the other way round: "won't start this morning. it turns over fine, i can hear the pump".
    new RegExp(
      `\\b${NOT} (?:start|fire|run)\\b(?:(?! ${NOT} )[^.;!?]){0,60}?\\b(?:cranks?|cranking|turns over|turning over|spins over)(?: over)? (?:fine|good|normally|strong|strongly|ok|okay|well|great|just fine)\\b`,
    ),
  ],
  "starts-then-dies": [
    // Owners tell it in the past as often as in the present, with the running in between: "it started and then died",
    // "fired right up, ran about 30 seconds and quit", "starts fine but quits dead after ten minutes", "starts and idles
    // fine but dies when i give it throttle". Not "and never stalls".
    notAfter(
      new RegExp(
        `\\b(?:starts?|started|fires?|fired|runs?|ran|idles?|idled)(?: up| right up| fine| good| ok| okay| right away)?\\b[^.;!?]{0,40}?\\b(?:then|and|but) (?:(?:${BETWEEN}) )*${DIE}\\b`,
        "g",
      ),
      (before) => nearBefore(before, NOT_ENGINE_WORDS, 20) || negated(before),
    ),
    new RegExp(
      `\\b(?:runs|ran|idles|idled|run) (?:for )?(?:maybe |about |only |just |around )?(?:a few|a couple|about|\\d+|ten|five|two|three|thirty|twenty|fifteen) (?:sec|secs|seconds|minutes|mins|min)\\b.{0,20}\\b${STOP}\\b`,
    ),
    /\b(?:dies|died|stalls|stalled) (?:right )?(?:after|as soon as) (?:it )?(?:starts?|started)\b/,
    new RegExp(`\\b${NOT} (?:stay|keep) running\\b`),
    // A running engine that stops: "stalled in the car wash", "the engine just died". "Stall" is only ever the engine;
    // "died" and "quit" only with the engine named, since wipers, lights and batteries die and quit too.
    notAfter(
      /(?<!\b(?:not|never|no|without|nor|instead of|rather than) (?:even )?)\b(?:stalls|stalled|stalling|stall out|stalls out|stalled out)\b/g,
      (before) => lastWords(before, 2).some((w) => STALLERS.has(w)),
    ),
    // Not the engine switched off as a state or a moment ("drifts with the engine shut off", "a knock when the engine
    // shuts off"): that is when another fault shows, not an engine that stops by itself.
    notAfter(new RegExp(`\\b(?:engine|motor) (?:(?:${BETWEEN}) )*${DIE}\\b`, "g"), (before) => {
      const [a = "", b = ""] = lastWords(before, 2);
      return MOMENTS.has(a) || (["the", "i", "my"].includes(a) && MOMENTS.has(b));
    }),
    new RegExp(`\\b(?:sputters?|sputtered|sputtering|coughs?|coughed|bogs?|bogged)(?: down| out)? (?:and|then) ${STOP}\\b`),
  ],
  "hard-start": [/\b(?:hard|harder|harder and harder) (?:to )?start/, /\b(?:long crank|takes (?:forever|a while|long|ages) to start|slow to start)\b/],
  "no-drive": [
    // Not "still no go", which owners say of anything that will not work (most often an engine that will not start).
    // Not a gauge, a window or a lever that will not move, nor voltage that "does not go up".
    notAfter(
      new RegExp(
        `\\b(?!no go\\b)(?:(?:${AUX}) not|${NOT}) (?:(?:even |really )?(?:want|wants|wanted|seem|seems|seemed) to |even )?(?:move|moves|go(?! (?:up|down|off|on|away|out|back|higher|lower|over|past|above|faster|any faster|beyond|into|again|below|under|flat out|full speed|fast)\\b)|drive|drives|budge)\\b(?! (?:the |it |my )?(?:engine|motor|over|recall|warning|notice|advisory|order)\\b)`,
        "g",
      ),
      (before, match) =>
        // "do not drive it until it is repaired" is advice, not a wheel that does not drive.
        (match.startsWith("do not drive") && ADVICE.has(previousWord(before))) ||
        nearBefore(before, NOT_MACHINE_WORDS, 20) ||
        SELF_MOVERS.has(lastWord(before)) ||
        // A bare "not" right after "do", "would" ...: the negation starts at that word, where the pattern already looked.
        AUX_WORDS.has(previousWord(before)) ||
        // Nor wheels that will not turn as the steering wheel spins ("steering wheel just spins and the front wheels dont move").
        /\bsteering\b/.test(before),
    ),
    /\b(?:no drive|lost drive|loses drive|will not go forward or reverse)\b/,
    notAfter(/\b(?:no movement|just sits there)\b/g, (before) => nearBefore(before, NOT_MACHINE_WORDS, 20)),
  ],
  "weak-drive": [
    /\b(?:slow|sluggish|weak|loses power) (?:going )?(?:up hills|uphill|on hills|in forward|in reverse|to move|moving)\b/,
    /\b(?:moves|goes|drives) (?:slow|slowly|sluggish)\b/,
    // "won't pull up the hill", "doesn't pull like it used to": it moves, without power.
    // Not a winch, a seat belt or a clutch coil that will not pull, nor an engine that "won't pull over".
    notAfter(new RegExp(`\\b${NOT} (?:pull|pulls)\\b(?! (?:over|out|in|back|itself|it out|them|any air)\\b)`, "g"), (before) =>
      nearBefore(before, NOT_PULLERS, 20),
    ),
    // "barely pulls", "barely moves up the hill": it moves, weakly.
    notAfter(
      /\bbarely (?:move|moves|moving|go|goes|pull|pulls|pulling|creeps|crawls|climbs)\b/g,
      (before) =>
        // Not the front wheels that barely move as the steering wheel turns.
        nearBefore(before, NOT_BARELY_WORDS, 20) || /\b(?:steering|turning the wheel|turn the wheel)\b/.test(before),
    ),
  ],
  "noise-grind": [/\b(?:grind|grinds|grinding|gnashing|metal (?:on|to) metal|scraping|scrape|scrapes|growl|growls|growling|rumble|rumbles|rumbling)\b/],
  "noise-squeal": [/\b(?:squeal|squeals|squealing|squeak|squeaks|squeaking|screech|screeches|screeching|chirp|chirps|chirping|shriek)\b/],
  "noise-knock": [/\b(?:knock|knocks|knocking|clunk|clunks|clunking|bang|bangs|banging|thud|thuds|clank|clanks|clanking|klunk)\b/],
  "noise-whine": [/\b(?:whine|whines|whining|howl|howls|howling|hum|hums|humming|drone|drones|droning|whir|whirring|buzz|buzzes|buzzing)\b/],
  "noise-rattle": [/\b(?:rattle|rattles|rattling|vibrates? loudly|jingle|jingling|clatter|clattering|tinny)\b/],
  "noise-tick": [/\b(?:tick|ticks|ticking|tap|taps|tapping|click|clicks|clicking|chatter|chatters|chattering)\b/],
  "misfire-one": [
    /\bmisfir\w*\b[^.;!?]{0,30}?\b(?:on|in|at) (?:only )?(?:one|a single|1|the same|a) cylinder\b/,
    /\b(?:one|single|1) cylinder (?:is |keeps )?(?:misfir|miss|dead|not firing)/,
    /\bmisfir\w* (?:on |in )?(?:cylinder|cyl|number|no) ?\d{1,2}\b/,
    /\bcylinder (?:number |no )?\d{1,2} (?:is |keeps )?(?:misfir|dead|not firing)/,
    /\b(?:miss|misfire) (?:moved|moves|follows|followed|stays|stayed) (?:with|on|to|in)\b/,
    // "only running on 3 cylinders", "runs on one cylinder" (a twin), "the same cylinder stays dead": one is out.
    /\b(?:running|runs|ran|run) (?:but )?(?:only )?on (?:one|three|five|seven|1|3|5|7) (?:cylinders?|cyl|pots?)\b/,
    /\b(?:same |one |that )cylinder (?:stays|stayed|is still|still) dead\b/,
    /\bp03(?:0[1-9]|1[0-2])\b/,
  ],
  "misfire-many": [
    /\b(?:all|every|multiple|several|many|random|both banks of) (?:the |of the )?(?:\d |four |six |eight )?(?:cylinders?|cyl)\b[^.;!?]{0,20}\bmisfir/,
    /\bmisfir\w*\b[^.;!?]{0,30}?\b(?:on|in|across|at) (?:all|every|multiple|several|many|both)\b/,
    /\brandom(?:ly)? misfir|\bmisfir\w* (?:at )?random/,
    /\bp0300\b/,
  ],
  slip: [
    // Not a starter's one-way clutch ("the starter clutch slips", "slipping one-way starter clutch"): the starter spins
    // and the engine does not turn, a starting fault, not a drive that slips.
    notAfter(
      /\b(?:clutch|(?:drive|traction|cvt|variator) belt|transmission|trans|tranny|gearbox|hydro|hydrostat|torque converter|converter)(?:es|s)? (?:is |was |keeps |started |starts |seems to be |seems to )?slip/g,
      (before, match) => match.startsWith("clutch") && lastWords(before, 3).includes("starter"),
    ),
    notAfter(/\bslip(?:s|ping|py)? (?:[a-z]+ ){0,2}(?:clutch|(?:drive|traction|cvt) belt|transmission|gears?)\b/g, (_before, match) =>
      /\bstarter clutch$/.test(match),
    ),
    // "revs but barely pulls", "the engine races and it doesn't go any faster", "rpm climbs but no speed"
    // Not an engine speed quoted as a reading ("won't pull over about 2000 rpm and won't go faster than 60" is an engine
    // held back, not a drive that slips).
    notAfter(
      /\b(?:revs|rev|revving|revved|rpm|rpms|races|racing|raced|flares|flare)(?: up| high)?\b[^.;!?]{0,25}?\b(?:but|and|while|without)\b[^.;!?]{0,30}?\b(?:not|no|barely|hardly|bogs|slows|without)\b[^.;!?]{0,15}?\b(?:mov|go|pull|speed|accelerat|gain|climb)/g,
      (before) => /^\d+k?$/.test(lastWord(before)),
    ),
    /\b(?:rpm|revs|engine speed) (?:flare|flares|flared|climb|climbs|jump|jumps|rise|rises|go up|goes up|shoot up|shoots up)\b[^.;!?]{0,20}?\b(?:between|during|when|on) (?:shifts?|gears?|shifting|the shift)/,
  ],
  // Read by word look-ups, not lookbehind patterns: those took 11-15 ms to compile on the first question naming "hot",
  // which the offline engine's first answer pays several times over on a slow phone.
  overheat: [
    { test: engineRunsHot },
    /\b(?:temp|temperature|coolant temp|heat) (?:gauge |needle |light |warning |reading |warning light )?(?:is |was |keeps |started |starts |goes |went |going )?(?:climb|rising|rise|rose|high|pegg|spik|shoot|into the red|in the red|red line|all the way up|up to h|to h\b|hot)/,
  ],
  "noise-hiss": [/\b(?:hiss|hisses|hissing|whistle|whistles|whistling|whoosh|sucking sound|air leak sound)\b/],
};

/**
 * Words at least one of which every pattern of a class needs (plain substrings of the normalized text). A class whose
 * words are all absent is skipped without running its patterns: most questions name no starting, drive or misfire
 * complaint, and a regular expression's first run compiles it, the largest part of the engine's own work in its first
 * offline answer (in Node at full speed they took 20-29 ms on their first call and 6-7 ms on the second; a slow phone
 * takes several times that). A class not listed is always tried (its single pattern is small). Each list is read off
 * the patterns above: change them together.
 */
const GATES: Partial<Record<SymptomClass, readonly string[]>> = {
  "no-crank": ["crank", "turn", "spin", "click", "dead", "starter", "key"],
  "crank-no-start": ["crank", "turn", "spin", "spun", "fire", "spark", "fuel", "catch", "pop", "kick"],
  "starts-then-dies": ["die", "dying", "stall", "quit", "cut", "shut", "conk", "running"],
  "hard-start": ["start", "crank"],
  "no-drive": ["mov", "go", "driv", "budge", "sits there"],
  "weak-drive": ["slow", "sluggish", "weak", "loses power", "pull", "barely"],
  "misfire-one": ["mis", "cyl", "pot", "p03"],
  "misfire-many": ["misfir", "p0300"],
  slip: ["slip", "rev", "rpm", "rac", "flare", "engine speed"],
  overheat: ["overheat", "hot", "temp", "heat", "boil"],
};

const mayMatch = (c: SymptomClass, text: string) => {
  const words = GATES[c];
  return words === undefined || containsAny(text, words);
};

function otherNoises(n: SymptomClass): SymptomClass[] {
  return NOISES.filter((o) => o !== n);
}

const NOISES: SymptomClass[] = ["noise-grind", "noise-squeal", "noise-knock", "noise-whine", "noise-rattle", "noise-tick", "noise-hiss"];

/** Classes the question or a symptom phrase is in (most texts are in none). `gated` false is the reference for tests. */
export function symptomClasses(normalized: string, gated = true): SymptomClass[] {
  // "no click", "without a squeal": a noise that is absent is not that kind of noise (the no-crank patterns still read it).
  const heard = normalized.replace(NO_NOISE, " ");
  const found = SYMPTOM_CLASSES.filter((c) => (!gated || mayMatch(c, normalized)) && PATTERNS[c].some((re) => re.test(isNoise(c) ? heard : normalized)));
  // "Now it just won't go ... turns over fine but never fires": beside a starting complaint, a bare "won't go" is the
  // engine that will not run (as many owners say it), not a machine that will not move.
  if (found.includes("no-drive") && found.some((c) => STARTING.has(c)) && !DRIVE_WORDS.test(normalized)) {
    return found.filter((c) => c !== "no-drive");
  }
  return found;
}

const STARTS: SymptomClass[] = ["no-crank", "crank-no-start", "starts-then-dies"];
const STARTING = new Set<SymptomClass>([...STARTS, "hard-start"]);
/** What only a machine that will not move is said to do. */
const DRIVE_WORDS = /\b(?:move|moves|moving|budge|no drive|lost drive|loses drive|drive|drives|forward|reverse|in gear)\b/;

const NO_NOISE = /\b(?:no|not a|not one|not even a|without a|without any|without|never a|never any|nor a|or a) [a-z]+/g;

/**
 * Pairs that cannot both describe one fault: a no-crank cause does not explain a crank-no-start complaint. One pair
 * is one-way: an engine that starts and then dies is not held against a cause written as "cranks but won't start"
 * (a failing pickup coil, pump or ignition module stalls a running engine and then stops it restarting, and entries
 * name the complaint owners give most), while a cause that only stalls a running engine still does not explain one
 * that never fires.
 */
const CLASH: Record<SymptomClass, SymptomClass[]> = {
  "no-crank": ["crank-no-start", "starts-then-dies", "hard-start"],
  "crank-no-start": ["no-crank", "starts-then-dies"],
  "starts-then-dies": ["no-crank"],
  "hard-start": ["no-crank"],
  "no-drive": ["weak-drive"],
  "weak-drive": ["no-drive"],
  // A noise of one kind clashes with an entry that only describes other kinds.
  "noise-grind": otherNoises("noise-grind"),
  "noise-squeal": otherNoises("noise-squeal"),
  "noise-knock": otherNoises("noise-knock"),
  "noise-whine": otherNoises("noise-whine"),
  "noise-rattle": otherNoises("noise-rattle"),
  "noise-tick": otherNoises("noise-tick"),
  "noise-hiss": otherNoises("noise-hiss"),
  "misfire-one": ["misfire-many"],
  "misfire-many": ["misfire-one"],
  slip: [],
  overheat: [],
};

/**
 * +1 when the entry describes one of the question's classes, +2 when it describes two ("revs but barely pulls" is weak
 * drive and slip: a slipping clutch explains both, a plugged fuel filter only the first), -1 when the entry's start (or
 * drive) classes all clash with it, 0 when the entry says nothing about it.
 */
export function classAgreement(query: readonly SymptomClass[], entry: readonly SymptomClass[]): number {
  if (query.length === 0 || entry.length === 0) return 0;
  // Counted without a new array: this runs for every candidate cause.
  let shared = 0;
  for (const c of query) if (entry.includes(c)) shared++;
  if (shared > 0) return Math.min(shared, 2);
  // Compare like with like: a seat switch that stops cranking (and clicks) clashes with "cranks but won't start"
  // although its click is a noise class the question does not name.
  const clashes = query.some((q) => {
    const same = entry.filter((e) => isNoise(e) === isNoise(q));
    return same.length > 0 && same.every((e) => CLASH[q].includes(e));
  });
  return clashes ? -1 : 0;
}

const isNoise = (c: SymptomClass) => NOISES.includes(c);

const MISFIRES: SymptomClass[] = ["misfire-one", "misfire-many"];
/**
 * Whether the question says how the engine starts, or how many cylinders miss, and every class of that kind the entry
 * has contradicts it. Owners report both reliably (a scan tool counts the cylinders), unlike the kind of a noise.
 */
export function startClash(query: readonly SymptomClass[], entry: readonly SymptomClass[]): boolean {
  return kindClash(STARTS, query, entry) || kindClash(MISFIRES, query, entry);
}

function kindClash(kind: readonly SymptomClass[], query: readonly SymptomClass[], entry: readonly SymptomClass[]): boolean {
  const q = query.filter((c) => kind.includes(c));
  if (q.length === 0) return false;
  const e = entry.filter((c) => kind.includes(c));
  return e.length > 0 && !e.some((c) => q.includes(c)) && q.every((qc) => e.every((ec) => CLASH[qc].includes(ec)));
}

/**
 * Misfire codes say how many cylinders miss although the words may not: P0300 or two cylinders' codes is a misfire on
 * many, one cylinder's code alone a misfire on one (the codes are taken out of the text the classes read).
 */
export function withMisfireCodes(classes: SymptomClass[], codes: readonly { code: string }[]): SymptomClass[] {
  const misfires = codes.map((c) => /^P03(\d\d)$/.exec(c.code)?.[1]).filter((n) => n !== undefined && Number(n) <= 12);
  if (misfires.length === 0 || classes.includes("misfire-one") || classes.includes("misfire-many")) return classes;
  return [...classes, misfires.includes("00") || new Set(misfires).size > 1 ? "misfire-many" : "misfire-one"];
}
