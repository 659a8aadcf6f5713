import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoSeriousA11y, loginViaUi, newPage, PHONE, pageApi, SHOTS, useBrowser, visible } from "./browser.ts";

useBrowser();

const DIAGNOSIS = {
  vehicleType: "tractor",
  tractorModel: "Kubota L3901",
  symptoms: "Kubota L3901: loader is slow to lift once the oil is warm",
  make: "Kubota",
  model: "L3901",
  problem: "loader is slow to lift once the oil is warm",
};
let id = "";

beforeAll(async () => {
  const { context, page } = await newPage(PHONE);
  await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
  const res = await pageApi<{ id: string }>(page, "POST", "/api/diagnostics", DIAGNOSIS);
  expect(res.status).toBe(201);
  id = res.body.id;
  // Saved, so /history lists it and shows its search box.
  expect((await pageApi(page, "PATCH", `/api/diagnostics/${id}/save`, { saved: true })).status).toBe(200);
  await context.close();
});

/** Width of the placeholder's text in the input's own font, against the room the input gives it. */
function placeholderFits(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const input = document.querySelector<HTMLInputElement>(sel)!;
    const style = getComputedStyle(input);
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = ctx.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, room, fontSize: parseFloat(style.fontSize) };
  }, selector);
}

describe("finish (issue #14 item 10)", () => {
  it("the history search placeholder fits at 390 and 360 px", async () => {
    for (const viewport of [PHONE, { width: 360, height: 780 }]) {
      const { context, page } = await newPage(viewport);
      await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
      await page.goto("/history");
      await visible(page, "Diagnostic History");
      const m = await placeholderFits(page, "#history-search");
      expect(m.fontSize).toBeGreaterThanOrEqual(16);
      expect(m.text, `placeholder at ${viewport.width}px`).toBeLessThanOrEqual(m.room);
      await context.close();
    }
  });

  it("the 404 page and 'Diagnostic Not Found' share one look", async () => {
    const { context, page } = await newPage(PHONE);
    const look = async () =>
      page.getByTestId("not-found-panel").evaluate((el) => {
        const h1 = el.querySelector("h1")!;
        const a = el.querySelector("a")!;
        return {
          align: getComputedStyle(el).textAlign,
          h1: getComputedStyle(h1).fontSize,
          icon: Boolean(el.querySelector("svg")),
          button: a.className,
          home: a.getAttribute("href"),
        };
      });
    await page.goto("/no-such-page");
    await visible(page, "404 Page Not Found");
    const a = await look();
    await expectNoSeriousA11y(page, "404");
    await page.goto("/result/aaaaaaaaaaaaaaaaaaaaaaaaaa");
    await visible(page, "Diagnostic Not Found");
    const b = await look();
    expect(b).toEqual(a);
    await context.close();
  });

  it("prints with the FieldFix name and the result's address", async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto(`/result/${id}`);
    await visible(page, "Most Likely Cause");
    await page.emulateMedia({ media: "print" });
    const heading = page.getByTestId("print-heading");
    expect(await heading.isVisible()).toBe(true);
    const text = await heading.innerText();
    expect(text).toContain("FieldFix");
    expect(text).toContain(`/result/${id}`);
    expect(await page.locator("header.no-print").first().isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(await heading.isVisible()).toBe(false);
    await context.close();
  });

  it("uses two columns from 1024 px and one below", async () => {
    for (const [viewport, columns] of [
      [DESKTOP, 2],
      [{ width: 1024, height: 800 }, 2],
      [PHONE, 1],
    ] as const) {
      const { context, page } = await newPage(viewport);
      await page.goto(`/result/${id}`);
      await visible(page, "Troubleshooting Steps");
      const summary = (await page.getByTestId("result-summary-column").boundingBox())!;
      const steps = (await page.getByTestId("result-steps-column").boundingBox())!;
      if (columns === 2) {
        expect(steps.x, `${viewport.width}px`).toBeGreaterThanOrEqual(summary.x + summary.width);
        expect(Math.abs(steps.y - summary.y)).toBeLessThan(2);
      } else {
        expect(steps.y).toBeGreaterThanOrEqual(summary.y + summary.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (columns === 2) await page.screenshot({ path: `${SHOTS}/result-two-columns-${viewport.width}.png`, fullPage: false });
      await expectNoSeriousA11y(page, `result at ${viewport.width}px`);
      await context.close();
    }
  });

  it("Share opens the phone's share sheet where there is one, else copies the link", async () => {
    const phone = await newPage(PHONE);
    await phone.page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data),
        configurable: true,
      });
    });
    await phone.page.goto(`/result/${id}`);
    await phone.page.getByRole("button", { name: "Share" }).click();
    const shared = await phone.page.evaluate(() => (window as unknown as { shared: Array<{ url: string }> }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toContain(`/result/${id}`);
    await phone.context.close();

    const desk = await newPage(DESKTOP);
    await desk.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await desk.page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await desk.page.goto(`/result/${id}`);
    await desk.page.getByRole("button", { name: "Share" }).click();
    await visible(desk.page, "Link copied");
    expect(await desk.page.evaluate(() => navigator.clipboard.readText())).toContain(`/result/${id}`);
    await desk.context.close();
  });
});
