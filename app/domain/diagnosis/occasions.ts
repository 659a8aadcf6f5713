/**
 * What the owner was doing when it happened: "quit on me while mowing", "was brush hogging", "we were plowing snow".
 * The work names an implement or a job, not the fault, yet its word matched the mower deck's and the cutter gearbox's
 * phrases as strongly as the complaint itself. Only the work's own word is taken out (the ranker counts it at
 * OCCASION_WEIGHT, story-query.ts); the words after it stay evidence, since owners often go straight on to the fault
 * ("while mowing the pto shaft came off"). Operating conditions ("when braking", "while turning") are symptoms and are
 * not in the list.
 */
const WORK = [
  "mowing",
  "plowing",
  "ploughing",
  "digging",
  "cultivating",
  "tilling",
  "baling",
  "hauling",
  "brush hogging",
  "bush hogging",
  "bushhogging",
  "brushhogging",
  "grading",
  "spraying",
  "raking",
  "tedding",
  "combining",
  "harvesting",
  "planting",
  "discing",
  "disking",
  "spreading",
  "scraping",
  "loading",
  "logging",
  "skidding",
  "snow blowing",
  "blowing snow",
  "plowing snow",
  "pushing snow",
  "moving snow",
  "moving dirt",
  "cutting grass",
  "cutting hay",
  "cutting brush",
  "clearing",
  "trimming",
  "hunting",
  "scouting",
  "working",
  "trail riding",
  "riding",
]
  // Longest first, so "plowing snow" is taken whole rather than as "plowing".
  .sort((a, b) => b.length - a.length)
  .join("|");
const OCCASION = new RegExp(
  `\\b(?:while|when|was|were|been|i was|we were|out|after|before|from|started|finished|done) (?:(?:a|the|my|some|out|in|on|just|about|half) ){0,2}(${WORK})\\b`,
  "gi",
);

/** The clause with the work's word taken out, and the words taken (any case; the work's word comes back lower-case). */
export function splitOccasions(clause: string): { rest: string; occasions: string[] } {
  const occasions: string[] = [];
  const rest = clause.replace(OCCASION, (match: string, work: string) => {
    occasions.push(work.toLowerCase());
    return match.slice(0, match.length - work.length);
  });
  return { rest, occasions };
}
