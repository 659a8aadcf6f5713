/**
 * Whether the owner tells of any work done on the machine: a part fitted or replaced, a filter or fluid changed, a job
 * at a shop, something taken apart or adjusted. A cause that only comes about through such work ("timing a tooth out
 * after a new belt", "hoses crossed after new hoses were fitted", entry.afterWork) is put back when the story has none
 * of it: without a repair it cannot have happened, yet its symptom words ("hard starting, smoke") are everyone's.
 *
 * Wide on purpose: a word of work anywhere in the story is enough ("new to tractors" too), since the rule is only
 * meant to bite when the story says nothing of the kind. A visit alone is not work: "the dealer says nothing is wrong"
 * tells of none (a job there says so in its own words: "had the brakes done", "they replaced the pads"). Matched on the
 * raw lower-cased text, before the synonyms fold its words.
 */
const WORK_DONE = new RegExp(
  "\\b(?:" +
    [
      "replac\\w*",
      "new\\w*",
      "install\\w*",
      "put (?:in|on|back|together)",
      "rebuil\\w*",
      "refit\\w*",
      "fitted",
      "fitting",
      "swap\\w*",
      "chang\\w*",
      "overhaul\\w*",
      "jobs?",
      "servic\\w*",
      "repair\\w*",
      "fix\\w*",
      "took (?:\\w+ ){0,3}?(?:apart|off|out)",
      "pulled",
      "removed",
      "reassembl\\w*",
      "did",
      "done",
      "redid",
      "bled",
      "bleed\\w*",
      "refill\\w*",
      "filled",
      "topped",
      "top(?:ped)? (?:\\w+ )?up",
      "added",
      "adjust\\w*",
      "tune ?up",
      "worked on",
      "rewir\\w*",
      "reseal\\w*",
      "repaint\\w*",
      "painted",
    ].join("|") +
    ")\\b",
);

export function mentionsWork(story: string): boolean {
  return WORK_DONE.test(story.toLowerCase());
}
