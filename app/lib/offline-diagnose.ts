import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import type { toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import { newClientRef, saveItem } from "./offline-store.ts";

/**
 * Diagnoses on the device with the embedded engine (no network) and keeps the result in the offline store for
 * `userId`, marked 'offline' with a new clientRef. Loaded on demand only (it pulls in the engine and its
 * knowledge base, ~330 KB gzip), and precached by the service worker so it is there without a connection.
 */
export function diagnoseOnDevice(payload: ReturnType<typeof toDiagnosisPayload>, userId: string): string {
  const clientRef = newClientRef();
  const result = { ...diagnose({ vehicleType: payload.vehicleType, make: payload.make, model: payload.model, symptoms: payload.problem }, KNOWLEDGE), engine: "device" as const };
  saveItem(localStorage, { clientRef, userId, createdAt: new Date().toISOString(), status: "offline", payload: { ...payload, clientRef }, result });
  return clientRef;
}
