import { describe, expect, it } from "vitest";
import { AI_CANDIDATES } from "~/.server/diagnostics/ai-engine.ts";
import { buildPrompt, CANDIDATES_WITH_STEPS, evidenceLine, INSTRUCTIONS } from "~/.server/diagnostics/ai-prompt.ts";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge.ts";
import { diagnose, rank, rankCandidates } from "~/domain/diagnosis/engine.ts";
import type { CauseEvidence, DiagnosisInput } from "~/domain/diagnosis/types.ts";

const inputs: DiagnosisInput[] = [
  { vehicleType: "tractor", make: "John Deere", model: "5075E", symptoms: "loader arms drift down slowly with engine off, hydraulic cylinder leaking down" },
  { vehicleType: "automotive", make: "Toyota", model: "Camry 2012", symptoms: "Check engine light flashing, code P0301, rough idle and shaking" },
  { vehicleType: "atv", make: "Polaris", model: "Sportsman 570", symptoms: "belt smell and slipping going up hills, CVT squeal" },
];

/** The longest input the form allows, in words that match many entries. */
const worst: DiagnosisInput = {
  vehicleType: "automotive",
  make: "Mercedes-Benz",
  model: "Sprinter 3500 2019",
  symptoms: "P0300 P0171 P0420 P0101 engine misfire rough idle stalls no start hard start smoke overheating leak noise ".repeat(30).slice(0, 2000),
};

function prompt(input: DiagnosisInput, mark?: (id: string) => CauseEvidence | undefined) {
  const candidates = rankCandidates(input, AI_CANDIDATES, KNOWLEDGE).map((c) => (mark?.(c.entry.id) ? { ...c, evidence: mark(c.entry.id) } : c));
  return { candidates, text: buildPrompt(input, candidates, diagnose(input, KNOWLEDGE)) };
}

describe("the prompt for the model", () => {
  it("lists all 20 candidates on one line each, with the steps of the first three only", () => {
    for (const input of inputs) {
      const { candidates, text } = prompt(input);
      expect(candidates).toHaveLength(20);
      const lines = text.split("\n");
      for (const c of candidates) expect(lines.filter((l) => l.startsWith(`${c.entry.id} | `))).toHaveLength(1);
      expect(lines.filter((l) => l.startsWith("Steps of "))).toEqual(candidates.slice(0, CANDIDATES_WITH_STEPS).map((c) => `Steps of ${c.entry.id}`));
    }
  });

  it("stays compact: measured at about 4 characters a token, under 3,500 tokens with the instructions even for the longest input", () => {
    const sizes = [...inputs, worst].map((i) => prompt(i).text.length + INSTRUCTIONS.length);
    // Recorded in docs/decisions/ai-beyond-the-list.md.
    console.info(`prompt sizes (characters, with instructions): ${sizes.join(", ")}`);
    for (const size of sizes) expect(size / 4).toBeLessThan(3500);
  });

  it("carries known-issue and confirmed-fix evidence when the ranking has it, and nothing when it has none", () => {
    const plain = prompt(inputs[0]!);
    expect(plain.text).not.toMatch(/known (recall|bulletin|pattern)|confirmed fix/);

    const target = plain.candidates[4]!.entry.id;
    const evidence: CauseEvidence = {
      knownIssue: { kind: "recall", source: "https://example.org/recall", number: "23V-123", title: "Loader valve seal may leak" },
      confirmedFixes: 7,
    };
    const marked = prompt(inputs[0]!, (id) => (id === target ? evidence : undefined));
    const line = marked.text.split("\n").find((l) => l.startsWith(`${target} | `))!;
    expect(line).toContain("known recall for this model 23V-123: Loader valve seal may leak; confirmed fix for 7 owners of this model");
    expect(marked.text.split("\n").filter((l) => l.includes("known recall"))).toHaveLength(1);
  });

  it("reads evidence the embedded answer carries when the candidate itself has none", () => {
    const input = inputs[0]!;
    const candidates = rankCandidates(input, AI_CANDIDATES, KNOWLEDGE);
    const embedded = { ...diagnose(input, KNOWLEDGE), primaryEvidence: { confirmedFixes: 4 } };
    const text = buildPrompt(input, candidates, embedded);
    expect(text.split("\n").find((l) => l.startsWith(`${embedded.primaryCauseId} | `))).toContain("confirmed fix for 4 owners of this model");
  });

  it("writes evidence in one line whatever it holds", () => {
    expect(evidenceLine(undefined)).toBe("");
    expect(evidenceLine({})).toBe("");
    expect(evidenceLine({ knownIssue: { kind: "pattern", source: "https://example.org" } })).toBe("known pattern for this model");
    expect(evidenceLine({ confirmedFixes: 0 })).toBe("");
    expect(evidenceLine({ knownIssue: { kind: "bulletin", source: "s", number: "SB|1\n2", title: "a\nb" } })).toBe("known bulletin for this model SB/1 2: a b");
  });

  it("tells the model what the engine read: the vehicle, how it starts, and what the owner renewed or checked", () => {
    const story = "got it out of the shed. the starter cranks it over fine but it will not fire at all. new plugs and points, battery tests good";
    const input: DiagnosisInput = { ...inputs[0]!, make: "Ford", model: "3000 1968", symptoms: story };
    const r = rank(input, KNOWLEDGE);
    const text = buildPrompt(input, rankCandidates(input, AI_CANDIDATES, KNOWLEDGE, r), diagnose(input, KNOWLEDGE, r), r.out.query);
    const read = text.slice(text.indexOf("Read from the problem"), text.indexOf("Fault codes"));
    expect(read).toMatch(/kind: utility-tractor/);
    expect(read).toMatch(/built: 1968/);
    expect(read).toMatch(/says: cranks but does not start/);
    expect(read).toMatch(/already renewed \(word stems\): plug/);
    expect(read).toMatch(/checked and found good \(word stems\): batteri/);
    expect(INSTRUCTIONS).toMatch(/Never propose a cause that cannot exist on that vehicle/);
    // Without the engine's reading (older callers), the section is left out rather than left empty.
    expect(buildPrompt(input, rankCandidates(input, AI_CANDIDATES, KNOWLEDGE, r), diagnose(input, KNOWLEDGE, r))).not.toMatch(/Read from the problem/);
  });
});
