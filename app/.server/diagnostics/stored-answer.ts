import type { DiagnosisResult, VehicleType } from "~/domain/diagnosis/types.ts";

/** What a person asked, in the parts the entry form sends (SPEC §7 builds tractorModel and symptoms from them). */
export interface AskedFor {
  vehicleType: VehicleType;
  make: string;
  model: string;
  problem: string;
}

/**
 * The columns of a stored diagnosis that come from the question and its answer. One place, so a diagnosis made
 * online, one uploaded from a device and the demo account's examples are stored alike.
 */
export function answerColumns(asked: AskedFor, result: DiagnosisResult) {
  const tractorModel = `${asked.make} ${asked.model}`.trim();
  return {
    vehicleType: asked.vehicleType,
    tractorModel,
    symptoms: `${tractorModel}: ${asked.problem}`,
    primaryCause: result.primaryCause,
    troubleshootingSteps: result.troubleshootingSteps,
    // Beside the steps so lists can show 'N of M steps done' without reading them.
    stepCount: result.troubleshootingSteps.length,
    alternativeCauses: result.alternativeCauses,
    details: {
      explanation: result.explanation,
      matchedCodes: result.matchedCodes,
      clarifyingQuestions: result.clarifyingQuestions,
      lowInformation: result.lowInformation,
      primaryCauseId: result.primaryCauseId,
      // As shown when it was made (known issue, 'Confirmed fix for N owners of this model'), not as the counts are today.
      ...(result.primaryEvidence ? { primaryEvidence: result.primaryEvidence } : {}),
      // Only when true, so every other stored answer keeps exactly the details it had.
      ...(result.aiSuggested ? { aiSuggested: true } : {}),
      make: asked.make,
      model: asked.model,
      problem: asked.problem,
    },
    confidence: result.confidence,
    engine: result.engine,
    kbVersion: result.kbVersion,
  };
}
