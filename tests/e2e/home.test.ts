import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { close, DESKTOP, describeViolations, launch, measureJs, newPage, PHONE, pageApi, seriousA11yViolations, verificationCode, visible } from "./browser.ts";

const SHOTS = "test-results/screenshots";
const HOME_JS_BUDGET_GZIP = 120 * 1024;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await launch();
});
afterAll(close);

const SECTION_HEADINGS = [
  "Your #1 Mobile Diagnostic Tool",
  "Choose Your Vehicle Type",
  "Why Choose FieldFix?",
  "FieldFix vs ChatGPT",
  "Install FieldFix on your phone",
];

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("home page at %s width", (name, viewport) => {
  it("renders every section in order, the guest card, and passes axe", async () => {
    const { context, page } = await newPage(viewport);
    await page.goto("/");

    const headings = await page.locator("main h1, main h2").allInnerTexts();
    const positions = SECTION_HEADINGS.map((h) => headings.findIndex((t) => t.trim() === h));
    expect(
      positions.every((p) => p >= 0),
      `headings found: ${headings.join(" | ")}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect.poll(() => page.getByText("Built by technicians for technicians").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "Create Your Free Account" }).isVisible()).toBe(true);
    expect(await page.getByTestId("hero-register-button").getAttribute("href")).toBe("/register");
    expect(await page.getByTestId("hero-login-button").getAttribute("href")).toBe("/login");
    for (const title of ["Vehicle-Specific AI Intelligence", "Built for Field Conditions", "Safety-First Protocols"]) {
      expect(await page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    }
    for (const type of ["tractor", "atv", "automotive"]) {
      expect(await page.getByTestId(`vehicle-card-${type}`).isVisible()).toBe(true);
    }
    const header = page.locator("header");
    expect(await header.getByText("Developed and designed in the USA").isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Log In" }).isVisible()).toBe(true);
    const footer = await page.locator("footer").innerText();
    expect(footer).toContain("© 2025 FieldFix");
    expect(footer).toContain("Developed in the USA");
    expect(footer).toMatch(/trademark/i);

    // Nothing overflows sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/home-${name}.png`, fullPage: true });
    await context.close();
  });
});

it("shows the install steps when the browser offers no install prompt, and the help can be dismissed", async () => {
  const { context, page } = await newPage(PHONE);
  await page.goto("/");
  await page.locator("#install-title").scrollIntoViewIfNeeded();
  const installSection = page.locator("section[aria-labelledby='install-title']");
  await installSection.getByRole("button", { name: "Add to Home Screen" }).click();
  await expect.poll(() => installSection.getByText("Tap 'Add'.").isVisible()).toBe(true);
  expect(await installSection.getByText(/may block the automatic install prompt/).isVisible()).toBe(true);
  await installSection.getByRole("button", { name: "Dismiss install help" }).click();
  expect(await installSection.getByText("Tap 'Add'.").count()).toBe(0);
  await context.close();
});

it("opens the registration modal when a guest picks a vehicle type, with Cancel", async () => {
  const { context, page } = await newPage(PHONE);
  await page.goto("/");
  await page.getByTestId("vehicle-card-atv").click();
  const dialog = page.getByRole("dialog", { name: "Create Your Free Account" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await dialog.getByText("Email", { exact: true }).first().isVisible()).toBe(true);
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/registration-modal-phone.png` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await context.close();
});

it("completes a registration in the modal: the browser that proved the code finishes it (issue #16)", async () => {
  const { context, page } = await newPage(PHONE);
  const email = `modal-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByTestId("vehicle-card-tractor").click();
  const dialog = page.getByRole("dialog", { name: "Create Your Free Account" });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByLabel("Verification code").fill(await verificationCode(email));
  await dialog.getByRole("button", { name: "Verify code" }).click();
  // The proof is an HttpOnly cookie: scripts on the page cannot read it.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === "ff_reg" && c.httpOnly && c.sameSite === "Strict")).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("ff_reg");
  await dialog.getByLabel("Name").fill("Modal Tester");
  await dialog.getByLabel("Password", { exact: true }).fill("Tractor2468!");
  await dialog.getByRole("button", { name: "Create account" }).click();
  // The modal sits on "/", so waiting for that URL would pass at once, before the account exists and while the page
  // is about to reload under the next step. The welcome toast appears only after that reload.
  await visible(page, "Welcome to FieldFix!");
  expect(new URL(page.url()).pathname).toBe("/");
  await expect.poll(async () => (await pageApi<{ email: string }>(page, "GET", "/api/user")).body.email, { timeout: 15_000 }).toBe(email);
  expect((await context.cookies()).some((c) => c.name === "ff_reg")).toBe(false);
  await context.close();
});

it("keeps the JavaScript loaded by the home page under the 120 KB gzip budget", async () => {
  const { context, page } = await newPage(PHONE);
  const { files, gzipBytes, sizes } = await measureJs(page, "/");
  const all = Object.entries(sizes)
    .sort((a, b) => b[1] - a[1])
    .map(([f, n]) => `${f.replace("/assets/", "")} ${(n / 1024).toFixed(1)}`);
  console.log(`home page JS: ${files.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip (${all.join(", ")})`);
  expect(gzipBytes).toBeLessThan(HOME_JS_BUDGET_GZIP);
  // vite.config.ts (slimPreloadHelper) cuts Vite's preload helper, fetched by every page, from about 0.9 KB gzip.
  const helper = Object.entries(sizes).find(([file]) => file.includes("preload-helper"));
  expect(helper?.[1] ?? 0).toBeLessThan(300);
  await context.close();
});

it("serves a 404 page with status 404 and a developer hint for unknown routes", async () => {
  const { context, page } = await newPage(PHONE);
  const res = await page.goto("/this/route/does/not/exist");
  expect(res?.status()).toBe(404);
  expect(await page.getByRole("heading", { name: "404 Page Not Found" }).isVisible()).toBe(true);
  expect(await page.getByText("app/routes.ts").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/not-found-phone.png`, fullPage: true });
  await context.close();
});
