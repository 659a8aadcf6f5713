import { describe, expect, it } from "vitest";
import { BUDGETS, type BudgetStore, createBudgets } from "~/.server/budgets/budgets.ts";
import { ApiError } from "~/domain/api-error.ts";
import { networkOf } from "~/domain/network.ts";
import { trySpend } from "~/domain/sliding-window.ts";

describe("sliding-window budget", () => {
  it("accepts up to the limit in any window and says when the next unit frees up", () => {
    let hits: number[] = [];
    for (let t = 0; t < 3; t++) {
      const r = trySpend(hits, 3, 1000, t * 100);
      expect(r.ok).toBe(true);
      hits = r.hits;
    }
    const refused = trySpend(hits, 3, 1000, 500);
    expect(refused).toMatchObject({ ok: false, retryAfterMs: 500, remaining: 0 });
    // The first hit (t=0) leaves the window at t=1000: one unit again, not three.
    const later = trySpend(hits, 3, 1000, 1000);
    expect(later.ok).toBe(true);
    expect(trySpend(later.hits, 3, 1000, 1000).ok).toBe(false);
  });

  it("is sliding, not fixed: no burst of twice the limit across a window edge", () => {
    let hits: number[] = [];
    let accepted = 0;
    for (let t = 900; t < 1100; t += 10) {
      const r = trySpend(hits, 5, 1000, t);
      if (r.ok) accepted++;
      hits = r.hits;
    }
    expect(accepted).toBe(5);
  });

  it("keeps at most `limit` timestamps", () => {
    let hits: number[] = [];
    for (let t = 0; t < 50; t++) hits = trySpend(hits, 4, 10_000, t).hits;
    expect(hits.length).toBe(4);
  });
});

describe("network of a client address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:0db8:00aa:00bb::1", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::ffff:198.51.100.9", "198.51.100.9"],
    ["not-an-ip", "not-an-ip"],
  ])("%s → %s", (ip, network) => expect(networkOf(ip)).toBe(network));

  it("two addresses in one /64 are one network; a different /64 is another", () => {
    expect(networkOf("2001:db8:1:2::a")).toBe(networkOf("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(networkOf("2001:db8:1:3::a")).not.toBe(networkOf("2001:db8:1:2::a"));
  });
});

describe("budgets", () => {
  function memoryStore(): BudgetStore {
    const state = new Map<string, number[]>();
    return {
      async spend(key, limit, windowMs, now) {
        const r = trySpend(state.get(key) ?? [], limit, windowMs, now);
        state.set(key, r.hits);
        return r;
      },
    };
  }

  it("spend throws a 429 with the retry time; take answers false quietly", async () => {
    let now = 0;
    const budgets = createBudgets(memoryStore(), () => new Date(now));
    for (let i = 0; i < BUDGETS["reset-mail"].limit; i++) expect(await budgets.take("reset-mail", "user:1")).toBe(true);
    expect(await budgets.take("reset-mail", "user:1")).toBe(false);
    expect(await budgets.take("reset-mail", "user:2")).toBe(true);

    for (let i = 0; i < BUDGETS.diagnose.limit; i++) await budgets.spend("diagnose", "user:1");
    now = 60_000;
    const error = await budgets.spend("diagnose", "user:1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).code).toBe("DIAGNOSIS_RATE_LIMITED");
    expect((error as ApiError).fields.retryAfterSeconds).toBe(540);
    expect((error as ApiError).message).toBe("You've run 60 diagnoses in 10 minutes, the most one account can. Please try again in 9 minutes.");
  });

  it("the generic refusal says minutes, in the singular when it is one", async () => {
    const refusing = createBudgets({ spend: async () => ({ ok: false, retryAfterMs: 30_000 }) }, () => new Date(0));
    const error = (await refusing.spend("email", "203.0.113.7").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("Too many attempts. Please try again in 1 minute.");
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.fields.retryAfterSeconds).toBe(30);
  });
});
