import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11y, loginViaUi, newPage, PHONE, pageApi, SHOTS, useBrowser } from "./browser.ts";

/** Issue #15 item 4: the stylesheet is inlined with the CSP nonce, nothing blocks the first paint, the CSP stays strict. */
useBrowser();

const DEMO = { email: "demo@fieldfix.app", password: "FieldDemo2025!" };
let resultPath = "";

beforeAll(async () => {
  const { context, page } = await newPage(PHONE);
  await loginViaUi(page, DEMO.email, DEMO.password);
  const history = await pageApi<Array<{ id: string }>>(page, "GET", "/api/history");
  expect(history.body.length).toBeGreaterThan(0);
  resultPath = `/diagnostic/${history.body[0]!.id}`;
  await context.close();
});

/** Collects what the browser refused under the page's CSP (Chromium reports each refusal on the console). */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

async function signedIn(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(viewport);
  await loginViaUi(opened.page, DEMO.email, DEMO.password);
  return opened;
}

describe("first paint", () => {
  it("sends the stylesheet inline with the CSP nonce, no stylesheet request, and a style-src without 'unsafe-inline'", async () => {
    const { context, page } = await newPage(PHONE);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    const res = await page.goto("/", { waitUntil: "networkidle" });
    const csp = res!.headers()["content-security-policy"] ?? "";
    const styleSrc = csp.split(";").find((d) => d.trim().startsWith("style-src")) ?? "";
    const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(styleSrc).not.toContain("unsafe-inline");

    const html = await res!.text();
    expect(html).toContain(`<style id="app-css" nonce="${nonce}">`);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(requested.filter((u) => u.endsWith(".css"))).toEqual([]);
    // The modules do not compete with the document: no preload or module script the parser would fetch from...
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script(?=[^>]*type="text\/plain")(?=[^>]*id="rr-modules")[^>]*>[^<]*import\(/);
    // ...they start once the document is parsed (the starter waits for the next frames; npm run lighthouse measures
    // the paint itself), each is fetched once, and the page hydrates.
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
      firstModule: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((r) => r.name.endsWith(".js"))
          .map((r) => r.startTime),
      ),
      hydrated: document.documentElement.dataset.hydrated,
    }));
    expect(timing.hydrated).toBe("true");
    expect(timing.firstModule).toBeGreaterThan(timing.parsed);
    const scripts = requested.filter((u) => u.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    expect(new Set(scripts).size).toBe(scripts.length);
    // Applied: the page background and the brand button are the stylesheet's.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("oklch(0.984 0.003 247.858)"); // slate-50;
    expect(await page.getByTestId("hero-register-button").evaluate((el) => getComputedStyle(el).minHeight)).toBe("48px");
    await context.close();
  });

  it("styles the page without JavaScript", async () => {
    const { context, page } = await newPage(PHONE, { javaScriptEnabled: false });
    await page.goto("/");
    // No theme script ran: the light theme, fully styled.
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? null)).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("oklch(0.984 0.003 247.858)"); // slate-50;
    expect(await page.getByTestId("hero-register-button").evaluate((el) => getComputedStyle(el).minHeight)).toBe("48px");
    await page.screenshot({ path: `${SHOTS}/first-paint-home-no-js.png` });
    await context.close();
  });

  it("refuses nothing under the CSP on home, an entry page and a result page, and a dialog can still lock the page's scroll", async () => {
    const { context, page } = await signedIn(PHONE);
    const refused = cspRefusals(page);
    for (const path of ["/", "/tractor-search", resultPath]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expectNoSeriousA11y(page, path);
    }
    // The result page's confidence bars are widths from classes, not style attributes the CSP would refuse.
    const bars = await page.locator('[aria-hidden="true"] > div.rounded-full').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.some((w) => w > 0)).toBe(true);
    await context.close();

    // After hydration and a client-side navigation the server's <style> is still there (the browser bundle never
    // renders it), and a Radix dialog's scroll-lock <style> gets this document's nonce.
    const guest = await newPage(PHONE);
    const guestRefused = cspRefusals(guest.page);
    await guest.page.goto("/", { waitUntil: "networkidle" });
    await guest.page.locator("header").getByRole("link", { name: "Log In" }).click();
    await guest.page.waitForURL((u) => u.pathname === "/login");
    expect(await guest.page.locator("style#app-css").count()).toBe(1);
    expect(await guest.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("oklch(0.984 0.003 247.858)"); // slate-50
    await guest.page.getByLabel("Email").fill("nobody-first-paint@example.com");
    await guest.page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
    await guest.page.getByRole("button", { name: "Log In", exact: true }).click();
    await guest.page.getByText("Forgot your password? Reset it").click();
    await expect.poll(() => guest.page.getByRole("dialog").isVisible()).toBe(true);
    await expect.poll(() => guest.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await guest.context.close();
    expect([...refused, ...guestRefused]).toEqual([]);
  });
});

describe("screenshots after the change", () => {
  for (const [name, viewport] of [
    ["360", { width: 360, height: 780 }],
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`home, an entry page and a result page at ${name} px, light and dark`, async () => {
      const { context, page } = await signedIn(viewport);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [label, path] of [
          ["home", "/"],
          ["entry", "/tractor-search"],
          ["result", resultPath],
        ] as const) {
          await page.goto(path, { waitUntil: "networkidle" });
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
          await page.screenshot({ path: `${SHOTS}/first-paint-${label}-${name}-${scheme}.png`, fullPage: label !== "entry" || name !== "1280" });
        }
      }
      await context.close();
    });
  }
});
