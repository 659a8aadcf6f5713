import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { parseEntryCode } from "../diagnosis/codes/index.ts";
import { buildIndex } from "../diagnosis/index-build.ts";
import { serializeIndex } from "../diagnosis/index-serial.ts";
import type { KnowledgeArtifact } from "../diagnosis/knowledge.ts";
import { SYNONYMS } from "../diagnosis/synonyms.ts";
import type { FaultEntry, KnownIssue, StepTemplate } from "../diagnosis/types.ts";
import { type CatalogueMake, catalogueFileSchema } from "../vehicle/catalogue-schema.ts";
import { squash } from "../vehicle/profile.ts";
import { CLASSES_BY_TYPE } from "../vehicle/vocabulary.ts";
import {
  entrySchema,
  knownIssueSchema,
  libraryStepSchema,
  stepRefPattern,
  type stepSchema,
  synonymsSchema,
  warningRefPattern,
  warningsSchema,
} from "./schema.ts";

/**
 * Compiles the knowledge files into one artifact: validates every file against the schema, resolves step and
 * warning references, checks what the schema alone cannot (unique ids, known references, parseable codes, classes
 * that belong to the entry's vehicle types), and builds the search index once, here, so nothing is built at run time.
 * Pure: the caller reads the files (scripts/kb/compile.ts) and tests pass fixtures.
 */

export interface KnowledgeSources {
  warnings: { path: string; data: unknown };
  steps: Array<{ path: string; data: unknown }>;
  faults: Array<{ path: string; data: unknown }>;
  vehicles: Array<{ path: string; data: unknown }>;
  /** knowledge/known-issues/*.json (none: no known issues). */
  knownIssues?: Array<{ path: string; data: unknown }>;
  /** knowledge/synonyms.json, checked here; the engine bundles the same file (see checkSynonyms). */
  synonyms?: { path: string; data: unknown };
  /**
   * A fingerprint of the engine's own code (ranking, questions, code meanings, common steps), so that the version
   * changes whenever an answer could, not only when a data file does: an offline answer uploaded under the same
   * version must then read exactly as this server would answer (app/domain/device-answer.ts).
   */
  engine?: string;
}

export class KnowledgeError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`${problems.length} problem(s) in the knowledge files:\n${problems.slice(0, 60).join("\n")}`);
    this.name = "KnowledgeError";
    this.problems = problems;
  }
}

type Step = StepTemplate;
type Report = (where: string, message: string) => void;
type ZodProblems = { issues: Array<{ path: PropertyKey[]; message: string }> };

/** Each schema problem as "file › field.path: message", in one wording for every knowledge file. */
function reportZod(issue: Report, where: string, error: ZodProblems): void {
  for (const i of error.issues) issue(`${where}${i.path.length ? ` › ${i.path.join(".")}` : ""}`, i.message);
}

export function compileKnowledge(src: KnowledgeSources): KnowledgeArtifact {
  const problems: string[] = [];
  const issue = (where: string, message: string) => problems.push(`${where}: ${message}`);
  const zodIssues = (where: string, error: ZodProblems) => reportZod(issue, where, error);

  const warningsParsed = warningsSchema.safeParse(src.warnings.data);
  if (!warningsParsed.success) zodIssues(src.warnings.path, warningsParsed.error);
  const warnings = new Map(Object.entries(warningsParsed.success ? warningsParsed.data : {}));
  const usedWarnings = new Set<string>();

  const resolveSafety = (notes: string[] | undefined, where: string): string[] | undefined =>
    notes?.map((note) => {
      const ref = warningRefPattern.exec(note);
      if (!ref) return note;
      const text = warnings.get(ref[1]!);
      if (text === undefined) issue(where, `unknown warning "${ref[1]}"`);
      usedWarnings.add(ref[1]!);
      return text ?? note;
    });

  const toStep = (raw: ReturnType<typeof stepSchema.parse>, where: string): Step => {
    const step: Step = { title: raw.title, description: raw.description, safetyLevel: raw.safetyLevel, estimatedTime: raw.estimatedTime };
    if (raw.tools) step.tools = raw.tools;
    if (raw.specs) step.specs = raw.specs;
    if (raw.parts) step.parts = raw.parts;
    const safety = resolveSafety(raw.safety, where);
    if (safety) step.safety = safety;
    return step;
  };

  const library = new Map<string, Step>();
  for (const file of src.steps) {
    const list = Array.isArray(file.data) ? file.data : [];
    if (!Array.isArray(file.data)) issue(file.path, "must be an array of steps");
    list.forEach((raw: unknown, i: number) => {
      const parsed = libraryStepSchema.safeParse(raw);
      if (!parsed.success) {
        zodIssues(`${file.path} [${i}]`, parsed.error);
        return;
      }
      const { id, ...step } = parsed.data;
      if (library.has(id)) issue(`${file.path} [${i}]`, `duplicate step id "${id}"`);
      library.set(id, toStep(step, `${file.path} step ${id}`));
    });
  }
  const usedSteps = new Set<string>();

  const entries: FaultEntry[] = [];
  const ids = new Set<string>();
  for (const file of src.faults) {
    const list = Array.isArray(file.data) ? file.data : [];
    if (!Array.isArray(file.data) || list.length === 0) issue(file.path, "must be a non-empty array of entries");
    list.forEach((raw: unknown, i: number) => {
      const where = `${file.path} [${i}]`;
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) {
        zodIssues(where, parsed.error);
        return;
      }
      const e = parsed.data;
      const at = `${file.path} ${e.id}`;
      if (ids.has(e.id)) issue(at, "duplicate entry id");
      ids.add(e.id);
      for (const code of e.codes ?? []) if (!parseEntryCode(code)) issue(at, `code "${code}" is neither OBD-II nor "SPN n [FMI m]"`);
      const allowed = new Set(e.vehicleTypes.flatMap((t) => CLASSES_BY_TYPE[t]));
      for (const c of e.appliesTo?.classes ?? []) if (!allowed.has(c)) issue(at, `class "${c}" is not a ${e.vehicleTypes.join("/")} class`);
      if (e.appliesTo?.yearFrom && e.appliesTo.yearTo && e.appliesTo.yearFrom > e.appliesTo.yearTo) issue(at, "yearFrom is after yearTo");
      if (e.appliesTo?.models && !e.appliesTo.makes) issue(at, "models need the makes they belong to");
      const steps = e.steps.map((s, n) => {
        if (typeof s !== "string") return toStep(s, `${at} step ${n + 1}`);
        const id = stepRefPattern.exec(s)![1]!;
        usedSteps.add(id);
        const step = library.get(id);
        if (!step) issue(at, `unknown step "${id}"`);
        return step ?? { title: s, description: s, safetyLevel: "Safety Required" as const, estimatedTime: "-" };
      });
      const entry: FaultEntry = {
        id: e.id,
        vehicleTypes: e.vehicleTypes,
        system: e.system,
        cause: e.cause,
        explanation: e.explanation,
        symptoms: e.symptoms,
        steps,
        ref: e.ref,
      };
      if (e.afterWork) entry.afterWork = true;
      if (e.keywords) entry.keywords = e.keywords;
      if (e.codes) entry.codes = e.codes;
      // Model families are compared squashed, as the Model field is ("Corolla Verso" is "corollaverso").
      if (e.appliesTo) entry.appliesTo = e.appliesTo.models ? { ...e.appliesTo, models: e.appliesTo.models.map(squash) } : e.appliesTo;
      if (e.pattern) entry.pattern = e.pattern;
      if (e.prior !== undefined) entry.prior = e.prior;
      if (e.checkOrder !== undefined) entry.checkOrder = e.checkOrder;
      entries.push(entry);
    });
  }
  attachKnownIssues(src.knownIssues ?? [], entries, issue);
  const vehicles = compileCatalogue(src.vehicles, issue);
  if (src.synonyms) checkSynonyms(src.synonyms, issue);
  for (const id of library.keys()) if (!usedSteps.has(id)) issue("knowledge/steps", `step "${id}" is never used`);
  for (const id of warnings.keys()) if (!usedWarnings.has(id)) issue(src.warnings.path, `warning "${id}" is never used`);
  if (problems.length > 0) throw new KnowledgeError(problems);

  // Everything that decides an answer: the engine's code, the entries, the vehicle catalogue, the owners' vocabulary and the search index
  // built from them. The index carries what the build reads out of the entries (symptom classes, the parts a title
  // names, term weights), so a change to that reading is a new version even when no data file changed.
  const index = serializeIndex(buildIndex(entries));
  const decides = JSON.stringify({ engine: src.engine ?? "", entries, vehicles, synonyms: SYNONYMS, index });
  const version = `kb-${encodeHexLowerCase(sha256(new TextEncoder().encode(decides))).slice(0, 12)}`;
  const steps: Step[] = [];
  const stepAt = new Map<string, number>();
  const packed = entries.map((e) => ({
    ...e,
    steps: e.steps.map((s) => {
      const key = JSON.stringify(s);
      let at = stepAt.get(key);
      if (at === undefined) {
        at = steps.push(s) - 1;
        stepAt.set(key, at);
      }
      return at;
    }),
  }));
  return { version, steps, entries: packed, index, vehicles };
}

/**
 * The known-issue records: each validated, unique (by id, and by what it covers: the same entry for the same make,
 * model and overlapping years twice is one issue written twice), naming entries that exist, of the file's vehicle
 * type, whose own years the record's years fall within. Each entry gets its records, and its `pattern` (the makes and
 * models the ranker's make/model features and recall applicability read) is written from them: an entry says it
 * through its records or through `pattern`, never both (docs/decisions/known-issues.md).
 */
function attachKnownIssues(files: NonNullable<KnowledgeSources["knownIssues"]>, entries: FaultEntry[], issue: (where: string, message: string) => void): void {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const ids = new Set<string>();
  const covered: Array<{ at: string; entry: string; makes: string[]; models: string[]; from: number; to: number }> = [];
  for (const file of files) {
    // "tractor.json", "tractor-owner-reports.json": the vehicle type leads the file name.
    const type = /(?:^|\/)(tractor|atv|automotive)[^/]*\.json$/.exec(file.path)?.[1];
    const list = Array.isArray(file.data) ? file.data : [];
    if (!Array.isArray(file.data) || list.length === 0) issue(file.path, "must be a non-empty array of known issues");
    list.forEach((raw: unknown, i: number) => {
      const parsed = knownIssueSchema.safeParse(raw);
      if (!parsed.success) {
        reportZod(issue, `${file.path} [${i}]`, parsed.error);
        return;
      }
      const r = parsed.data;
      const at = `${file.path} ${r.id}`;
      if (ids.has(r.id)) issue(at, "duplicate known-issue id");
      ids.add(r.id);
      const record: KnownIssue = { id: r.id, kind: r.kind, title: r.title, makes: r.makes, source: r.source };
      if (r.models) record.models = r.models;
      if (r.yearFrom !== undefined) record.yearFrom = r.yearFrom;
      if (r.yearTo !== undefined) record.yearTo = r.yearTo;
      if (r.engines) record.engines = r.engines;
      if (r.transmissions) record.transmissions = r.transmissions;
      if (r.number) record.number = r.number;
      const models = (r.models ?? []).map(squash);
      for (const id of new Set(r.entries)) {
        const entry = byId.get(id);
        if (!entry) {
          issue(at, `unknown entry "${id}"`);
          continue;
        }
        if (type && ["tractor", "atv", "automotive"].includes(type) && !entry.vehicleTypes.includes(type as FaultEntry["vehicleTypes"][number]))
          issue(at, `entry "${id}" is not a ${type} entry`);
        const a = entry.appliesTo;
        // A record that names no years is bounded by its entry's (the entry is never offered outside them); one that
        // names years must stay inside them.
        if ((a?.yearFrom && r.yearFrom !== undefined && r.yearFrom < a.yearFrom) || (a?.yearTo && r.yearTo !== undefined && r.yearTo > a.yearTo))
          issue(at, `years ${r.yearFrom ?? "…"}-${r.yearTo ?? "…"} reach outside entry "${id}" (${a?.yearFrom ?? "…"}-${a?.yearTo ?? "…"})`);
        const from = r.yearFrom ?? 0;
        const to = r.yearTo ?? 9999;
        const twin = covered.find(
          (c) =>
            c.entry === id &&
            c.makes.some((m) => r.makes.includes(m)) &&
            from <= c.to &&
            c.from <= to &&
            (c.models.length === 0 || models.length === 0 || c.models.some((m) => models.includes(m))),
        );
        if (twin) issue(at, `duplicate of ${twin.at} (same entry, make, model and years)`);
        covered.push({ at, entry: id, makes: r.makes, models, from, to });
        entry.knownIssues ??= [];
        entry.knownIssues.push(record);
      }
    });
  }
  for (const e of entries) {
    if (!e.knownIssues) continue;
    // The records and an entry's own unsourced `pattern` hint (an owner-reported pattern with no address) add up.
    const own = e.pattern ? [{ makes: e.pattern.makes, models: e.pattern.models }] : [];
    const all = [...own, ...e.knownIssues];
    const makes = [...new Set(all.flatMap((k) => k.makes))];
    // An entry covers every model when one of its records does: then no model list narrows it.
    const models = all.every((k) => k.models) ? [...new Set(all.flatMap((k) => k.models!))] : undefined;
    e.pattern = models ? { makes, models } : { makes };
  }
}

/** The vehicle catalogue: each file validated, makes and aliases unique across files, classes of the make's types. */
function compileCatalogue(files: KnowledgeSources["vehicles"], issue: (where: string, message: string) => void): CatalogueMake[] {
  const makes: CatalogueMake[] = [];
  const names = new Map<string, string>();
  for (const file of files) {
    const parsed = catalogueFileSchema.safeParse(file.data);
    if (!parsed.success) {
      reportZod(issue, file.path, parsed.error);
      continue;
    }
    for (const make of parsed.data) {
      for (const name of [make.make, ...(make.aliases ?? [])]) {
        const owner = names.get(name);
        if (owner && owner !== make.make) issue(`${file.path} ${make.make}`, `"${name}" is already ${owner}`);
        names.set(name, make.make);
      }
      const allowed = new Set(make.types.flatMap((t) => CLASSES_BY_TYPE[t]));
      for (const f of make.families) {
        if (!allowed.has(f.class)) issue(`${file.path} ${make.make} ${f.name}`, `class "${f.class}" is not a ${make.types.join("/")} class`);
        if (f.yearFrom && f.yearTo && f.yearFrom > f.yearTo) issue(`${file.path} ${make.make} ${f.name}`, "yearFrom is after yearTo");
      }
      makes.push(make);
    }
  }
  return makes;
}

/**
 * The synonym table: valid, each variant folded to one canonical phrase only, no canonical phrase that is another's
 * variant (it would be rewritten again), and the very table the engine bundles. The query side needs it at run time in
 * the Worker and the browser, so synonyms.ts imports the file into both builds; a snapshot compiled with KNOWLEDGE_DIR
 * and a different table would index with words its engine does not use, so that is refused.
 */
function checkSynonyms(src: { path: string; data: unknown }, issue: (where: string, message: string) => void): void {
  const parsed = synonymsSchema.safeParse(src.data);
  if (!parsed.success) {
    reportZod(issue, src.path, parsed.error);
    return;
  }
  const canonicalOf = new Map<string, string>();
  const all: Record<string, string[]> = {};
  for (const g of parsed.data.groups) {
    for (const [canonical, variants] of Object.entries(g.words)) {
      if (all[canonical]) issue(src.path, `"${canonical}" is listed twice`);
      all[canonical] = variants;
      for (const v of variants) {
        const other = canonicalOf.get(v);
        if (other !== undefined) issue(src.path, `"${v}" is a variant of both "${other}" and "${canonical}"`);
        canonicalOf.set(v, canonical);
      }
    }
  }
  for (const canonical of Object.keys(all)) {
    const other = canonicalOf.get(canonical);
    if (other !== undefined && other !== canonical) issue(src.path, `"${canonical}" is a canonical phrase and a variant of "${other}"`);
  }
  if (JSON.stringify(all) !== JSON.stringify(SYNONYMS)) {
    issue(src.path, "differs from the table the engine bundles (app/domain/diagnosis/synonyms.ts imports knowledge/synonyms.json)");
  }
}
