import { basicNormalize } from "./normalize.ts";
import { partStem } from "./stem.ts";
import { applySynonyms } from "./synonyms.ts";
import { STOPWORDS } from "./word-lists.ts";

/**
 * The parts a cause title names as failed, each as word stems with the head noun last: "Failed starter solenoid or
 * burned solenoid contacts" → [starter, solenoid], [solenoid, contact]. Only the title's first clause counts: in
 * "Loose battery cable nut on the starter" the starter is where the nut sits, not what failed.
 *
 * Used for the owner's "already replaced / checked" statements: "new battery" lowers "Weak or sulfated battery" but
 * not "Loose battery cable nut" (another part, whose head is "nut").
 */

// Words that end the naming of the failed part: what follows says where, when or why.
const CLAUSE_END =
  / (?:on|in|at|from|after|with|to|of|under|behind|inside|near|when|while|for|by|through|into|between|because|due|that|which|where|causing|letting|leaving|so|until|even|before|during|against|past|is|are|not) /;
// How a part has failed, not which part: dropped from the front of each part.
const CONDITION = new Set(
  (
    "failed failing faulty worn loose corroded weak broken bad dirty clogged plugged blocked leaking leaky cracked stuck seized " +
    "sticking damaged blown burnt burned melted dead discharged sulfated low wrong misadjusted maladjusted stretched slipping " +
    "glazed frayed kinked collapsed bent missing dry old contaminated intermittent open shorted short stripped sheared swollen left " +
    "rusty rusted fouled gummed varnished dull restricted defective incorrect poor excessive insufficient overfilled disconnected " +
    "unplugged chafed chewed split torn tight noisy sticky partially partly completely internally internal external oil-soaked " +
    "soaked flooded frozen iced overheated overheating overcharged undercharged underinflated overinflated mismatched out " +
    // where a part ends up: "converter cut off and stolen", "lever snapped off", "pads worn down", "joint broken apart"
    "off down apart away cut stolen"
  ).split(" "),
);

// Nouns that look like participles; every other "-ed"/"-ing" word at either end of a part describes its state.
const ING_NOUNS = new Set(
  "bearing bushing housing coupling fitting wiring spring ring tubing casing lining mounting seating piping setting timing string sling swing steering bedding".split(
    " ",
  ),
);
const isState = (w: string) => CONDITION.has(w) || (/(ed|ing)$/.test(w) && !ING_NOUNS.has(w) && w.length > 4);

const DRAINED_BY = /\b(?:discharged|drained|run down)\b.*?\bby (.+)$/;

/** Short names of parts in the synonym table (knowledge/synonyms.json keys), as stems. */
const SHORT_NAMES = new Set(["tps", "maf", "dpf", "def", "scr", "evap", "egr", "tpms"]);

/**
 * A part's name folded to its short name where the synonym table has one ("mass air flow sensor", "maf sensor" -> maf),
 * as stems; undefined when it has none. Titles keep it beside their own words, and a part the owner checked is read in
 * it, so "cleaned the maf sensor" and "Dirty mass airflow sensor" meet.
 */
export function shortNamed(words: readonly string[]): string[] | undefined {
  // Twice: "mass airflow sensor" folds to "maf sensor", which folds to "maf".
  const folded = withoutStates(applySynonyms(applySynonyms(words.join(" "))).split(" "))
    .slice(-3)
    .map(partStem);
  return SHORT_NAMES.has(folded[folded.length - 1] ?? "") ? folded : undefined;
}

/** The folded form when it is still one word ("gas" → "fuel"), else undefined ("accelerator" → "throttle pedal"). */
const oneWord = (folded: string) => (folded.includes(" ") ? undefined : folded);

/** The words of a part's name without stop words and without the words of its state at either end. */
function withoutStates(all: string[]): string[] {
  const words = all.filter((w) => w && !STOPWORDS.has(w));
  while (words.length > 0 && isState(words[0]!)) words.shift();
  while (words.length > 0 && isState(words[words.length - 1]!)) words.pop();
  return words;
}

export function titleParts(title: string): string[][] {
  // A parenthesis mid-title is an aside ("coolant temperature (ECT) sensor"): drop it, keep what follows.
  const head = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .split(/[(:;]| - /)[0]!;
  // "Battery discharged by a parasitic drain": what drained it failed, not the battery (a new one goes flat too).
  const drained = DRAINED_BY.exec(head);
  const clause = ` ${drained ? drained[1]! : head} `.split(CLAUSE_END)[0]!;
  const parts: string[][] = [];
  for (const chunk of clause.split(/,| or | and | \/ |\//)) {
    const words = withoutStates(basicNormalize(chunk).split(" "));
    if (words.length === 0) continue;
    const part = words.slice(-3).map(partStem);
    parts.push(part);
    // The owner's words are folded before a renewed part is read: "replaced the throttle position sensor" says "tps".
    // The title keeps its words, plus the short name where the synonym table has one. Only those short names: the
    // table also folds parts into their system for matching symptoms ("heater core" -> "heater", "parasitic drain"
    // -> a dead battery, any "control module" -> "ecu"), and as part names they would rule out the wrong cause.
    const folded = shortNamed(words);
    if (folded && folded.join(" ") !== part.join(" ")) parts.push(folded);
    // Word for word, though, the owner's words are folded too: "replaced the gas cap" reads "fuel cap" and "a new
    // instrument cluster" "instrument dash", so the title's part is kept in those words as well. One word to one word
    // only, which leaves out the phrase foldings above.
    const byWord = withoutStates(words.map((w) => oneWord(applySynonyms(w)) ?? w))
      .slice(-3)
      .map(partStem);
    if (byWord.length > 0 && byWord.join(" ") !== part.join(" ") && !parts.some((p) => p.join(" ") === byWord.join(" "))) parts.push(byWord);
  }
  return parts;
}

/**
 * Whether the owner's part ("front wheel bearing" as stems, head last) is one the title names: the same head noun
 * and, when the owner said which one, one of those words too.
 */
export function namesPart(parts: readonly (readonly string[])[], owner: readonly string[]): boolean {
  // "new temperature sending unit" is the temperature sensor.
  const part = owner.length > 1 && WHOLE_UNIT.has(owner[owner.length - 1]!) ? owner.slice(0, -1) : owner;
  const head = part[part.length - 1]!;
  const modifiers = part.slice(0, -1);
  // A modifier said once for parts joined by "and" counts for each: "battery terminals and cable ends" are battery
  // cable ends too, so "battery cables tight" rules the cause out.
  const anywhere = (m: string) => parts.some((q) => q.includes(m));
  return parts.some((p) => {
    // "new starter" is the starter motor: a title may end in a word that only says "the whole thing".
    const last = p[p.length - 1]!;
    const named = last === head || (p.length > 1 && WHOLE_UNIT.has(last) && p[p.length - 2] === head);
    return named && (modifiers.length === 0 || modifiers.some((m) => p.includes(m) || (p.length <= 2 && anywhere(m))));
  });
}

// Stems of words after a part's name that add nothing to which part it is ("starter motor", "wiper motor assembly").
// "Cable ends" and "tie rod ends" are the cable and the tie rod: new cables rule out their ends.
const WHOLE_UNIT = new Set(["motor", "assemb", "unit", "end"]);
