import { describe, expect, it } from "vitest";
import { answerColumns } from "~/.server/diagnostics/stored-answer.ts";
import { canonical, compactAnswer, expandAnswer, refsOf } from "~/domain/compact-answer.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import type { DiagnosisResult } from "~/domain/diagnosis/types.ts";
import cases from "../eval/cases.jsonl?raw";

const asked = (c: { vehicleType: "tractor" | "atv" | "automotive"; make: string; model: string; symptoms: string }) => ({
  vehicleType: c.vehicleType,
  make: c.make,
  model: c.model,
  problem: c.symptoms,
});
const stored = (a: ReturnType<typeof asked>, result: DiagnosisResult) => answerColumns(a, result);
const fullOf = (cols: ReturnType<typeof stored>) => ({
  troubleshootingSteps: cols.troubleshootingSteps,
  alternativeCauses: cols.alternativeCauses,
  details: cols.details,
});

describe("compact stored answers", () => {
  it("reads back every eval answer exactly, keeping no knowledge text in the row", () => {
    const questions = cases
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(questions.length).toBeGreaterThan(200);
    for (const q of questions) {
      const cols = stored(asked(q), diagnose({ vehicleType: q.vehicleType, make: q.make, model: q.model, symptoms: q.symptoms }, KNOWLEDGE));
      const { compact, parts } = compactAnswer(cols, cols);
      expect(compact.v, q.id).toBe(1);
      expect(canonical(expandAnswer(compact, cols, (h) => parts.get(h)))).toBe(canonical(fullOf(cols)));
      // No step title or cause explanation is in the row itself.
      const row = JSON.stringify(compact);
      for (const s of cols.troubleshootingSteps) expect(row.includes(s.description)).toBe(false);
      for (const a of cols.alternativeCauses) expect(row.includes(a.explanation)).toBe(false);
      expect(new Set(refsOf(compact))).toEqual(new Set(parts.keys()));
    }
  });

  it("keeps what the AI wrote in the row and refers to the knowledge base for the rest", () => {
    const a = asked({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "clicks but will not crank" });
    const embedded = diagnose({ vehicleType: a.vehicleType, make: a.make, model: a.model, symptoms: a.problem }, KNOWLEDGE);
    const ai: DiagnosisResult = {
      ...embedded,
      engine: "workers-ai",
      explanation: "The model's own reasoning about this starter.",
      troubleshootingSteps: [
        { step: 1, title: "Check the cable nut", description: "Written by the model.", safetyLevel: "Safety Required", estimatedTime: "10 min" },
      ],
      alternativeCauses: embedded.alternativeCauses.map((c) => ({ ...c, explanation: `AI: ${c.id}` })),
      clarifyingQuestions: ["Does it click once or rapidly?"],
    };
    const cols = stored(a, ai);
    const { compact, parts } = compactAnswer(cols, cols);
    expect(compact.v).toBe(1);
    const row = JSON.stringify(compact);
    expect(row).toContain("Written by the model.");
    expect(row).toContain("The model's own reasoning");
    expect(row).toContain("Does it click once or rapidly?");
    // Cause titles are the knowledge base's: parts, not copies.
    for (const c of cols.alternativeCauses) expect(row.includes(c.cause)).toBe(false);
    expect(canonical(expandAnswer(compact, cols, (h) => parts.get(h)))).toBe(canonical(fullOf(cols)));
  });

  it("stores an answer whole when the compact form would not read back exactly, and a missing part never reads as nothing", () => {
    const a = asked({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "clicks" });
    const cols = stored(a, diagnose({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "clicks" }, KNOWLEDGE));
    const odd = { ...cols, details: { ...cols.details, somethingNew: 1 } };
    const whole = compactAnswer(odd, odd);
    expect(whole.compact.v).toBe(0);
    expect(canonical(expandAnswer(whole.compact, odd, () => undefined))).toBe(canonical(fullOf(odd)));

    const { compact } = compactAnswer(cols, cols);
    expect(() => expandAnswer(compact, cols, () => undefined)).toThrow(/missing/);
  });

  it("derives the typed make, model and problem from the row, and keeps them when they cannot be derived", () => {
    const a = { vehicleType: "tractor" as const, make: "Case IH", model: "Farmall 75C", problem: "loader: drifts down" };
    const cols = stored(a, diagnose({ vehicleType: "tractor", make: a.make, model: a.model, symptoms: a.problem }, KNOWLEDGE));
    const { compact, parts } = compactAnswer(cols, cols);
    expect(compact.v === 1 && compact.mo === undefined && compact.pr === undefined).toBe(true);
    expect(expandAnswer(compact, cols, (h) => parts.get(h)).details).toMatchObject({ make: "Case IH", model: "Farmall 75C", problem: "loader: drifts down" });
    // A row whose columns were written differently (older spelling) keeps the typed fields itself.
    const other = { ...cols, tractorModel: "Case-IH Farmall 75C", symptoms: "Case-IH Farmall 75C - loader" };
    const c2 = compactAnswer(other, other);
    expect(c2.compact.v === 1 && c2.compact.mo === "Farmall 75C" && c2.compact.pr === "loader: drifts down").toBe(true);
  });
});
