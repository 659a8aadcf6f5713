import { type SafetyLibrary, safetyLibraryFrom } from "~/domain/ai-step-safety.ts";
import type { StepTemplate } from "~/domain/diagnosis/types.ts";
import atvSteps from "../../../knowledge/steps/atv-long-tail.json";
import automotiveSteps from "../../../knowledge/steps/automotive-chassis.json";
import tractorSteps from "../../../knowledge/steps/tractor-machine.json";
import warnings from "../../../knowledge/warnings.json";

/**
 * The shared warnings and the step files that hold the general safety steps the AI safety rules add
 * (app/domain/ai-step-safety.ts names them by id; tests/unit/ai-step-safety.test.ts checks every id exists).
 * Server only: the browser never checks a model's answer.
 */
type StepFile = Array<StepTemplate & { id: string }>;

export const SAFETY_LIBRARY: SafetyLibrary = safetyLibraryFrom(warnings, [automotiveSteps as StepFile, tractorSteps as StepFile, atvSteps as StepFile]);
