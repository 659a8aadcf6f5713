import { describe, expect, it } from "vitest";
import { describeStructure, extractCodes, FMI_MEANINGS, lookupObd2, parseEntryCode, spnCount } from "~/domain/diagnosis/codes/index";
import { lookupSpn } from "~/domain/diagnosis/codes/j1939";
import { obd2Codes } from "~/domain/diagnosis/codes/obd2";
import { SYSTEMS } from "~/domain/diagnosis/types";

const codesOf = (t: string) => extractCodes(t).map((c) => c.code);

describe("OBD-II code extraction", () => {
  it("finds codes in the usual spellings", () => {
    expect(codesOf("P0380")).toEqual(["P0380"]);
    expect(codesOf("got p 0380 on the scanner")).toEqual(["P0380"]);
    expect(codesOf("codes p0380. and P0300, P-0171")).toEqual(["P0380", "P0300", "P0171"]);
    expect(codesOf("u0100 and c0035")).toEqual(["U0100", "C0035"]);
    expect(codesOf("P20EE after a long trip")).toEqual(["P20EE"]);
  });
  it("does not invent codes from bare numbers", () => {
    expect(codesOf("code 0380")).toEqual([]);
    expect(codesOf("idles at 2000 rpm for 110 minutes")).toEqual([]);
    expect(codesOf("p03800")).toEqual([]);
  });
  it("has a broad generic table with systems", () => {
    const all = obd2Codes();
    expect(all.filter((c) => c.startsWith("P0")).length).toBeGreaterThanOrEqual(400);
    expect(all.filter((c) => c.startsWith("P2")).length).toBeGreaterThanOrEqual(80);
    for (const c of ["U0100", "U0101", "U0121", "U0140", "U0155", "C0035", "P0300", "P0420", "P0171", "P0128", "P0401"]) {
      const m = lookupObd2(c);
      expect(m?.known, c).toBe(true);
      expect(SYSTEMS).toContain(m!.system);
    }
    expect(lookupObd2("P0301")!.meaning).toMatch(/misfire.*cylinder 1/i);
    expect(lookupObd2("P0113")!.meaning).toMatch(/intake air temperature.*high/i);
  });
  it("describes unknown codes honestly from their structure", () => {
    const m = lookupObd2("P1456")!;
    expect(m.known).toBe(false);
    expect(m.meaning).toMatch(/manufacturer-specific/);
    expect(describeStructure("P0A80").meaning).toMatch(/hybrid/);
    expect(describeStructure("B1234").meaning).toMatch(/manufacturer-specific body/);
    expect(describeStructure("U0999").meaning).toMatch(/generic.*network/);
  });
});

describe("J1939 code extraction", () => {
  it("reads SPN/FMI in many spellings", () => {
    expect(codesOf("SPN 110 FMI 0")).toEqual(["SPN 110 FMI 0"]);
    expect(codesOf("spn110 fmi3")).toEqual(["SPN 110 FMI 3"]);
    expect(codesOf("SPN 3251 / FMI 0 on the dash")).toEqual(["SPN 3251 FMI 0"]);
    expect(codesOf("SPN: 157, FMI: 18")).toEqual(["SPN 157 FMI 18"]);
    expect(codesOf("spn/fmi 3719/16")).toEqual(["SPN 3719 FMI 16"]);
    expect(codesOf("FMI 3 on SPN 157")).toEqual(["SPN 157 FMI 3"]);
    expect(codesOf("SPN 110")).toEqual(["SPN 110"]);
  });
  it("reads the short 110-0 form only next to spn/fmi/code", () => {
    expect(codesOf("code 110-0")).toEqual(["SPN 110 FMI 0"]);
    expect(codesOf("fault code 110.0 showing")).toEqual(["SPN 110 FMI 0"]);
    expect(codesOf("110-0 spn")).toEqual(["SPN 110 FMI 0"]);
    expect(codesOf("spn 110-0")).toEqual(["SPN 110 FMI 0"]);
    expect(codesOf("ran 110-0 yesterday")).toEqual([]);
    expect(codesOf("pressure 12.5")).toEqual([]);
  });
  it("explains the SPN and the failure mode", () => {
    const [c] = extractCodes("SPN 110 FMI 0");
    expect(c!.meaning).toMatch(/coolant temperature/i);
    expect(c!.meaning).toMatch(/above the normal/i);
    expect(c!.system).toBe("cooling");
  });
  it("has the full FMI table and the common SPNs", () => {
    expect(FMI_MEANINGS).toHaveLength(32);
    expect(spnCount()).toBeGreaterThanOrEqual(60);
    for (const spn of [
      91, 94, 97, 98, 100, 102, 105, 108, 110, 111, 157, 168, 174, 175, 190, 412, 520, 636, 641, 651, 652, 653, 654, 655, 656, 723, 1127, 1569, 1761, 3031,
      3216, 3226, 3251, 3361, 3364, 3719, 4364, 5246,
    ]) {
      expect(lookupSpn(spn), `SPN ${spn}`).not.toBeNull();
    }
    expect(extractCodes("SPN 999999 FMI 1")).toEqual([]);
    expect(extractCodes("SPN 4444 FMI 2")[0]!.meaning).toMatch(/not in our table/);
  });
  it("parses KB code strings", () => {
    expect(parseEntryCode("SPN 110 FMI 0")?.code).toBe("SPN 110 FMI 0");
    expect(parseEntryCode("SPN 110")?.fmi).toBeUndefined();
    expect(parseEntryCode("p0380")?.code).toBe("P0380");
    expect(parseEntryCode("E-110")).toBeNull();
  });
});
