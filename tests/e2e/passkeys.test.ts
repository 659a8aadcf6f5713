import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PASSKEY_MESSAGES as M } from "~/domain/passkeys.ts";
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
  sql,
  useBrowser,
  visible,
  waitForMail,
} from "./browser.ts";

useBrowser();

/** A platform authenticator with fingerprint/face (user verification) that answers by itself, as Chrome's CDP offers. */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOutFromAccount(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect.poll(() => page.getByRole("link", { name: "Log In" }).first().isVisible()).toBe(true);
}

describe("passkeys in the browser", () => {
  it("sets up a passkey on the account page, signs out, signs in with it, then removes it", async () => {
    const { context, page } = await newPage(PHONE);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    const email = `passkey-${Date.now()}@example.com`;
    await registerViaApi(page, email);

    await page.goto("/account");
    await visible(page, "No passkeys yet.");
    await page.getByRole("button", { name: "Set up biometrics" }).click();
    await visible(page, M.added);
    const list = page.getByRole("list", { name: "Your passkeys" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    expect(await list.textContent()).toMatch(/Chrome on Linux.*Added [A-Z][a-z]{2} \d{1,2}, \d{4}.*Not used yet/);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await expectNoSeriousA11y(page, "/account with a passkey");
    await page.screenshot({ path: `${SHOTS}/account-passkey-phone.png`, fullPage: true });

    await signOutFromAccount(page);
    await page.goto("/login");
    const button = page.getByRole("button", { name: "Sign in with biometrics" });
    await expect.poll(() => button.isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "/login with the biometric button");
    await page.screenshot({ path: `${SHOTS}/login-biometric-phone.png`, fullPage: true });
    await button.click();
    await page.waitForURL((u) => u.pathname === "/");
    await visible(page, "Welcome back!");
    const me = await pageApi<{ email: string; isRegistered: boolean }>(page, "GET", "/api/user");
    expect(me.body).toMatchObject({ email, isRegistered: true });
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(0);

    // The list now shows when it was last used; removing needs a confirmation.
    await page.goto("/account");
    await visible(page, /Last used [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await list.getByRole("button", { name: "Remove" }).click();
    await visible(page, "Remove this passkey? It will no longer sign you in.");
    await page.screenshot({ path: `${SHOTS}/account-passkey-remove-phone.png`, fullPage: true });
    // The narrowest phones: nothing wider than the screen, the confirmation buttons still side by side.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/account-passkey-remove-360.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await list.getByRole("button", { name: "Remove", exact: true }).click();
    await visible(page, "No passkeys yet.");

    // The device still holds the key, but the server no longer accepts it.
    await signOutFromAccount(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with biometrics" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain(M.authVerifyFailed);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("says in plain words when the fingerprint/face check is not passed", async () => {
    const { context, page } = await newPage(DESKTOP);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    await registerViaApi(page, `passkey-uv-${Date.now()}@example.com`);
    await page.goto("/account");
    await page.getByRole("button", { name: "Set up biometrics" }).click();
    await visible(page, M.added);
    await page.screenshot({ path: `${SHOTS}/account-passkey-desktop.png`, fullPage: true });

    await signOutFromAccount(page);
    await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with biometrics" }).click();
    await expect.poll(() => page.getByRole("alert").textContent(), { timeout: 15_000 }).toContain(M.cancelled);
    // Typing clears the alert, as for password errors.
    await page.getByLabel("Email").fill("x");
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await context.close();
  });

  it("asks for the password again when the sign-in is over 10 minutes old, then sets the passkey up (issue #16)", async () => {
    const { context, page } = await newPage(PHONE);
    await virtualAuthenticator(context, page);
    const email = `passkey-reauth-${Date.now()}@example.com`;
    await registerViaApi(page, email);
    const me = await pageApi<{ id: string }>(page, "GET", "/api/user");
    await sql(`update auth_sessions set created_at = ${Date.now() - 11 * 60 * 1000} where user_id = '${me.body.id}'`);

    await page.goto("/account");
    await page.getByRole("button", { name: "Set up biometrics" }).click();
    await visible(page, M.reauthRequired);
    const password = page.getByLabel("Confirm your password", { exact: true });
    await password.fill("Wrong1234!");
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await visible(page, M.reauthFailed);
    await expectNoSeriousA11y(page, "/account password confirmation");
    await page.screenshot({ path: `${SHOTS}/account-passkey-reauth-phone.png`, fullPage: true });
    await password.fill("Tractor2468!");
    await page.getByRole("button", { name: "Confirm and continue" }).click();
    await visible(page, M.added);
    await expect.poll(() => page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem").count()).toBe(1);
    const mail = await waitForMail(email, (m) => /passkey/i.test(m.subject));
    expect(mail.text).toMatch(/Chrome on Linux/);
    await context.close();
  });

  it("hides the login button and explains on the account page where the browser has no WebAuthn", async () => {
    const { context, page } = await newPage(PHONE);
    await registerViaApi(page, `passkey-none-${Date.now()}@example.com`);
    await context.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto("/account");
    await visible(page, M.notSupported);
    expect(await page.getByRole("button", { name: "Set up biometrics" }).isDisabled()).toBe(true);
    await expectNoSeriousA11y(page, "/account without WebAuthn");

    await signOutFromAccount(page);
    await page.goto("/login");
    await visible(page, "Forgot password?");
    expect(await page.getByRole("button", { name: "Sign in with biometrics" }).count()).toBe(0);
    await context.close();
  });

  it("keeps the WebAuthn code out of the first load of /login and /account", async () => {
    const { context, page } = await newPage(PHONE);
    const login = await measureJs(page, "/login");
    expect(login.files.some((f) => f.includes("passkey-client"))).toBe(false);
    expect(login.gzipBytes).toBeLessThan(PAGE_JS_BUDGET_GZIP);
    await registerViaApi(page, `passkey-js-${Date.now()}@example.com`);
    const accountPage = await context.newPage();
    const account = await measureJs(accountPage, "/account");
    expect(account.files.some((f) => f.includes("/account"))).toBe(true);
    expect(account.files.some((f) => f.includes("passkey-client"))).toBe(false);
    expect(account.gzipBytes).toBeLessThan(PAGE_JS_BUDGET_GZIP);
    console.log(`JS gzip: /login ${(login.gzipBytes / 1024).toFixed(1)} KB, /account ${(account.gzipBytes / 1024).toFixed(1)} KB`);
    await context.close();
  });
});
