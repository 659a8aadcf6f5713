import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export const SHOTS = "test-results/screenshots";
export const PAGE_JS_BUDGET_GZIP = 150 * 1024;

/** The usual test-file set-up: one Chromium for the file (closed after it) and the screenshots folder. */
export function useBrowser() {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await launch();
  });
  afterAll(close);
}

/**
 * Waits until taps reach React (root.tsx sets data-hydrated), or at once on a page that is not the app. Tests wait for
 * this, not for the network to go quiet: Playwright's "networkidle" always costs 500 ms of silence after the last
 * request, and that was a quarter of the end-to-end layer's time (decisions/test-layer-order.md).
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => !document.getElementById("rr-modules") || document.documentElement.dataset.hydrated === "true");
}

/**
 * Pages paint before their modules load (app/components/deferred-scripts.tsx), so the load event no longer means the
 * page has hydrated. page.goto and page.reload also wait until the app says taps reach React (root.tsx sets
 * data-hydrated), like a person who waits for the page to settle; a page that is not the app (the offline fallback)
 * has no module script and is not waited on.
 */
function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await keepOfflineAfterNavigation(page);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return res;
  };
  page.reload = async (options) => {
    const res = await reload(options);
    await keepOfflineAfterNavigation(page);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return res;
  };
}

/**
 * Offline emulation that outlasts a navigation. With Debian's Chromium 150 (bookworm's package as of 30 Nov 2026;
 * 156 before) a document loaded after context.setOffline(true) reports navigator.onLine === true, though its requests
 * still fail: the emulated state is not carried to the new document (the same with CDP's own
 * Network.emulateNetworkConditions). A phone without signal keeps it. So while a page is set offline here, each
 * document it loads is set offline again at once, as if the signal dropped just after it loaded (the app reacts to
 * the 'offline' event as it does on a phone). Never by going online in between, which would let requests through.
 */
const sessions = new WeakMap<Page, CDPSession>();
const offlinePages = new WeakSet<Page>();

const emulate = (cdp: CDPSession, offline: boolean) =>
  cdp.send("Network.emulateNetworkConditions", { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

export async function setOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  let cdp = sessions.get(page);
  if (offline && !cdp) {
    cdp = await context.newCDPSession(page);
    sessions.set(page, cdp);
    // Documents the app itself opens (a link, location.assign) are set offline again too; goto and reload wait for it.
    page.on("domcontentloaded", () => void keepOfflineAfterNavigation(page, false).catch(() => {}));
  }
  if (cdp) await emulate(cdp, offline);
  if (offline) offlinePages.add(page);
  else offlinePages.delete(page);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

async function keepOfflineAfterNavigation(page: Page, wait = true): Promise<void> {
  const cdp = sessions.get(page);
  if (!cdp || !offlinePages.has(page)) return;
  await emulate(cdp, true);
  if (wait) await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Waits until the first element with this text is visible. */
export const visible = (page: Page, text: string | RegExp, timeout = 15_000) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);

export function baseUrl(): string {
  return inject("baseUrl");
}

let browser: Browser | undefined;
let ipCounter = Math.floor(Math.random() * 60000);

/** One Chromium per test file, with the flags this machine needs; playwright gives each launch a fresh temporary profile. */
export async function launch(): Promise<Browser> {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return browser;
}

export async function close() {
  await browser?.close();
}

/**
 * The service worker is blocked unless a test asks for it (`serviceWorkers: "allow"`: the PWA and offline tests). Left
 * on, every new context installs it and precaches some 300 files while the test runs: on this 2-core machine that
 * doubled an axe run (0.9 -> 1.8 s) and slowed the next page load, in each of ~90 contexts. Blocking also keeps
 * page.route working: requests a service worker makes are invisible to it.
 */
export async function newPage(
  viewport: { width: number; height: number } = PHONE,
  /** bypassCSP: only for a test's own measuring script (engine-speed's calibration), never for the app's pages. */
  options: { serviceWorkers?: "allow" | "block"; javaScriptEnabled?: boolean; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error("launch() first");
  // Each context looks like its own client to the per-IP budgets (wrangler dev passes this header through
  // locally; in production Cloudflare sets it).
  ipCounter += 1;
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    deviceScaleFactor: 1,
    extraHTTPHeaders: { "cf-connecting-ip": `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}` },
    serviceWorkers: options.serviceWorkers ?? "block",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    bypassCSP: options.bypassCSP ?? false,
  });
  // Opt-in: E2E_TRACE=<dir> records a Playwright trace per context (actions and timings, no screenshots) so where the
  // layer's time goes can be measured; `node scripts/e2e-trace-summary.mjs <dir>` sums it by action.
  if (process.env.E2E_TRACE) {
    await context.tracing.start({ screenshots: false, snapshots: false });
    const closeCtx = context.close.bind(context);
    const n = ipCounter;
    context.close = async (o) => {
      await context.tracing.stop({ path: `${process.env.E2E_TRACE}/t-${process.pid}-${n}.zip` }).catch(() => {});
      return closeCtx(o);
    };
  }
  const page = await context.newPage();
  // A wait that cannot succeed fails on its own step, with its own message, well before the test's 60 s timeout.
  page.setDefaultTimeout(20_000);
  if (options.javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
  return { context, page };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page (via evaluate, which the page's CSP does not apply to) and returns serious/critical findings. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return axe.run(document, { resultTypes: ["violations"] });
  })) as { violations: AxeViolation[] };
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("\n");
}

/** Sums the gzip transfer size of the JavaScript a page loaded (content-length of gzip-encoded responses, else gzip of the body). */
export async function measureJs(page: Page, path: string): Promise<{ files: string[]; gzipBytes: number; sizes: Record<string, number> }> {
  const { gzipSync } = await import("node:zlib");
  const files: string[] = [];
  const sizes: Record<string, number> = {};
  let gzipBytes = 0;
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    const url = res.url();
    if (!url.endsWith(".js") && !(res.headers()["content-type"] ?? "").includes("javascript")) return;
    const name = new URL(url).pathname;
    files.push(name);
    pending.push(
      res
        .body()
        .then((b) => {
          const n = gzipSync(b, { level: 9 }).length;
          sizes[name] = n;
          gzipBytes += n;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(pending);
  return { files, gzipBytes, sizes };
}

/** Messages the app "sent" to an address, newest first, from the local outbox. */
export async function outbox(to: string): Promise<Array<{ subject: string; text: string }>> {
  // Bounded, so a read stuck behind a busy dev server fails (and waitForMail tries again) instead of hanging the test.
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`outbox ${res.status}`);
  return (await res.json()) as Array<{ subject: string; text: string }>;
}

/** Waits for a message matching the predicate (mail is sent just after the response). */
export async function waitForMail(to: string, predicate: (m: { subject: string; text: string }) => boolean) {
  // Bounded by time, not by tries: on a loaded machine each outbox read is slow.
  const deadline = Date.now() + 15_000;
  do {
    const hit = (await outbox(to).catch(() => [])).find(predicate);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`no matching mail to ${to} within 15 s`);
}

/** The 6-digit code of the latest verification mail to this address (waits for it). */
export async function verificationCode(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => /verification code/.test(m.subject));
  return /(\d{6})/.exec(mail.subject)![1]!;
}

export async function expectNoSeriousA11y(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  if (violations.length) throw new Error(`axe on ${label}:\n${describeViolations(violations)}`);
}

/** Runs SQL against the e2e server's local database (fixtures the UI cannot create, e.g. an unverified account). */
export async function sql(command: string): Promise<void> {
  const { execFileSync } = await import("node:child_process");
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--config", "wrangler.toml", "--command", command], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
}

/** Issues subscription keys into the e2e database with the operators' CLI. */
export async function issueKeys(plan: string, count = 1): Promise<string[]> {
  const { execFileSync } = await import("node:child_process");
  const out = execFileSync("node", ["scripts/keys.ts", "issue", "--plan", plan, "--count", String(count), "--persist-to", inject("stateDir")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return out.trim().split("\n");
}

/** Registers a new verified account through the UI (code read from the outbox); leaves the page signed in on /. */
export async function registerViaUi(page: Page, email: string, password = "Tractor2468!", name = "Field Tester") {
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Verification code").fill(await verificationCode(email));
  await page.getByRole("button", { name: "Verify code" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await waitForHydration(page);
}

/**
 * Registers a new verified account through the same API calls the /register page makes, in the page's browser context
 * (its cookies: the code's proof, then the session), and leaves the page signed in on /. For tests about what comes
 * after registering: about three times faster than registerViaUi, which auth and home tests use to cover the form.
 */
export async function registerViaApi(page: Page, email: string, password = "Tractor2468!", name = "Field Tester") {
  const post = async (path: string, data: Record<string, string>) => {
    const res = await page.request.post(path, { data, headers: { origin: baseUrl() } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  };
  await post("/api/auth/verify-email-first", { email });
  await post("/api/auth/verify-code", { email, code: await verificationCode(email) });
  await post("/api/auth/complete-registration", { email, name, password });
  await page.goto("/");
}

/** Signs in through the /login page; leaves the page signed in on /. */
export async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/");
}

/** Calls the API from inside the page, so the user's session cookie applies. */
export async function pageApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { "content-type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: await res.json() };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}
