import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, close, expectNoSeriousA11y, launch, measureJs, newPage, PHONE, pageApi, registerViaApi, setOffline } from "./browser.ts";

const SHOTS = "test-results/screenshots";
const SW_FILE = "build/client/sw.js";

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await launch();
});
afterAll(close);

const visible = (page: Page, text: string | RegExp, timeout = 15_000) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);

/** Opens a page and waits until the service worker is active and controls it. */
async function controlled(page: Page, path = "/") {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** The kinds of offline knowledge shards the page has fetched so far ("terms-<type>", "bodies"), sorted. */
const shardsLoaded = (page: Page) =>
  page.evaluate(() =>
    [
      ...new Set(
        performance
          .getEntriesByType("resource")
          .map((e) => /\/(terms-[a-z]+|bodies)-\d+-/.exec(e.name)?.[1])
          .filter((n): n is string => n !== undefined),
      ),
    ].sort(),
  );

async function fillDiagnosis(page: Page, make: string, model: string, problem: string) {
  await page.getByLabel("Make/Brand").fill(make);
  await page.getByLabel("Model/Year").fill(model);
  await page.getByLabel("What's the problem?").fill(problem);
}

const goOffline = (context: BrowserContext, page: Page) => setOffline(context, page, true);

describe("installable", () => {
  it("serves a valid web app manifest with icons, linked from every page, and /sw.js with no-cache", async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")).toBe("/icons/apple-touch-icon.png");
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe("#1d4ed8");

    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      shortcuts: Array<{ url: string; name: string }>;
    };
    expect(manifest).toMatchObject({
      name: "FieldFix",
      short_name: "FieldFix",
      theme_color: "#1d4ed8",
      display: "standalone",
      start_url: "/?source=pwa",
      scope: "/",
    });
    expect(typeof manifest.description).toBe("string");
    expect(typeof manifest.background_color).toBe("string");
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(["/tractor-search", "/atv-search", "/automotive-search"]);
    const sizes = manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
    for (const icon of manifest.icons) {
      const png = await fetch(`${baseUrl()}${icon.src}`);
      expect(png.status, icon.src).toBe(200);
      const bytes = new Uint8Array(await png.arrayBuffer());
      expect(Buffer.from(bytes.slice(1, 4)).toString()).toBe("PNG");
      // Width and height from the IHDR chunk.
      const view = new DataView(bytes.buffer);
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
    }

    const sw = await fetch(`${baseUrl()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("service-worker-allowed")).toBe("/");
    expect(await sw.text()).toMatch(/const VERSION = "[0-9a-f]{16}"/);
    await context.close();
  });

  it("registers the service worker, which controls the page", async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    await controlled(page);
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(script).toBe(`${baseUrl()}/sw.js`);
    const cacheNames: string[] = await page.evaluate(() => caches.keys());
    expect(cacheNames.some((k) => /^fieldfix-shell-[0-9a-f]{16}$/.test(k))).toBe(true);
    await context.close();
  });
});

describe("offline", () => {
  it("reloads the home page and an already viewed result page offline; diagnoses offline and uploads exactly once when back online", async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    const email = `pwa-${Date.now()}@example.com`;
    await registerViaApi(page, email);
    expect((await pageApi(page, "POST", "/api/user/activate-trial", { sessionId: "s" })).status).toBe(200);
    await controlled(page);

    // Online: one diagnosis, its result page viewed.
    await page.goto("/tractor-search", { waitUntil: "networkidle" });
    await fillDiagnosis(page, "John Deere", "5075E 2016", "cranks slow and clicks, battery terminals green");
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/[a-z2-7]{26}$/, { timeout: 15_000 });
    await visible(page, "Most Likely Cause");
    const resultUrl = page.url();
    await page.goto("/tractor-search", { waitUntil: "networkidle" });
    await page.goto("/", { waitUntil: "networkidle" });

    // Offline: the home page and the result page still open, with the offline banner.
    await goOffline(context, page);
    await page.reload();
    // A signed-in person's home is their workspace (issue #14), as it was when last opened online.
    await visible(page, "Start a diagnosis");
    await visible(page, /^0 of \d+ steps? done$/);
    await visible(page, /^You're offline/);
    await expectNoSeriousA11y(page, "home offline");
    await page.screenshot({ path: `${SHOTS}/offline-home-phone.png` });
    await page.goto(resultUrl);
    await visible(page, "Most Likely Cause");
    await visible(page, "Diagnostic Results");

    // An uncached page offline gets the offline page.
    await page.goto("/verify-email?token=x");
    await visible(page, "Results saved on this device");

    // Offline diagnosis: what is typed survives a reload, the engine runs on the device.
    await page.goto("/tractor-search");
    await fillDiagnosis(page, "Kubota", "L3901 2019", "hydraulics slow when warm, loader drifts down");
    await page.reload();
    await expect.poll(() => page.getByLabel("What's the problem?").inputValue()).toBe("hydraulics slow when warm, loader drifts down");
    expect(await page.getByLabel("Make/Brand").inputValue()).toBe("Kubota");
    // Opened offline, the page has already loaded the engine and the tractor knowledge core, and only that one.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((e) => e.name)
            .filter((n) => /\/core-[a-z]+-/.test(n))
            .map((n) => n.replace(/^.*\/(core-[a-z]+)-.*$/, "$1")),
        ),
      )
      .toEqual(["core-tractor"]);
    // ...and, at the pause in the typing, the question's own term and text shards: Diagnose then waits for nothing.
    await expect.poll(() => shardsLoaded(page)).toEqual(["bodies", "terms-tractor"]);
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/offline\?ref=off_[0-9a-f]{32}$/, { timeout: 30_000 });
    const ref = new URL(page.url()).searchParams.get("ref")!;
    await visible(page, "Saved on this device — will upload when you're back online");
    await visible(page, "Most Likely Cause");
    await visible(page, "Kubota L3901 2019");
    await visible(page, /^You're offline/);
    await expectNoSeriousA11y(page, "offline result");
    await page.screenshot({ path: `${SHOTS}/offline-result-phone.png` });

    // Back online: uploaded once, linked to the server's result, in history exactly once.
    await setOffline(context, page, false);
    await visible(page, "Uploaded", 20_000);
    const link = page.getByRole("link", { name: "Open the saved result" });
    const serverPath = await link.getAttribute("href");
    expect(serverPath).toMatch(/^\/diagnostic\/[a-z2-7]{26}$/);
    await expectNoSeriousA11y(page, "uploaded offline result");
    await page.getByTestId("device-status").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/offline-result-uploaded-phone.png` });

    const history = await pageApi<Array<{ id: string; tractorModel: string }>>(page, "GET", "/api/history");
    expect(history.status).toBe(200);
    expect(history.body.filter((h) => h.tractorModel === "Kubota L3901 2019").map((h) => h.id)).toEqual([serverPath!.split("/").pop()]);

    // A repeated upload of the same clientRef (another tab, a retry) returns the same diagnosis.
    const again = await pageApi<{ id: string }>(page, "POST", "/api/diagnostics", {
      vehicleType: "tractor",
      tractorModel: "Kubota L3901 2019",
      symptoms: "Kubota L3901 2019: hydraulics slow when warm, loader drifts down",
      clientRef: ref,
    });
    expect(again.body.id).toBe(serverPath!.split("/").pop());
    await page.reload({ waitUntil: "networkidle" });
    const after = await pageApi<Array<{ tractorModel: string }>>(page, "GET", "/api/history");
    expect(after.body.filter((h) => h.tractorModel === "Kubota L3901 2019")).toHaveLength(1);

    await link.click().catch(() => undefined);
    await page.goto(serverPath!, { waitUntil: "networkidle" });
    await visible(page, "Kubota L3901 2019");
    await context.close();
  });

  it("keeps a refused upload on the device and says why", async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    await registerViaApi(page, `pwa-refused-${Date.now()}@example.com`);
    // No trial, no plan: the device may not know that (stale data), the server refuses.
    expect((await pageApi(page, "POST", "/api/user/activate-trial", {})).status).toBe(200);
    await controlled(page);
    await page.goto("/atv-search", { waitUntil: "networkidle" });
    // Use up the trial on the server while this page still thinks searches are left.
    for (let i = 0; i < 5; i++) {
      const r = await pageApi(page, "POST", "/api/diagnostics", { vehicleType: "atv", tractorModel: "Polaris RZR", symptoms: `Polaris RZR: no power ${i}` });
      expect(r.status).toBeLessThan(300);
    }
    // Typed with signal, then the signal drops: the page loads the question's shards without another key.
    await fillDiagnosis(page, "Polaris", "Sportsman 570", "belt squeals and smells hot going up hills");
    expect(await shardsLoaded(page)).toEqual([]);
    await goOffline(context, page);
    await expect.poll(() => shardsLoaded(page)).toEqual(["bodies", "terms-atv"]);
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/offline\?ref=/, { timeout: 30_000 });
    await visible(page, "Saved on this device — will upload when you're back online");
    await setOffline(context, page, false);
    await visible(page, "Saved on this device only — the upload was refused", 20_000);
    await visible(page, /used all 5 free trial searches/);
    await visible(page, "Most Likely Cause");
    await expectNoSeriousA11y(page, "refused offline result");
    await context.close();
  });
});

describe("budgets", () => {
  it("never loads the embedded engine or the fingerprint code with a page; the offline page stays under 150 KB", async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    await registerViaApi(page, `pwa-budget-${Date.now()}@example.com`);
    for (const path of ["/", "/tractor-search", "/diagnostic/offline"]) {
      const { files, gzipBytes, sizes } = await measureJs(page, path);
      const largest = Object.entries(sizes)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`);
      console.log(`${path}: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${largest.join(", ")})`);
      expect(
        files.filter((f) => /\/(offline-diagnose|engine|fingerprint|core-[a-z]+|terms-[a-z]+-\d+|bodies-\d+|speller)-/.test(f)),
        path,
      ).toEqual([]);
      expect(gzipBytes, path).toBeLessThan(150 * 1024);
    }
    await context.close();
  });
});

describe("updates", () => {
  // Two runtime reloads of wrangler dev (see below) on top of the update itself.
  it("picks up a new service worker version and reloads the page once", { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(PHONE, { serviceWorkers: "allow" });
    await controlled(page);
    // A new deploy: the same worker with another version string. wrangler dev serves build/client from disk;
    // playwright's routing does not see the browser's update check of a worker script, so the file is swapped.
    const oldEtag = (await fetch(`${baseUrl()}/sw.js`)).headers.get("etag");
    const original = readFileSync(SW_FILE, "utf8");
    const oldVersion = /const VERSION = "([0-9a-f]+)"/.exec(original)![1]!;
    writeFileSync(SW_FILE, original.replace(`const VERSION = "${oldVersion}"`, 'const VERSION = "0000000000000001"'));
    // Putting the file back reloads the runtime again: wait for it here, not in the next test's first requests. (The
    // ETag is the file's path and modification time, so the old one does not come back.)
    let newEtag = oldEtag;
    restoreSw = async () => {
      writeFileSync(SW_FILE, original);
      await waitForEtag((etag, body) => etag !== newEtag && body === original);
    };
    // wrangler dev reads the body from disk at once, but the ETag comes from an asset manifest it rebuilds only when its
    // file watcher fires and the whole local runtime reloads: 16 s on an idle 2-core machine, over 20 s in a CI run, and
    // requests wait meanwhile. Until then the browser's update check (If-None-Match, old ETag) gets a 304 and finds
    // nothing new; a new service worker's install would stall on its precache requests anyway. So wait for the reload.
    newEtag = await waitForEtag((etag, body) => etag !== oldEtag && body.includes('"0000000000000001"'));
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    const reloaded = page.waitForEvent("load", { timeout: 45_000 });
    // The page checks every 30 s by itself; ask now to keep the test short.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain("fieldfix-shell-0000000000000001");
    expect(await page.evaluate(() => caches.keys())).not.toContain(`fieldfix-shell-${oldVersion}`);
    await visible(page, "Choose Your Vehicle Type");
    await context.close();
  });
});

/**
 * Waits (up to 75 s) until wrangler dev serves sw.js with an ETag and body that pass `ok`; returns that ETag. A request
 * made during a reload waits for it, and one of them once never came back: each gives up after 25 s and is asked again.
 */
async function waitForEtag(ok: (etag: string | null, body: string) => boolean): Promise<string | null> {
  let etag: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl()}/sw.js`, { signal: AbortSignal.timeout(25_000) });
        etag = res.headers.get("etag");
        return ok(etag, await res.text());
      },
      { timeout: 75_000, interval: 500 },
    )
    .toBe(true);
  return etag;
}

let restoreSw: (() => Promise<void>) | undefined;
afterEach(async () => {
  const restore = restoreSw;
  restoreSw = undefined;
  await restore?.();
}, 90_000);
