import { containsAny } from "./word-lists.ts";

/**
 * What the owner was doing when it happened: "quit on me while mowing", "was brush hogging", "we were plowing snow".
 * The work names an implement or a job, not the fault, yet its word matched the mower deck's and the cutter gearbox's
 * phrases as strongly as the complaint itself. Only the work's own word is taken out (the ranker counts it at
 * OCCASION_WEIGHT, story-query.ts); the words after it stay evidence, since owners often go straight on to the fault
 * ("while mowing the pto shaft came off"). Operating conditions ("when braking", "while turning") are symptoms and are
 * not in the list.
 */
export const WORKS = [
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
];
// Longest first, so "plowing snow" is taken whole rather than as "plowing".
const WORK = [...WORKS].sort((a, b) => b.length - a.length).join("|");
/**
 * What the work was done on or with belongs to the occasion too: "mowing the back field", "mowing with a 60 inch finish
 * mower", "brush hogging with a heavy 5ft cutter". The implement matched its own gearbox and deck causes as if it had
 * failed. Only these nouns are taken, so "while mowing the pto shaft came off" keeps its part.
 */
const GROUND = "lawn|grass|yard|field|fields|pasture|paddock|ditch|ditches|hay|weeds|brush|driveway|garden|lot|property|hill|hillside|bank|acres?";
const IMPLEMENT =
  "mower|cutter|brush ?hog|bush ?hog|loader|bucket|plow|plough|tiller|baler|disc|disk|harrow|trailer|wagon|sprayer|spreader|snow ?blower|grapple|rake|tedder|scraper|box blade|post hole digger|auger|backhoe|pallet forks|implement";
const ON_WHAT = `(?: (?:the|my|our|some|a|his|her) (?:(?:back|front|side|big|tall|wet|thick|long|steep) )?(?:${GROUND})| (?:with|using|pulling|running) (?:a|an|the|my|our|his|her) (?:[a-z0-9'"-]+ ){0,3}?(?:${IMPLEMENT})s?)`;
const MAYBE_ON_WHAT = `${ON_WHAT}?`;
const OCCASION = new RegExp(
  `\\b(?:while|when|was|were|been|i was|we were|out|after|before|from|started|finished|done) (?:(?:a|the|my|some|out|in|on|just|about|half) ){0,2}((?:${WORK})${MAYBE_ON_WHAT})\\b`,
  "gi",
);
// Without "while" or "was" before it ("mowing the lawn and the temp spiked", "in summer brush hogging with a heavy
// cutter") the work needs what it was done on, since "mowing deck wont engage" names the failed part.
const WORK_ON = new RegExp(`(^|\\s)((?:${WORK})${ON_WHAT})\\b`, "gi");

/** The clause with the work's word taken out, and the words taken (any case; the work's word comes back lower-case). */
export function splitOccasions(clause: string): { rest: string; occasions: string[] } {
  const occasions: string[] = [];
  // Every pattern below needs one of the works: a clause naming none is not run through them. Most name none, and a
  // pattern's first run compiles it, which the offline engine's first answer pays for on a slow phone (in Node the two
  // patterns took 5-7 ms on their first call, a plain word check 0.1 ms).
  const lower = clause.toLowerCase();
  if (!containsAny(lower, WORKS)) return { rest: clause, occasions };
  const rest = clause
    .replace(WORK_ON, (_match: string, space: string, work: string) => {
      occasions.push(work.toLowerCase());
      return space;
    })
    .replace(OCCASION, (match: string, work: string) => {
      occasions.push(work.toLowerCase());
      return match.slice(0, match.length - work.length);
    });
  return { rest, occasions };
}
