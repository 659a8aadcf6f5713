import { hydrateIndex, type KbIndex, getIndex, type SerializedIndex } from "./index-build.ts";
import type { CatalogueMake } from "../vehicle/catalogue-schema.ts";
import { buildCatalogue, type Catalogue } from "../vehicle/profile.ts";
import type { FaultEntry, StepTemplate } from "./types.ts";

/**
 * The knowledge the engine answers from: the compiled entries, the prebuilt search index and the version that
 * names them. The app loads the artifact compiled from knowledge/ at build time (app/generated/knowledge.js, see
 * scripts/kb/compile.ts); tests and tools can wrap any entry list.
 */

export interface KnowledgeArtifact {
  /** "kb-" + 12 hex digits of the SHA-256 of the compiled entries: changes whenever an answer could. */
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

export function loadKnowledge(artifact: KnowledgeArtifact): Knowledge {
  const entries: FaultEntry[] = artifact.entries.map((e) => ({ ...e, steps: e.steps.map((i) => artifact.steps[i]!) }));
  const index = hydrateIndex(artifact.index, entries);
  return { version: artifact.version, entries, index, catalogue: buildCatalogue(artifact.vehicles), byId: new Map(entries.map((e) => [e.id, e])) };
}

/** Knowledge over an entry list built on the spot (tests, tools); the app never does this at run time. */
export function knowledgeOf(entries: readonly FaultEntry[], version = "kb-adhoc", vehicles: readonly CatalogueMake[] = []): Knowledge {
  return { version, entries, index: getIndex(entries), catalogue: buildCatalogue(vehicles), byId: new Map(entries.map((e) => [e.id, e])) };
}
