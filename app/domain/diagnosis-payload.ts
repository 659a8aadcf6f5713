import type { VehicleType } from "./diagnosis/types.ts";

/**
 * What the entry form sends (SPEC §7), kept free of zod so the entry page does not ship the schema library;
 * the server validates the same payload with diagnosisRequestSchema in diagnostics.ts.
 */
export const LIMITS = { make: 60, model: 80, problem: 2000 } as const;

export interface DiagnosisForm {
  make: string;
  model: string;
  problem: string;
}

/** SPEC §7 payload: tractorModel = make plus model; symptoms = "make model: problem". */
export function toDiagnosisPayload(
  form: DiagnosisForm,
  vehicleType: VehicleType,
  extras: { sessionId?: string; deviceFingerprint?: string; clientRef?: string },
) {
  const make = form.make.trim();
  const model = form.model.trim();
  const problem = form.problem.trim();
  return {
    sessionId: extras.sessionId,
    vehicleType,
    tractorModel: `${make} ${model}`,
    symptoms: `${make} ${model}: ${problem}`,
    deviceFingerprint: extras.deviceFingerprint,
    clientRef: extras.clientRef,
    make,
    model,
    problem,
  };
}
