import { describe, expect, it } from "vitest";
import { call, cookieFrom, GOOD_PASSWORD, insertUser, register } from "./helpers.ts";

/** The page rules for /account, /subscription-plans, /plans, /subscribe and /help, checked on the server. */

const GUARDED = ["/subscription-plans", "/account", "/plans", "/subscribe"] as const;

async function loginCookie(email: string): Promise<string> {
  const res = await call("/api/login", { json: { email, password: GOOD_PASSWORD } });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

const page = (path: string, cookie?: string) => call(path, { cookie, redirect: "manual" });

describe("plans and account pages: who may open them", () => {
  it.each(GUARDED)("sends a guest from %s to /", async (path) => {
    const res = await page(path);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe("/");
  });

  it.each(GUARDED)("sends the demo account from %s to /", async (path) => {
    const { email } = await insertUser({ accountType: "demo", registered: false });
    const res = await page(path, await loginCookie(email));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe("/");
  });

  it.each(["/plans", "/subscribe"])("redirects a registered user from %s to /subscription-plans", async (path) => {
    const { cookie } = await register();
    const res = await page(path, cookie);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://localhost").pathname).toBe("/subscription-plans");
  });

  it("shows /account to a registered user with the profile and plans summary", async () => {
    const { cookie, email } = await register();
    const res = await page("/account", cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Account Settings");
    expect(html).toContain(email);
    expect(html).toContain("E-mail verified");
    // The two-factor block is the working passkey section (issue #8), no longer 'Coming Soon'.
    expect(html).toContain("Biometric sign-in");
    expect(html).toContain("No passkeys yet.");
    expect(html).toContain("Set up biometrics");
    expect(html).not.toContain("Coming Soon");
    expect(html).toContain("Subscription &amp; Billing");
    expect(html).toContain("No active plan");
  });

  it("serves /help to everyone", async () => {
    const res = await page("/help");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Help &amp; Support");
    expect(html).toContain("support@fieldfix.app");
  });
});

describe("/subscription-plans content per user", () => {
  it("offers the Free Trial card to a verified user who never trialled, and not once the trial is on", async () => {
    const { cookie } = await register();
    const before = await (await page("/subscription-plans", cookie)).text();
    expect(before).toContain("Choose Your Diagnostic Plan");
    expect(before).toContain('data-testid="trial-offer"');
    expect(before).toContain("Activate Free Trial");
    expect(before.match(/Activate with Key/g)).toHaveLength(4);
    expect(before).toContain("Save $5 vs individual plans");
    expect(before).toContain("Most Popular");

    const trial = await call("/api/user/activate-trial", { json: { sessionId: "session-1-test" }, cookie });
    expect(trial.status).toBe(200);
    const after = await (await page("/subscription-plans", cookie)).text();
    expect(after).toContain("Choose Your Diagnostic Plan");
    expect(after).not.toContain('data-testid="trial-offer"');
    expect(after).not.toContain("Activate Free Trial");
    expect(after).toContain("5 of 5 searches left");
  });

  it("shows no key input to an unverified user, only 'Requires Verified Email'", async () => {
    const { email } = await insertUser({ verified: false });
    const html = await (await page("/subscription-plans", await loginCookie(email))).text();
    expect(html).toContain("Choose Your Diagnostic Plan");
    expect(html).not.toContain('name="subscriptionKey"');
    expect(html.match(/Requires Verified Email/g)).toHaveLength(4);
    expect(html).not.toContain('data-testid="trial-offer"');
    expect(html).toContain("Resend verification e-mail");
  });
});
