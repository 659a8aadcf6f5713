import { type IndexedEntry, uniformAppliesTo } from "./index-build.ts";
import type { SerializedIndex } from "./index-serial.ts";
import type { FaultEntry } from "./types.ts";

/** The entry objects of the offline engine's sharded knowledge (knowledge-shards.ts), built from a core's rows. */

/** What an answer shows of a cause (read once the ranking is done); the rest of an entry is not shipped. */
export type Body = Pick<FaultEntry, "cause" | "explanation" | "steps" | "knownIssues">;
export type Head = Pick<FaultEntry, "id" | "vehicleTypes" | "system" | "appliesTo" | "codes" | "checkOrder">;
/** A core's per-row ranking data (CoreData.rest). */
export type RowData = Omit<SerializedIndex["docsData"], "phrases" | "titleTerms">;

/** An entry whose answer texts come from its body shard; reading them before that shard is added is a bug. */
export class ShardEntry {
  readonly #doc: number;
  readonly #bodies: Map<number, Body>;
  constructor(head: Head, doc: number, bodies: Map<number, Body>) {
    Object.assign(this, head);
    this.#doc = doc;
    this.#bodies = bodies;
  }
  #body(): Body {
    const b = this.#bodies.get(this.#doc);
    if (!b) throw new Error(`knowledge: the body shard of entry ${this.#doc} is not loaded`);
    return b;
  }
  get cause() {
    return this.#body().cause;
  }
  get explanation() {
    return this.#body().explanation;
  }
  get steps() {
    return this.#body().steps;
  }
  get knownIssues() {
    return this.#body().knownIssues;
  }
}

/** Where the next row starts in the core's term-list stream: a count of phrases, then each phrase and the title. */
export function skipRow(stream: Uint16Array, at: number): number {
  const n = stream[at++]!;
  for (let j = 0; j <= n; j++) at += stream[at]! + 1;
  return at;
}

/**
 * An entry's ranking data read from its core row. The phrases and title terms are decoded when the ranker first reads
 * them: it reads the titles of the entries a question's words reach and the phrases of the few at the top only, so
 * decoding every row up front (tens of thousands of numbers) was most of loading a core on a slow phone. Its fields
 * mirror index-serial.ts indexedEntries on purpose. A shared builder was tried (1 December): with an object spread per
 * entry the Worker's knowledge took ~50 ms longer to load (Node, `npm run eval`), and with Object.assign a fresh
 * Worker's first diagnosis read 82-153 ms against 46-95 (engine-speed e2e, 3-4 runs each).
 */
export class RowEntry implements IndexedEntry {
  readonly appliesTo: IndexedEntry["appliesTo"];
  readonly checkOrder: number;
  parsedCodes: IndexedEntry["parsedCodes"] = null;
  readonly makes: string[];
  readonly models: string[];
  readonly logPrior: number;
  readonly len: number;
  readonly parts: IndexedEntry["parts"];
  readonly replacedContext: IndexedEntry["replacedContext"];
  readonly classes: IndexedEntry["classes"];
  readonly makeSpecific: boolean;
  readonly modelSpecific: boolean;
  readonly afterWork: boolean;
  readonly known: IndexedEntry["known"];
  #lists: { phrases: number[][]; titleTerms: number[] } | null = null;
  readonly #stream: Uint16Array;
  readonly #at: number;

  readonly entry: FaultEntry;

  constructor(entry: FaultEntry, r: number, rest: RowData, stream: Uint16Array, at: number) {
    this.entry = entry;
    this.appliesTo = uniformAppliesTo(entry.appliesTo);
    this.checkOrder = entry.checkOrder ?? 3;
    this.makes = rest.makes[r]!;
    this.models = rest.models[r]!;
    this.logPrior = rest.logPrior[r]!;
    this.len = rest.len[r]!;
    this.parts = rest.parts[r]!;
    this.replacedContext = rest.replacedContext[r]!;
    this.classes = rest.classes[r]!;
    this.makeSpecific = (rest.flags[r]! & 1) === 1;
    this.modelSpecific = (rest.flags[r]! & 2) === 2;
    this.afterWork = (rest.flags[r]! & 4) === 4;
    this.known = rest.known[r] ?? [];
    this.#stream = stream;
    this.#at = at;
  }

  #decode(): { phrases: number[][]; titleTerms: number[] } {
    if (this.#lists) return this.#lists;
    const stream = this.#stream;
    let i = this.#at;
    const list = () => {
      const n = stream[i++]!;
      const out = Array.from(stream.subarray(i, i + n));
      i += n;
      return out;
    };
    const n = stream[i++]!;
    const phrases: number[][] = [];
    for (let j = 0; j < n; j++) phrases.push(list());
    this.#lists = { phrases, titleTerms: list() };
    return this.#lists;
  }

  get phrases(): number[][] {
    return this.#decode().phrases;
  }

  get titleTerms(): number[] {
    return this.#decode().titleTerms;
  }
}
