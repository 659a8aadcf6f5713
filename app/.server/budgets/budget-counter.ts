import { DurableObject } from "cloudflare:workers";
import { type SpendOutcome, trySpend } from "~/domain/sliding-window.ts";

const HITS = "hits";

/**
 * One Durable Object per budget key (e.g. "email:203.0.113.7"). A Durable Object runs one event at a time and this
 * method never awaits, so a read and its write cannot interleave with another request: N parallel spends against a
 * budget of B accept at most B. It lives near the client that first used the key, so budgets scale across regions
 * without a central writer. Storage is the SQLite-backed synchronous KV; an alarm clears it once the window is over.
 */
export class BudgetCounter extends DurableObject<Env> {
  spend(limit: number, windowMs: number, now: number): Omit<SpendOutcome, "hits"> {
    const outcome = trySpend(this.ctx.storage.kv.get<number[]>(HITS) ?? [], limit, windowMs, now);
    if (outcome.ok) {
      this.ctx.storage.kv.put(HITS, outcome.hits);
      void this.ctx.storage.setAlarm(now + windowMs + 1_000);
    }
    return { ok: outcome.ok, retryAfterMs: outcome.retryAfterMs, remaining: outcome.remaining };
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
