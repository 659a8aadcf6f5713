/**
 * Shared vocabulary of the diagnosis engine. Pure data types: this module (and everything under
 * app/domain/diagnosis) must stay free of Worker, Node and DOM APIs, because the same engine runs
 * in the Worker and, lazily loaded, in the browser when there is no signal.
 */

import type { Fuel, MachineClass, Transmission } from "../vehicle/vocabulary.ts";

export const VEHICLE_TYPES = ["tractor", "atv", "automotive"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const SAFETY_LEVELS = ["Low Risk", "Safety Required", "High Risk"] as const;
export type SafetyLevel = (typeof SAFETY_LEVELS)[number];

/** Vehicle systems a fault belongs to; used for grouping, synonyms and clarifying questions. */
export const SYSTEMS = [
  "starting",
  "charging",
  "battery-wiring",
  "fuel",
  "ignition",
  "air-intake",
  "engine-mechanical",
  "cooling",
  "lubrication",
  "hydraulics",
  "pto",
  "drivetrain", // clutch, transmission, axles, 4WD, CVT belts
  "brakes",
  "steering",
  "suspension",
  "emissions", // DPF, DEF/SCR, EGR, EVAP, catalytic converter
  "sensors-ecu",
  "hvac",
  "electrical-accessories", // lighting, gauges, horns, power accessories
  "tracks-tyres",
] as const;
export type VehicleSystem = (typeof SYSTEMS)[number];

/** One numbered step as the user sees it (SPEC §3 plus the field details the product promises). */
export interface TroubleshootingStep {
  step: number;
  title: string;
  description: string;
  safetyLevel: SafetyLevel;
  /** Human text, e.g. "10 min", "30-45 min", "1-2 h". */
  estimatedTime: string;
  /** Tools needed, e.g. "Digital multimeter", "0-100 psi fuel pressure gauge". */
  tools?: string[];
  /** Typical specifications, always phrased as typical values to be checked against the service manual. */
  specs?: string[];
  /** Part names the step may call for. */
  parts?: string[];
  /** PPE and hazard notes: lock-out, raised loads, hot coolant, stored hydraulic pressure, ROPS, fuel, battery gas. */
  safety?: string[];
}

/** A step as authored in the knowledge base; the engine numbers steps when it assembles an answer. */
export type StepTemplate = Omit<TroubleshootingStep, "step">;

/** Where a cause can apply. Each list, when present, must contain the vehicle's value (an unknown value passes). */
export interface AppliesTo {
  classes?: MachineClass[];
  fuels?: Fuel[];
  transmissions?: Transmission[];
  /** Only these makes have the part at all (a brand's own system). Lower case. */
  makes?: string[];
  /** Only these model families of those makes have it (squashed by the compiler: "corollaverso"). */
  models?: string[];
  yearFrom?: number;
  yearTo?: number;
}

/** A recall, service bulletin or documented pattern failure that is this entry's cause (knowledge/known-issues/). */
export interface KnownIssue {
  id: string;
  kind: "recall" | "bulletin" | "pattern";
  /** How the source names it ("Polaris RZR XP 1000 2016 recall"). */
  title: string;
  makes: string[];
  /** Model families it covers; absent: every model of the makes. */
  models?: string[];
  yearFrom?: number;
  yearTo?: number;
  engines?: string[];
  transmissions?: Transmission[];
  /** The address of the notice, bulletin or article. */
  source: string;
  /** Campaign or bulletin number, only where the source states one. */
  number?: string;
}

/** One known fault: a cause, how people describe it, and how to confirm and fix it. */
export interface FaultEntry {
  /** Unique, kebab-case, prefixed by knowledge-base file owner: "tr-", "atv-", "auto-". */
  id: string;
  /** Which categories the entry applies to (an entry may serve several). */
  vehicleTypes: VehicleType[];
  system: VehicleSystem;
  /** Short title shown as the cause, e.g. "Failed starter solenoid or corroded solenoid contacts". */
  cause: string;
  /** The cause only comes about through work done on the machine: see the schema's `afterWork`. */
  afterWork?: true;
  /** One or two sentences: why this cause produces these symptoms. */
  explanation: string;
  /** How owners and technicians describe it: several phrasings, everyday words and trade words (>= 4). */
  symptoms: string[];
  /** Extra single words or short terms (slang, part names) that point at this entry. */
  keywords?: string[];
  /** Related fault codes: OBD-II like "P0380", J1939 like "SPN 110 FMI 0" (or "SPN 110" for any FMI). */
  codes?: string[];
  /** Where the cause can physically exist (machine class, fuel, transmission, make, years); absent = anywhere. */
  appliesTo?: AppliesTo;
  /**
   * A known pattern failure: more likely on these makes and model families (e.g. "polaris", "sportsman 570"). For an
   * entry with known-issue records the compiler writes it from them (the records' makes and models).
   */
  pattern?: { makes: string[]; models?: string[] };
  /** The known-issue records that are this entry (set by the compiler from knowledge/known-issues/). */
  knownIssues?: KnownIssue[];
  /** Relative base frequency: 1 = ordinary, up to 3 for very common failures, down to 0.3 for rare ones. */
  prior?: number;
  /** Where a technician checks it: 1 = the basics first (battery, fuses, connections, levels) … 5 = last. */
  checkOrder?: number;
  /** Numbered in order: test before replace. At least 3. */
  steps: StepTemplate[];
  /** Where the pattern comes from, short: "Deere service bulletin", "common forum-reported failure", "SAE J2012 code meaning". */
  ref?: string;
}

export interface DiagnosisInput {
  vehicleType: VehicleType;
  make: string;
  model: string;
  symptoms: string;
  /**
   * Owners' confirmed fixes for this vehicle, read on the server (app/.server/diagnostics/confirmed-fixes.ts) and
   * passed in so the engine stays pure. Absent offline and in the eval: the ranking is then the words alone.
   */
  confirmedFixes?: ConfirmedFixCounts;
}

/**
 * How many distinct owners confirmed each cause (by entry id) fixed their vehicle, at three levels that nest:
 * the same make and model family, the same make, the same machine class. Counts only, never who.
 */
export interface ConfirmedFixCounts {
  family: Record<string, number>;
  make: Record<string, number>;
  class: Record<string, number>;
}

/** Evidence beyond the words for one cause. */
export interface CauseEvidence {
  /** A recall, service bulletin or documented pattern failure of the named make/model/years. */
  knownIssue?: { kind: "recall" | "bulletin" | "pattern"; source: string; number?: string; title?: string };
  /** Owners of this model family who confirmed this cause fixed it (the UI shows it only from 3). */
  confirmedFixes?: number;
}

/** Who answered: the embedded engine on the server, Workers AI grounded on it, or the embedded engine on the device (offline). */
export type EngineName = "embedded" | "workers-ai" | "device";

export interface RankedCause {
  id: string;
  cause: string;
  system: VehicleSystem;
  /** 0..1 */
  probability: number;
  explanation: string;
  evidence?: CauseEvidence;
}

export interface MatchedCode {
  code: string;
  standard: "OBD-II" | "J1939";
  meaning: string;
}

export interface DiagnosisResult {
  primaryCause: string;
  primaryCauseId: string | null;
  explanation: string;
  /** Calibrated 0..1 for the primary cause. */
  confidence: number;
  alternativeCauses: RankedCause[];
  troubleshootingSteps: TroubleshootingStep[];
  matchedCodes: MatchedCode[];
  /** Questions or checks that would narrow the answer down when the input says too little. */
  clarifyingQuestions: string[];
  lowInformation: boolean;
  engine: EngineName;
  /** The knowledge base version that answered ("kb-" + 12 hex digits). */
  kbVersion: string;
  primaryEvidence?: CauseEvidence;
  /** The primary cause was proposed by the AI, not in the KB (primaryCauseId is then null). */
  aiSuggested?: boolean;
}
