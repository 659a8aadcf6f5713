import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  close,
  DESKTOP,
  expectNoSeriousA11y,
  launch,
  loginViaUi,
  measureJs,
  newPage,
  PHONE,
  pageApi,
  registerViaApi,
  sql,
  waitForHydration,
} from "./browser.ts";

const SHOTS = "test-results/screenshots";
const PAGE_JS_BUDGET_GZIP = 150 * 1024;
/** "11/21/26, 3:05 PM" (Intl en-US dateStyle/timeStyle short; Chromium puts a narrow no-break space before PM). */
const SHORT_US_DATE = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s(AM|PM)$/;

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
const count = (page: Page) => page.getByTestId("history-count").innerText();
const shownCards = (page: Page) => page.locator("li[data-history-id]:visible");

async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string, fullPage = true) {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/history-${name}-${label}.png`, fullPage });
  }
  await page.setViewportSize(PHONE);
}

async function diagnoseOn(page: Page, path: string, make: string, model: string, problem: string) {
  await page.goto(path);
  await page.getByLabel("Make/Brand").fill(make);
  await page.getByLabel("Model/Year").fill(model);
  await page.getByLabel("What's the problem?").fill(problem);
  await page.getByTestId("diagnose-button").click();
  await page.waitForURL(/\/diagnostic\/[a-z2-7]{26}$/, { timeout: 15_000 });
}

/** Turns on the result page's Save to History switch and waits for the server. */
async function saveFromResult(page: Page) {
  await waitForHydration(page);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith("/save") && r.ok()),
    page.getByTestId("save-toggle").click(),
  ]);
}

const CASES = [
  { path: "/tractor-search", make: "John Deere", model: "5075E 2016", problem: "cranks slow and clicks, battery terminals green", filter: "Agricultural" },
  { path: "/atv-search", make: "Polaris", model: "Sportsman 570 2019", problem: "belt squeals and smells hot going up hills", filter: "ATV/UTV" },
  { path: "/automotive-search", make: "Ford", model: "F-150 2014", problem: "check engine light flashing, shakes at idle, P0301", filter: "Automotive" },
] as const;

let user: { context: BrowserContext; page: Page };
const saved: Array<{ id: string; cause: string; model: string; filter: string }> = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await launch();
  user = await newPage(PHONE);
  await registerViaApi(user.page, `history-${Date.now()}@example.com`);
});
afterAll(async () => {
  await user?.context.close();
  await close();
});

describe("/history", () => {
  it("shows 'No Saved Diagnostics' before anything is saved", async () => {
    const { page } = user;
    await page.goto("/history");
    expect(await page.locator("h1").allInnerTexts()).toEqual(["Diagnostic History"]);
    await visible(page, "View and manage your saved diagnostic searches");
    await visible(page, "No Saved Diagnostics");
    expect(await page.getByRole("link", { name: "Start New Diagnosis" }).getAttribute("href")).toBe("/");
    await expectNoSeriousA11y(page, "history empty");
    await shoot(page, "empty");
  });

  it("lists three diagnoses saved from their result pages, newest first, with badges, date and links", async () => {
    const { page } = user;
    expect((await pageApi(page, "POST", "/api/user/activate-trial", { sessionId: "s" })).status).toBe(200);
    for (const c of CASES) {
      await diagnoseOn(page, c.path, c.make, c.model, c.problem);
      const id = new URL(page.url()).pathname.split("/").pop()!;
      const cause = await page.getByTestId("primary-cause").innerText();
      await saveFromResult(page);
      saved.push({ id, cause, model: `${c.make} ${c.model}`, filter: c.filter });
    }
    await page.goto("/history");
    expect(await count(page)).toBe("Showing 3 of 3 saved diagnostics");
    const ids = await shownCards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-history-id")));
    expect(ids).toEqual(saved.map((s) => s.id).reverse());
    for (const s of saved) {
      const card = page.locator(`li[data-history-id="${s.id}"]`);
      expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(s.cause);
      expect(await card.innerText()).toContain(s.model);
      expect(await card.innerText()).toContain(s.filter);
      expect(await card.locator("time").innerText()).toMatch(SHORT_US_DATE);
      expect(await card.getByRole("link", { name: /View Details/ }).getAttribute("href")).toBe(`/result/${s.id}`);
      expect(await card.getByRole("button", { name: /Unsave/ }).isVisible()).toBe(true);
    }
    await expectNoSeriousA11y(page, "history list");
    await page.setViewportSize({ width: 360, height: 740 });
    await noSidewaysOverflow(page);
    await shoot(page, "list");
  });

  it("finds each diagnosis by text (case-insensitive) and by the vehicle filter, and says 'No Results Found'", async () => {
    const { page } = user;
    const search = page.getByLabel("Search", { exact: true });
    expect(await search.getAttribute("placeholder")).toBe("Search symptoms, model, diagnosis...");
    // The list follows typing one render later; it names what it shows in data-filter.
    const showing = (filter: string) => expect.poll(() => page.locator("ul[data-filter]").getAttribute("data-filter")).toBe(filter);
    for (const s of saved) {
      await search.fill(s.model.toUpperCase());
      await showing(`all:${s.model.toUpperCase()}`);
      await expect.poll(() => shownCards(page).count()).toBe(1);
      expect(await shownCards(page).getAttribute("data-history-id")).toBe(s.id);
      expect(await count(page)).toBe("Showing 1 of 3 saved diagnostics");
    }
    // Primary cause and symptoms are searched too.
    await search.fill(saved[0]!.cause.slice(0, 12).toLowerCase());
    await expect
      .poll(async () => (await shownCards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-history-id")))).includes(saved[0]!.id))
      .toBe(true);
    await search.fill("squeals");
    await expect.poll(() => count(page)).toBe("Showing 1 of 3 saved diagnostics");

    await search.fill("");
    await showing("all:");
    for (const s of saved) {
      await page.getByText(s.filter, { exact: true }).and(page.locator("label")).click();
      await showing(`${{ Agricultural: "tractor", "ATV/UTV": "atv", Automotive: "automotive" }[s.filter]}:`);
      await expect.poll(() => shownCards(page).count()).toBe(1);
      expect(await shownCards(page).getAttribute("data-history-id")).toBe(s.id);
    }
    // Text and filter combine: the ATV's words under Automotive find nothing.
    await search.fill("squeals");
    await visible(page, "No Results Found");
    expect(await count(page)).toBe("Showing 0 of 3 saved diagnostics");
    await expectNoSeriousA11y(page, "history no results");
    await shoot(page, "no-results");
    await page.getByText("All Vehicles", { exact: true }).click();
    await search.fill("");
    await expect.poll(() => count(page)).toBe("Showing 3 of 3 saved diagnostics");
  });

  it("keeps the confirm dialog out of the first load and within the JS budget", async () => {
    const { page } = user;
    const { gzipBytes, files, sizes } = await measureJs(page, "/history");
    const top = Object.entries(sizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([f, n]) => `${f.replace("/assets/", "")} ${(n / 1024).toFixed(1)}`);
    console.log(`history JS: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${files.length} files (largest: ${top.join(", ")})`);
    expect(gzipBytes).toBeLessThan(PAGE_JS_BUDGET_GZIP);
    expect(files.some((f) => f.includes("unsave-dialog"))).toBe(false);
  });

  it("unsaves through the confirm dialog: Cancel keeps it, Unsave removes it with a toast and the count drops", async () => {
    const { page } = user;
    await page.goto("/history");
    const target = saved[1]!;
    const card = page.locator(`li[data-history-id="${target.id}"]`);
    await card.getByRole("button", { name: /Unsave/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain("Unsave this diagnostic?");
    await expectNoSeriousA11y(page, "unsave dialog");
    // A modal is pinned to the viewport: a full-page capture would draw it mid-page.
    await shoot(page, "confirm", false);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back to the card's Unsave button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-unsave"))).toBe(target.id);
    expect(await count(page)).toBe("Showing 3 of 3 saved diagnostics");

    await card.getByRole("button", { name: /Unsave/ }).click();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/diagnostics/${target.id}/save`)),
      page.getByRole("alertdialog").getByRole("button", { name: "Unsave" }).click(),
    ]);
    await visible(page, "Diagnostic Unsaved");
    await expect.poll(() => count(page)).toBe("Showing 2 of 2 saved diagnostics");
    expect(await card.count()).toBe(0);
    await expectNoSeriousA11y(page, "history after unsave");
    await page.screenshot({ path: `${SHOTS}/history-unsaved-toast-phone.png` });
    const api = await pageApi<Array<{ id: string }>>(page, "GET", "/api/history");
    expect(api.body.map((i) => i.id)).not.toContain(target.id);
  });

  it("toasts 'Error' with the server's message when unsaving fails, and keeps the item", async () => {
    const { page } = user;
    await page.goto("/history");
    await page.route("**/api/diagnostics/*/save", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Database is busy, try again shortly" }) }),
    );
    await page
      .locator("li[data-history-id]")
      .first()
      .getByRole("button", { name: /Unsave/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Unsave" }).click();
    await visible(page, "Database is busy, try again shortly");
    expect(await page.getByText("Error", { exact: true }).isVisible()).toBe(true);
    await page.unroute("**/api/diagnostics/*/save");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    expect(await count(page)).toBe("Showing 2 of 2 saved diagnostics");
  });

  it("shows 'Error Loading History' when loading fails on the server, and Try again recovers", async () => {
    const { page } = user;
    const me = await pageApi<{ id: string }>(page, "GET", "/api/user");
    // A row the service cannot read (its date is not a number) makes listHistory throw for this user only.
    await sql(`insert into diagnostics (id, user_id, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, created_at)
      values ('brokenbrokenbrokenbrokenbr', '${me.body.id}', 'X', 'X: y', 'Broken row', '[]', '[]', 1, 'not-a-date')`);
    const res = await page.goto("/history");
    expect(res!.status()).toBe(500);
    await visible(page, "Error Loading History");
    await visible(page, "Unable to load your diagnostic history. Please try again.");
    expect(await page.locator("h1").allInnerTexts()).toEqual(["Diagnostic History"]);
    await expectNoSeriousA11y(page, "history error");
    await shoot(page, "error");
    // Still failing: the page stays on the error and the button comes back.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Try again" }).isEnabled()).toBe(true);
    expect(await page.getByTestId("history-error").isVisible()).toBe(true);
    await sql("delete from diagnostics where id = 'brokenbrokenbrokenbrokenbr'");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByTestId("history-count").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await count(page)).toBe("Showing 2 of 2 saved diagnostics");
  });

  it("shows 'No Saved Diagnostics' once the last item is unsaved, with focus on 'Start New Diagnosis'", async () => {
    // Its own account with exactly two saved diagnoses: what it starts from never depends on the tests before it.
    // (It used to share the file's account: when an earlier test stopped before its own unsave, this one started
    // with three items and failed with 'Showing 2 of 2' where '1 of 1' was expected, blaming the wrong test.)
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `history-last-${Date.now()}@example.com`);
    expect((await pageApi(page, "POST", "/api/user/activate-trial", { sessionId: "s" })).status).toBe(200);
    for (const [vehicleType, c] of [
      ["tractor", CASES[0]],
      ["atv", CASES[1]],
    ] as const) {
      const created = await pageApi<{ id: string }>(page, "POST", "/api/diagnostics", { vehicleType, make: c.make, model: c.model, problem: c.problem });
      expect(created.status).toBe(201);
      expect((await pageApi(page, "PATCH", `/api/diagnostics/${created.body.id}/save`, { saved: true })).status).toBe(200);
    }
    await page.goto("/history");
    expect(await count(page)).toBe("Showing 2 of 2 saved diagnostics");
    for (const left of [1, 0]) {
      await page
        .locator("li[data-history-id]")
        .first()
        .getByRole("button", { name: /Unsave/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Unsave" }).click();
      // The dialog stays (busy) until the list has been reloaded, then closes.
      await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 15_000 }).toBe(0);
      if (left) expect(await count(page)).toBe(`Showing ${left} of ${left} saved diagnostics`);
    }
    await visible(page, "No Saved Diagnostics");
    // Focus moves in the same task that removes the dialog, so it is already there when the dialog is gone.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Start New Diagnosis");
    await expectNoSeriousA11y(page, "history emptied");
    await context.close();
  });

  it("takes the card and the count away in the same moment the dialog closes, even on a slow phone (20x CPU)", async () => {
    // The cause of an old flake: reloaded data is committed in a transition, after the urgent update that closes
    // the dialog, so the dialog could be gone while the list still said 'Showing 2 of 2'.
    const { context, page } = await newPage(PHONE, { serviceWorkers: "block" });
    await registerViaApi(page, `history-slow-${Date.now()}@example.com`);
    const me = await pageApi<{ id: string }>(page, "GET", "/api/user");
    await sql(`insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, created_at)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 59)
      select substr(replace(replace(replace(replace(lower(hex(randomblob(16))), '0', 'w'), '1', 'x'), '8', 'y'), '9', 'z'), 1, 26),
        '${me.body.id}', 'tractor', 'Kubota L' || (3000 + i), 'Kubota: loader drifts down ' || i, 'Worn lift cylinder seals #' || i, '[]', '[]', 1, (unixepoch() - i * 60) * 1000
      from n`);
    await page.goto("/history");
    expect(await count(page)).toBe("Showing 20 of 60 saved diagnostics");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    for (const left of [59, 58]) {
      await page
        .locator("li[data-history-id]")
        .first()
        .getByRole("button", { name: /Unsave/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Unsave" }).click();
      await expect.poll(() => page.getByRole("alertdialog").count(), { timeout: 30_000, interval: 5 }).toBe(0);
      expect(await count(page)).toBe(`Showing 20 of ${left} saved diagnostics`);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await context.close();
  });

  it("links demo accounts to /diagnostic/{id}, which they may open", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, "demo@fieldfix.app", "FieldDemo2025!");
    const created = await pageApi<{ id: string }>(page, "POST", "/api/diagnostics", {
      vehicleType: "tractor",
      tractorModel: "Kubota L3901",
      symptoms: "Kubota L3901: loader drifts down when parked",
    });
    expect(created.status).toBe(201);
    await pageApi(page, "PATCH", `/api/diagnostics/${created.body.id}/save`, { saved: true });
    await page.goto("/history");
    const link = page.locator(`li[data-history-id="${created.body.id}"]`).getByRole("link", { name: /View Details/ });
    expect(await link.getAttribute("href")).toBe(`/diagnostic/${created.body.id}`);
    await link.click();
    await page.waitForURL(`**/diagnostic/${created.body.id}`);
    await visible(page, "Diagnostic Results");
    await context.close();
  });

  it("stays fast with 500 saved items (filtering measured with 4x CPU throttling)", async () => {
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `history-500-${Date.now()}@example.com`);
    const me = await pageApi<{ id: string }>(page, "GET", "/api/user");
    // 500 saved diagnostics in one statement; ids in the real alphabet, one hour apart, mixed categories.
    await sql(`insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, resolved, created_at)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < 499)
      select substr(replace(replace(replace(replace(lower(hex(randomblob(16))), '0', 'w'), '1', 'x'), '8', 'y'), '9', 'z'), 1, 26),
        '${me.body.id}',
        case i % 3 when 0 then 'tractor' when 1 then 'atv' else 'automotive' end,
        case i % 3 when 0 then 'John Deere 50' || (i % 40) || 'E' when 1 then 'Polaris Ranger ' || (i % 30) else 'Ford F-' || (100 + i % 50) end,
        'Unit ' || i || ': ' || case i % 4 when 0 then 'hard to start when cold, white smoke until warm' when 1 then 'belt squeals and smells hot going up hills'
          when 2 then 'loses power under load, black smoke' else 'check engine light flashing, shakes at idle P0301' end,
        case i % 5 when 0 then 'Glow plug failure' when 1 then 'Worn CVT drive belt' when 2 then 'Clogged air filter' when 3 then 'Ignition coil failure' else 'Fuel filter restriction' end || ' #' || i,
        '[]', '[]', 1, i % 7 = 0, (unixepoch() - i * 3600) * 1000
      from n`);
    const res = await page.goto("/history");
    const htmlKb = (await res!.body()).length / 1024;
    expect(await count(page)).toBe("Showing 20 of 500 saved diagnostics");
    await visible(page, "480 more saved diagnostics");
    // Show more adds the next 20 and moves focus to the first new card.
    await page.getByTestId("history-more").click();
    await expect.poll(() => count(page)).toBe("Showing 40 of 500 saved diagnostics");
    expect(await page.evaluate(() => [...document.querySelectorAll("li[data-history-id]")].indexOf(document.activeElement!.closest("li")!))).toBe(20);
    await noSidewaysOverflow(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // From the input event to the painted list. The list says what it shows in data-filter (it lags typing).
    const timeQuery = (q: string) =>
      page.evaluate(async (query) => {
        const input = document.getElementById("history-search") as HTMLInputElement;
        const list = document.querySelector("ul[data-filter]")!;
        const done = () => list.getAttribute("data-filter") === `all:${query}`;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        const t0 = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        const handler = performance.now() - t0;
        await new Promise<void>((resolve) => {
          if (done()) return resolve();
          const mo = new MutationObserver(() => {
            if (!done()) return;
            mo.disconnect();
            resolve();
          });
          mo.observe(list, { attributes: true });
        });
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return { handler, total: performance.now() - t0 };
      }, q);
    const runs = [];
    for (const q of ["glow plug", "", "p0301", "", "ranger 1", "", "zzz-nothing", ""]) runs.push({ q, ...(await timeQuery(q)) });

    // Real typing: the Event Timing API's longest keystroke (input delay + handlers + next paint).
    await page.evaluate(() => {
      (window as unknown as { __events: number[] }).__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { __events: number[] }).__events.push(e.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await page.getByLabel("Search", { exact: true }).focus();
    await page.keyboard.type("loses power", { delay: 80 });
    await expect.poll(() => page.locator("ul[data-filter]").getAttribute("data-filter"), { timeout: 15_000 }).toBe("all:loses power");
    await visible(page, "105 more match your search");
    await page.waitForTimeout(300);
    const slowestKey = await page.evaluate(() => Math.max(0, ...(window as unknown as { __events: number[] }).__events));
    const t0 = Date.now();
    await page.getByText("Automotive", { exact: true }).and(page.locator("label")).click();
    await visible(page, "22 more match your search");
    const filterClick = Date.now() - t0;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    const worst = Math.max(...runs.map((r) => r.total));
    const median = runs.map((r) => r.total).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    console.log(
      `history 500 items (4x CPU throttle): HTML ${htmlKb.toFixed(0)} KB; query→painted median ${median.toFixed(0)} ms: ${runs.map((r) => `${JSON.stringify(r.q)} ${r.total.toFixed(0)} (handler ${r.handler.toFixed(1)})`).join(", ")}; ` +
        `slowest keystroke (Event Timing) ${slowestKey.toFixed(0)} ms; filter click→shown ${filterClick} ms`,
    );
    // The suite shares a busy machine, so single runs spike: the median must stay well under a second and the
    // worst under 3 s (the first version, with every card rendered, took 1–4 s per query). Numbers: docs/decisions.
    expect(median).toBeLessThan(800);
    expect(worst).toBeLessThan(3000);
    expect(slowestKey).toBeLessThan(500);
    expect(htmlKb).toBeLessThan(400);
    await expectNoSeriousA11y(page, "history 500 items");
    await context.close();
  }, 120_000);
});
