import type { CatalogueMake } from "../vehicle/catalogue-schema.ts";
import { buildCatalogue, type Catalogue } from "../vehicle/profile.ts";
import { getIndex, type KbIndex } from "./index-build.ts";
import { hydrateIndex, type SerializedIndex } from "./index-serial.ts";
import type { FaultEntry, StepTemplate } from "./types.ts";

/**
 * The knowledge the engine answers from: the compiled entries, the prebuilt search index and the version that
 * names them. The build (scripts/kb/compile.ts) compiles knowledge/ into one artifact and ships it packed as
 * text (app/generated/knowledge.txt, and the same text as a module in app/generated/knowledge.js): the first line
 * carries what ranking needs, then one line per entry's texts and one per step, parsed only when an answer
 * shows them. Parsing ~1,500 explanations and ~2,500 steps to rank a question would cost a phone more than the
 * ranking itself (docs/decisions/knowledge-packing.md).
 */

export interface KnowledgeArtifact {
  /** "kb-" + 12 hex digits of the SHA-256 of the compiled entries, catalogue, vocabulary and index: changes whenever an answer could. */
  version: string;
  /** Every distinct step once; entries point at them by position (shared steps are not repeated). */
  steps: StepTemplate[];
  entries: Array<Omit<FaultEntry, "steps"> & { steps: number[] }>;
  index: SerializedIndex;
  /** The vehicle catalogue (makes, aliases, model families with class, fuel, transmission, years). */
  vehicles: CatalogueMake[];
}

export interface Knowledge {
  version: string;
  entries: readonly FaultEntry[];
  index: KbIndex;
  /** Makes, aliases and model families: what a vehicle profile is read from. */
  catalogue: Catalogue;
  /** Entry by id, for answers stored or uploaded with entry ids. */
  byId: ReadonlyMap<string, FaultEntry>;
}

/** What an answer shows but ranking never reads: kept as text until asked for. */
const BODY_FIELDS = ["explanation", "symptoms", "keywords", "steps", "ref", "knownIssues"] as const;
type BodyField = (typeof BODY_FIELDS)[number];
type Head = Omit<FaultEntry, BodyField>;
type Body = Pick<FaultEntry, Exclude<BodyField, "steps">> & { steps: number[] };

interface PackedHead {
  version: string;
  vehicles: CatalogueMake[];
  index: SerializedIndex;
  entries: Head[];
}

/** The artifact as text: line 0 the head (version, catalogue, index, entry heads), then entry bodies, then steps. */
export function packKnowledge(a: KnowledgeArtifact): string {
  const heads: Head[] = [];
  const bodies: string[] = [];
  for (const e of a.entries) {
    const head: Record<string, unknown> = {};
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(e)) ((BODY_FIELDS as readonly string[]).includes(k) ? body : head)[k] = v;
    heads.push(head as Head);
    bodies.push(JSON.stringify(body));
  }
  const head: PackedHead = { version: a.version, vehicles: a.vehicles, index: a.index, entries: heads };
  // JSON.stringify escapes every newline inside strings, so "\n" only ever separates lines.
  return [JSON.stringify(head), ...bodies, ...a.steps.map((s) => JSON.stringify(s))].join("\n");
}

/** The packed knowledge's vehicle catalogue alone (the seed's rows), without decoding the index or the entries. */
export function packedVehicles(text: string): CatalogueMake[] {
  return (JSON.parse(text.slice(0, text.indexOf("\n"))) as PackedHead).vehicles;
}

/** Loads packed knowledge: parses the head and decodes the index; entry texts and steps parse on first use. */
export function unpackKnowledge(text: string): Knowledge {
  const lines = text.split("\n");
  const head = JSON.parse(lines[0]!) as PackedHead;
  const n = head.entries.length;
  const steps: Array<StepTemplate | undefined> = [];
  const stepAt = (i: number) => (steps[i] ??= JSON.parse(lines[1 + n + i]!) as StepTemplate);
  const entries = head.entries.map((h, i) => lazyEntry(h, () => JSON.parse(lines[1 + i]!) as Body, stepAt));
  const index = hydrateIndex(head.index, entries);
  return { version: head.version, entries, index, catalogue: buildCatalogue(head.vehicles), byId: new Map(entries.map((e) => [e.id, e])) };
}

/**
 * An entry whose texts are parsed the first time one is read. The fields are own, enumerable getters, so spreading
 * or serialising an entry sees every field exactly as if it had been parsed up front.
 */
function lazyEntry(head: Head, parse: () => Body, stepAt: (i: number) => StepTemplate): FaultEntry {
  let body: Omit<FaultEntry, keyof Head> | undefined;
  const get = () => {
    if (!body) {
      const b = parse();
      body = { ...b, steps: b.steps.map(stepAt) };
    }
    return body;
  };
  const entry = { ...head } as FaultEntry;
  for (const f of BODY_FIELDS) Object.defineProperty(entry, f, { enumerable: true, configurable: false, get: () => get()[f] });
  return entry;
}

/** Knowledge straight from a compiled artifact (the build's own checks; tools). */
export function loadKnowledge(artifact: KnowledgeArtifact): Knowledge {
  return unpackKnowledge(packKnowledge(artifact));
}

/** Knowledge over an entry list built on the spot (tests, tools); the app never does this at run time. */
export function knowledgeOf(entries: readonly FaultEntry[], version = "kb-adhoc", vehicles: readonly CatalogueMake[] = []): Knowledge {
  return { version, entries, index: getIndex(entries), catalogue: buildCatalogue(vehicles), byId: new Map(entries.map((e) => [e.id, e])) };
}
