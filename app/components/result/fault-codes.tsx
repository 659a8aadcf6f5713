import { CircuitBoard } from "lucide-react";
import type { MatchedCode } from "~/domain/diagnosis/types.ts";

/** Fault codes found in the description, with what each standard says they mean. */
export function FaultCodes({ codes }: { codes: MatchedCode[] }) {
  if (codes.length === 0) return null;
  return (
    <section aria-labelledby="codes-title" className="mt-8 break-inside-avoid">
      <h2 id="codes-title" className="flex items-center gap-2 text-2xl font-bold text-ink">
        <CircuitBoard className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
        Fault Codes
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {codes.map((c) => (
          <li key={`${c.standard}-${c.code}`} className="card flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4 print:shadow-none">
            <p className="flex shrink-0 flex-wrap items-baseline gap-2">
              <code className="rounded-lg bg-slate-900 px-2 py-0.5 font-mono text-lg font-bold text-white print:bg-white print:text-ink">{c.code}</code>
              <span className="text-ink-muted">{c.standard}</span>
            </p>
            <p className="wrap-anywhere text-ink">{c.meaning}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
