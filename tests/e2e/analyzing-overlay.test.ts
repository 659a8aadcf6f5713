import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousA11y, newPage, PHONE, pageApi, registerViaApi, SHOTS, useBrowser, visible } from "./browser.ts";

useBrowser();

async function fill(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Make/Brand").fill("Toyota");
  await page.getByLabel("Model/Year").fill("Camry 2012");
  await page.getByLabel("What's the problem?").fill("grinding noise when braking");
  await page.getByTestId("diagnose-button").click();
  await expect.poll(() => page.getByTestId("analyzing-overlay").isVisible(), { timeout: 5000 }).toBe(true);
}

const trialUsed = async (page: Page) => (await pageApi<{ trialSearchesUsed: number }>(page, "GET", "/api/user")).body.trialSearchesUsed;

describe("the analyzing overlay (issue #14 item 4)", () => {
  it("is opaque and centred, labels its counter, and Cancel or Escape aborts with nothing charged", async () => {
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `cancel-${Date.now()}@example.com`);
    await pageApi(page, "POST", "/api/user/activate-trial", {});
    // A slow answer, so there is time to cancel.
    await page.route("**/api/diagnostics", async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue().catch(() => {});
    });
    await fill(page, "/automotive-search");
    const look = await page.getByTestId("analyzing-overlay").evaluate((el) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      const title = el.querySelector("h2")!.getBoundingClientRect();
      return {
        bg: style.backgroundColor,
        full: r.width === innerWidth && r.height === innerHeight,
        centre: Math.abs(title.left + title.width / 2 - innerWidth / 2),
      };
    });
    expect(look.bg).toMatch(/^rgb\(\d+, \d+, \d+\)$/); // no alpha channel: fully opaque
    expect(look.full).toBe(true);
    expect(look.centre).toBeLessThan(2);
    // The counter is the value of its term: "Repair records checked" then the number, in one definition list.
    expect(await page.locator("dl:has(> dt:text-is('Repair records checked')) > dd[data-testid=analyzing-counter]").count()).toBe(1);
    await expectNoSeriousA11y(page, "analyzing overlay");
    await page.screenshot({ path: `${SHOTS}/analyzing-overlay-cancel-phone.png` });

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.getByTestId("analyzing-overlay").count()).toBe(0);
    await visible(page, "Diagnosis cancelled");
    expect(await page.getByLabel("Make/Brand").inputValue()).toBe("Toyota");
    expect(new URL(page.url()).pathname).toBe("/automotive-search");
    // Whether or not the aborted request still reached the server, nothing is charged (the server's side of that race
    // is tested in tests/integration/diagnosis-cancel.test.ts).
    await page.waitForTimeout(3500);
    expect(await trialUsed(page)).toBe(0);

    await page.getByTestId("diagnose-button").click();
    await expect.poll(() => page.getByTestId("analyzing-overlay").isVisible(), { timeout: 5000 }).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("analyzing-overlay").count()).toBe(0);
    await page.waitForTimeout(3500);
    expect(await trialUsed(page)).toBe(0);
    expect((await pageApi<unknown[]>(page, "GET", "/api/history")).body).toHaveLength(0);

    // Escape the instant Diagnose is pressed, before the request has even been sent: still cancelled, still free.
    await page.getByTestId("diagnose-button").click();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("analyzing-overlay").count()).toBe(0);
    await page.waitForTimeout(3500);
    expect(await trialUsed(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/automotive-search");
    await context.close();
  });

  it("a Cancel that arrives after the server stored the answer shows that answer, counted once", async () => {
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `late-cancel-${Date.now()}@example.com`);
    await pageApi(page, "POST", "/api/user/activate-trial", {});
    // The server answers at once, but the answer is held back from the page: the person presses Cancel while it is
    // on its way. A cancel then used to give the search back although the answer was already out.
    let stored: () => void = () => {};
    const answered = new Promise<void>((r) => {
      stored = r;
    });
    await page.route("**/api/diagnostics", async (route) => {
      const response = await route.fetch();
      stored();
      await new Promise((r) => setTimeout(r, 5000));
      await route.fulfill({ response }).catch(() => {});
    });
    await fill(page, "/automotive-search");
    await answered;
    await page.getByRole("button", { name: "Cancel" }).click();
    await visible(page, "Diagnosis already finished");
    await page.waitForURL(/\/diagnostic\/[A-Za-z0-9_-]+$/);
    expect(await trialUsed(page)).toBe(1);
    await visible(page, "Most likely cause");
    await expectNoSeriousA11y(page, "result after a late cancel");
    await context.close();
  });

  it("on a slow network offers 'Diagnose on this device' after 8 s, and that answers on the device", async () => {
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `slow-${Date.now()}@example.com`);
    await pageApi(page, "POST", "/api/user/activate-trial", {});
    await page.route("**/api/diagnostics", async (route) => {
      await new Promise((r) => setTimeout(r, 20_000));
      await route.continue().catch(() => {});
    });
    await fill(page, "/automotive-search");
    expect(await page.getByTestId("slow-network-offer").count()).toBe(0);
    await visible(page, "Diagnose on this device", 12_000);
    await expectNoSeriousA11y(page, "slow network offer");
    await page.screenshot({ path: `${SHOTS}/analyzing-overlay-slow-phone.png` });
    await page.getByRole("button", { name: "Diagnose on this device" }).click();
    await page.waitForURL(/\/diagnostic\/offline\?ref=/, { timeout: 15_000 });
    await visible(page, "Most Likely Cause");
    await context.close();
  });
});
