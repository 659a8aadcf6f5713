import { z } from "zod";
import { deviceAnswerSchema } from "./device-answer.ts";
import { VEHICLE_TYPES } from "./diagnosis/types.ts";
import { LIMITS } from "./diagnosis-payload.ts";

export { LIMITS };

/** The diagnose request (SPEC §7) and what the entry form sends. Shared by the form and POST /api/diagnostics. */

export const diagnosisRequestSchema = z
  .object({
    sessionId: z.string().max(100).optional().catch(undefined),
    // SPEC §3: a diagnostic's vehicleType defaults to tractor; "ATV" and " Automotive " are the same choice.
    vehicleType: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? "tractor" : typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(VEHICLE_TYPES, { error: "Choose a vehicle type: tractor, atv or automotive" }),
    ),
    tractorModel: z
      .string()
      .trim()
      .max(LIMITS.make + LIMITS.model + 1)
      .optional(),
    symptoms: z
      .string()
      .trim()
      .max(LIMITS.make + LIMITS.model + LIMITS.problem + 4)
      .optional(),
    deviceFingerprint: z.string().max(64).optional().catch(undefined),
    clientRef: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    /** One press of Diagnose (see requestRef in the schema): retries repeat it, a cancel names it. */
    requestRef: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    make: z.string().trim().max(LIMITS.make).optional(),
    model: z.string().trim().max(LIMITS.model).optional(),
    problem: z.string().trim().max(LIMITS.problem).optional(),
    /** An offline diagnosis: the answer the device showed, stored as it was (checked in device-answer.ts). */
    deviceAnswer: deviceAnswerSchema.optional(),
  })
  .transform((v, ctx) => {
    // Clients of the SPEC payload send only tractorModel and symptoms; ours also send the parts.
    const colon = v.symptoms?.indexOf(":") ?? -1;
    const problem = v.problem || (colon >= 0 ? v.symptoms!.slice(colon + 1).trim() : (v.symptoms ?? ""));
    const vehicle = v.make ? null : vehicleOfSpecPayload(v.tractorModel ?? "", colon >= 0 ? v.symptoms!.slice(0, colon) : "");
    const make = v.make || vehicle?.make || "";
    const model = v.model || vehicle?.model || "";
    if (!make) ctx.addIssue({ code: "custom", message: "Make/Brand is required", path: ["make"] });
    if (!model) ctx.addIssue({ code: "custom", message: "Model/Year is required", path: ["model"] });
    if (!problem) ctx.addIssue({ code: "custom", message: "Problem description is required", path: ["problem"] });
    if (v.deviceAnswer && !v.clientRef) ctx.addIssue({ code: "custom", message: "An answer from the device needs its clientRef", path: ["clientRef"] });
    return { ...v, make, model, problem, tractorModel: `${make} ${model}`.trim(), symptoms: `${make} ${model}: ${problem}` };
  });

/**
 * Make and model from a SPEC §7 payload that has no separate fields: "make, model: problem" names the split with its
 * comma; without one, the first word of tractorModel is the make, and the server corrects a split that falls inside
 * a longer make's name ("Cub" + "Cadet LTX 1046") with the vehicle catalogue (splitMakeModel in vehicle/profile.ts).
 */
export function vehicleOfSpecPayload(tractorModel: string, symptomsPrefix: string): { make: string; model: string } {
  const comma = symptomsPrefix.indexOf(",");
  if (comma > 0) {
    const make = symptomsPrefix.slice(0, comma).trim();
    const model = symptomsPrefix.slice(comma + 1).trim();
    if (make && model) return { make, model };
  }
  const words = tractorModel.split(/\s+/).filter(Boolean);
  return { make: words[0] ?? "", model: words.slice(1).join(" ") };
}

export const cancelRequestSchema = z.object({
  requestRef: z.string({ error: "requestRef is required" }).regex(/^[A-Za-z0-9_-]{8,64}$/, "requestRef is not valid"),
});

export const savedSchema = z.object({ saved: z.boolean({ error: "saved must be true or false" }) });
export const resolvedSchema = z.object({ resolved: z.boolean({ error: "resolved must be true or false" }) });

/** Diagnostic ids are 26 base32 characters (128 random bits); anything else cannot exist. */
export const DIAGNOSTIC_ID = /^[a-z2-7]{26}$/;
