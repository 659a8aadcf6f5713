import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diagnose } from "~/domain/diagnosis/engine.ts";
import { toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import { FINGERPRINT_LENGTH, type FingerprintParts, fingerprintSource, hashFingerprint, truncateFingerprint } from "~/lib/fingerprint.ts";
import {
  itemsFor,
  MAX_SETTLED,
  newClientRef,
  type OfflineDiagnosis,
  PENDING_FLAG,
  pendingFor,
  readAll,
  STORE_KEY,
  saveItem,
  toView,
  updateItem,
} from "~/lib/offline-store.ts";
import { writeServiceWorker } from "../../scripts/sw/write-service-worker.ts";
import { fixtureKb } from "./diagnosis-fixtures.ts";
import { MemoryStorage } from "./memory-storage.ts";

const PARTS: FingerprintParts = {
  browser: "Mozilla/5.0 (Linux; Android 14) Chrome/140",
  language: "en-US,en",
  platform: "Android",
  timezone: "America/Chicago",
  screen: "390x844x24@3",
  canvas: "data:image/png;base64,AAAA",
  webgl: "Adreno (TM) 740",
  fonts: "Roboto,Noto Sans",
};

describe("device fingerprint (SPEC §3)", () => {
  it("hashes every part with SHA-256 into at most 64 characters, the same device always giving the same value", async () => {
    const a = await hashFingerprint(PARTS);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toHaveLength(FINGERPRINT_LENGTH);
    expect(await hashFingerprint({ ...PARTS })).toBe(a);
    for (const key of Object.keys(PARTS) as Array<keyof FingerprintParts>) {
      expect(await hashFingerprint({ ...PARTS, [key]: `${PARTS[key]}x` }), key).not.toBe(a);
    }
  });

  it("truncates to 64 characters and keeps the field order fixed", () => {
    expect(truncateFingerprint("a".repeat(100))).toHaveLength(64);
    expect(truncateFingerprint("abc")).toBe("abc");
    expect(
      fingerprintSource(PARTS)
        .split("\n")
        .map((l) => l.split("=")[0]),
    ).toEqual(["browser", "language", "platform", "timezone", "screen", "canvas", "webgl", "fonts"]);
  });
});

function item(over: Partial<OfflineDiagnosis> = {}): OfflineDiagnosis {
  const payload = toDiagnosisPayload({ make: "Kubota", model: "L3901", problem: "hydraulics slow when warm" }, "tractor", { sessionId: "s" });
  return {
    clientRef: newClientRef(),
    userId: "user-a",
    createdAt: new Date().toISOString(),
    status: "offline",
    payload,
    result: diagnose({ vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "hydraulics slow when warm" }, fixtureKb),
    ...over,
  };
}

describe("offline store", () => {
  it("makes client references the server accepts, never the same twice", () => {
    const refs = new Set(Array.from({ length: 50 }, () => newClientRef()));
    expect(refs.size).toBe(50);
    for (const r of refs) expect(r).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("keeps items per user: another account on the device neither sees nor uploads them", () => {
    const s = new MemoryStorage();
    const a = item({ userId: "user-a" });
    const b = item({ userId: "user-b" });
    saveItem(s, a);
    saveItem(s, b);
    expect(itemsFor(s, "user-a").map((i) => i.clientRef)).toEqual([a.clientRef]);
    expect(pendingFor(s, "user-b").map((i) => i.clientRef)).toEqual([b.clientRef]);
    expect(itemsFor(s, null)).toEqual([]);
  });

  it("flags pending uploads while any wait, and clears the flag once all are uploaded or refused", () => {
    const s = new MemoryStorage();
    const a = item();
    const b = item();
    saveItem(s, a);
    saveItem(s, b);
    expect(s.getItem(PENDING_FLAG)).toBe("1");
    updateItem(s, a.clientRef, { status: "uploaded", serverId: "srv1" });
    expect(s.getItem(PENDING_FLAG)).toBe("1");
    updateItem(s, b.clientRef, { status: "refused", error: { code: "SEARCH_LIMIT_EXCEEDED", message: "limit" } });
    expect(s.getItem(PENDING_FLAG)).toBeNull();
    const [first, second] = readAll(s);
    expect([first!.status, second!.status].sort()).toEqual(["refused", "uploaded"]);
    expect(readAll(s).find((i) => i.clientRef === a.clientRef)!.serverId).toBe("srv1");
  });

  it("uploads oldest first and saving the same clientRef again replaces, never duplicates", () => {
    const s = new MemoryStorage();
    const old = item({ createdAt: "2026-01-01T00:00:00.000Z" });
    const recent = item({ createdAt: "2026-01-02T00:00:00.000Z" });
    saveItem(s, old);
    saveItem(s, recent);
    saveItem(s, { ...old });
    expect(pendingFor(s, "user-a").map((i) => i.clientRef)).toEqual([old.clientRef, recent.clientRef]);
    expect(readAll(s)).toHaveLength(2);
  });

  it("drops the oldest settled items beyond the cap but never one still waiting", () => {
    const s = new MemoryStorage();
    const waiting = item({ createdAt: "2020-01-01T00:00:00.000Z" });
    saveItem(s, waiting);
    for (let i = 0; i < MAX_SETTLED + 5; i++) saveItem(s, item({ status: "uploaded", createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    const all = readAll(s);
    expect(all.filter((i) => i.status === "uploaded")).toHaveLength(MAX_SETTLED);
    expect(all.some((i) => i.clientRef === waiting.clientRef)).toBe(true);
  });

  it("survives corrupt storage and renders a stored item as a result view", () => {
    const s = new MemoryStorage();
    s.setItem(STORE_KEY, "{not json");
    expect(readAll(s)).toEqual([]);
    s.setItem(STORE_KEY, JSON.stringify([{ nope: 1 }, null]));
    expect(readAll(s)).toEqual([]);
    const i = item();
    const view = toView(i);
    expect(view).toMatchObject({ id: i.clientRef, vehicleType: "tractor", tractorModel: "Kubota L3901", isOwner: false, saved: true });
    expect(view.primaryCause).toBe(i.result.primaryCause);
    expect(view.troubleshootingSteps.length).toBeGreaterThan(0);
  });
});

describe("service worker build step", () => {
  it("precaches every shipped file (HTML without its extension), and the version follows the contents", () => {
    const dir = mkdtempSync(join(tmpdir(), "fieldfix-sw-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "manifest-abc123.js"), 'window.__reactRouterManifest={"routes":{}};');
    writeFileSync(join(dir, "assets", "root-1.js"), "console.log(1)");
    writeFileSync(join(dir, "offline.html"), "<p>offline</p>");
    writeFileSync(join(dir, "_headers"), "/*");
    writeFileSync(join(dir, ".assetsignore"), "x");
    const first = writeServiceWorker(dir);
    expect(first.files).toEqual(["/assets/manifest-abc123.js", "/assets/root-1.js", "/offline"]);
    const sw = readFileSync(join(dir, "sw.js"), "utf8");
    expect(sw).toContain(`const VERSION = "${first.version}"`);
    expect(sw).toContain('const ROUTE_MANIFEST = "/assets/manifest-abc123.js"');
    expect(sw).not.toContain("__FIELDFIX_SW_");
    expect(writeServiceWorker(dir).version).toBe(first.version);
    writeFileSync(join(dir, "assets", "root-1.js"), "console.log(2)");
    expect(writeServiceWorker(dir).version).not.toBe(first.version);
  });
});
