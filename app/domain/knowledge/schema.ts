import { z } from "zod";
import { SAFETY_LEVELS, SYSTEMS, VEHICLE_TYPES } from "../diagnosis/types.ts";
import { FUELS, MACHINE_CLASSES, TRANSMISSIONS } from "../vehicle/vocabulary.ts";

/**
 * The one schema of the knowledge files under knowledge/ (faults, shared steps, safety warnings). The compiler
 * (scripts/kb/compile.ts) checks every file against it, resolves the references and writes one artifact; nothing
 * here runs in the Worker or the browser.
 *
 * References: a step in an entry is either inline or "step:<id>" (knowledge/steps/*.json); a safety note is
 * either its own sentence or "warning:<id>" (knowledge/warnings.json), so each shared warning has one wording.
 */

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const safetyNoteSchema = text(10, 400);
export const warningRefPattern = /^warning:([a-z0-9-]+)$/;
export const stepRefPattern = /^step:([a-z0-9-]+)$/;

export const stepSchema = z.strictObject({
  title: text(5, 140),
  description: text(20, 900),
  safetyLevel: z.enum(SAFETY_LEVELS),
  estimatedTime: text(2, 40),
  tools: z.array(text(2, 160)).optional(),
  specs: z.array(text(5, 300)).optional(),
  parts: z.array(text(2, 200)).optional(),
  safety: z.array(safetyNoteSchema).optional(),
});

export const libraryStepSchema = stepSchema.extend({ id: kebab });

const makeName = text(2, 40).refine((m) => m === m.toLowerCase(), "makes are written in lower case");

/** Where a cause can physically exist. Absent fields mean "no restriction". */
export const appliesToSchema = z.strictObject({
  classes: z.array(z.enum(MACHINE_CLASSES)).min(1).optional(),
  fuels: z.array(z.enum(FUELS)).min(1).optional(),
  transmissions: z.array(z.enum(TRANSMISSIONS)).min(1).optional(),
  /** Only these makes have the part at all (a brand's own system, e.g. Can-Am's DESS key). */
  makes: z.array(makeName).min(1).optional(),
  /**
   * Only these model families of those makes have the part (a maker's system fitted to some models, e.g. Toyota's
   * MMT gearbox on the Yaris and Aygo): when the Model field names a model, it must be one of them.
   */
  models: z.array(text(2, 60)).min(1).optional(),
  yearFrom: z.number().int().min(1900).max(2100).optional(),
  yearTo: z.number().int().min(1900).max(2100).optional(),
});

/** A known pattern failure: more likely on these makes (and model families), never required. */
export const patternSchema = z.strictObject({
  makes: z.array(makeName).min(1),
  models: z.array(text(1, 60)).optional(),
});

export const entrySchema = z.strictObject({
  id: kebab.max(80),
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)).min(1),
  system: z.enum(SYSTEMS),
  cause: text(8, 160),
  /**
   * The cause only comes about through work done on the machine (a part fitted, a filter changed, a case refilled, a
   * part put back wrong): a story that tells of no work at all puts it back (docs/decisions/causes-after-work.md).
   */
  afterWork: z.literal(true).optional(),
  explanation: text(30, 700),
  symptoms: z.array(text(3, 200)).min(4),
  keywords: z.array(text(2, 60)).optional(),
  codes: z.array(text(4, 20)).optional(),
  appliesTo: appliesToSchema.optional(),
  pattern: patternSchema.optional(),
  /** Relative base frequency: 1 ordinary, up to 3 very common, down to 0.3 rare. */
  prior: z.number().min(0.2).max(3).optional(),
  /** Where a technician checks it: 1 basics first (battery, fuses, connections, fluid levels) … 5 last. */
  checkOrder: z.number().int().min(1).max(5).optional(),
  ref: text(3, 300),
  steps: z.array(z.union([z.string().regex(stepRefPattern, 'a step reference looks like "step:<id>"'), stepSchema])).min(3),
});

export const faultFileSchema = z.array(entrySchema).min(1);

/** A source is an address a person can open: the notice, bulletin or article the record comes from. */
const sourceAddress = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/, "the source must be the address of the notice or article (http or https)");

/**
 * A known issue (knowledge/known-issues/*.json): a recall, service bulletin or documented pattern failure of named
 * makes, model families and years, pointing at the knowledge entries that describe its cause and steps. It is
 * evidence about the vehicle, not about the words: the ranker gives the entry a strong prior when the person's
 * vehicle is one the record covers and their words fit the entry (docs/decisions/known-issues.md).
 */
export const knownIssueSchema = z
  .strictObject({
    id: kebab.max(100),
    kind: z.enum(["recall", "bulletin", "pattern"]),
    /** How the source names it, shown with the note ("Polaris RZR XP 1000 2016 recall"). */
    title: text(3, 160),
    makes: z.array(makeName).min(1),
    /** Model families as the source names them; absent when it covers every model of the makes. */
    models: z.array(text(1, 60)).min(1).optional(),
    yearFrom: z.number().int().min(1900).max(2100).optional(),
    yearTo: z.number().int().min(1900).max(2100).optional(),
    /** Only these engines (as people write them: "6.0 power stroke", "1.5t"), where the source limits it so. */
    engines: z.array(text(2, 40)).min(1).optional(),
    /** Only these gearboxes, where the source limits it so. */
    transmissions: z.array(z.enum(TRANSMISSIONS)).min(1).optional(),
    /** The knowledge entries that are this issue (their cause and steps). */
    entries: z.array(kebab.max(80)).min(1),
    source: sourceAddress,
    /** The campaign or bulletin number, only as the source states it; never from memory. */
    number: text(2, 40).optional(),
  })
  .refine((r) => r.yearFrom === undefined || r.yearTo === undefined || r.yearFrom <= r.yearTo, { message: "yearFrom is after yearTo", path: ["yearTo"] });

export const knownIssueFileSchema = z.array(knownIssueSchema).min(1);
export const stepFileSchema = z.array(libraryStepSchema).min(1);
export const warningsSchema = z.record(kebab, safetyNoteSchema);

export type KnowledgeEntry = z.infer<typeof entrySchema>;
export type AppliesTo = z.infer<typeof appliesToSchema>;
export type Pattern = z.infer<typeof patternSchema>;
export type KnownIssueRecord = z.infer<typeof knownIssueSchema>;

/** A phrase as the normaliser leaves text: lower-case letters and digits, words separated by single spaces. */
const normalisedPhrase = z.string().regex(/^[a-z0-9]+( [a-z0-9]+)*$/, "must be lower-case words separated by single spaces");

/**
 * knowledge/synonyms.json: owners' words and trade slang, each list folded to one canonical phrase, grouped by topic
 * for people reading the file (the engine merges the groups).
 */
export const synonymsSchema = z.strictObject({
  groups: z.array(z.strictObject({ topic: text(3, 80), words: z.record(normalisedPhrase, z.array(normalisedPhrase).min(1)) })).min(1),
});
