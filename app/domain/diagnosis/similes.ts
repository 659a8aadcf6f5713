/**
 * Owners describe by comparison: "sounds like a freight train", "felt like a flat tire", "kind of like a bad plug
 * wire". The words of the thing compared with are not the fault ("a flat tire" on a steering failure) and are often
 * the owner's guess, so the ranker counts them far less than the rest of the story (rank.ts SIMILE_WEIGHT). Only a
 * comparison with something named ("like a", "like the", "like some…") is taken out; "acts like it ran out of fuel"
 * describes the machine itself and stays evidence.
 */

/** How many words after the article are the thing compared with: "like a [rev limiter]", "like the [left front suspension]". */
const SIMILE_WORDS = 4;
/** Words that end the comparison: what follows them is the story again ("like a flat tire and then i lost steering"). */
const BOUNDARY = "and|then|when|but|or|so|because|i|it|its|my|we|after|before|while|if|until|every|whenever";
const SIMILE = new RegExp(`\\blike (?:a|an|the|some|someone|somebody)((?: (?!(?:${BOUNDARY})\\b)[a-z0-9']+){1,${SIMILE_WORDS}})`, "gi");

/** The clause with each comparison's words taken out, and those words (one string per comparison). */
export function splitSimiles(clause: string): { rest: string; similes: string[] } {
  const similes: string[] = [];
  const rest = clause.replace(SIMILE, (_match, words: string) => {
    similes.push(words.trim());
    return " ";
  });
  return { rest, similes };
}
