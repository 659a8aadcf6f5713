import { describe, expect, it } from "vitest";
import { clausesOf } from "~/domain/diagnosis/rank.ts";

describe("clausesOf", () => {
  it("keeps engine sizes and thousands whole while cutting at punctuation and 'but'", () => {
    expect(clausesOf("my 4.3 vortec runs hot, idles at 1,500 rpm. fan works but temp climbs")).toEqual([
      "my 4.3 vortec runs hot",
      " idles at 1,500 rpm",
      " fan works",
      "temp climbs",
    ]);
  });

  it("still cuts at a point or comma that only touches one number", () => {
    expect(clausesOf("bought it in 2019. 50k miles,then it died")).toEqual(["bought it in 2019", " 50k miles", "then it died"]);
  });
});
