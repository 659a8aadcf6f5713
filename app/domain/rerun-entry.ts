import type { DiagnosisForm } from "./diagnosis-payload.ts";

/**
 * The entry form's three fields for a stored diagnosis, for 'Edit and run again'. Diagnoses keep the fields as typed
 * (details.make/model/problem) and those win. Only a record without them is split from the SPEC §7 strings
 * (tractorModel 'make model', symptoms 'make model: problem'), where the make/model boundary is a guess: the first
 * word is taken as the make, which re-joins to the same tractorModel whatever the true split was.
 */
export function entryFromStored(record: { tractorModel: string; symptoms: string; details?: Record<string, unknown> | null }): DiagnosisForm {
  const d = record.details ?? {};
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const vehicle = record.tractorModel.trim();
  const words = vehicle.split(/\s+/).filter(Boolean);
  return {
    make: text(d.make) || words[0] || "",
    model: text(d.model) || words.slice(1).join(" "),
    problem: text(d.problem) || problemFrom(record.symptoms, vehicle),
  };
}

function problemFrom(symptoms: string, vehicle: string): string {
  const s = symptoms.trim();
  // The vehicle may itself contain a colon ("Case IH: 5088"), so its own prefix is cut first.
  if (vehicle && s.startsWith(`${vehicle}:`)) return s.slice(vehicle.length + 1).trim();
  const colon = s.indexOf(":");
  return colon >= 0 ? s.slice(colon + 1).trim() : s;
}
