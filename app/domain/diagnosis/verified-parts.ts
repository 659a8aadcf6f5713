import { basicNormalize } from "./normalize.ts";
import { SWAPS } from "./renewal-words.ts";
import { stem } from "./stem.ts";
import { shortNamed } from "./title-parts.ts";
import { containsAny, STOPWORDS } from "./word-lists.ts";

/**
 * What the owner says already checked out: a clause that only says so is context, and a part found good is less
 * likely the cause now (rank.ts). Separate from normalize.ts, which turns any text into index terms; this reads only
 * the question.
 */

// "battery tests ok", "solenoid and starter seem fine", "plugs look clean", "battery is charged and its fine".
const VERIFIED =
  /\b((?:[a-z0-9]+ ){0,3}?[a-z0-9]+) (?:(?:is |was )?(?:charged|tested|checked|cleaned|measured) and (?:it is |its |it )?)?(?:is|are|was|were|seems?|seemed|looks?|looked|tests?|tested|checks?|checked|reads?|read|came back|all|its|it is|works?|worked|working)(?: out| to be| like| all| both)? (?:ok|okay|fine|good|great|clean|perfect|tight|charged|strong|normal)\b/g;
// "the belt is about a year old and looks fine", "battery is new and tests good": the part is named before "is".
const SAID_FINE_AFTER =
  /\b((?:[a-z0-9]+ ){0,2}?[a-z0-9]+) (?:is|are|was|were) (?:[a-z0-9]+ ){0,6}?and (?:it |they )?(?:looks?|seems?|tests?|tested|checks? out|is|are|works?)(?: all| both)? (?:ok|okay|fine|good|great|clean|perfect|strong|normal)\b/g;
// "battery cables tight", "cables clean and tight", "fuses good": a clause that is only a part and its verdict, no verb.
// The whole clause only, so "runs good on flat ground" or "idles fine then dies" never read so (see VERBLESS_SKIP).
const VERDICT = "(?:ok|okay|fine|good|clean|tight|charged|strong)";
const VERBLESS = new RegExp(`^(?:the |my |all the |both )?((?:[a-z0-9]+ ){0,2}?[a-z0-9]+) (?:all |both )?${VERDICT}(?: and ${VERDICT})?$`);
/** Words that make a verbless verdict about running or the whole machine, not a part ("runs fine", "once moving its fine"). */
const VERBLESS_SKIP = new Set(
  "runs run ran running idles idle idled starts started start drives drove drive works worked moving turns turn turned cranks cranked fires fired revs shifts shifted pulls pulled goes does did everything all it its sounds looks feels that this".split(
    " ",
  ),
);
// "has spark", "good spark", "getting fuel": the basics of running are there.
const PRESENT = /\b(?:has|have|had|got|getting|gets|good|strong|plenty of|there is|theres) (?:good |strong |plenty of |a )?(spark|fuel|gas|compression)\b/g;
// "a fully charged battery makes no difference", "the new plugs did not help": the part was tried and ruled out.
const NO_DIFFERENCE =
  /\b((?:[a-z0-9]+ ){0,3}?[a-z0-9]+) (?:makes|made|make|makes absolutely|made absolutely) no difference\b|\b((?:[a-z0-9]+ ){0,3}?[a-z0-9]+) (?:did|does|do) not (?:help|change anything|make (?:any |a )?difference)\b/g;
// "its not the driveshaft this time", "it is not the front end", "not the tires as far as i can tell": the owner rules
// a part out. Only after "it is"/"it was" or at the clause's start, so "does not the" or "will not the" never reads so.
const RULED_OUT = /(?:^|\b(?:it is|its|it was|was|is|that is|thats) )not (?:the|my|a|an) ((?:[a-z0-9]+ ){0,2}[a-z0-9]+)/g;
// "i can hear the fuel pump whirr", "you can hear the pump prime": a part heard running has power and turns.
const HEARD_RUNNING =
  /\b(?:can|could|do|did) hear (?:the |it )?((?:[a-z0-9]+ ){0,1}?(?:pump|fan|blower|starter|motor|compressor))(?: motor)? (?:whirr|whir|whirring|prime|primes|priming|buzz|buzzing|hum|humming|run|running|runs|kick on|kicks on|come on|comes on|spin|spinning)\b/g;
/**
 * "the tech sprayed the v-belt, no difference", "cleaned the contacts but it didnt help": a part worked on (cleaned,
 * tightened, adjusted) without effect is ruled out like one found fine. A renewal is read elsewhere (normalize.ts).
 */
const WORKED_VERBS =
  "cleaned|sprayed|lubed|lubricated|oiled|greased|tightened|retightened|reseated|adjusted|readjusted|bled|flushed|soaked|wiggled|jiggled|checked|tested|inspected|went over";
const WORKED_PART = "(?:out )?(?:the |a |my |all the |both )?((?:[a-z0-9]+ ){0,2}[a-z0-9]+)";
const WORKED_ON = new RegExp(`\\b(?:${WORKED_VERBS}) ${WORKED_PART}`, "g");
/** "i already cleaned the maf sensor", "already adjusted the clutch": done before asking, so it did not cure it. */
const ALREADY_WORKED_ON = new RegExp(`\\balready (?:${WORKED_VERBS}) ${WORKED_PART}`, "g");
const NO_EFFECT =
  /^(?:(?:but |and )?(?:it |that |this |which )?(?:made no difference|makes no difference|no difference|no change|no changes|no luck|did not help|does not help|did nothing|didnt do anything|did not do anything|same thing|same problem|still the same|nothing changed|still does it|still did it))\b/;
/** Where "... but it didnt help" starts within the clause that names what was worked on. */
const NO_EFFECT_JOIN = /\b(?:but|and) (?:it |that |this )?(?:made|makes|no|did|does|didnt|same|still|nothing)\b/;
const NO_EFFECT_WORDS = ["difference", "change", "luck", "help", "did nothing", "same", "still does", "still did", "not do anything"];
/** Words that say how the part was tried, not which part it is ("a fully charged battery"). */
const TRIED_WITH = new Set("fully charged good known new fresh spare different another second other freshly brand".split(" "));
/** Words before which the part's name cannot reach back ("runs rough but the battery is fine": the battery). */
const BREAK_WORDS = "but|so|because|when|then|after|since|i|we|is|was";
const HEAD_BREAK = new RegExp(` (?:${BREAK_WORDS}) `);
/** The same, and how it was tried ("even with a fully charged battery"). */
const TRIED_BREAK = new RegExp(` (?:${BREAK_WORDS}|even|with|and) `);
/** A phrase that starts with where or when something happens ("on flat ground", "once moving") names no part. */
const CIRCUMSTANCE = /^(?:on|at|in|once|while|when|going|over|up|down|around|after|before|during|under|with) /;
const VERIFIED_SKIP = new Set("and the a an my both all too also it its everything that which this so i im but had have has got new".split(" "));

/**
 * "swapped the plugs between sides and the same cylinder stays dead", "switched the coils around, the miss stayed on
 * 3": a technician's swap test whose fault did not follow the part clears that part. When the fault moved with it
 * ("the miss followed the coil"), nothing is cleared (normalize.ts keeps such a swap from reading as a renewal). The
 * verbs are the swaps normalize.ts knows and the other ways owners say it; they are also the clause's gate words.
 */
const SWAP_VERBS = [...SWAPS, "switched", "switching", "switch", "moved", "traded"];
const SWAP_TEST = new RegExp(
  `\\b(?:${SWAP_VERBS.join("|")}) (?:the |my |both |two |a )?((?:[a-z0-9]+ ){0,2}?[a-z0-9]+) (?:between|around|from side to side|side to side|over to|to the other|with the other|left to right)\\b`,
  "g",
);
const SWAP_STAYED =
  /\b(?:same (?:cylinder|side|one|wheel|corner|spot|code|misfire|miss|problem)|stay(?:s|ed)? (?:with|on|dead|the same|put)|still (?:on|dead|missing|misfir\w*)|did not (?:follow|move)|didnt (?:follow|move)|no change|made no difference)\b/;
const SWAP_FOLLOWED = /\b(?:followed|follows|moved (?:with|to)|went with|goes with|moves with|switched sides)\b/;

/**
 * "the alignment was checked when they went on", "had the fuel pressure checked": checked with no verdict said, which
 * owners write when it was found good. Not when the clause or the next one says what was wrong ("checked and it was
 * low", "was checked, it showed low voltage").
 */
const CHECKED_NO_VERDICT =
  /\b(?:((?:[a-z0-9]+ ){0,2}?[a-z0-9]+) (?:was|were|has been|have been|had been|got|been) (?:checked|inspected|tested|verified)|(?:had|got) (?:the |my |a )?((?:[a-z0-9]+ ){0,2}?[a-z0-9]+) (?:checked|inspected|tested|verified))\b/g;
const CHECKED_BAD =
  /\b(?:low|bad|blown|worn|leak\w*|broke\w*|dead|weak|fail\w*|loose|cracked|not|no|nothing|found|shows?|showed|needs?|needed|but|wrong|out|off|high|dirty|burnt|burned|corroded)\b/;
const CHECKED_WORDS = ["checked", "inspected", "tested", "verified"];
/**
 * Words one of which each pattern above needs (plain substrings of the normalized text): a clause without any is not
 * run through them. Most clauses say nothing checked out, and a pattern's first run compiles it, which the offline
 * engine's first answer pays for on a slow phone. Read off the patterns: change them together.
 */
const FINE_WORDS = ["ok", "fine", "good", "great", "clean", "perfect", "tight", "charged", "strong", "normal"];
const PRESENT_WORDS = ["spark", "fuel", "gas", "compression"];
const NO_DIFFERENCE_WORDS = ["difference", "not help", "not change"];
const RULED_OUT_WORDS = ["not the", "not my", "not a"];
const HEAR_WORDS = ["hear"];
const has = (text: string, words: readonly string[], gated = true) => !gated || containsAny(text, words);

/** Whether a clause only says that something checked out ("brakes and lights work fine"): context, not a fault. */
export function saysFine(clause: string): boolean {
  // search() ignores the global regex's lastIndex, so no state leaks between calls.
  const text = basicNormalize(clause);
  return has(text, FINE_WORDS) && text.search(VERIFIED) >= 0;
}

/**
 * An owner's guess at the cause, on normalized text ("it's" reads "it"): "i figured (it) the battery", "is this the
 * kingpin thing", "could that be it", "known for the guide pins sticking", "o2 sensor next maybe". A question about
 * the symptom itself ("what makes it rattle") is not one.
 */
const GUESS = new RegExp(
  [
    // Owners drop the "i" ("figured worn shoes", "thought it might be a blown head gasket") and hedge ("figured its just
    // the old rod seals", "im worried its the alternator").
    "(?:i |we )?(?:think|thought|figured|reckon|suspect|guess|assume|bet|worried) (?:that )?(?:it |it was |its |it is |it might be |it could be |it may be |maybe |just |probably )*(?:the|a|my|it needs|gas|water|fuel|worn|bad)",
    // Or blame someone ("i figured he left the gas cap loose", "thought someone had bumped the switch").
    "(?:i |we )?(?:think|thought|figured|reckon|suspect|guess|assume|bet|worried) (?:that )?(?:he|she|they|someone|somebody|the kids?|the shop)(?: d| had| must have| might have)? (?:left|put|forgot|bumped|knocked|did|done|messed)",
    "(?:first|best|only) guess (?:was|is)",
    "(?:is|could|would|might|can) (?:it|this|that|they) be",
    "(?:is|was) (?:it|this|that) (?:the|just)",
    "could be (?:the|a|my)",
    "(?:maybe|probably) (?:the|it|my)",
    "known for",
    "suspect(?:ing|ed)? (?:the|a|my)",
    "my guess",
    "next maybe",
    // Someone else's diagnosis is a guess too ("dealer blames the ceramic pads", "a friend reckons governor").
    "(?:shop|dealer|dealership|mechanic|tech|garage|friend|buddy|neighbou?r|guy|forum)s? (?:said|says|thinks|thought|reckons|reckoned|blamed|blames|suspects|suspected|diagnosed|wants to replace|wanted to replace|quoted|claims|claimed)",
  ]
    .map((p) => `\\b${p}\\b`)
    .join("|"),
);

/** Whether a clause guesses at the cause: its parts are the owner's suspicion, not what the machine shows. */
export function saysGuess(clause: string): boolean {
  return GUESS.test(basicNormalize(clause));
}

/**
 * Parts the owner says were checked and found good ("battery tests ok", "solenoid and starter seem fine", "has
 * spark"), as stems of up to two words each; like a renewed part, such a part is less likely the cause now. Reads
 * the raw text clause by clause, so "3 cylinder diesel, battery tests ok" is about the battery only.
 */
export function verifiedParts(raw: string, gated = true): string[][] {
  const out: string[][] = [];
  let before = "";
  // Normalized once each: a check with no verdict reads the next clause too.
  const clauses = raw.split(/[,.;:!?()\n]+/).map(basicNormalize);
  for (const [i, text] of clauses.entries()) {
    // What was worked on, in this clause ("cleaned the contacts but it didnt help") or the one before ("sprayed the
    // v-belt, no difference").
    if (has(text, NO_EFFECT_WORDS, gated)) {
      const cut = text.search(NO_EFFECT_JOIN);
      const tail = cut >= 0 ? text.slice(cut) : text;
      if (NO_EFFECT.test(tail.trim())) {
        const worked = cut > 0 ? text.slice(0, cut) : before;
        for (const m of worked.matchAll(WORKED_ON)) {
          const part = namedUpToStop(m[1]!);
          if (part.length > 0) out.push(part);
        }
      }
    }
    if (has(text, ["already"], gated)) {
      for (const m of text.matchAll(ALREADY_WORKED_ON)) {
        const part = namedUpToStop(m[1]!);
        if (part.length > 0) out.push(part);
      }
    }
    before = text;
    const fine = has(text, FINE_WORDS, gated);
    const found = out.length;
    for (const m of fine ? text.matchAll(VERIFIED) : []) {
      const head = m[1]!.split(HEAD_BREAK).pop()!;
      for (const item of head.split(/ (?:and|or|plus) /)) {
        // "on flat ground its fine", "once moving its fine", "at idle its ok": where or when, not a part.
        if (CIRCUMSTANCE.test(item)) continue;
        const part = partOf(item);
        if (part.length > 0) out.push(part);
      }
    }
    // Only where no verb said it already ("battery tests ok" is read above).
    const bare = fine && out.length === found ? VERBLESS.exec(text.trim()) : null;
    if (bare && !CIRCUMSTANCE.test(bare[1]!) && !bare[1]!.split(" ").some((w) => VERBLESS_SKIP.has(w))) {
      const part = partOf(bare[1]!);
      if (part.length > 0) out.push(part);
    }
    for (const m of fine ? text.matchAll(SAID_FINE_AFTER) : []) {
      const part = partOf(m[1]!);
      if (part.length > 0) out.push(part);
    }
    for (const m of has(text, NO_DIFFERENCE_WORDS, gated) ? text.matchAll(NO_DIFFERENCE) : []) {
      const head = (m[1] ?? m[2]!).split(TRIED_BREAK).pop()!;
      const part = partOf(
        head
          .split(" ")
          .filter((w) => !TRIED_WITH.has(w))
          .join(" "),
      );
      if (part.length > 0) out.push(part);
    }
    // The verdict may follow in the next clause ("was checked, it showed low voltage").
    if (has(text, CHECKED_WORDS, gated) && !CHECKED_BAD.test(text) && !CHECKED_BAD.test(clauses[i + 1] ?? "")) {
      for (const m of text.matchAll(CHECKED_NO_VERDICT)) {
        const part = partOf((m[1] ?? m[2]!).split(HEAD_BREAK).pop()!);
        if (part.length > 0) out.push(part);
      }
    }
    for (const m of has(text, SWAP_VERBS, gated) ? text.matchAll(SWAP_TEST) : []) {
      // The result is told after the swap, in its clause or the next ("..., the miss stayed on 3").
      const result = `${text.slice(m.index + m[0].length)} ${clauses[i + 1] ?? ""}`;
      if (!SWAP_STAYED.test(result) || SWAP_FOLLOWED.test(result)) continue;
      const part = namedUpToStop(m[1]!);
      if (part.length > 0) out.push(part);
    }
    for (const m of has(text, RULED_OUT_WORDS, gated) ? text.matchAll(RULED_OUT) : []) {
      const part = namedUpToStop(m[1]!);
      if (part.length > 0) out.push(part);
    }
    for (const m of has(text, PRESENT_WORDS, gated) ? text.matchAll(PRESENT) : []) out.push([stem(m[1] === "gas" ? "fuel" : m[1]!)]);
    for (const m of has(text, HEAR_WORDS, gated) ? text.matchAll(HEARD_RUNNING) : []) {
      const part = partOf(m[1]!);
      if (part.length === 0) continue;
      out.push(part);
      // Its power gets there too: a pump heard priming rules out the relay and the fuse that feed it.
      const head = part[part.length - 1]!;
      out.push([head, stem("relay")], [head, stem("fuse")]);
    }
  }
  return out;
}

/** A part named after a verb, up to the first stop word: "the tires as far as i can tell" -> tires. */
function namedUpToStop(words: string): string[] {
  const list = words.split(" ");
  const end = list.findIndex((w) => STOPWORDS.has(w) || VERIFIED_SKIP.has(w));
  return partOf(list.slice(0, end < 0 ? list.length : end).join(" "));
}

/** The last two words of a part's name as stems ("the hydro belt" -> hydro belt), without articles and fillers. */
function partOf(words: string): string[] {
  const list = words.split(" ").filter((w) => w && !VERIFIED_SKIP.has(w) && !STOPWORDS.has(w));
  // In its short name where it has one: titles carry that form too ("maf sensor" -> maf, title-parts.ts).
  return (list.length > 0 ? shortNamed(list) : undefined) ?? list.slice(-2).map(stem);
}
