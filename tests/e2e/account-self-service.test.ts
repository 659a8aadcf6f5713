import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { MESSAGES } from "~/domain/validation.ts";
import { DESKTOP, expectNoSeriousA11y, loginViaUi, newPage, PHONE, pageApi, registerViaApi, SHOTS, useBrowser, visible, waitForMail } from "./browser.ts";

useBrowser();

/** Issue #14 item 8 in the browser at 390 px: edit the profile, change password and e-mail, download, delete. */

const PASSWORD = "Tractor2468!";
const NEW_PASSWORD = "Harvest9876$";
const INCORRECT = "The email or password you entered is incorrect. Please double-check your credentials and try again.";

async function openAccount(page: Page) {
  await page.goto("/account");
  await eventually(() => page.getByRole("heading", { level: 1, name: "Account Settings" }).isVisible()).toBe(true);
}

async function signOut(page: Page) {
  await openAccount(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await eventually(() => page.getByRole("link", { name: "Log In" }).first().isVisible()).toBe(true);
}

/** expect.poll with room for a loaded machine: password hashing and lazy chunks can take seconds. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("account self-service in the browser", () => {
  it("edits name and phone with inline errors, then changes the password and signs in with the new one", async () => {
    const { context, page } = await newPage(PHONE);
    const email = `acct-pw-${Date.now()}@example.com`;
    await registerViaApi(page, email, PASSWORD, "Field Tester");
    await openAccount(page);
    await expectNoSeriousA11y(page, "/account");

    const form = page.getByTestId("profile-form");
    await form.getByLabel("Name").fill("A");
    await form.getByLabel("Phone (optional)").fill("call me");
    await form.getByRole("button", { name: "Save profile" }).click();
    await visible(page, MESSAGES.nameMin);
    await visible(page, MESSAGES.phoneChars);
    // Focus lands on the first field with an error, which says what is wrong.
    await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe("profile-name");
    expect(await form.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousA11y(page, "/account profile errors");
    await page.screenshot({ path: `${SHOTS}/account-profile-errors-phone.png`, fullPage: true });

    await form.getByLabel("Name").fill("Maria Lopez-Reyes");
    await form.getByLabel("Phone (optional)").fill("+1 (555) 010-2030");
    await form.getByRole("button", { name: "Save profile" }).click();
    await visible(page, M.profileSaved);
    await eventually(() => page.getByTestId("profile-card").getByRole("heading").textContent()).toBe("Maria Lopez-Reyes");
    expect(await page.getByText(MESSAGES.nameMin).count()).toBe(0);
    await page.reload();
    expect(await form.getByLabel("Phone (optional)").inputValue()).toBe("+1 (555) 010-2030");

    // Change password: a wrong current password is refused beside its field.
    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "change password dialog");
    await dialog.getByLabel("Current password", { exact: true }).fill("Wrong1234!");
    await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await visible(page, M.wrongPassword);
    await expectNoSeriousA11y(page, "change password: wrong current password");
    await page.screenshot({ path: `${SHOTS}/account-change-password-error-phone.png` });
    await dialog.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await visible(page, M.passwordChanged);
    await eventually(() => dialog.count()).toBe(0);
    // Still signed in here.
    expect((await pageApi<{ email: string }>(page, "GET", "/api/user")).body.email).toBe(email);
    await waitForMail(email, (m) => m.subject === "Your FieldFix password was changed");

    await signOut(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await visible(page, INCORRECT);
    await loginViaUi(page, email, NEW_PASSWORD);
    expect((await pageApi<{ name: string }>(page, "GET", "/api/user")).body.name).toBe("Maria Lopez-Reyes");
    await context.close();
  });

  it("downloads the data as JSON, then deletes the account; signing in then fails", async () => {
    const { context, page } = await newPage(PHONE);
    const email = `acct-del-${Date.now()}@example.com`;
    await registerViaApi(page, email, PASSWORD, "Dana Delete");
    await openAccount(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^fieldfix-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(data).toMatchObject({ format: "fieldfix-account-export", profile: { email, name: "Dana Delete" }, diagnoses: [], passkeys: [] });
    expect(JSON.stringify(data)).not.toContain("scrypt$");
    await visible(page, M.exportReady);
    await expectNoSeriousA11y(page, "/account after the download");

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("This cannot be undone.");
    expect(await dialog.textContent()).toContain(email);
    // The safe choice has the focus first.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Keep my account");
    await expectNoSeriousA11y(page, "delete account dialog");
    await page.screenshot({ path: `${SHOTS}/account-delete-dialog-phone.png` });
    expect(await noSideways(page)).toBe(true);

    await dialog.getByLabel("Your password", { exact: true }).fill("Wrong1234!");
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await visible(page, M.wrongPassword);
    await expectNoSeriousA11y(page, "delete account: wrong password");
    await dialog.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await visible(page, M.deleted);
    await eventually(() => page.getByRole("link", { name: "Log In" }).first().isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "home after deleting the account");
    await page.screenshot({ path: `${SHOTS}/account-deleted-home-phone.png` });
    expect((await pageApi<{ id: string | null }>(page, "GET", "/api/user")).body.id).toBeNull();
    await waitForMail(email, (m) => m.subject === "Your FieldFix account was deleted");

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await visible(page, INCORRECT);
    await context.close();
  });

  it("changes the e-mail address once the link sent to the new address is opened", async () => {
    const { context, page } = await newPage(PHONE);
    const stamp = Date.now();
    const email = `acct-old-${stamp}@example.com`;
    const newEmail = `acct-new-${stamp}@example.com`;
    await registerViaApi(page, email, PASSWORD, "Eli Mover");
    await openAccount(page);

    await page.getByRole("button", { name: "Change e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Change e-mail" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Send confirmation link" }).click();
    await visible(page, MESSAGES.email);
    await visible(page, MESSAGES.passwordRequired);
    await expectNoSeriousA11y(page, "change e-mail dialog with errors");
    await dialog.getByLabel("New e-mail address").fill(newEmail);
    await dialog.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Send confirmation link" }).click();
    await eventually(() => page.getByTestId("email-change-sent").textContent()).toBe(M.emailChangeSent(newEmail));
    await expectNoSeriousA11y(page, "change e-mail: link sent");
    await page.screenshot({ path: `${SHOTS}/account-email-sent-phone.png` });
    await page.getByRole("button", { name: "Done" }).click();
    // Nothing has changed yet.
    await openAccount(page);
    expect(await page.getByTestId("security-section").textContent()).toContain(email);

    await waitForMail(email, (m) => /change requested/.test(m.subject));
    const link = /(http\S+verify-email\?token=[a-z2-7]+)/.exec((await waitForMail(newEmail, (m) => /Confirm your new/.test(m.subject))).text)![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await visible(page, M.emailChanged(newEmail));
    await expectNoSeriousA11y(page, "/verify-email after an e-mail change");
    await openAccount(page);
    expect(await page.getByTestId("security-section").textContent()).toContain(newEmail);
    await waitForMail(email, (m) => m.subject === "Your FieldFix e-mail address was changed");
    await context.close();
  });

  it("deletes the account with a passkey instead of the password", async () => {
    const { context, page } = await newPage(PHONE);
    // A platform authenticator with user verification that answers by itself (Chrome's CDP).
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = `acct-passkey-${Date.now()}@example.com`;
    await registerViaApi(page, email, PASSWORD, "Pat Passkey");
    await openAccount(page);
    await page.getByRole("button", { name: "Set up biometrics" }).click();
    await eventually(() => page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem").count()).toBe(1);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await expectNoSeriousA11y(page, "delete account dialog with a passkey");
    await dialog.getByRole("button", { name: "Delete with a passkey instead" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await visible(page, M.deleted);
    await waitForMail(email, (m) => m.subject === "Your FieldFix account was deleted");
    expect((await pageApi<{ id: string | null }>(page, "GET", "/api/user")).body.id).toBeNull();
    await context.close();
  });

  it("lays /account out at 360, 390 and 1280 px without sideways scrolling", async () => {
    const { context, page } = await newPage(DESKTOP);
    await registerViaApi(page, `acct-layout-${Date.now()}@example.com`, PASSWORD, "Maria Lopez");
    for (const [width, height, name] of [
      [1280, 900, "1280"],
      [390, 844, "390"],
      [360, 780, "360"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openAccount(page);
      expect(await noSideways(page), `${width} px`).toBe(true);
      await expectNoSeriousA11y(page, `/account at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/account-self-service-${name}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Change password" }).click();
    await eventually(() => page.getByRole("dialog", { name: "Change password" }).isVisible()).toBe(true);
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/account-change-password-360.png` });
    await context.close();
  });
});
