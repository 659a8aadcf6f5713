import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { CauseEvidence, MatchedCode, RankedCause, TroubleshootingStep } from "./diagnosis/types.ts";

/**
 * A stored diagnosis without copies of knowledge-base text (issue #15 item 1; docs/decisions/compact-storage.md).
 * Every piece of knowledge text an answer shows (a step, a cause's title and explanation, a code's meaning, a known
 * issue) is stored once, shared by every diagnosis that showed it, under the hash of its exact text: a part. A
 * diagnosis keeps what the person typed, ids, confidences and the hashes. A hash never changes meaning (an edited
 * entry has new text, hence a new hash) and parts are never deleted, so every knowledge version ever shown stays
 * readable however often the knowledge base changes. What the AI wrote is not knowledge text: it stays in the row.
 *
 * Pure: hashing only. Compression and the parts table are the server's (app/.server/diagnostics/answer-store.ts).
 */

/** The parts of a stored diagnosis that come from its answer (the diagnostics columns they used to fill). */
export interface FullAnswer {
  troubleshootingSteps: TroubleshootingStep[];
  alternativeCauses: RankedCause[];
  details: Record<string, unknown>;
}

/** What the row itself holds beside the compact answer, from which the typed make/model/problem are derived. */
export interface RowContext {
  tractorModel: string;
  symptoms: string;
  engine: string;
}

type Ref = { "@": string };
type Text<T> = T | Ref;
interface CompactEvidence {
  n?: number;
  k?: Text<NonNullable<CauseEvidence["knownIssue"]>>;
}
interface CompactCause {
  /** The cause's knowledge text: {cause, system, explanation}, or {cause, system} when the explanation is in x. */
  r: Ref;
  i: string;
  p: number;
  x?: string;
  ev?: CompactEvidence;
}

export interface CompactV1 {
  v: 1;
  /** Make as typed; the model and the problem are cut from tractor_model and symptoms unless given here. */
  m: string;
  mo?: string;
  pr?: string;
  e: Text<string>;
  s: Text<TroubleshootingStep>[];
  a: CompactCause[];
  c?: Text<MatchedCode>[];
  q?: Text<string[]>;
  l?: 1;
  i?: string;
  pe?: CompactEvidence;
  ai?: 1;
}
/** The whole answer as it was, for anything the compact form cannot reproduce exactly (it never guesses). */
export interface CompactV0 {
  v: 0;
  full: FullAnswer;
}
export type CompactAnswer = CompactV0 | CompactV1;

/** Part hash: 96 bits of the SHA-256 of the exact JSON text, base64url (16 characters). */
export function partHash(json: string): string {
  return encodeBase64urlNoPadding(sha256(new TextEncoder().encode(json)).slice(0, 12));
}

const isRef = (v: unknown): v is Ref =>
  typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as Ref)["@"] === "string" && Object.keys(v).length === 1;

/**
 * The compact form of an answer and the parts it refers to (hash → JSON text). Answers of the embedded engine (on the
 * server or a device) are knowledge text throughout; a Workers AI answer keeps its own explanation, steps, questions
 * and cause explanations inline. The result is checked by expanding it again: anything that would not read back
 * exactly is stored whole instead.
 */
export function compactAnswer(full: FullAnswer, row: RowContext): { compact: CompactAnswer; parts: Map<string, string> } {
  const parts = new Map<string, string>();
  const ref = (value: unknown): Ref => {
    const json = JSON.stringify(value);
    const h = partHash(json);
    parts.set(h, json);
    return { "@": h };
  };
  const fromKb = row.engine !== "workers-ai";
  const kbOr = <T>(value: T): Text<T> => (fromKb ? ref(value) : value);
  const d = full.details;
  const evidence = (ev: unknown): CompactEvidence | undefined => {
    if (!ev || typeof ev !== "object") return undefined;
    const { confirmedFixes, knownIssue } = ev as CauseEvidence;
    const out: CompactEvidence = {};
    if (confirmedFixes !== undefined) out.n = confirmedFixes;
    if (knownIssue !== undefined) out.k = ref(knownIssue);
    return out;
  };
  const make = typeof d.make === "string" ? d.make : "";
  const compact: CompactV1 = {
    v: 1,
    m: make,
    e: kbOr(String(d.explanation ?? "")),
    s: full.troubleshootingSteps.map(kbOr),
    a: full.alternativeCauses.map((alt) => {
      const own = !fromKb && alt.explanation !== undefined;
      const cause: CompactCause = {
        r: ref(own ? { cause: alt.cause, system: alt.system } : { cause: alt.cause, system: alt.system, explanation: alt.explanation }),
        i: alt.id,
        p: alt.probability,
      };
      if (own) cause.x = alt.explanation;
      const ev = evidence(alt.evidence);
      if (ev) cause.ev = ev;
      return cause;
    }),
  };
  if (modelOf(row.tractorModel, make) !== d.model) compact.mo = String(d.model ?? "");
  if (problemOf(row.symptoms, row.tractorModel) !== d.problem) compact.pr = String(d.problem ?? "");
  const codes = Array.isArray(d.matchedCodes) ? (d.matchedCodes as MatchedCode[]) : [];
  if (codes.length > 0) compact.c = codes.map(ref);
  const questions = Array.isArray(d.clarifyingQuestions) ? (d.clarifyingQuestions as string[]) : [];
  if (questions.length > 0) compact.q = kbOr(questions);
  if (d.lowInformation === true) compact.l = 1;
  if (typeof d.primaryCauseId === "string") compact.i = d.primaryCauseId;
  const pe = evidence(d.primaryEvidence);
  if (pe) compact.pe = pe;
  if (d.aiSuggested === true) compact.ai = 1;

  // Only the answer's own fields count: callers may pass a whole row.
  const answer: FullAnswer = { troubleshootingSteps: full.troubleshootingSteps, alternativeCauses: full.alternativeCauses, details: full.details };
  let same = false;
  try {
    same = canonical(expandAnswer(compact, row, (h) => parts.get(h))) === canonical(answer);
  } catch {
    same = false;
  }
  return same ? { compact, parts } : { compact: { v: 0, full: answer }, parts: new Map() };
}

/** Every part hash a compact answer refers to. */
export function refsOf(compact: CompactAnswer): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (isRef(v)) out.add(v["@"]);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  if (compact.v === 1) walk(compact);
  return [...out];
}

/** The answer as it was shown, from its compact form and its parts (JSON text by hash). A missing part throws. */
export function expandAnswer(compact: CompactAnswer, row: RowContext, part: (hash: string) => string | undefined): FullAnswer {
  if (compact.v === 0) return compact.full;
  const read = <T>(v: Text<T>): T => {
    if (!isRef(v)) return v;
    const json = part(v["@"]);
    if (json === undefined) throw new Error(`stored answer part ${v["@"]} is missing`);
    return JSON.parse(json) as T;
  };
  const evidence = (ev: CompactEvidence | undefined): CauseEvidence | undefined => {
    if (!ev) return undefined;
    const out: CauseEvidence = {};
    if (ev.n !== undefined) out.confirmedFixes = ev.n;
    if (ev.k !== undefined) out.knownIssue = read(ev.k);
    return out;
  };
  const alternativeCauses = compact.a.map((c) => {
    const text = read<{ cause: string; system: RankedCause["system"]; explanation?: string }>(c.r);
    const cause: RankedCause = { id: c.i, cause: text.cause, system: text.system, probability: c.p, explanation: c.x ?? text.explanation ?? "" };
    const ev = evidence(c.ev);
    if (ev) cause.evidence = ev;
    return cause;
  });
  const model = compact.mo ?? modelOf(row.tractorModel, compact.m);
  const details: Record<string, unknown> = {
    explanation: read(compact.e),
    matchedCodes: (compact.c ?? []).map(read),
    clarifyingQuestions: compact.q ? read(compact.q) : [],
    lowInformation: compact.l === 1,
    primaryCauseId: compact.i ?? null,
  };
  const pe = evidence(compact.pe);
  if (pe) details.primaryEvidence = pe;
  if (compact.ai === 1) details.aiSuggested = true;
  details.make = compact.m;
  details.model = model;
  details.problem = compact.pr ?? problemOf(row.symptoms, row.tractorModel);
  return { troubleshootingSteps: compact.s.map(read), alternativeCauses, details };
}

/** The model as typed, from 'make model' (stored-answer.ts joins them so). */
function modelOf(tractorModel: string, make: string): string {
  return make && tractorModel.startsWith(`${make} `) ? tractorModel.slice(make.length + 1) : make ? "" : tractorModel;
}

/** The problem as typed, from 'make model: problem'. */
function problemOf(symptoms: string, tractorModel: string): string {
  return symptoms.startsWith(`${tractorModel}: `) ? symptoms.slice(tractorModel.length + 2) : "";
}

/** JSON with object keys sorted: two values are the same answer when these are equal (key order means nothing). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
