import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  expectNoSeriousA11y,
  loginViaUi,
  measureJs,
  newPage,
  PAGE_JS_BUDGET_GZIP,
  PHONE,
  pageApi,
  registerViaUi,
  SHOTS,
  useBrowser,
  visible,
} from "./browser.ts";

/** Issue #14 item 1: the signed-in home is a workspace (start a diagnosis, Recent, My machines, plan status). */

useBrowser();

const NAME = "Wren Workspace";
const PASSWORD = "Tractor2468!";
const email = `workspace-${Date.now()}@example.com`;
let user: { context: BrowserContext; page: Page };
let diagnosisId = "";

/** React's hydration mismatches (production: minified errors #418, #423, #425) and any uncaught page error. */
const pageErrors: string[] = [];

beforeAll(async () => {
  user = await newPage(PHONE);
  user.page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#418|#423|#425/i.test(m.text())) pageErrors.push(m.text());
  });
  user.page.on("pageerror", (e) => pageErrors.push(String(e)));
  await registerViaUi(user.page, email, PASSWORD, NAME);
});
afterAll(async () => {
  await user?.context.close();
});

const workspace = (page: Page) => page.getByTestId("workspace");
const top = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.y;

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Every link and button in the workspace is a 48 px target (inline text links excepted: none here). */
async function touchTargets(page: Page) {
  const small = await workspace(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("a, button")]
      .map((el) => ({ text: (el.getAttribute("aria-label") ?? el.innerText).trim().slice(0, 40), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 47.5 || box.width < 47.5)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

describe("the signed-in home workspace", () => {
  it("shows a person who has just registered the three vehicle types first, and welcomes them as new", async () => {
    const { page } = user;
    await visible(page, `Welcome to FieldFix, ${NAME}`);
    expect(await page.getByText(/Welcome back/).count()).toBe(0);

    const headings = (await page.locator("main h1, main h2").allInnerTexts()).map((t) => t.trim());
    expect(headings.slice(0, 3)).toEqual(["Start a diagnosis", "Recent", "My machines"]);
    expect(headings.indexOf(`Welcome to FieldFix, ${NAME}`)).toBeGreaterThan(2);
    expect(headings.indexOf("Why Choose FieldFix?")).toBeGreaterThan(headings.indexOf(`Welcome to FieldFix, ${NAME}`));
    expect(await page.getByText("Choose Your Vehicle Type").count()).toBe(0);

    // The three types, one tap each, inside the first screen of a phone, above Recent and the greeting.
    for (const type of ["tractor", "atv", "automotive"]) {
      const card = page.getByTestId(`vehicle-card-${type}`);
      expect(await card.getAttribute("href")).toBe(`/${type}-search`);
      const box = (await card.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.height).toBeGreaterThanOrEqual(48);
    }
    expect(await top(page, "[data-testid=vehicle-card-automotive]")).toBeLessThan(await top(page, "#recent-title"));
    expect(await top(page, "#recent-title")).toBeLessThan(await top(page, "[data-testid=welcome-card]"));

    await visible(page, "No active plan yet.");
    expect(await workspace(page).getByRole("link", { name: "Start your free trial" }).getAttribute("href")).toBe("/subscription-plans");
    await visible(page, "No diagnoses yet.");
    expect(await page.getByTestId("machines-empty").isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "new user's workspace");
  });

  it("lists a diagnosis just run under Recent with its step progress, and its machine under My machines", async () => {
    const { page } = user;
    expect((await pageApi(page, "POST", "/api/user/activate-trial", { sessionId: "workspace-test" })).status).toBe(200);
    await page.goto("/");
    await visible(page, "Free trial: 5 of 5 searches left.");

    await page.getByTestId("vehicle-card-tractor").click();
    await page.waitForURL((u) => u.pathname === "/tractor-search");
    await page.getByLabel("Make/Brand").fill("John Deere");
    await page.getByLabel("Model/Year").fill("5075E 2016");
    await page.getByLabel("What's the problem?").fill("cranks slow and clicks, battery terminals green");
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/[a-z2-7]{26}$/, { timeout: 20_000 });
    diagnosisId = new URL(page.url()).pathname.split("/").pop()!;
    const stored = await pageApi<{ primaryCause: string; troubleshootingSteps: unknown[] }>(page, "GET", `/api/diagnostics/${diagnosisId}`);
    const steps = stored.body.troubleshootingSteps.length;
    expect(steps).toBeGreaterThan(0);

    await page.goto("/");
    const item = page.locator(`[data-recent-id="${diagnosisId}"]`);
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(await item.getAttribute("href")).toBe(`/result/${diagnosisId}`);
    const text = await item.innerText();
    expect(text).toContain(stored.body.primaryCause);
    expect(text).toContain("John Deere 5075E 2016");
    expect(text).toContain(`0 of ${steps} steps done`);
    expect(text).toMatch(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s(AM|PM)/);
    expect(await page.getByRole("link", { name: "See all history" }).getAttribute("href")).toBe("/history");

    const machine = page.locator("[data-machine-id]").first();
    expect(await machine.innerText()).toContain("John Deere 5075E");
    expect(await machine.innerText()).toContain("2016");
    await visible(page, "Free trial: 4 of 5 searches left.");

    await noSidewaysOverflow(page);
    await touchTargets(page);
    await expectNoSeriousA11y(page, "workspace with a diagnosis");
    expect(pageErrors).toEqual([]);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? DESKTOP.height : PHONE.height });
      await noSidewaysOverflow(page);
      await touchTargets(page);
      await page.screenshot({ path: `${SHOTS}/workspace-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(PHONE);
  });

  it("opens the entry page with Make/Brand and Model/Year filled when a machine is tapped", async () => {
    const { page } = user;
    await page.locator("[data-machine-link]").first().click();
    await page.waitForURL((u) => u.pathname === "/tractor-search");
    expect(new URL(page.url()).searchParams.get("make")).toBe("John Deere");
    expect(await page.getByLabel("Make/Brand").inputValue()).toBe("John Deere");
    expect(await page.getByLabel("Model/Year").inputValue()).toBe("5075E 2016");
    expect(await page.getByLabel("What's the problem?").inputValue()).toBe("");
    // A fresh load of the same address (no client navigation) fills them too.
    await page.reload();
    expect(await page.getByLabel("Model/Year").inputValue()).toBe("5075E 2016");
  });

  it("edits a machine's nickname and hours, adds one by hand, explains a bad value, and removes it", async () => {
    const { page } = user;
    await page.goto("/");
    await page.getByRole("button", { name: "Edit John Deere 5075E" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit John Deere 5075E" });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByLabel("Nickname (optional)").fill("North field");
    await dialog.getByLabel("Hours or mileage (optional)").fill("1250");
    await expectNoSeriousA11y(page, "edit machine dialog");
    await page.screenshot({ path: `${SHOTS}/workspace-edit-machine-390.png` });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const machine = page.locator("[data-machine-id]").first();
    await expect.poll(() => machine.innerText()).toContain("North field");
    expect(await machine.innerText()).toContain("John Deere 5075E · 2016 · 1,250 hours");
    // The nickname stays after a reload: it is on the server.
    await page.reload();
    await visible(page, "North field");

    await page.getByTestId("add-machine").click();
    const add = page.getByRole("dialog", { name: "Add a machine" });
    await expect.poll(() => add.isVisible(), { timeout: 10_000 }).toBe(true);
    await add.getByLabel("Vehicle type").selectOption("atv");
    await add.getByLabel("Make/Brand").fill("Polaris");
    await add.getByLabel("Model", { exact: true }).fill("Sportsman 570");
    await add.getByLabel("Year (optional)").fill("2019");
    await add.getByLabel("Hours or mileage (optional)").fill("lots");
    await add.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => add.getByText("Hours or mileage must be a whole number from 0 to 2,000,000").isVisible()).toBe(true);
    expect(await add.getByLabel("Hours or mileage (optional)").getAttribute("aria-invalid")).toBe("true");
    // The refused field has the focus, so a screen reader reads its message.
    expect(await add.getByLabel("Hours or mileage (optional)").evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousA11y(page, "add machine dialog with an error");
    await page.screenshot({ path: `${SHOTS}/workspace-add-machine-error-390.png` });
    await add.getByLabel("Hours or mileage (optional)").fill("");
    await add.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => add.count()).toBe(0);
    const polaris = page.locator("[data-machine-id]", { hasText: "Polaris Sportsman 570" });
    await expect.poll(() => polaris.count()).toBe(1);
    expect(await polaris.locator("a").getAttribute("href")).toBe("/atv-search?make=Polaris&model=Sportsman+570+2019");

    await page.getByRole("button", { name: "Edit Polaris Sportsman 570" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Polaris Sportsman 570" });
    await expect.poll(() => edit.isVisible()).toBe(true);
    await edit.getByRole("button", { name: "Remove" }).click();
    await edit.getByTestId("confirm-remove-machine").click();
    await expect.poll(() => polaris.count()).toBe(0);
    expect(await page.locator("[data-machine-id]").count()).toBe(1);
    await expectNoSeriousA11y(page, "workspace after removing a machine");
    expect(pageErrors).toEqual([]);
  });

  it("welcomes the same person back after signing in again, and keeps the signed-in home's script within budget", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, email, PASSWORD);
    await visible(page, `Welcome back, ${NAME}`);
    await visible(page, "Ready to start diagnosing? Choose your vehicle type above to get started.");
    expect(await page.getByText(`Welcome to FieldFix, ${NAME}`).count()).toBe(0);
    await visible(page, "North field");
    // A new tab of the same browser: signed in, without the sign-in's 'Welcome back!' toast (and its viewport's code).
    const tab = await context.newPage();
    const { gzipBytes, sizes } = await measureJs(tab, "/");
    const all = Object.entries(sizes)
      .sort((a, b) => b[1] - a[1])
      .map(([f, n]) => `${f.replace("/assets/", "")} ${(n / 1024).toFixed(1)}`);
    console.log(`signed-in home JS: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${all.join(", ")})`);
    expect(gzipBytes).toBeLessThan(PAGE_JS_BUDGET_GZIP);
    await context.close();
  });

  it("gives the demo account its Ag/Construction card and Recent, without machines or a history link", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
    await visible(page, "Demo account: Ag/Construction diagnostics included.");
    expect(await page.getByTestId("vehicle-card-tractor").isVisible()).toBe(true);
    expect(await page.getByTestId("vehicle-card-atv").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Recent" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "My machines" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "See all history" }).count()).toBe(0);
    await expectNoSeriousA11y(page, "demo workspace");
    await context.close();
  });
});
