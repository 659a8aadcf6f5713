import type { ConfirmedFixView } from "./confirmed-fixes.ts";
import type { CauseEvidence, MatchedCode, RankedCause, TroubleshootingStep, VehicleType } from "./diagnosis/types.ts";
import type { DiagnosisForm } from "./diagnosis-payload.ts";
import type { StepProgress } from "./step-progress-core.ts";

/**
 * What GET /api/diagnostics/{id} returns. `isOwner` lets the page show the save/resolve toggles only to the owner.
 * Built on the server (app/.server/diagnostics/views.ts); read by the result page and the offline store.
 */
export interface DiagnosticView {
  id: string;
  vehicleType: VehicleType;
  tractorModel: string;
  symptoms: string;
  primaryCause: string;
  /** The knowledge entry of the primary cause; null when the answer said too little or for older diagnoses. */
  primaryCauseId: string | null;
  /** Evidence for the primary cause as shown when the diagnosis was made (a known issue, confirmed fixes); alternatives carry their own. */
  primaryEvidence?: CauseEvidence;
  explanation: string;
  confidence: number | null;
  alternativeCauses: RankedCause[];
  troubleshootingSteps: TroubleshootingStep[];
  matchedCodes: MatchedCode[];
  clarifyingQuestions: string[];
  lowInformation: boolean;
  engine: string;
  /** The primary cause was proposed by the AI and is not in the FieldFix knowledge base. */
  aiSuggested: boolean;
  /** The knowledge base version that answered; null for diagnoses from before versions were recorded. */
  kbVersion: string | null;
  resolved: boolean;
  saved: boolean;
  createdAt: string;
  isOwner: boolean;
  /** Ticked steps and notes. Shown to anyone who opens the result; only the owner may change them. */
  stepProgress: StepProgress;
  /** The entry form's fields as they were sent, for the owner's 'Edit and run again'; null for anyone else. */
  entry: DiagnosisForm | null;
  /** The owner's 'What fixed it?' answer while the diagnosis is resolved; null for anyone else. */
  confirmedFix: ConfirmedFixView | null;
}
