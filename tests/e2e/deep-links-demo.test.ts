import { describe, expect, it } from "vitest";
import { expectNoSeriousA11y, loginViaUi, newPage, PHONE, pageApi, registerViaApi, SHOTS, useBrowser, visible } from "./browser.ts";

useBrowser();

const DEMO = { email: "demo@fieldfix.app", password: "FieldDemo2025!" };

describe("deep links survive sign-in (issue #14 item 9)", () => {
  it("a guest opening /history lands on / asking to sign in, and after signing in is on /history", async () => {
    const email = `deeplink-${Date.now()}@example.com`;
    const setup = await newPage(PHONE);
    await registerViaApi(setup.page, email);
    await setup.context.close();

    const { context, page } = await newPage(PHONE);
    await page.goto("/history?vehicle=atv");
    const landed = new URL(page.url());
    expect(landed.pathname).toBe("/");
    expect(landed.searchParams.get("next")).toBe("/history?vehicle=atv");
    await visible(page, "Sign in to continue");
    await expectNoSeriousA11y(page, "home asking a guest to sign in");
    await page.screenshot({ path: `${SHOTS}/sign-in-to-continue-phone.png`, fullPage: false });
    await page.getByTestId("notice-login-button").click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Tractor2468!");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/history");
    expect(new URL(page.url()).search).toBe("?vehicle=atv");
    await visible(page, "Diagnostic History");
    // Signed in, /login?next=… goes straight on.
    await page.goto("/login?next=%2Faccount");
    expect(new URL(page.url()).pathname).toBe("/account");
    await context.close();
  });

  it("never leaves the site after sign-in, whatever next says", async () => {
    const email = `openredirect-${Date.now()}@example.com`;
    const setup = await newPage(PHONE);
    await registerViaApi(setup.page, email);
    await setup.context.close();
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/login"]) {
      const { context, page } = await newPage(PHONE);
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Tractor2468!");
      await page.getByRole("button", { name: "Log In", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/" && u.host === new URL(page.url()).host, { timeout: 15_000 });
      expect(new URL(page.url()).origin, next).not.toContain("evil");
      expect(new URL(page.url()).pathname, next).toBe("/");
      await context.close();
    }
  });
});

describe("the demo account explains itself (issue #14 item 7)", () => {
  it("shows a Demo badge and SPEC §6's message when a page or a vehicle type is closed to it", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, DEMO.email, DEMO.password);
    await visible(page, "Demo");
    expect(await page.getByTestId("demo-badge").isVisible()).toBe(true);

    // A page closed to the demo account.
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/");
    await visible(page, /only has access to the Agricultural diagnostic features and history/);
    await expectNoSeriousA11y(page, "demo restricted notice");
    await page.screenshot({ path: `${SHOTS}/demo-restricted-phone.png` });

    // A vehicle type closed to it: the API refuses, and the entry page would say the same in its modal.
    await page.goto("/atv-search");
    expect(new URL(page.url()).pathname).toBe("/");
    await visible(page, /only has access to the Agricultural diagnostic features and history/);
    await context.close();
  });

  it("looks right at 360, 390 and 1280 px: home with the badge, history with the examples, a stopped page", async () => {
    for (const viewport of [{ width: 360, height: 780 }, PHONE, { width: 1280, height: 900 }]) {
      const { context, page } = await newPage(viewport);
      await loginViaUi(page, DEMO.email, DEMO.password);
      for (const [path, name] of [
        ["/", "home"],
        ["/history", "history"],
        ["/account", "restricted"],
      ] as const) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${viewport.width}`).toBe(true);
        expect(await page.getByTestId("demo-badge").isVisible()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/demo-${name}-${viewport.width}.png` });
      }
      await context.close();
    }
  });

  it("has three example saved diagnoses in its history, put back at each demo sign-in", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, DEMO.email, DEMO.password);
    await page.goto("/history");
    for (const vehicle of ["John Deere 5075E 2016", "Kubota L3901", "Bobcat S650"]) await visible(page, vehicle);
    await expectNoSeriousA11y(page, "demo history");
    await page.screenshot({ path: `${SHOTS}/demo-history-phone.png`, fullPage: true });
    const history = await pageApi<Array<{ id: string; tractorModel: string }>>(page, "GET", "/api/history");
    const bobcat = history.body.find((h) => h.tractorModel === "Bobcat S650")!;
    expect((await pageApi(page, "PATCH", `/api/diagnostics/${bobcat.id}/save`, { saved: false })).status).toBe(200);
    await context.close();

    const next = await newPage(PHONE);
    await loginViaUi(next.page, DEMO.email, DEMO.password);
    await next.page.goto("/history");
    await visible(next.page, "Bobcat S650");
    await next.context.close();
  });
});
