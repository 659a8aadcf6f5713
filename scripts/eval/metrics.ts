import type { DiagnosisResult, VehicleType } from "../../app/domain/diagnosis/types.ts";
import { type EvalCase, matches } from "./cases.ts";

export interface Outcome {
  c: EvalCase;
  result: DiagnosisResult;
  /** 1-based position of the first right cause among the answer's causes, 0 when none. */
  rank: number;
  top1: boolean;
  top3: boolean;
  ms: number;
}

export function outcome(c: EvalCase, result: DiagnosisResult, ms: number): Outcome {
  const titles = [result.primaryCause, ...result.alternativeCauses.map((a) => a.cause)];
  const rank = titles.findIndex((t) => matches(c, t)) + 1;
  return { c, result, ms, rank, top1: rank === 1, top3: rank >= 1 && rank <= 3 };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const share = (xs: Outcome[], f: (o: Outcome) => boolean) => (xs.length ? xs.filter(f).length / xs.length : 0);

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
}

const BUCKETS = [0, 0.2, 0.4, 0.6, 0.8, 1.0001];

export interface Summary {
  n: number;
  top1: number;
  top3: number;
  /** Mean stated confidence of the primary cause, and its distance from the top-1 rate. */
  meanConfidence: number;
  statedMinusRight: number;
  ece: number;
  reliability: Array<{ bucket: string; n: number; meanConfidence: number; accuracy: number }>;
  lowInformation: number;
  byType: Record<VehicleType, { n: number; top1: number; top3: number; meanConfidence: number }>;
}

export function summarize(outs: Outcome[]): Summary {
  const reliability = BUCKETS.slice(0, -1).map((lo, i) => {
    const hi = BUCKETS[i + 1]!;
    const inB = outs.filter((o) => o.result.confidence >= lo && o.result.confidence < hi);
    const conf = inB.reduce((s, o) => s + o.result.confidence, 0) / (inB.length || 1);
    return { bucket: `${lo.toFixed(1)}-${Math.min(1, hi).toFixed(1)}`, n: inB.length, meanConfidence: round(conf), accuracy: round(share(inB, (o) => o.top1)) };
  });
  const ece = reliability.reduce((s, r) => s + (r.n / (outs.length || 1)) * Math.abs(r.meanConfidence - r.accuracy), 0);
  const meanConfidence = outs.reduce((s, o) => s + o.result.confidence, 0) / (outs.length || 1);
  const top1 = share(outs, (o) => o.top1);
  const byType = {} as Summary["byType"];
  for (const t of ["tractor", "atv", "automotive"] as VehicleType[]) {
    const o = outs.filter((x) => x.c.vehicleType === t);
    byType[t] = {
      n: o.length,
      top1: round(share(o, (x) => x.top1)),
      top3: round(share(o, (x) => x.top3)),
      meanConfidence: round(o.reduce((s, x) => s + x.result.confidence, 0) / (o.length || 1)),
    };
  }
  return {
    n: outs.length,
    top1: round(top1),
    top3: round(share(outs, (o) => o.top3)),
    meanConfidence: round(meanConfidence),
    statedMinusRight: round(meanConfidence - top1),
    ece: round(ece),
    reliability,
    lowInformation: outs.filter((o) => o.result.lowInformation).length,
    byType,
  };
}
