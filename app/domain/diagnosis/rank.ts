import { CONFIRMED_SHOWN_FROM } from "../confirmed-fixes.ts";
import { readProfile, splitMakeModel, squash, type VehicleProfile } from "../vehicle/profile.ts";
import { appliesTo, makeTest, modelMatches } from "./applicability.ts";
import { withoutAsides } from "./asides.ts";
import { extractCodes, type ParsedCode, stripCodes } from "./codes/index.ts";
import { FITTED_WEIGHTS } from "./fitted.ts";
import { type IndexedEntry, termId, typeBit } from "./index-build.ts";
import type { Knowledge } from "./knowledge.ts";
import { knownIssueOf, knownVehicle } from "./known-issue-match.ts";
import { bm25, codeScores, massOf, phraseCoverage } from "./lexical-scores.ts";
import { basicNormalize } from "./normalize.ts";
import { splitOccasions } from "./occasions.ts";
import { checkedPart, renewedFactor, renewedPart } from "./renewed-parts.ts";
import { GENERIC_TERMS, readStory, SENTENCE_END } from "./story-query.ts";
import { classDocs, classHome, storyRules } from "./story-rules.ts";
import { classAgreement, type SymptomClass, symptomClasses, withMisfireCodes } from "./symptom-classes.ts";
import { leanToSystem } from "./system-lean.ts";
import type { ConfirmedFixCounts, DiagnosisInput } from "./types.ts";

/**
 * Ranks the causes that can apply to the vehicle, as a technician would: first the vehicle (a cause that cannot
 * exist on this class, fuel, transmission or make is never offered), then the evidence — BM25 over field-weighted
 * terms and word pairs, how completely one symptom phrase is covered, typed fault codes, the coarse symptom class
 * (no crank / cranks, no start / starts then dies …) — then what is likely anyway: how common the cause is, whether
 * it is one of the basics a technician checks first, and known pattern failures of this make and model.
 *
 * Last, on the server only, what owners of the same vehicle confirmed fixed it (`confirmed`).
 *
 * The score is a weighted sum of those features (WEIGHTS); the weights are fitted on the development cases
 * (real-world dev plus textbook tune) by `node scripts/fit-ranker.ts`, never on a holdout — except HAND_SET ones.
 */

export const FEATURES = [
  "lexical",
  "coverage",
  "phraseMass",
  "titleMass",
  "code",
  "codeSystem",
  "prior",
  "basics",
  "make",
  "model",
  "symptomClass",
  "knownIssue",
  "confirmed",
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * Weights no fit can learn: the eval cases carry no confirmed fixes, so `confirmed` is 0 in every one of them. Set
 * by hand (docs/decisions/confirmed-fixes.md): owners' confirmations are this model's own base rate, so they count
 * as the prior does and doubled with it (1.5 -> 3, 3 Dec 2026): three owners of the model confirming a cause (log 4 ≈
 * 1.4) add about 4, what a cause three times as common as another gets; it takes dozens to outweigh a clearly better
 * word match.
 */
export const HAND_SET_WEIGHTS = { confirmed: 3 } as const satisfies Partial<Record<Feature, number>>;

export const WEIGHTS: Record<Feature, number> = { ...FITTED_WEIGHTS, ...HAND_SET_WEIGHTS };

/** How much a confirmation counts by how close its vehicle is: the same model family fully, else the same make, else the class. */
export const CONFIRMED_LEVELS = { make: 0.4, class: 0.15 };

/**
 * The `confirmed` feature of one cause: log(1 + owners) at model-family level, plus smaller shares for owners of
 * other families of the make and of other makes of the class (the levels nest, so each adds only what the closer
 * one did not count). Logarithmic, so the first owners say the most and a crowd cannot drown the words.
 */
export function confirmedFeature(id: string, counts: ConfirmedFixCounts | undefined): number {
  if (!counts) return 0;
  // Fewer than CONFIRMED_SHOWN_FROM owners at a level count as none: the order of the causes is visible too, and one
  // owner's answer moving it could tell the one other owner of a rare model what that owner found.
  const family = atLeastShown(counts.family[id]);
  const make = Math.max(family, atLeastShown(counts.make[id]));
  const cls = Math.max(make, atLeastShown(counts.class[id]));
  return Math.log1p(family) + CONFIRMED_LEVELS.make * Math.log1p(make - family) + CONFIRMED_LEVELS.class * Math.log1p(cls - make);
}

const atLeastShown = (n: number | undefined) => (n !== undefined && n >= CONFIRMED_SHOWN_FROM ? n : 0);

/**
 * Score multiplier for a cause that only comes about through work on the machine when the story tells of none
 * (work-done.ts). Chosen on real-world dev (docs/decisions/causes-after-work.md).
 */
export const NO_WORK_FACTOR = 0.7;
/** Score multiplier for a cause naming a part the owner checked and found good (owners' checks can miss things). */
const VERIFIED_FACTOR = 0.5;
/**
 * Up to this many informative words, a story's symptom classes bring every cause of their class into the ranking. With
 * more, those causes (a few points without shared words) cannot reach an answer, and scoring hundreds of them doubled
 * the warm median on real stories (1.2 -> 2.6 ms).
 */
const CLASS_ONLY_MAX_TERMS = 3;
/** How many of the best candidates get the phrase-coverage feature; the rest cannot reach the top with it. */
const COVERAGE_HEAD = 40;
/**
 * A known issue of the named vehicle is a strong prior only for a cause the words fit: its lexical score at least this
 * share of the best lexical score (chosen on real-world dev with scripts/fit-known-issue.ts; see
 * docs/decisions/known-issues.md). Below it, a recall of the model is not what the owner describes. 0.3 until
 * 29 Nov 2026; on the grown dev set (358 cases) 0.5 ties it at weight 40 and the script chooses it, with fewer recalls
 * offered for a word they only share ("brake" in a shift-interlock recall for a hard brake pedal).
 */
export const KNOWN_FIT = 0.5;
/**
 * The same for a pattern failure that owners report (kind "pattern"): no campaign stands behind it, and a model's weak
 * spot is only the answer when the words point at that part, so it must be the best lexical match itself, and it then
 * carries half the weight. On real-world dev (314 cases, .tmp-style grid in docs/decisions/known-issues.md) a pattern
 * prior at a recall's fit of 0.3 put a model's weak spot first over the owner's words in 13 more cases and cost 1.2
 * points of top-1 (38.9% against 40.1%); no fit or share did better than this one.
 */
export const KNOWN_FIT_PATTERN = 1;
/** The share of the known-issue weight such a pattern record carries (a recall or bulletin carries all of it). */
export const KNOWN_PATTERN_SHARE = 0.5;
/** The informative words a story needs before a known issue of the model counts: one word is too thin for a prior of 40. */
const KNOWN_MIN_TERMS = 2;

export interface Scored {
  doc: number;
  item: IndexedEntry;
  score: number;
  features: Record<Feature, number>;
  /**
   * Below 1 when the cause names a part the user already renewed or checked, contradicts how the engine starts, or is
   * one the check engine light cannot report while the owner says it is on.
   */
  factor: number;
  /** Whether the story rules the cause out in part (story-rules.ts): then no known issue of the model lifts it. */
  ruledAgainst: boolean;
  /** Which of the entry's known-issue records the named vehicle matches (entry.knownIssues[knownAt]), or -1. */
  knownAt: number;
}

export interface QueryAnalysis {
  codes: ParsedCode[];
  /** Informative (non-generic) query terms that exist in the KB vocabulary. */
  informativeTerms: number;
  /** Sum of idf of the informative query terms: one common word ("smoke") says less than one rare one ("snorkel"). */
  infoMass: number;
  corrected: number;
  classes: SymptomClass[];
  profile: VehicleProfile;
  /** Parts the owner says are new or already replaced, and parts they checked and found good (stems, head last). */
  renewed: string[][];
  verified: string[][];
  /** The story says something stopped working ("4wd not working", "lights dont work"): what is named is what failed. */
  saysNotWorking: boolean;
}

export interface RankOutput {
  scored: Scored[];
  query: QueryAnalysis;
}

/** Ranks every entry that applies to the input's vehicle; returns them best first (only positive evidence). */
export function scoreAll(
  input: DiagnosisInput,
  kb: Knowledge,
  opts: { weights?: Record<Feature, number>; coverageAll?: boolean; knownFit?: number; knownFitPattern?: number; knownPatternShare?: number } = {},
): RankOutput {
  const w = opts.weights ?? WEIGHTS;
  const idx = kb.index;
  // The model-specific look-ups below read the model field, so it must not start with the rest of the make's name.
  input = { ...input, ...splitMakeModel(kb.catalogue, input.make, input.model, input.vehicleType) };
  const profile = readProfile(input, kb.catalogue);
  const symptoms = withoutVehiclePrefix(input);
  const codes = extractCodes(symptoms);
  const text = withoutAsides(stripCodes(symptoms));
  // Normalizing drops the full stop, and "still nothing. cranks fine" must not read as "nothing cranks": a word no
  // pattern knows keeps the sentences apart (one pass over the text, not one per sentence).
  // The work the owner was doing is no symptom: "was scraping down a high spot" is no grinding noise.
  const classes = withMisfireCodes(symptomClasses(basicNormalize(splitOccasions(text).rest.replace(SENTENCE_END, " sentencebreak "))), codes);
  const { weights, terms, informative, infoMass, corrected, renewed, verified, saysNotWorking, engineRuns, workDone } = readStory(text, codes, profile, idx);
  const informativeTerms = informative.size;
  const lexical = bm25(idx, weights, input.vehicleType, GENERIC_TERMS);
  // What the generic words alone ("work", "problem", "run") score: a make's or model's pattern needs more than them.
  const genericLex = lexical.genericScores;
  const codeBonus = codeScores(idx, codes);
  const model = squash(input.model);
  const vehicle = knownVehicle(profile, input, symptoms);
  const qTerms = new Set<number>();
  for (const t of terms) {
    const id = termId(idx, t);
    if (id !== undefined) qTerms.add(id);
  }
  const ruled = storyRules(classes, terms, engineRuns);
  const homeFactor = classHome(classes);
  const noWork = workDone ? 1 : NO_WORK_FACTOR;
  const scored: Scored[] = [];
  // Features whose weight is 0 are worked out only for a fit (scripts/fit-ranker.ts asks for every feature).
  const fitting = opts.coverageAll === true;
  // Only entries with some evidence can score; a typed code also lends weight to every entry of its system, and in a
  // short complaint a symptom class to every entry of that class: "won't move" shares no word with a slipping drive
  // belt, and the words it does share ("move") found a seat recliner and a wiper linkage first.
  const byClass = informativeTerms <= CLASS_ONLY_MAX_TERMS ? classDocs(idx, classes) : [];
  const visit =
    codes.length > 0
      ? idx.entries.keys()
      : codeBonus.size > 0 || byClass.length > 0
        ? new Set([...lexical.docs, ...codeBonus.keys(), ...byClass])
        : lexical.docs;
  const bit = typeBit(input.vehicleType);
  const isMake = makeTest(profile, kb.catalogue);
  const fits = appliesTo(profile, kb.catalogue, model, isMake);
  for (const doc of visit) {
    if ((idx.typeBits[doc]! & bit) === 0) continue;
    const item = idx.entries[doc]!;
    const lex = lexical.scores[doc] ?? 0;
    const code = codeBonus.get(doc) ?? 0;
    const codeSystem = codes.length > 0 && code === 0 && codes.some((c) => c.system === item.entry.system) ? 1 : 0;
    const symptomClass = classAgreement(classes, item.classes);
    if (lex <= 0 && code <= 0 && codeSystem <= 0 && symptomClass <= 0) continue;
    if (!fits(item)) continue;
    // "radio not working" on a Polaris put its AWD coil first: "not working" and the make were all they shared.
    const specific = genericLex === undefined || lex - (genericLex[doc] ?? 0) > 1e-9 || code > 0;
    const makeHit = specific && item.makes.some(isMake);
    const knownAt = item.known.length > 0 ? knownIssueOf(item.known, vehicle, kb.catalogue) : -1;
    // An entry's models come from its known-issue records, which are bounded (years, sizes, sister families): a model
    // bonus outside those bounds said a generic cause was this model's pattern when the record says it is not (a
    // Sportsman 400/500 shift-box record gave "shift linkage" +3 for a Sportsman 570 that misfires).
    const modelHit = makeHit && modelMatches(item.models, model) && (item.known.length === 0 || knownAt >= 0);
    const features: Record<Feature, number> = {
      lexical: lex,
      coverage: 0,
      phraseMass: 0,
      titleMass: fitting || w.titleMass !== 0 ? massOf(item.titleTerms, qTerms, idx.idf) : 0,
      code,
      codeSystem,
      prior: item.logPrior,
      basics: (3 - item.checkOrder) / 2,
      make: makeHit ? 1 : 0,
      model: modelHit ? 1 : 0,
      symptomClass,
      knownIssue: 0,
      confirmed: input.confirmedFixes ? confirmedFeature(item.entry.id, input.confirmedFixes) : 0,
    };
    const factor =
      renewed.length > 0 && renewedPart(item, renewed)
        ? renewedFactor(item, renewed)
        : verified.length > 0 && checkedPart(item, verified)
          ? VERIFIED_FACTOR
          : 1;
    // A cause that only its symptom class brought in (no shared word, no code) is weighed by whether its system is
    // where a technician looks first for that complaint.
    const classOnly = lex <= 0 && code <= 0 && codeSystem <= 0 ? homeFactor(item) : 1;
    const against = ruled(item, features.symptomClass);
    const all = factor * against * classOnly * (item.afterWork ? noWork : 1);
    scored.push({ doc, item, features, factor: all, ruledAgainst: against < 1, knownAt, score: all * linear(features, w) });
  }
  // The known-issue prior needs the best lexical score, so it is set once every cause has one.
  let bestLexical = 0;
  for (const s of scored) if (s.features.lexical > bestLexical) bestLexical = s.features.lexical;
  const fit = (opts.knownFit ?? KNOWN_FIT) * bestLexical;
  const patternFit = (opts.knownFitPattern ?? KNOWN_FIT_PATTERN) * bestLexical;
  for (const s of scored) {
    // Nor for a story of fewer than two informative words: "tractor wont go" put an X300's cooling-fan recall first, and
    // "ac not working" on a 2012 Camry its recall for A/C condensate dripping onto the airbag module, at 83%.
    if (s.knownAt < 0 || s.features.lexical <= 0 || informativeTerms < KNOWN_MIN_TERMS) continue;
    const pattern = s.item.known[s.knownAt]!.pattern === true;
    // Not for a cause the story rules against: "loses power going uphill" on a 2012 Camry shares "lose" and "power"
    // with its airbag-module recall (which may cut the power steering), and a story about how the car drives rules an
    // accessory out, yet the recall came first at 47% on those two words.
    if (s.features.lexical < (pattern ? patternFit : fit) || s.ruledAgainst) continue;
    // Nor when the story names nothing its title names: a Cub Cadet that "stopped in its tracks while mowing" and will
    // not go shared "engine" and "mowing" with Kawasaki's fuel-filter recall, which then came first on the prior alone.
    if (!s.item.titleTerms.some((t) => informative.has(t))) continue;
    s.features.knownIssue = pattern ? (opts.knownPatternShare ?? KNOWN_PATTERN_SHARE) : 1;
    s.score = s.factor * linear(s.features, w);
  }
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  // Phrase coverage is the costliest feature and only reorders near the top, so only the head gets it.
  const head = opts.coverageAll ? scored : scored.slice(0, COVERAGE_HEAD);
  for (const s of head) {
    if (s.features.lexical <= 0) continue;
    s.features.coverage = phraseCoverage(s.item, qTerms, idx.idf);
    if (fitting || w.phraseMass !== 0) s.features.phraseMass = Math.max(0, ...s.item.phrases.map((p) => massOf(p, qTerms, idx.idf)));
    s.score = s.factor * linear(s.features, w);
  }
  head.sort((a, b) => b.score - a.score || a.doc - b.doc);
  leanToSystem(head);
  scored.splice(0, head.length, ...head);
  return {
    scored,
    query: {
      codes,
      informativeTerms,
      infoMass,
      corrected,
      classes,
      profile,
      renewed,
      verified,
      saysNotWorking,
    },
  };
}

/** The calibration's known-issue input (calibrate.ts `k`): the first cause is a known issue of the named model. */
export function firstIsKnownIssue(best: readonly Scored[]): boolean {
  return (best[0]?.features.knownIssue ?? 0) > 0;
}

export function linear(f: Record<Feature, number>, w: Record<Feature, number> = WEIGHTS): number {
  // Spelled out rather than a loop over FEATURES: named property reads are several times faster than keyed ones, and
  // this runs for every candidate cause (a unit test keeps the two in step).
  return (
    w.lexical * f.lexical +
    w.coverage * f.coverage +
    w.phraseMass * f.phraseMass +
    w.titleMass * f.titleMass +
    w.code * f.code +
    w.codeSystem * f.codeSystem +
    w.prior * f.prior +
    w.basics * f.basics +
    w.make * f.make +
    w.model * f.model +
    w.symptomClass * f.symptomClass +
    w.knownIssue * f.knownIssue +
    w.confirmed * f.confirmed
  );
}

/** The app may send "Make Model: problem text"; the make and model are scored separately, not as symptom words. */
function withoutVehiclePrefix(input: DiagnosisInput): string {
  const i = input.symptoms.indexOf(":");
  if (i <= 0 || i > 80) return input.symptoms;
  const prefix = squash(input.symptoms.slice(0, i));
  const vehicle = squash(`${input.make}${input.model}`);
  return prefix.length > 0 && (prefix === vehicle || prefix === squash(input.model) || prefix === squash(input.make))
    ? input.symptoms.slice(i + 1)
    : input.symptoms;
}
