/**
 * An exact sliding-window budget: at most `limit` accepted events in any `windowMs`. The state is the list of
 * accepted timestamps still inside the window (never more than `limit` of them), so it stays tiny.
 */
export interface SpendOutcome {
  ok: boolean;
  /** The timestamps to keep (unchanged when refused). */
  hits: number[];
  /** When the next unit frees up, in ms from now; 0 when accepted. */
  retryAfterMs: number;
  /** Units left in the window after this one. */
  remaining: number;
}

export function trySpend(previous: readonly number[], limit: number, windowMs: number, now: number): SpendOutcome {
  const live = previous.filter((t) => t > now - windowMs).sort((a, b) => a - b);
  if (live.length >= limit) {
    const oldest = live[live.length - limit]!;
    return { ok: false, hits: live, retryAfterMs: Math.max(1, oldest + windowMs - now), remaining: 0 };
  }
  const hits = [...live, now];
  return { ok: true, hits, retryAfterMs: 0, remaining: limit - hits.length };
}
