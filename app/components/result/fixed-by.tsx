import { MessageSquareText, Wrench } from "lucide-react";
import type { ConfirmedFixView } from "~/domain/confirmed-fixes.ts";

/**
 * Under the resolved switch, for the owner: their 'What fixed it?' answer with a way to change it, or — when they
 * skipped the question — a way to answer it later. Only the owner ever sees this.
 */
export function FixedBy({ fix, onAsk, onWarm }: { fix: ConfirmedFixView | null; onAsk: () => void; onWarm: () => void }) {
  return (
    <div className="no-print mt-3 flex flex-col items-start gap-3 rounded-xl border border-slate-300 bg-white p-3" data-testid="fixed-by">
      <p className="flex min-w-0 items-start gap-2 text-ink">
        {fix ? (
          <Wrench className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        ) : (
          <MessageSquareText className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
        )}
        {fix ? (
          <span className="min-w-0 wrap-anywhere">
            <span className="font-bold">Fixed by:</span> {fix.cause}
            {fix.part && <span className="block text-ink-muted">Part: {fix.part}</span>}
          </span>
        ) : (
          <span className="min-w-0 text-ink-muted">What fixed it? Your answer helps owners of the same model.</span>
        )}
      </p>
      <button type="button" className="btn-secondary" onClick={onAsk} onPointerOver={onWarm} onFocus={onWarm}>
        {fix ? "Change answer" : "Say what fixed it"}
      </button>
    </div>
  );
}
