import type { MatchedCode, VehicleSystem } from "../types.ts";
import { describeJ1939 } from "./j1939.ts";
import { lookupObd2, OBD2_PATTERN } from "./obd2.ts";

/** A code found in text (or in a KB entry), with what the engine needs to match and explain it. */
export interface ParsedCode {
  /** Canonical form: "P0380", "SPN 110 FMI 0" or "SPN 110". */
  code: string;
  standard: "OBD-II" | "J1939";
  meaning: string;
  system: VehicleSystem;
  /** True when the meaning comes from our tables, false when only described from the code's structure. */
  known: boolean;
  spn?: number;
  fmi?: number;
}

// Letter then 4 characters, optionally separated by a space or dash: "P0380", "p 0380", "P-0380", "P20EE".
const OBD_RE = /(?<![a-z0-9])([pbcu])[\s-]?([0-3][0-9a-f]{3})(?![a-z0-9])/gi;
// "SPN 110 FMI 0", "spn110 fmi3", "SPN 3251 / FMI 0", "SPN: 110, FMI: 0", "SPN 110" alone.
const SPN_FMI_RE = /\bspn\s*[:#=]?\s*(\d{1,6})(?:\s*(?:[/,;&-]|and)?\s*fmi\s*[:#=]?\s*(\d{1,2}))?(?!\d)/gi;
// "SPN/FMI 110/0", "spn fmi 110-0".
const SPNFMI_PAIR_RE = /\bspn\s*\/?\s*fmi\s*[:#=]?\s*(\d{1,6})\s*[-./\s]\s*(\d{1,2})(?!\d)/gi;
// "SPN 110-0", "spn 110.0", "code 110-0", "code 3251.0": the short form only next to those words.
const NEAR_WORD_RE = /\b(?:spn|code|fault|dtc)\s*[:#]?\s*(\d{2,6})\s*[-./]\s*(\d{1,2})(?![\d.])/gi;
// "110-0 spn", "110.0 (spn/fmi)".
const WORD_AFTER_RE = /(?<![\d.])(\d{2,6})\s*[-./]\s*(\d{1,2})\s*\(?\s*(?:spn|fmi)\b/gi;
// "FMI 3 ... SPN 157" written the other way round.
const FMI_FIRST_RE = /\bfmi\s*[:#=]?\s*(\d{1,2})\s*(?:[/,;&-]|on|for)?\s*spn\s*[:#=]?\s*(\d{1,6})(?!\d)/gi;

const MAX_SPN = 524287;

export function j1939Code(spn: number, fmi?: number): string {
  return fmi === undefined ? `SPN ${spn}` : `SPN ${spn} FMI ${fmi}`;
}

function j1939(spn: number, fmi?: number): ParsedCode | null {
  if (!Number.isFinite(spn) || spn <= 0 || spn > MAX_SPN) return null;
  if (fmi !== undefined && (fmi < 0 || fmi > 31)) fmi = undefined;
  const d = describeJ1939(spn, fmi);
  return { code: j1939Code(spn, fmi), standard: "J1939", meaning: d.meaning, system: d.system, known: d.known, spn, fmi };
}

function obd2(raw: string): ParsedCode | null {
  const m = lookupObd2(raw);
  if (!m) return null;
  return { code: m.code, standard: "OBD-II", meaning: m.meaning, system: m.system, known: m.known };
}

/** Every distinct fault code mentioned in free text, in order of appearance. */
export function extractCodes(text: string): ParsedCode[] {
  const found: Array<{ at: number; code: ParsedCode }> = [];
  const add = (at: number, c: ParsedCode | null) => {
    if (c) found.push({ at, code: c });
  };
  for (const m of text.matchAll(OBD_RE)) add(m.index, obd2(m[1]! + m[2]!));
  for (const m of text.matchAll(SPN_FMI_RE)) add(m.index, j1939(Number(m[1]), m[2] === undefined ? undefined : Number(m[2])));
  for (const re of [SPNFMI_PAIR_RE, NEAR_WORD_RE, WORD_AFTER_RE]) {
    for (const m of text.matchAll(re)) add(m.index, j1939(Number(m[1]), Number(m[2])));
  }
  for (const m of text.matchAll(FMI_FIRST_RE)) add(m.index, j1939(Number(m[2]), Number(m[1])));
  found.sort((a, b) => a.at - b.at);
  // An SPN with an FMI supersedes the same SPN read alone by a broader pattern.
  const withFmi = new Set(found.filter((f) => f.code.fmi !== undefined).map((f) => f.code.spn));
  const seen = new Set<string>();
  const out: ParsedCode[] = [];
  for (const { code } of found) {
    if (code.standard === "J1939" && code.fmi === undefined && withFmi.has(code.spn)) continue;
    if (seen.has(code.code)) continue;
    seen.add(code.code);
    out.push(code);
  }
  return out;
}

/** Parses a code as written in a KB entry ("P0380", "SPN 110 FMI 0", "SPN 110"); null if malformed. */
export function parseEntryCode(raw: string): ParsedCode | null {
  const s = raw.trim();
  if (OBD2_PATTERN.test(s.toUpperCase())) return obd2(s);
  const m = /^spn\s*(\d{1,6})(?:\s*fmi\s*(\d{1,2}))?$/i.exec(s);
  if (m) return j1939(Number(m[1]), m[2] === undefined ? undefined : Number(m[2]));
  return null;
}

export function toMatchedCode(c: ParsedCode): MatchedCode {
  return { code: c.code, standard: c.standard, meaning: c.meaning };
}

/** Text with the codes taken out, so code strings do not pollute word matching. */
export function stripCodes(text: string): string {
  return text
    .replace(FMI_FIRST_RE, " ")
    .replace(SPNFMI_PAIR_RE, " ")
    .replace(SPN_FMI_RE, " ")
    .replace(NEAR_WORD_RE, " ")
    .replace(WORD_AFTER_RE, " ")
    .replace(OBD_RE, " ");
}

export { describeJ1939, FMI_MEANINGS, fmiHint, lookupSpn, spnCount } from "./j1939.ts";
export { describeStructure, lookupObd2, obd2CodeCount, plainHint } from "./obd2.ts";
