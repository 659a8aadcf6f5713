import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import { newClientRef, readAll, saveItem } from "~/lib/offline-store.ts";
import { fixtureKb } from "./diagnosis-fixtures.ts";
import { MemoryStorage } from "./memory-storage.ts";

vi.mock("~/lib/toast.ts", () => ({ toast: vi.fn() }));

/** Two diagnoses made offline by user-a, and a server that answers each upload with the given status. */
function setup(statuses: number[]) {
  const storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  // Offline unless a test says otherwise: online, a run that could not get through tries again by itself later.
  vi.stubGlobal("navigator", { onLine: false });
  vi.stubGlobal("dispatchEvent", () => true);
  const bodies: Array<Record<string, unknown>> = [];
  let n = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === "/api/user") return new Response(JSON.stringify({ id: "user-a" }), { status: 200 });
      bodies.push(JSON.parse(String(init.body)));
      const status = statuses[n++] ?? 201;
      return new Response(JSON.stringify(status < 300 ? { id: `srv${n}` } : { message: "busy", error: status === 429 ? "DIAGNOSIS_RATE_LIMITED" : "X" }), {
        status,
      });
    }),
  );
  for (const problem of ["loader slow to lift", "hydraulics whine when cold"]) {
    const payload = toDiagnosisPayload({ make: "Kubota", model: "L3901", problem }, "tractor", { sessionId: "s" });
    const result = { ...diagnose({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: problem }, fixtureKb), engine: "device" as const };
    saveItem(storage, { clientRef: newClientRef(), userId: "user-a", createdAt: new Date().toISOString(), status: "offline", payload, result });
  }
  return { storage, bodies };
}

describe("uploading offline diagnoses", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("sends the answer the device showed, without the engine name", async () => {
    const { bodies } = setup([201, 201]);
    const { uploadPending } = await import("~/lib/offline-sync.ts");
    expect(await uploadPending()).toBe(2);
    expect(bodies[0]!.deviceAnswer).toMatchObject({ kbVersion: "kb-fixture" });
    expect(bodies[0]!.deviceAnswer).not.toHaveProperty("engine");
  });

  it("still uploads when the first request after coming back online does not get through", async () => {
    const { bodies } = setup([201, 201]);
    const answer = vi.mocked(fetch).getMockImplementation()!;
    let first = true;
    vi.mocked(fetch).mockImplementation(async (path, init) => {
      if (path === "/api/user" && first) {
        first = false;
        throw new TypeError("Failed to fetch");
      }
      return answer(path, init);
    });
    const { uploadPending } = await import("~/lib/offline-sync.ts");
    expect(await uploadPending()).toBe(2);
    expect(bodies).toHaveLength(2);
  }, 10_000);

  it("runs once more when asked again during a run that could not get through (online came while it was retrying)", async () => {
    const { bodies } = setup([201, 201]);
    const answer = vi.mocked(fetch).getMockImplementation()!;
    let online = false;
    vi.mocked(fetch).mockImplementation(async (path, init) => {
      if (!online) throw new TypeError("Failed to fetch");
      return answer(path, init);
    });
    vi.useFakeTimers();
    try {
      const { uploadPending } = await import("~/lib/offline-sync.ts");
      const first = uploadPending(); // the offline page's own run, started without signal
      await vi.advanceTimersByTimeAsync(5_000); // its second retry is still to come
      online = true;
      void uploadPending(); // the "online" event: the run in flight answers it
      online = false; // the retry at 6 s does not get through yet
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await first).toBe(0);
      online = true;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(bodies).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a diagnosis waiting (not refused) when the server is busy or failing, and stops trying for now", async () => {
    for (const status of [429, 503]) {
      const { storage, bodies } = setup([status]);
      const { uploadPending } = await import("~/lib/offline-sync.ts");
      expect(await uploadPending()).toBe(0);
      expect(bodies).toHaveLength(1);
      expect(readAll(storage).map((i) => i.status)).toEqual(["offline", "offline"]);
    }
  });

  it("online, tries again by itself after a run that could not get through, sooner first, and stops once all are up", async () => {
    const { storage, bodies } = setup([503]);
    vi.stubGlobal("navigator", { onLine: true });
    vi.useFakeTimers();
    try {
      const { RETRY_LATER_MS, uploadPending } = await import("~/lib/offline-sync.ts");
      expect(await uploadPending()).toBe(0); // the server failed: both stay waiting
      expect(bodies).toHaveLength(1);
      // No "online" event comes (the browser was online all along); the next try comes by itself.
      await vi.advanceTimersByTimeAsync(RETRY_LATER_MS[0] - 100);
      expect(bodies).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(bodies).toHaveLength(3);
      expect(readAll(storage).map((i) => i.status)).toEqual(["uploaded", "uploaded"]);
      // Nothing waits any more, so nothing more is sent.
      await vi.advanceTimersByTimeAsync(RETRY_LATER_MS[3] * 2);
      expect(bodies).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("offline, leaves the next try to the browser's online event", async () => {
    setup([]);
    vi.mocked(fetch).mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.useFakeTimers();
    try {
      const { uploadPending } = await import("~/lib/offline-sync.ts");
      const run = uploadPending();
      await vi.advanceTimersByTimeAsync(10_000); // the request's own retries
      expect(await run).toBe(0);
      const calls = vi.mocked(fetch).mock.calls.length;
      await vi.advanceTimersByTimeAsync(120_000);
      expect(vi.mocked(fetch).mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it("marks a diagnosis refused only when the server refuses it for what it is", async () => {
    const { storage } = setup([402, 201]);
    const { uploadPending } = await import("~/lib/offline-sync.ts");
    expect(await uploadPending()).toBe(1);
    expect(
      readAll(storage)
        .map((i) => i.status)
        .sort(),
    ).toEqual(["refused", "uploaded"]);
  });
});
