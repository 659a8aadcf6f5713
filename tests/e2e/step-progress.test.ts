import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  expectNoSeriousA11y,
  measureJs,
  newPage,
  PAGE_JS_BUDGET_GZIP,
  PHONE,
  pageApi,
  registerViaApi,
  SHOTS,
  setOffline,
  useBrowser,
  visible,
} from "./browser.ts";

/**
 * Issue #14 item 2 "Nothing typed or ticked is lost", at 390 px: ticks and notes survive a reload and show on the
 * history card; a draft survives a reload; back from a result finds the form filled; 'Edit and run again' opens the
 * filled form; a tick made offline is synced when the connection is back (also for a diagnosis made offline).
 */

useBrowser();

const NARROW = { width: 360, height: 780 } as const;
const FORM = { make: "John Deere", model: "5075E 2016", problem: "cranks slow and clicks, battery terminals green" };

let user: { context: BrowserContext; page: Page };
let resultPath = "";
let diagnosisId = "";
let stepCount = 0;

afterAll(async () => {
  await user?.context.close();
});

async function fields(page: Page) {
  return {
    make: await page.getByLabel("Make/Brand").inputValue(),
    model: await page.getByLabel("Model/Year").inputValue(),
    problem: await page.getByLabel("What's the problem?").inputValue(),
  };
}

async function fill(page: Page, form: typeof FORM) {
  await page.getByLabel("Make/Brand").fill(form.make);
  await page.getByLabel("Model/Year").fill(form.model);
  await page.getByLabel("What's the problem?").fill(form.problem);
}

type Progress = { done: number[]; notes: Record<string, string> };
const serverProgress = async (page: Page, id: string) => (await pageApi<{ stepProgress: Progress }>(page, "GET", `/api/diagnostics/${id}`)).body.stepProgress;

/** Ticks a step and waits until the server has answered its PATCH. */
async function tick(page: Page, step: number) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith("/progress") && r.ok()),
    page.getByLabel(`Mark step ${step} as done`).check(),
  ]);
}

/**
 * Screenshots of one part of the page at 360, 390 and 1280 px, cut from a full-page capture (so the sticky header
 * stays at the top of the page instead of over the part), at most `maxHeight` px tall.
 */
async function shootAt(page: Page, name: string, target: () => ReturnType<Page["locator"]>, maxHeight = 1600) {
  for (const [label, size] of [
    ["360", NARROW],
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await target().boundingBox())!;
    await page.screenshot({
      path: `${SHOTS}/${name}-${label}.png`,
      fullPage: true,
      clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, maxHeight) },
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${label} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

describe("nothing typed or ticked is lost", () => {
  it("keeps a draft through a reload, and the sent form when going back from the result", async () => {
    user = await newPage(PHONE, { serviceWorkers: "allow" });
    const { page } = user;
    await registerViaApi(page, `progress-${Date.now()}@example.com`);
    expect((await pageApi(page, "POST", "/api/user/activate-trial", { sessionId: "s" })).status).toBe(200);

    await page.goto("/tractor-search");
    await fill(page, FORM);
    await page.reload();
    await expect.poll(() => fields(page)).toEqual(FORM);
    await expectNoSeriousA11y(page, "entry page with a draft");
    await shootAt(page, "progress-entry-draft", () => page.locator("form").filter({ has: page.getByTestId("diagnose-button") }));

    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/[a-z2-7]{26}$/, { timeout: 20_000 });
    resultPath = new URL(page.url()).pathname;
    diagnosisId = resultPath.split("/").pop()!;
    await visible(page, "Most Likely Cause");

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/tractor-search");
    await expect.poll(() => fields(page)).toEqual(FORM);

    // Clear form empties the fields and forgets the draft (a reload stays empty).
    await page.getByRole("button", { name: "Clear form" }).click();
    expect(await fields(page)).toEqual({ make: "", model: "", problem: "" });
    await page.reload();
    expect(await fields(page)).toEqual({ make: "", model: "", problem: "" });
  });

  it("saves two ticks and a note with the diagnosis: a reload finds them, the history card counts them", async () => {
    const { page } = user;
    await page.goto(resultPath);
    stepCount = await page.locator("li[data-testid^='step-']").count();
    expect(stepCount).toBeGreaterThanOrEqual(3);
    // The note's example follows the step: a reading where the step lists specifications, else what was found.
    for (let i = 0; i < stepCount; i++) {
      const card = page.locator("li[data-testid^='step-']").nth(i);
      const hasSpecs = (await card.getByText("Specifications", { exact: true }).count()) > 0;
      expect(await card.getByLabel("What did you measure?").getAttribute("placeholder")).toBe(
        hasSpecs ? "Your reading, to compare with the specifications" : "What you saw, measured or changed",
      );
    }

    await tick(page, 1);
    await tick(page, 2);
    const note = page.getByLabel("What did you measure?").first();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith("/progress") && r.ok()),
      note.fill("12.1 V at the battery, 9.6 V cranking"),
    ]);
    await expect.poll(() => page.getByTestId("progress-status").getAttribute("data-state")).toBe("saved");
    expect(await page.getByTestId("steps-done").innerText()).toBe(`2 of ${stepCount} done`);
    expect(await page.getByText(`37/280`).first().isVisible()).toBe(true);
    expect(await serverProgress(page, diagnosisId)).toEqual({ done: [1, 2], notes: { "1": "12.1 V at the battery, 9.6 V cranking" } });

    await page.reload();
    expect(await page.getByLabel("Mark step 1 as done").isChecked()).toBe(true);
    expect(await page.getByLabel("Mark step 2 as done").isChecked()).toBe(true);
    expect(await page.getByLabel("Mark step 3 as done").isChecked()).toBe(false);
    expect(await page.getByLabel("What did you measure?").first().inputValue()).toBe("12.1 V at the battery, 9.6 V cranking");
    await expectNoSeriousA11y(page, "result page with ticks and a note");
    await shootAt(page, "progress-steps", () => page.locator("section[aria-labelledby='steps-title']"));
    // At 360 px the note's character count once broke over two lines ("37/28" over "0").
    await page.setViewportSize(NARROW);
    const count = page.getByText("37/280").first();
    // Lines the count's own text takes (the span itself stretches to its row's height).
    const lines = await count.evaluate((el) => {
      const range = document.createRange();
      // React renders "37", "/" and "280" as three text nodes; the screen-reader word after them is not drawn.
      range.setStartBefore(el.firstChild!);
      range.setEndBefore(el.querySelector(".sr-only")!);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, "character count lines at 360 px").toBe(1);
    await page.setViewportSize(PHONE);

    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith("/save") && r.ok()),
      page.getByTestId("save-toggle").click(),
    ]);
    await page.goto("/history");
    const card = page.locator(`li[data-history-id="${diagnosisId}"]`);
    expect(await card.getByTestId("steps-done").innerText()).toBe(`2 of ${stepCount} steps done`);
    await expectNoSeriousA11y(page, "history with step counts");
    await shootAt(page, "progress-history-card", () => card);
  });

  it("shows a shared result's ticks and notes without controls to anyone else", async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto(resultPath);
    expect(await page.locator("input[type='checkbox']").count()).toBe(0);
    expect(await page.locator("textarea").count()).toBe(0);
    await visible(page, "Only the person who ran this diagnosis can tick steps off or add notes.");
    expect(await page.getByTestId("progress-of-step-1").innerText()).toContain("Done");
    expect(await page.getByTestId("progress-of-step-1").innerText()).toContain("Measured: 12.1 V at the battery, 9.6 V cranking");
    expect(await page.getByTestId("progress-of-step-3").innerText()).toContain("Not done yet");
    expect(await page.getByTestId("edit-and-run").count()).toBe(0);
    await expectNoSeriousA11y(page, "shared result with progress");
    await shootAt(page, "progress-shared-steps", () => page.locator("section[aria-labelledby='steps-title']"), 1400);
    await context.close();
  });

  it("'Edit and run again' opens the category's form filled with this diagnosis", async () => {
    const { page } = user;
    await page.goto(resultPath);
    await shootAt(page, "progress-result-actions", () => page.getByTestId("edit-and-run").locator(".."));
    await page.getByRole("button", { name: "Edit and run again" }).click();
    await page.waitForURL((u) => u.pathname === "/tractor-search");
    await expect.poll(() => fields(page)).toEqual(FORM);
    // Nothing was sent: running it again is the person's choice (and a search).
    expect(await page.getByTestId("diagnose-button").isEnabled()).toBe(true);
  });

  it("stays within the page JavaScript budget on the owner's result page and the entry page", async () => {
    for (const path of [resultPath, "/tractor-search"]) {
      const page = await user.context.newPage();
      const { gzipBytes } = await measureJs(page, path);
      expect(gzipBytes, path).toBeLessThan(PAGE_JS_BUDGET_GZIP);
      await page.close();
    }
  });

  it("rolls a tick back with 'Update Failed' when the server refuses it, and keeps a typed note", async () => {
    const { page } = user;
    await page.goto(resultPath);
    const progressUrl = `**/api/diagnostics/${diagnosisId}/progress`;
    await page.route(progressUrl, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The database is busy. Please try again." }) }),
    );
    const last = page.getByLabel(`Mark step ${stepCount} as done`);
    const note = page.getByLabel("What did you measure?").nth(stepCount - 1);
    try {
      // click, not check(): the tick is rolled back before check() could see it stay.
      await last.click();
      await visible(page, "Update Failed");
      await visible(page, "The database is busy. Please try again.");
      await expect.poll(() => last.isChecked()).toBe(false);
      expect(await page.getByTestId("progress-status").getAttribute("data-state")).toBe("failed");

      await note.fill("not sent yet");
      await note.blur();
      await expect.poll(() => page.getByTestId("progress-status").getAttribute("data-state")).toBe("failed");
      expect(await note.inputValue()).toBe("not sent yet");
    } finally {
      await page.unroute(progressUrl);
    }
    // The note went nowhere but stays in its field and on the device: the next change sends it with the rest.
    await note.fill("sent now");
    await expect.poll(async () => (await serverProgress(page, diagnosisId)).notes[String(stepCount)], { timeout: 10_000 }).toBe("sent now");
    expect((await serverProgress(page, diagnosisId)).done).toEqual([1, 2]);
    await note.fill("");
    await expect.poll(async () => (await serverProgress(page, diagnosisId)).notes[String(stepCount)], { timeout: 10_000 }).toBeUndefined();
  });

  it("keeps a tick made offline on the device and syncs it when the connection is back", async () => {
    const { context, page } = user;
    await page.goto(resultPath);
    await setOffline(context, page, true);
    await page.getByLabel("Mark step 3 as done").check();
    await expect.poll(() => page.getByTestId("progress-status").getAttribute("data-state")).toBe("on-device");
    await visible(page, "Saved on this device — it will sync when you're back online.");
    await expectNoSeriousA11y(page, "result page with an offline tick");
    await page.getByTestId("progress-status").screenshot({ path: `${SHOTS}/progress-offline-status-390.png` });

    await setOffline(context, page, false);
    await expect
      .poll(() => serverProgress(page, diagnosisId), { timeout: 15_000 })
      .toEqual({ done: [1, 2, 3], notes: { "1": "12.1 V at the battery, 9.6 V cranking" } });
    await expect.poll(() => page.getByTestId("progress-status").getAttribute("data-state")).toBe("saved");
    await page.reload();
    expect(await page.getByLabel("Mark step 3 as done").isChecked()).toBe(true);
  });

  it("keeps a note typed offline through a reload, and sends it once online", async () => {
    const { context, page } = user;
    await page.goto(resultPath);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await setOffline(context, page, true);
    await page.getByLabel("What did you measure?").nth(1).fill("terminals cleaned, 12.6 V resting");
    // Offline reload: the service worker serves the page, the note comes back from the device.
    await page.reload();
    await expect.poll(() => page.getByLabel("What did you measure?").nth(1).inputValue(), { timeout: 15_000 }).toBe("terminals cleaned, 12.6 V resting");
    await setOffline(context, page, false);
    await expect.poll(async () => (await serverProgress(page, diagnosisId)).notes["2"], { timeout: 15_000 }).toBe("terminals cleaned, 12.6 V resting");
  });

  it("keeps ticks on a diagnosis made offline on the device and sends them after its upload", async () => {
    const { context, page } = user;
    await page.goto("/tractor-search");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await setOffline(context, page, true);
    await fill(page, { make: "Kubota", model: "L3901 2019", problem: "hydraulics slow when warm, loader drifts down" });
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/offline\?ref=off_[0-9a-f]{32}$/, { timeout: 30_000 });
    await visible(page, "Saved on this device — will upload when you're back online");
    await page.getByLabel("Mark step 1 as done").check();
    await page.getByLabel("What did you measure?").first().fill("oil at 80 °C, drifts 5 cm a minute");
    await visible(page, "Kept on this device; sent with this diagnosis when it uploads.");
    await page.reload();
    await expect.poll(() => page.getByLabel("Mark step 1 as done").isChecked(), { timeout: 15_000 }).toBe(true);
    await expectNoSeriousA11y(page, "offline diagnosis with a tick");

    await setOffline(context, page, false);
    await visible(page, "Uploaded", 20_000);
    const serverPath = await page.getByRole("link", { name: "Open the saved result" }).getAttribute("href");
    const id = serverPath!.split("/").pop()!;
    await expect.poll(() => serverProgress(page, id), { timeout: 15_000 }).toEqual({ done: [1], notes: { "1": "oil at 80 °C, drifts 5 cm a minute" } });
    await page.goto(serverPath!);
    expect(await page.getByLabel("Mark step 1 as done").isChecked()).toBe(true);
  });
});
