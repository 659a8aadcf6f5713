import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { close, DESKTOP, expectNoSeriousA11y, launch, newPage, PHONE } from "./browser.ts";

const SHOTS = "test-results/screenshots";
const SAFETY_LEVELS = ["Low Risk", "Safety Required", "High Risk"];
const DIAGNOSIS = {
  vehicleType: "tractor",
  tractorModel: "John Deere 5075E",
  symptoms: "John Deere 5075E: hard to start when cold white smoke SPN 110 FMI 0",
  make: "John Deere",
  model: "5075E",
  problem: "hard to start when cold white smoke SPN 110 FMI 0",
};

let owner: { context: BrowserContext; page: Page };
let id = "";
let primaryCause = "";

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await launch();
  owner = await newPage(PHONE);
  const { page } = owner;
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@fieldfix.app");
  await page.getByLabel("Password", { exact: true }).fill("FieldDemo2025!");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/");
  const created = await page.evaluate(
    (body) =>
      fetch("/api/diagnostics", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<{ id: string; diagnostic: { primaryCause: string } }>,
      ),
    DIAGNOSIS,
  );
  id = created.id;
  primaryCause = created.diagnostic.primaryCause;
  expect(id).toMatch(/^[a-z2-7]{26}$/);
});
afterAll(async () => {
  await owner?.context.close();
  await close();
});

/** Opens a page and waits until it has hydrated (client code loaded), so clicks reach React. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  return res!;
}

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Clicks a switch and waits for its PATCH to answer. */
async function flip(page: Page, testId: string, endpoint: "save" | "resolve") {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/diagnostics/${id}/${endpoint}`)),
    page.getByTestId(testId).click(),
  ]);
}

async function expectResultContent(page: Page) {
  expect(await page.locator("h1").allInnerTexts()).toEqual(["Diagnostic Results"]);
  expect(await page.getByText("Analysis Complete").isVisible()).toBe(true);
  expect(await page.getByTestId("vehicle").innerText()).toBe("John Deere 5075E");
  expect(await page.getByTestId("symptoms").innerText()).toContain("hard to start when cold white smoke");
  for (const title of ["Most Likely Cause", "Troubleshooting Steps"]) {
    expect(await page.getByRole("heading", { name: title, level: 2 }).isVisible(), title).toBe(true);
  }
  expect(await page.getByTestId("primary-cause").innerText()).toBe(primaryCause);
  expect(await page.getByTestId("confidence").innerText()).toMatch(/(High|Moderate|Low) confidence\s*\d{1,3}%/);
  // SPN 110 FMI 0 is in the description: the code and its meaning are listed.
  expect(await page.getByRole("heading", { name: "Fault Codes" }).isVisible()).toBe(true);
  expect(await page.getByText("SPN 110 FMI 0", { exact: true }).first().isVisible()).toBe(true);

  // Every numbered step carries a safety badge in words (with an icon), never colour alone.
  const steps = page.locator("[data-testid^='step-']");
  const count = await steps.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    const step = steps.nth(i);
    const level = await step.getAttribute("data-safety-level");
    expect(SAFETY_LEVELS).toContain(level);
    const badge = step.locator("span[data-safety-level]");
    expect(await badge.innerText()).toContain(level!);
    expect(await badge.locator("svg").count()).toBe(1);
    expect(await step.getByRole("heading", { level: 3 }).innerText()).toBeTruthy();
    expect(await step.getByText("Est. time:").first().isVisible()).toBe(true);
  }
  expect(await page.getByText("the service manual rules").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Start New Diagnosis" }).getAttribute("href")).toBe("/tractor-search");
}

describe("result page", () => {
  it("shows the owner the whole result, lets them tick steps off, and saving persists across a reload", async () => {
    const { page } = owner;
    const res = await open(page, `/diagnostic/${id}`);
    expect(res.status()).toBe(200);
    expect(await page.title()).toBe(`${primaryCause} — FieldFix`);
    await expectResultContent(page);
    await noSidewaysOverflow(page);

    // Ticking a step off (saved with the diagnosis: tests/e2e/step-progress.test.ts covers that).
    const first = page.getByLabel("Mark step 1 as done");
    expect(await first.isChecked()).toBe(false);
    await first.check();
    expect(await first.isChecked()).toBe(true);
    expect(await page.getByText(/^1 of \d+ done$/).isVisible()).toBe(true);
    const box = await page.locator("label[for='step-1-done']").boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);

    // Save to History: an accessible switch, optimistic, and stored.
    const save = page.getByRole("switch", { name: "Save to History" });
    expect(await save.getAttribute("aria-checked")).toBe("false");
    await flip(page, "save-toggle", "save");
    expect(await save.getAttribute("aria-checked")).toBe("true");
    await expect.poll(() => page.getByText("Saved to History", { exact: true }).first().isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "result page (owner)");
    await page.screenshot({ path: `${SHOTS}/result-owner-phone.png`, fullPage: true });

    await open(page, `/diagnostic/${id}`);
    expect(await page.getByRole("switch", { name: "Save to History" }).getAttribute("aria-checked")).toBe("true");
    const history = await page.evaluate(() => fetch("/api/history").then((r) => r.json() as Promise<Array<{ id: string }>>));
    expect(history.map((h) => h.id)).toContain(id);

    // Mark as Resolved, then back: each persists.
    const resolve = page.getByRole("switch", { name: "Mark as Resolved" });
    expect(await resolve.getAttribute("aria-checked")).toBe("false");
    await flip(page, "resolve-toggle", "resolve");
    await open(page, `/diagnostic-result?id=${id}`);
    expect(await page.getByRole("switch", { name: "Mark as Resolved" }).getAttribute("aria-checked")).toBe("true");
    await flip(page, "resolve-toggle", "resolve");
    await open(page, `/diagnostic/${id}`);
    expect(await page.getByRole("switch", { name: "Mark as Resolved" }).getAttribute("aria-checked")).toBe("false");
  });

  it("rolls a toggle back and shows 'Update Failed' with the server's message when saving fails", async () => {
    const { page } = owner;
    await open(page, `/diagnostic/${id}`);
    await page.route(`**/api/diagnostics/${id}/save`, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The database is busy. Please try again." }) }),
    );
    const save = page.getByRole("switch", { name: "Save to History" });
    expect(await save.getAttribute("aria-checked")).toBe("true");
    await flip(page, "save-toggle", "save");
    await expect.poll(() => page.getByText("Update Failed", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("The database is busy. Please try again.", { exact: true }).isVisible()).toBe(true);
    expect(await save.getAttribute("aria-checked")).toBe("true");
    await page.unroute(`**/api/diagnostics/${id}/save`);
  });

  it("shares with the system share sheet, falls back to copying the link, and prints without the page chrome", async () => {
    const { page, context } = owner;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
    await page.addInitScript(() => {
      const w = window as unknown as { __shared?: ShareData; __printed?: number };
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (d: ShareData) => {
          w.__shared = d;
        },
      });
      window.print = () => {
        w.__printed = (w.__printed ?? 0) + 1;
      };
    });
    await open(page, `/diagnostic/${id}`);
    const url = page.url();

    await page.getByRole("button", { name: "Share" }).click();
    const shared = await page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared);
    expect(shared).toEqual({ title: `${primaryCause} — FieldFix`, text: expect.stringContaining(primaryCause), url });

    await page.evaluate(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.getByText("Link copied", { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("body > header").isVisible()).toBe(false);
    expect(await page.locator("body > footer").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    expect(await page.getByRole("switch").first().isVisible()).toBe(false);
    expect(await page.getByTestId("step-1").isVisible()).toBe(true);
    expect(await page.getByTestId("step-1").evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
    await page.screenshot({ path: `${SHOTS}/result-print-phone.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });
  });

  it.each([
    ["/result/{id}", "phone", PHONE],
    ["/diagnostic-result?id={id}", "desktop", DESKTOP],
  ] as const)("shows the shared result at %s to a signed-out visitor, without toggles (%s)", async (pattern, name, viewport) => {
    const { context, page } = await newPage(viewport);
    const res = await open(page, pattern.replace("{id}", id));
    expect(res.status()).toBe(200);
    await expectResultContent(page);
    await noSidewaysOverflow(page);
    expect(await page.getByRole("switch").count()).toBe(0);
    expect(await page.getByTestId("shared-note").isVisible()).toBe(true);
    await expectNoSeriousA11y(page, `${pattern} signed out`);
    await page.screenshot({ path: `${SHOTS}/result-shared-${name}.png`, fullPage: true });
    await context.close();
  });

  it("answers unknown, malformed and missing ids with the 'Diagnostic Not Found' page and status 404", async () => {
    const { context, page } = await newPage(PHONE);
    for (const path of ["/diagnostic/aaaaaaaaaaaaaaaaaaaaaaaaaa", "/result/not-a-real-id", "/diagnostic-result"]) {
      const res = await open(page, path);
      expect(res.status(), path).toBe(404);
      expect(await page.getByRole("heading", { name: "Diagnostic Not Found", level: 1 }).isVisible(), path).toBe(true);
      expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
      expect(await page.title()).toBe("Diagnostic Not Found — FieldFix");
    }
    await open(page, "/diagnostic/aaaaaaaaaaaaaaaaaaaaaaaaaa");
    await expectNoSeriousA11y(page, "diagnostic not found");
    await page.screenshot({ path: `${SHOTS}/diagnostic-not-found-phone.png`, fullPage: true });
    await context.close();
  });
});
