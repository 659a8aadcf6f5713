import {
  type BodyShardData,
  type CoreData,
  diagnoseSharded,
  prepareSharded,
  ShardedKnowledge,
  type ShardLoader,
  type SpellerData,
  type TermShardData,
} from "~/domain/diagnosis/knowledge-shards.ts";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import type { toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import { newClientRef, saveItem } from "./offline-store.ts";

/**
 * Diagnoses on the device with the embedded engine (no network) and keeps the result in the offline store for
 * `userId`, marked 'offline' with a new clientRef. Loaded on demand only. The knowledge comes in pieces (see
 * knowledge-shards.ts): the vehicle type's core, then only the term and text shards the question needs (and the
 * speller's word list when a word is unknown), each its own chunk, all precached by the service worker with the rest of the build.
 */
const coreChunks = import.meta.glob<{ default: CoreData }>("../generated/kb/core-*.js");
const termChunks = import.meta.glob<{ default: TermShardData }>("../generated/kb/terms-*.js");
const bodyChunks = import.meta.glob<{ default: BodyShardData }>("../generated/kb/bodies-*.js");
const spellerChunk = import.meta.glob<{ default: SpellerData }>("../generated/kb/speller.js");

async function chunk<T>(chunks: Record<string, () => Promise<{ default: T }>>, name: string): Promise<T> {
  const load = chunks[`../generated/kb/${name}.js`];
  if (!load) throw new Error(`knowledge: no shard ${name}`);
  return (await load()).default;
}

const loader: ShardLoader = {
  terms: (type, k) => chunk(termChunks, `terms-${type}-${k}`),
  body: (k) => chunk(bodyChunks, `bodies-${k}`),
  speller: () => chunk(spellerChunk, "speller"),
};
const knowledge = new Map<VehicleType, Promise<ShardedKnowledge>>();

function knowledgeFor(type: VehicleType): Promise<ShardedKnowledge> {
  let k = knowledge.get(type);
  if (!k) {
    k = chunk(coreChunks, `core-${type}`).then((core) => new ShardedKnowledge(core));
    k.catch(() => knowledge.delete(type)); // a later try may succeed (e.g. once the service worker has the chunk)
    knowledge.set(type, k);
  }
  return k;
}

/** Loads the engine's knowledge core for a vehicle type ahead of the question (e.g. when the device goes offline). */
export function warmUp(type: VehicleType): void {
  knowledgeFor(type).catch(() => {});
}

const inputOf = (payload: ReturnType<typeof toDiagnosisPayload>) => ({
  vehicleType: payload.vehicleType,
  make: payload.make,
  model: payload.model,
  symptoms: payload.problem,
});

/**
 * Loads, while the person is still typing, the shards the question so far needs (the diagnose page calls it a moment
 * after each pause), so that the answer on Diagnose reads little or nothing more. Never fails: a shard that could not
 * load now is simply loaded when the question is answered.
 */
export function prepareOnDevice(payload: ReturnType<typeof toDiagnosisPayload>): Promise<void> {
  const input = inputOf(payload);
  return knowledgeFor(input.vehicleType)
    .then((k) => prepareSharded(input, k, loader))
    .catch(() => {});
}

export async function diagnoseOnDevice(payload: ReturnType<typeof toDiagnosisPayload>, userId: string): Promise<string> {
  const input = inputOf(payload);
  const result = { ...(await diagnoseSharded(input, await knowledgeFor(input.vehicleType), loader)), engine: "device" as const };
  const clientRef = newClientRef();
  saveItem(localStorage, { clientRef, userId, createdAt: new Date().toISOString(), status: "offline", payload: { ...payload, clientRef }, result });
  return clientRef;
}
