import { describe, expect, it } from "vitest";
import { compareTerms, findTerm } from "~/domain/diagnosis/term-order";

// findTerm searches single words and word pairs as two groups (compareTerms' order): every term must still be found
// at its own place, and a term that is absent in its group must not be "found" in the other.
describe("term search", () => {
  const list = ["!leak", "battery", "crank", "leak", "starter", "zero", "battery dead", "crank slow", "starter click"].sort(compareTerms);

  it("finds every single word and word pair at its own position", () => {
    for (const [i, t] of list.entries()) expect(findTerm(list, t)).toBe(i);
  });

  it("reports absent terms in either group, and works on lists of one group only", () => {
    expect(findTerm(list, "alternator")).toBe(-1);
    expect(findTerm(list, "zzz")).toBe(-1);
    expect(findTerm(list, "battery flat")).toBe(-1);
    expect(findTerm(list, "aaa bbb")).toBe(-1);
    expect(findTerm(["a b", "c d"], "c d")).toBe(1);
    expect(findTerm(["a", "c"], "c")).toBe(1);
    expect(findTerm([], "c")).toBe(-1);
  });
});
