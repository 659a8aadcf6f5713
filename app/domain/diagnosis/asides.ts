/**
 * Asides in an owner's story that say nothing about the machine: an apology for a long post, what a shop wants to look
 * at it. Their words are everyday ones the knowledge also uses ("long", "post" as a battery post, "look", "shop"), so
 * read as evidence they moved the answer; appended to stories the engine answered right, "the local shop wants a lot
 * of money just to look at it" cost one right first cause in ten. They are taken out before the story is read
 * (rank.ts). Word-level asides ("thanks in advance", "used to", "bought it used", "never had a problem") are dropped
 * in normalize.ts, where the knowledge's own phrases are read the same way.
 */

/** A price as owners write it: "$450", "$1.2k", "300 bucks" (a regex source, shared with story-query.ts's plans). */
export const PRICE = String.raw`\$ ?\d[\d,.]*k?|\d[\d,.]* ?(?:dollars|bucks|quid|pounds|euros)`;

const ASIDES: readonly RegExp[] = [
  // "sorry for the long post", "sorry about the novel"
  /\bsorry (?:for|about) (?:the|this|my) (?:(?:long|lengthy|rambling|wordy) )?(?:post|story|message|read|rant|novel|essay)\b/gi,
  // "the local shop wants a lot of money just to look at it", "dealer quoted me $150 to diagnose it". Not a price for a
  // part ("dealer wants $3000 for a new transmission"): that names a suspect, which story-query.ts reads as a plan.
  new RegExp(
    String.raw`\b(?:the |my |our |a )?(?:local )?(?:shop|dealer|dealership|mechanic|garage)s? (?:wants?|wanted|quoted|charges?|charged|asked|asks|want) (?:me )?(?:${PRICE}|a lot(?: of money)?|an arm and a leg|big money|a fortune)(?:(?: just)? to (?:look at|diagnose|check|inspect) (?:it|her|him|them|the \w+)|(?=\s*(?:[.,;!?]|$| and | but | so )))`,
    "gi",
  ),
];

/** The story without its asides; each becomes a full stop, so the clauses around it stay apart. */
export function withoutAsides(text: string): string {
  let out = text;
  for (const re of ASIDES) out = out.replace(re, " . ");
  return out;
}
