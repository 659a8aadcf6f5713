import { SAFETY_LEVELS, type SafetyLevel, type StepTemplate, type TroubleshootingStep, type VehicleType } from "./diagnosis/types.ts";

/**
 * Safety rules for steps a language model wrote (docs/decisions/ai-beyond-the-list.md). A knowledge-base step was
 * written and reviewed by people; a model's step was not, so before anyone sees one:
 *
 * 1. every step must have a title, a description and one of the three safety levels; an answer without steps, or
 *    with a step that tells the reader to bypass a safety interlock, cannot be made safe and is refused;
 * 2. a step whose text (title, description, tools, specs, parts or notes, read through matchText) names one of the
 *    HAZARDS below is raised to at least Safety Required and gets that hazard's shared warnings (knowledge/warnings.json,
 *    by id);
 * 3. the general safety step for that hazard (a shared knowledge-base step by id where one exists, otherwise one
 *    written here that carries the shared warnings) is put before the first step that needs it, once; a model step
 *    that takes a general step's title is replaced by that step in the library's words.
 *
 * Rules only ever add caution. Pure: the shared steps and warnings are passed in (safetyLibrary on the server).
 */

export const HAZARDS = ["fuel", "hydraulic-pressure", "raised-load", "high-voltage", "hot-coolant", "under-vehicle"] as const;
export type Hazard = (typeof HAZARDS)[number];

/**
 * The words that make a step "about" a hazard, matched whole-word and case-blind in its title and description.
 * Deliberately broad: a false match costs one extra warning, a missed one could cost a hand.
 */
export const HAZARD_WORDS: Record<Hazard, RegExp> = {
  fuel: /\b(fuel[- ](lines?|hoses?|filters?|filler( neck)?|pumps?|rails?|tanks?|injectors?|system|leaks?|fittings?|pressure|supply|samples?|bowl|valve|cap|sender|shut-?off)|(drain|siphon|spill(ed)?|leak(ing)?) (the )?fuel|gasoline|petrol|injector (lines?|seals?|o-rings?|cups?)|(remove|replace|pull|fit|install|clean)( the| each| an?)? injectors?|injection (pump|lines?)|common[- ]rail|carb|carburett?ors?|float bowl|lift pump|gas (lines?|hoses?|tanks?|cans?|caps?|filters?|pumps?)|(drain|siphon|spill|empty)\w* (the )?(gas|diesel)|diesel|(high[- ]pressure|hp) (fuel )?(lines?|pipes?|pumps?)|(fuel )?rails?|inject(or|ion) pumps?|fuel (pipes?|inlet|unions?|bowls?)|bleed (screw|nipple|valve)s? on the (fuel|filter)|(empty|drain|remove|drop) the (fuel )?tank)\b/i,
  "hydraulic-pressure":
    /\b(hydraulics?|hydrostat(ic)?|hydro|accumulators?|quick[- ]couplers?|relief valve|loader valve|hydraulic (hoses?|lines?|cylinders?)|power[- ]steering (pressure )?(hoses?|lines?|pumps?)|pressure (hoses?|lines?)|(hoses?|lines?|fittings?) (at|on|to|of) the (lift|loader|boom|bucket|tilt|dipper|arm|steering|ram) cylinders?|loader (lines?|hoses?|fittings?))\b/i,
  "raised-load":
    /\b(raised (loads?|buckets?|booms?|implements?|loader|arms?|beds?|cab|hitch|deck|header)|loads? (held )?up|booms?|buckets?|loader arms?|lift arms?|implements?|three[- ]point|3[- ]point|dump beds?|tipper|tilt(ed)? cab|(raise|raising|lift|lifting|tilt|tilting|tip|tipping)( up)? the (loader|bucket|boom|bed|box|body|cab|arms?|implement|deck|header|hitch|mower))\b/i,
  "high-voltage":
    /\b(hybrid|electric vehicle|EV|orange (cables?|wires?|leads?)|hv|high[- ]voltage (battery|system|cables?|wiring|components?)|traction (battery|motor)|battery pack|high[- ]voltage|[1-9]\d{2,3} ?(v|volts?|vdc)|inverter|service (plug|disconnect)|dc[- ]dc converter)\b/i,
  "hot-coolant":
    /\b(coolant|antifreeze|radiator(?! support)|cooling system|expansion tank|overflow tank|header tank|degas bottle|thermostat|water pump|heater core|radiator cap|pressure cap)\b/i,
  "under-vehicle":
    /\b(under(neath)? the (vehicle|car|truck|van|machine|tractor|atv|utv|quad|mower|chassis|frame)|underside|underbody|under-body|crawl under|get under|go under|reach under|work under|beneath the (vehicle|car|machine|tractor)|rais(e|ed|ing) the (vehicle|car|truck|van|machine|tractor|atv|utv|quad|mower|front|rear|axle|wheel)|jack(ed|ing)? (it |the \w+ )?up|floor jack|(jack|axle) stands?|on stands|(vehicle|machine|tractor|front end|front|rear|axle) (securely )?(supported|lifted|raised)|support the (vehicle|machine|tractor|front|rear|axle)|split(ting)? the tractor|lift points?|on a (lift|hoist)|creeper|(below|beneath|underneath) the (vehicle|car|truck|van|machine|tractor|atv|utv|quad|chassis|frame|axle)|(slide|crawl|lie|get|reach|work) (in )?(below|beneath|underneath)|(lift|hoist|raise|jack)( up)? the (vehicle|car|truck|van|machine|tractor|atv|utv|quad)|(slide|lie|lying|roll) under|from underneath|ramps|(trolley|bottle|scissor) jack|(tip|tipped|tipping|lay|laid|roll|rolled) (it|the \w+) (over )?on(to)? (its|the) side)\b/i,
};

/** An instruction to defeat a safety interlock. "Never bypass …" and "do not disable …" are warnings, not instructions. */
const INTERLOCK = `(safety )?interlocks?|seat (safety )?switch|operator[- ]presence( switch| system)?|(neutral|clutch|park|pto|brake)[- ](safety|start) switch|safety switch|rops|roll[- ]?over protection`;
const DEFEAT = `bypass(ed|ing)?|by-pass(ed|ing)?|defeat(ed|ing)?|disable[ds]?|disabling|override|overrid(den|ing)|jumper(ed|ing)?|jump(ed|ing)? (out|across)|short(ed|ing)? (out|across)|short(ed|ing)? (the|its|both|two)|bridg(e|ed|es|ing)|paper ?clip|wire around|tie (down|back)|zip[- ]tie`;
export const BYPASS_WORDS: readonly RegExp[] = [
  new RegExp(String.raw`\b(${DEFEAT})\b[^.;:]{0,40}\b(${INTERLOCK})\b`, "i"),
  // "the seat switch can be bypassed …", "… the interlock, then jumper it"; not a fact like "one that has been bypassed".
  new RegExp(String.raw`\b(${INTERLOCK})\b[^.;:]{0,30}\b((can|may|should|could|must) be (${DEFEAT})|(${DEFEAT}) (it|them))\b`, "i"),
  // Taking the rollover protection off is defeating it too.
  /\b(remov(e|ed|es|ing)|unbolt(ed|ing|s)?|take off|taking off)\b[^.;:]{0,15}\b(rops|roll[- ]?over protection|roll ?bar)\b/i,
];
/** The same patterns for matchAll (which copies them, so sharing one is safe). */
const BYPASS_ALL = BYPASS_WORDS.map((pattern) => new RegExp(pattern.source, "gi"));
/**
 * A warning, not an instruction: the negation governs the verb ("never bypass", "do not ever disable"), not a
 * word nearby ("don't worry, just bypass", "without a helper, bypass", "do not hesitate to disable").
 */
const NEGATED = /\b(never|do not|don't|dont|must not|no need to)\b[\s,]+([\w'-]+[\s,]+){0,4}$/i;
const NOT_A_NEGATION = /\b(hesitate|forget|fail|worry)\b/i;

/** The shared knowledge each hazard brings: warning ids per vehicle type, and its general safety step. */
interface HazardSafety {
  warnings: Record<VehicleType, readonly string[]>;
  /** A shared knowledge-base step id for the vehicle type; otherwise `general` below is used. */
  sharedStep?: Partial<Record<VehicleType, string>>;
  general?: Omit<StepTemplate, "safety">;
}

export const HAZARD_SAFETY: Record<Hazard, HazardSafety> = {
  fuel: {
    warnings: {
      automotive: ["fuel-fire", "pressurised-fuel"],
      tractor: ["fuel-fire", "high-pressure-fuel"],
      atv: ["fuel-fire", "the-efi-system-stays-pressurized"],
    },
    general: {
      title: "Make the fuel system safe before opening it",
      description:
        "Work outdoors or in a well-ventilated bay away from sparks and flames, with a fire extinguisher in reach. Switch the engine off and let the fuel pressure bleed down the way the service manual describes before loosening any fuel fitting, and have rags and a container ready to catch fuel.",
      safetyLevel: "Safety Required",
      estimatedTime: "10 min",
      tools: ["Fire extinguisher", "Rags", "Fuel-safe container"],
    },
  },
  "hydraulic-pressure": {
    warnings: { automotive: ["hydraulic-pressure"], tractor: ["hydraulic-pressure", "accumulators-hold-nitrogen-and-oil"], atv: ["hydraulic-pressure"] },
    general: {
      title: "Relieve hydraulic pressure before opening the system",
      description:
        "Lower every implement and bucket to the ground, stop the engine, then move each hydraulic control back and forth a few times to release trapped pressure. Discharge any accumulator as the service manual describes before opening a line, and look for leaks with cardboard, never with your hand.",
      safetyLevel: "Safety Required",
      estimatedTime: "5-10 min",
      tools: ["Cardboard or wood for leak checks"],
    },
  },
  "raised-load": {
    warnings: { automotive: ["lift-safety"], tractor: ["raised-load", "lockout"], atv: ["atv-lift"] },
    general: {
      title: "Lower or block every raised load before you start",
      description:
        "Lower buckets, implements, beds and lifted parts to the ground. Anything that must stay up is held by the lift-arm support, rated stands or blocking, never by hydraulics or a jack alone, and nobody reaches under it until it is.",
      safetyLevel: "Safety Required",
      estimatedTime: "5-10 min",
      tools: ["Rated stands or the lift-arm support", "Wheel chocks"],
    },
  },
  "high-voltage": {
    warnings: { automotive: ["automotive-engine-hybrid-hv", "hybrid-hv"], tractor: ["hybrid-hv"], atv: ["hybrid-hv"] },
    general: {
      title: "Leave the high-voltage system to a trained technician",
      description:
        "Do not touch, unplug or cut orange cables, the high-voltage battery, the inverter or their connectors. Checks beyond looking belong to a technician trained for high-voltage work, who first disables the system with the service plug procedure in the manual and confirms zero volts with insulated tools.",
      safetyLevel: "High Risk",
      estimatedTime: "5 min",
      tools: ["Class 0 insulating gloves (trained staff only)"],
    },
  },
  "hot-coolant": {
    warnings: { automotive: ["hot-engine"], tractor: ["hot-engine"], atv: ["hot-engine"] },
    general: {
      title: "Let the cooling system cool before opening it",
      description:
        "Switch the engine off and wait until the radiator hoses are cool enough to squeeze by hand before opening the radiator cap, expansion tank or any coolant hose. Open the cap slowly with a rag over it to let remaining pressure out.",
      safetyLevel: "Safety Required",
      estimatedTime: "30-60 min",
      tools: ["Rag"],
    },
  },
  "under-vehicle": {
    warnings: { automotive: ["lift-safety"], tractor: ["lift-heavy", "raised-load"], atv: ["atv-lift"] },
    sharedStep: { automotive: "raise-and-support", tractor: "support-machine", atv: "atv-lt-raise-support" },
  },
};

/** What the rules need from the knowledge base: shared warnings and shared steps, their notes already resolved. */
export interface SafetyLibrary {
  warnings: ReadonlyMap<string, string>;
  steps: ReadonlyMap<string, StepTemplate>;
}

/** A step as the model sent it, before anything here is trusted. */
export interface DraftStep {
  title?: unknown;
  description?: unknown;
  safetyLevel?: unknown;
  estimatedTime?: unknown;
  tools?: string[] | null;
  specs?: string[] | null;
  parts?: string[] | null;
  safety?: string[] | null;
}

export type SafeSteps = { ok: true; steps: TroubleshootingStep[]; hazards: Hazard[]; raised: number; added: string[] } | { ok: false; reason: string };

const RISK: Record<SafetyLevel, number> = { "Low Risk": 0, "Safety Required": 1, "High Risk": 2 };
const MAX_NOTES = 12;
const isLevel = (v: unknown): v is SafetyLevel => typeof v === "string" && (SAFETY_LEVELS as readonly string[]).includes(v);
const filled = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;

/**
 * A model's text as the person sees it: invisible characters removed (format characters and every other default
 * ignorable code point: zero-width spaces, variation selectors, the combining grapheme joiner, fillers), so that
 * "fu\u200bel line" shows, and reads, as "fuel line". Compatibility forms are kept for display ("cm³", "½").
 */
export function plainText(text: string): string {
  return text.replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, "");
}

/** The same text as the rules read it: compatibility forms folded (a full-width "ｆｕｅｌ" is "fuel"), any run of spaces one space. */
export function matchText(text: string): string {
  return plainText(text).normalize("NFKC").replace(/\s+/gu, " ");
}

/** A word that mixes Latin letters with Cyrillic or Greek ones ("fuеl" with a Cyrillic "е") is written to slip past the words. */
export function mixesAlphabets(text: string): boolean {
  // Unit signs (micro, ohm) are Greek letters that belong in a spec such as "10 µF" or "5 kΩ".
  const letters = plainText(text).replace(/[\u00B5\u03BC\u2126\u03A9]/g, " ");
  return (letters.match(/\p{L}+/gu) ?? []).some((w) => /\p{Script=Latin}/u.test(w) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(w));
}

/** The hazards a step names in its title, description or any of its lists (tools, specs, parts, notes), in HAZARDS order. */
export function hazardsOf(title: string, description: string, lists: readonly string[] = []): Hazard[] {
  const text = matchText([title, description, ...lists].join("\n"));
  return HAZARDS.filter((h) => HAZARD_WORDS[h].test(text));
}

/** True when the text tells the reader to defeat an interlock (a warning against doing so does not count). */
export function tellsToBypass(text: string): boolean {
  const plain = matchText(text);
  return BYPASS_ALL.some((pattern) => {
    for (const m of plain.matchAll(pattern)) {
      const before = plain.slice(Math.max(0, m.index - 40), m.index);
      if (!NEGATED.test(before) || NOT_A_NEGATION.test(before.slice(-25))) return true;
    }
    return false;
  });
}

/** The shared warnings a hazard adds for this vehicle type (ids the library lacks are skipped). */
export function hazardWarnings(hazard: Hazard, vehicleType: VehicleType, library: SafetyLibrary): string[] {
  return HAZARD_SAFETY[hazard].warnings[vehicleType].flatMap((id) => library.warnings.get(id) ?? []);
}

/** The general safety step for a hazard on this vehicle type. */
export function generalStep(hazard: Hazard, vehicleType: VehicleType, library: SafetyLibrary): StepTemplate | undefined {
  const rule = HAZARD_SAFETY[hazard];
  const sharedId = rule.sharedStep?.[vehicleType];
  const shared = sharedId ? library.steps.get(sharedId) : undefined;
  if (shared) return shared;
  if (!rule.general) return undefined;
  return { ...rule.general, safety: hazardWarnings(hazard, vehicleType, library) };
}

/**
 * Applies the rules to a model's steps. Returns the steps to show, numbered 1..n, or why they cannot be made safe.
 */
export function makeStepsSafe(drafts: readonly DraftStep[] | null | undefined, vehicleType: VehicleType, library: SafetyLibrary): SafeSteps {
  if (!drafts || drafts.length === 0) return { ok: false, reason: "the answer has no troubleshooting steps" };

  const steps: Array<{ step: Omit<TroubleshootingStep, "step">; hazards: Hazard[] }> = [];
  let raised = 0;
  for (const [i, d] of drafts.entries()) {
    const at = `step ${i + 1}`;
    if (!filled(d.title) || !filled(d.description)) return { ok: false, reason: `${at} has no title or description` };
    if (!isLevel(d.safetyLevel)) return { ok: false, reason: `${at} has no valid safety level` };
    const title = plainText(d.title).trim();
    const description = plainText(d.description).trim();
    if (!title || !description) return { ok: false, reason: `${at} has no title or description` };
    const lists = { tools: clean(d.tools), specs: clean(d.specs), parts: clean(d.parts) };
    const notes = clean(d.safety);
    const rest = [...lists.tools, ...lists.specs, ...lists.parts, ...notes];
    const all = [title, description, ...rest];
    if (all.some(tellsToBypass)) return { ok: false, reason: `${at} tells the reader to bypass a safety interlock` };
    if (all.some(mixesAlphabets)) return { ok: false, reason: `${at} mixes alphabets within a word` };

    const hazards = hazardsOf(title, description, rest);
    let safetyLevel: SafetyLevel = d.safetyLevel;
    if (hazards.length > 0 && RISK[safetyLevel] < RISK["Safety Required"]) {
      safetyLevel = "Safety Required";
      raised += 1;
    }
    for (const h of hazards) for (const w of hazardWarnings(h, vehicleType, library)) if (!notes.includes(w)) notes.push(w);

    const step: Omit<TroubleshootingStep, "step"> = {
      title,
      description,
      safetyLevel,
      estimatedTime: filled(d.estimatedTime) ? plainText(d.estimatedTime).trim() || "Varies" : "Varies",
    };
    for (const key of ["tools", "specs", "parts"] as const) if (lists[key].length > 0) step[key] = lists[key];
    if (notes.length > 0) step.safety = notes.slice(0, MAX_NOTES);
    steps.push({ step, hazards });
  }

  // The general steps of the hazards the answer names, each once, in front of the first step that needs it. A model
  // step that takes a general step's title is that step, in the library's words: a model could otherwise keep the
  // title and change what it says ("Make the fuel system safe" that keeps the engine running). Nothing the model writes
  // (a copied warning, a similar title) stands in for the general step itself.
  const generalOf = new Map(HAZARDS.map((h) => [h, generalStep(h, vehicleType, library)] as const));
  const general = new Map([...generalOf.values()].flatMap((g) => (g ? [[g.title.toLowerCase(), g] as const] : [])));
  const added: string[] = [];
  const placed = new Set<string>();
  const out: Array<Omit<TroubleshootingStep, "step">> = [];
  const covered = new Set<Hazard>();
  for (const { step, hazards } of steps) {
    for (const h of hazards) {
      if (covered.has(h)) continue;
      covered.add(h);
      const g = generalOf.get(h);
      if (!g || placed.has(g.title.toLowerCase())) continue;
      placed.add(g.title.toLowerCase());
      out.push(g);
      if (!same(step, g)) added.push(g.title);
    }
    const asGeneral = general.get(step.title.toLowerCase());
    if (asGeneral) {
      if (placed.has(asGeneral.title.toLowerCase())) continue;
      placed.add(asGeneral.title.toLowerCase());
      out.push(asGeneral);
      continue;
    }
    out.push(step);
  }
  const hazards = HAZARDS.filter((h) => covered.has(h));
  return { ok: true, steps: out.map((s, i) => ({ step: i + 1, ...s })), hazards, raised, added };
}

/** The model sent the library step itself (same title and words). */
const same = (a: Omit<TroubleshootingStep, "step">, b: StepTemplate) => a.title.toLowerCase() === b.title.toLowerCase() && a.description === b.description;

function clean(list: readonly unknown[] | null | undefined): string[] {
  return (list ?? [])
    .filter(filled)
    .map((s) => plainText(s).trim())
    .filter(Boolean);
}

/** The library from knowledge/warnings.json and shared step files, with "warning:<id>" notes resolved to their text. */
export function safetyLibraryFrom(
  warnings: Readonly<Record<string, string>>,
  stepFiles: ReadonlyArray<ReadonlyArray<StepTemplate & { id: string }>>,
): SafetyLibrary {
  const resolve = (note: string) => (note.startsWith("warning:") ? (warnings[note.slice("warning:".length)] ?? note) : note);
  const steps = new Map<string, StepTemplate>();
  for (const file of stepFiles) {
    for (const { id, ...step } of file) steps.set(id, step.safety ? { ...step, safety: step.safety.map(resolve) } : step);
  }
  return { warnings: new Map(Object.entries(warnings)), steps };
}
