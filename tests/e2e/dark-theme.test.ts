import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11y, loginViaUi, newPage, PHONE, pageApi, SHOTS, useBrowser, visible } from "./browser.ts";

useBrowser();

let resultPath = "";

beforeAll(async () => {
  const { context, page } = await newPage(PHONE);
  await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
  const res = await pageApi<{ id: string }>(page, "POST", "/api/diagnostics", {
    vehicleType: "tractor",
    make: "Kubota",
    model: "L3901",
    problem: "loader is slow to lift once the oil is warm",
  });
  expect(res.status).toBe(201);
  resultPath = `/result/${res.body.id}`;
  await context.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** [r, g, b] of an element's computed colour property. */
async function rgb(page: Page, selector: string, prop: "color" | "backgroundColor" | "borderLeftColor") {
  const value = await page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p as "color"], prop);
  return value
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
}

describe("dark theme (issue #14 item 10)", () => {
  it("follows the system setting from the first paint, and every page visited passes axe in it", async () => {
    const { context, page } = await newPage(PHONE);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await theme(page)).toBe("dark");
    expect(await bodyBg(page)).toBe("rgb(11, 18, 32)");
    await expectNoSeriousA11y(page, "home, dark");
    await page.screenshot({ path: `${SHOTS}/home-dark-phone.png`, fullPage: true });
    for (const path of ["/login", "/register", "/forgot-password", "/help", "/no-such-page", resultPath]) {
      await page.goto(path);
      expect(await theme(page), path).toBe("dark");
      await expectNoSeriousA11y(page, `${path}, dark`);
    }
    await page.screenshot({ path: `${SHOTS}/result-dark-phone.png`, fullPage: true });
    await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
    for (const path of ["/", "/tractor-search", "/history"]) {
      await page.goto(path);
      await expectNoSeriousA11y(page, `${path} signed in, dark`);
    }
    await context.close();
  });

  it("keeps the safety colours green, amber and red in the dark", async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(resultPath);
    await visible(page, "Troubleshooting Steps");
    const levels = await page.locator("[data-safety-level]").evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-safety-level")))]);
    expect(levels.length).toBeGreaterThanOrEqual(2);
    for (const level of levels) {
      const [r, g, b] = await rgb(page, `[data-safety-level="${level}"]`, "borderLeftColor");
      if (level === "Low Risk") expect(g, level!).toBeGreaterThan(Math.max(r, b));
      if (level === "Safety Required") expect(r > b && g > b, `${level} ${[r, g, b]}`).toBe(true);
      if (level === "High Risk") expect(r, level!).toBeGreaterThan(Math.max(g, b) + 60);
    }
    await page.screenshot({ path: `${SHOTS}/result-dark-desktop.png` });
    await context.close();
  });

  it("a switch in the footer overrides the system and is remembered; System goes back to following it", async () => {
    const { context, page } = await newPage(PHONE);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await page.getByTestId("theme-switch").getByText("Light").click();
    expect(await theme(page)).toBe("light");
    await page.reload();
    expect(await theme(page)).toBe("light");
    expect(await bodyBg(page)).not.toBe("rgb(11, 18, 32)");
    await page.getByTestId("theme-switch").getByText("System").click();
    expect(await theme(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => theme(page)).toBe("light");
    await page.getByTestId("theme-switch").getByText("Dark").click();
    await page.goto("/login");
    expect(await theme(page)).toBe("dark");
    await expectNoSeriousA11y(page, "/login, dark by choice");
    await context.close();
  });
});
