import { readFileSync } from "node:fs";
import type { DiagnosisInput, VehicleType } from "../../app/domain/diagnosis/types.ts";

/**
 * The two evaluation sets (tests/eval/README.md). Textbook: 260 faults written from a technician's knowledge,
 * split tune/holdout; kept as a regression set. Real world: owners' reports with a confirmed fix, split dev/holdout.
 * Both are read into one shape; `split` is normalised to "dev" (tune) or "holdout".
 */

export type SetName = "textbook" | "real";

export interface EvalCase {
  set: SetName;
  id: string;
  split: "dev" | "holdout";
  vehicleType: VehicleType;
  input: DiagnosisInput;
  accept: RegExp[];
  /** Shown only for dev cases (--show-dev). */
  note: string;
  /** Real-world cases: where the case came from (forum, blog, qa-column, recall, bulletin). */
  sourceKind?: string;
  /** Gathering batch ("2026-11-26"); cases without one are the first batch. */
  batch?: string;
}

const root = new URL("../../tests/eval/", import.meta.url);
const lines = (file: string) =>
  readFileSync(new URL(file, root), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

export function loadCases(which: SetName[] = ["textbook", "real"]): EvalCase[] {
  const out: EvalCase[] = [];
  if (which.includes("textbook")) {
    for (const c of lines("cases.jsonl")) {
      out.push({
        set: "textbook",
        id: c.id as string,
        split: c.split === "holdout" ? "holdout" : "dev",
        vehicleType: c.vehicleType as VehicleType,
        input: { vehicleType: c.vehicleType as VehicleType, make: c.make as string, model: c.model as string, symptoms: c.symptoms as string },
        accept: (c.accept as string[]).map((a) => new RegExp(a, "i")),
        note: (c.note as string) ?? "",
      });
    }
  }
  if (which.includes("real")) {
    for (const c of lines("real-world.jsonl")) {
      const model = [c.model, c.year].filter((v) => v !== null && v !== undefined && v !== "").join(" ");
      out.push({
        set: "real",
        id: c.id as string,
        split: c.split === "holdout" ? "holdout" : "dev",
        vehicleType: c.vehicleType as VehicleType,
        input: { vehicleType: c.vehicleType as VehicleType, make: c.make as string, model, symptoms: c.symptoms as string },
        accept: (c.accept as string[]).map((a) => new RegExp(a, "i")),
        note: `fix: ${c.fix as string}`,
        sourceKind: c.sourceKind as string,
        batch: typeof c.batch === "string" ? c.batch : undefined,
      });
    }
  }
  return out;
}

export const matches = (c: EvalCase, title: string) => c.accept.some((re) => re.test(title));
