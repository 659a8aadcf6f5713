import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

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

export async function newPage(viewport: { width: number; height: number } = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error("launch() first");
  // Each context looks like its own client to the per-IP budgets (wrangler dev passes this header through
  // locally; in production Cloudflare sets it).
  ipCounter += 1;
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    deviceScaleFactor: 1,
    extraHTTPHeaders: { "cf-connecting-ip": `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}` },
  });
  const page = await context.newPage();
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
export async function measureJs(page: Page, path: string): Promise<{ files: string[]; gzipBytes: number }> {
  const { gzipSync } = await import("node:zlib");
  const files: string[] = [];
  let gzipBytes = 0;
  const pending: Promise<void>[] = [];
  page.on("response", (res) => {
    const url = res.url();
    if (!url.endsWith(".js") && !(res.headers()["content-type"] ?? "").includes("javascript")) return;
    files.push(new URL(url).pathname);
    pending.push(res.body().then((b) => void (gzipBytes += gzipSync(b, { level: 9 }).length)).catch(() => undefined));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(pending);
  return { files, gzipBytes };
}

/** Messages the app "sent" to an address, newest first, from the local outbox. */
export async function outbox(to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`outbox ${res.status}`);
  return (await res.json()) as Array<{ subject: string; text: string }>;
}

/** Waits for a message matching the predicate (mail is sent just after the response). */
export async function waitForMail(to: string, predicate: (m: { subject: string; text: string }) => boolean) {
  for (let i = 0; i < 100; i++) {
    const hit = (await outbox(to)).find(predicate);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching mail to ${to}`);
}

export async function expectNoSeriousA11y(page: Page, label: string) {
  const violations = await seriousA11yViolations(page);
  if (violations.length) throw new Error(`axe on ${label}:\n${describeViolations(violations)}`);
}
