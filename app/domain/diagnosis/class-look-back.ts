/**
 * Look-backs for the symptom-class patterns: what comes just before a match that makes it about another part ("the
 * tailgate won't catch", "the bucket stalls", "the engine does not budge"). Word look-ups on the text before a match
 * instead of lookbehind patterns, which cost milliseconds to compile on a first answer (see engine-runs-hot.ts).
 */

/** What a class pattern needs: a regular expression, or a function where one would be costly to compile. */
export interface Matcher {
  test(text: string): boolean;
}

const SENTENCE_CUT = /[.;!?]|\bsentencebreak\b/;
/** A global pattern whose matches count unless what comes before one says it is about something else. */
export function notAfter(re: RegExp, excluded: (before: string, match: string) => boolean): Matcher {
  return {
    test(text) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        // Only the sentence the match is in: the ranker marks sentence ends with "sentencebreak" (rank.ts), since
        // normalizing takes the full stops out ("the steering was stiff. now it won't move" is a machine that won't move).
        const before = text.slice(0, m.index).split(SENTENCE_CUT).pop() ?? "";
        if (!excluded(before, m[0])) return true;
        // Try again from the next character, as a lookbehind would: a later start may be a match of its own.
        re.lastIndex = m.index + 1;
      }
      return false;
    },
  };
}
/** Words owners put between a subject and "will not move" ("the engine just will not budge"). */
const FILLERS = new Set(["just", "still", "even", "really", "then"]);
/** The subject right before a verb, over one filler word. */
export function lastWord(before: string): string {
  const w = before.trim().split(" ");
  const last = w.pop() ?? "";
  return FILLERS.has(last) ? (w.pop() ?? "") : last;
}
/** What owners say will not pull that is not the machine. */
export const NOT_PULLERS = "winch belt belts strap clutch handle door chipper wand cable latch seat coil fan grille".split(" ");
/** Words that make "the engine shut off" a moment or a state, not an engine that stops by itself. */
export const MOMENTS = new Set("with when after once before while as until till".split(" "));
/** The word right before a match ("" at the start of a clause). */
export const previousWord = (before: string): string => lastWords(before, 1)[0] ?? "";
/** The last n words before a match, the nearest first. */
export function lastWords(before: string, n: number): string[] {
  return before.trim().split(" ").slice(-n).reverse();
}
/** Whether one of these words (or word pairs) ends at most `span` characters before a match, as a whole word. */
export function nearBefore(before: string, list: readonly string[], span: number): boolean {
  const tail = ` ${before.slice(-span - 16)}`;
  return list.some((w) => {
    const at = tail.lastIndexOf(` ${w} `);
    return at >= 0 && tail.length - (at + 1 + w.length) <= span;
  });
}

/** What owners say will not catch or pop that is not the engine. */
export const NOT_CATCHERS =
  "door doors latch latches tailgate liftgate hatch frunk trunk boot hood bonnet lid pedal shifter pin pins brake pawl ratchet clip buckle".split(" ");

/**
 * Subjects right before "will not move" that are not the machine: the engine a starter cannot turn ("the engine does
 * not budge"), a needle, a chute, an apron chain or tines.
 */
export const SELF_MOVERS = new Set("engine motor crank starter rocker needle ammeter mirror chute apron chain tines regulator marks arm".split(" "));

/**
 * What else owners say stalls: a bucket, a wedge or a track stops against its load while the engine runs on ("the
 * bucket stalls on a little root"). "The engine stalls as the wedge touches" still reads as the engine.
 */
export const STALLERS = new Set(
  "winch bucket boom stick arm wedge splitter track tracks pickup trencher chain cutter auger blade blades reel drum cylinder motor swing ram rotor rotary tiller tine tines belt baler knife conveyor elevator separator".split(
    " ",
  ),
);

/** A regex alternation of plain words ("wipers?|blower|fans?") as the words it matches. */
export function wordsOf(alternation: string): string[] {
  return alternation.split("|").flatMap((w) => (w.endsWith("?") ? [w.slice(0, -2), w.slice(0, -1)] : [w]));
}
