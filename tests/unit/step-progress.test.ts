import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { entryFromStored } from "~/domain/rerun-entry.ts";
import { normalizeProgress, readStoredProgress, sameProgress, stepBeyond, stepProgressSchema, stepsDone } from "~/domain/step-progress.ts";
import { saveItem } from "~/lib/offline-store.ts";
import { deviceEntry, keepProgress, PROGRESS_PENDING_FLAG, pendingProgress, progressSent, readAllProgress } from "~/lib/step-progress-store.ts";
import { MemoryStorage } from "./memory-storage.ts";

vi.mock("~/lib/toast.ts", () => ({ toast: vi.fn() }));

const SERVER_ID = "abcdefghijklmnopqrstuvwxyz";
const REF = "off_0123456789abcdef0123456789abcdef";

describe("step progress rules", () => {
  it("normalises ticks and notes to one spelling", () => {
    expect(normalizeProgress({ done: [3, 1, 3], notes: { "05": " 12 V ", "2": "  " } })).toEqual({ done: [1, 3], notes: { "5": "12 V" } });
    expect(sameProgress({ done: [2, 1], notes: { "1": "a " } }, { done: [1, 2], notes: { "01": "a" } })).toBe(true);
    expect(sameProgress({ done: [1], notes: {} }, { done: [1], notes: { "1": "a" } })).toBe(false);
  });

  it("finds ticks and notes beyond the step count", () => {
    expect(stepBeyond({ done: [1, 7], notes: {} }, 7)).toBeNull();
    expect(stepBeyond({ done: [8], notes: {} }, 7)).toEqual({ field: "done", step: 8 });
    expect(stepBeyond({ done: [], notes: { "9": "x" } }, 7)).toEqual({ field: "notes", step: 9 });
    expect(stepsDone({ done: [1, 2, 9], notes: {} }, 7)).toBe(2);
  });

  it("reads back from device storage only what the server schema would accept", () => {
    const good = { done: [1, 2], notes: { "1": "12.1 V" } };
    expect(readStoredProgress(good)).toEqual(good);
    expect(stepProgressSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      null,
      "x",
      { done: "1" },
      { done: [0], notes: {} },
      { done: [1.5], notes: {} },
      { done: [], notes: { a: "x" } },
      { done: [], notes: { "1": "x".repeat(281) } },
      { done: [], notes: [] },
    ]) {
      expect(readStoredProgress(bad), JSON.stringify(bad)).toBeNull();
      expect(stepProgressSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("'Edit and run again' fields", () => {
  it("prefers the fields stored as typed", () => {
    expect(
      entryFromStored({
        tractorModel: "John Deere 5075E",
        symptoms: "John Deere 5075E: smoke",
        details: { make: "John Deere", model: "5075E", problem: "smoke" },
      }),
    ).toEqual({
      make: "John Deere",
      model: "5075E",
      problem: "smoke",
    });
  });

  it("splits the SPEC strings when the fields are missing, cutting the vehicle's own prefix (which may hold a colon)", () => {
    expect(entryFromStored({ tractorModel: "Kubota L3901", symptoms: "Kubota L3901: loader slow: worse when hot", details: {} })).toEqual({
      make: "Kubota",
      model: "L3901",
      problem: "loader slow: worse when hot",
    });
    expect(entryFromStored({ tractorModel: "Case: IH 5088", symptoms: "Case: IH 5088: no lift", details: null }).problem).toBe("no lift");
    expect(entryFromStored({ tractorModel: "Ford F-150", symptoms: "shakes at idle", details: {} }).problem).toBe("shakes at idle");
  });
});

describe("progress kept on the device", () => {
  it("keeps changes pending per user and target, and settles only what the server confirmed", () => {
    const s = new MemoryStorage();
    keepProgress(s, SERVER_ID, "user-a", { done: [1], notes: {} });
    keepProgress(s, SERVER_ID, "user-b", { done: [2], notes: {} });
    expect(s.getItem(PROGRESS_PENDING_FLAG)).toBe("1");
    expect(deviceEntry(s, SERVER_ID, "user-a")?.progress).toEqual({ done: [1], notes: {} });
    expect(pendingProgress(s, "user-a").map((e) => e.progress.done)).toEqual([[1]]);

    // A newer change made while the request was under way stays pending.
    keepProgress(s, SERVER_ID, "user-a", { done: [1, 2], notes: {} });
    progressSent(s, SERVER_ID, "user-a", { done: [1], notes: {} });
    expect(deviceEntry(s, SERVER_ID, "user-a")?.pending).toBe(true);

    // Confirmed: a server diagnosis's copy goes (the server's is the one to show from now on).
    progressSent(s, SERVER_ID, "user-a", { done: [2, 1], notes: {} });
    expect(deviceEntry(s, SERVER_ID, "user-a")).toBeNull();
    progressSent(s, SERVER_ID, "user-b", { done: [2], notes: {} });
    expect(s.getItem(PROGRESS_PENDING_FLAG)).toBeNull();
  });

  it("keeps an offline diagnosis's ticks after they were sent, no longer pending", () => {
    const s = new MemoryStorage();
    keepProgress(s, REF, "user-a", { done: [1], notes: { "1": "ok" } });
    progressSent(s, REF, "user-a", { done: [1], notes: { "1": "ok" } });
    expect(deviceEntry(s, REF, "user-a")).toMatchObject({ pending: false, progress: { done: [1], notes: { "1": "ok" } } });
    expect(pendingProgress(s, "user-a")).toEqual([]);
  });

  it("ignores malformed storage", () => {
    const s = new MemoryStorage();
    s.setItem(
      "fieldfix-step-progress",
      JSON.stringify([
        { target: SERVER_ID, userId: "u", progress: { done: ["x"] } },
        5,
        { target: REF, userId: "u", progress: { done: [1], notes: {} }, pending: true },
      ]),
    );
    expect(readAllProgress(s).map((e) => e.target)).toEqual([REF]);
    s.setItem("fieldfix-step-progress", "{not json");
    expect(readAllProgress(s)).toEqual([]);
  });
});

describe("syncing progress kept on the device", () => {
  let storage: MemoryStorage;
  let calls: Array<{ path: string; body: unknown }>;
  const answer = { status: 200 };

  beforeEach(() => {
    vi.resetModules();
    storage = new MemoryStorage();
    calls = [];
    answer.status = 200;
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("dispatchEvent", () => true);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        if (path === "/api/user") return new Response(JSON.stringify({ id: "user-a" }), { status: 200 });
        calls.push({ path, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(answer.status < 300 ? {} : { message: "Diagnostic not found", error: "NOT_FOUND" }), { status: answer.status });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function offlineItem(status: "offline" | "uploaded", serverId?: string) {
    saveItem(storage, {
      clientRef: REF,
      userId: "user-a",
      createdAt: new Date().toISOString(),
      status,
      serverId,
      payload: {
        vehicleType: "tractor",
        tractorModel: "Kubota L3901",
        symptoms: "Kubota L3901: slow",
        make: "Kubota",
        model: "L3901",
        problem: "slow",
        sessionId: undefined,
        deviceFingerprint: undefined,
        clientRef: REF,
      },
      result: {} as never,
    });
  }

  it("sends this user's server-diagnosis ticks, and an offline diagnosis's only once it has a server id", async () => {
    keepProgress(storage, SERVER_ID, "user-a", { done: [1, 2], notes: { "2": "14.2 V" } });
    keepProgress(storage, "bbbbbbbbbbbbbbbbbbbbbbbbbb", "user-b", { done: [1], notes: {} });
    keepProgress(storage, REF, "user-a", { done: [3], notes: {} });
    offlineItem("offline");
    const { syncProgress } = await import("~/lib/offline-sync.ts");
    await syncProgress("user-a");
    expect(calls).toEqual([{ path: `/api/diagnostics/${SERVER_ID}/progress`, body: { done: [1, 2], notes: { "2": "14.2 V" } } }]);
    expect(deviceEntry(storage, SERVER_ID, "user-a")).toBeNull();
    expect(deviceEntry(storage, REF, "user-a")?.pending).toBe(true);

    offlineItem("uploaded", "cccccccccccccccccccccccccc");
    await syncProgress("user-a");
    expect(calls.at(-1)).toEqual({ path: "/api/diagnostics/cccccccccccccccccccccccccc/progress", body: { done: [3], notes: {} } });
    expect(deviceEntry(storage, REF, "user-a")).toMatchObject({ pending: false });
  });

  it("leaves a target whose result page is open to that page", async () => {
    keepProgress(storage, SERVER_ID, "user-a", { done: [1], notes: {} });
    // The same module instance the sync uses (modules are reset before each test).
    (await import("~/lib/step-progress-store.ts")).claimedTargets.add(SERVER_ID);
    const { syncProgress } = await import("~/lib/offline-sync.ts");
    await syncProgress("user-a");
    expect(calls).toEqual([]);
  });

  it("keeps ticks waiting when the server is failing, and stops waiting when it refuses them for what they are", async () => {
    keepProgress(storage, SERVER_ID, "user-a", { done: [1], notes: {} });
    const { syncProgress } = await import("~/lib/offline-sync.ts");
    answer.status = 503;
    await syncProgress("user-a");
    expect(deviceEntry(storage, SERVER_ID, "user-a")?.pending).toBe(true);
    answer.status = 404;
    await syncProgress("user-a");
    expect(deviceEntry(storage, SERVER_ID, "user-a")).toBeNull();
    const { toast } = await import("~/lib/toast.ts");
    expect(toast).toHaveBeenCalledWith("Update Failed", expect.objectContaining({ variant: "destructive" }));
  });

  it("runs with the upload of offline diagnoses", async () => {
    keepProgress(storage, SERVER_ID, "user-a", { done: [2], notes: {} });
    const { uploadPending } = await import("~/lib/offline-sync.ts");
    await uploadPending();
    expect(calls.map((c) => c.path)).toEqual([`/api/diagnostics/${SERVER_ID}/progress`]);
  });
});
