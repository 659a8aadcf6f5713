import { describe, expect, it } from "vitest";
import { expectNoSeriousA11y, loginViaUi, newPage, PHONE, SHOTS, useBrowser, visible } from "./browser.ts";

useBrowser();

const DEMO = ["demo@fieldfix.app", "FieldDemo2025!"] as const;

describe("faster input in the field (issue #14 item 3)", () => {
  it("voice input fills 'What's the problem?' where the browser has speech recognition", async () => {
    const { context, page } = await newPage(PHONE);
    // A stand-in recogniser: Chromium's real one needs a microphone and Google's servers.
    // Plain JavaScript: a TypeScript class here would be compiled with helpers the page does not have.
    await page.addInitScript({
      content: `
        function FakeRecognition() { this.onresult = null; this.onend = null; this.onerror = null; }
        FakeRecognition.prototype.start = function () {
          var self = this;
          setTimeout(function () {
            var result = [{ transcript: "cranks over fine but will not fire" }];
            result.isFinal = true;
            if (self.onresult) self.onresult({ resultIndex: 0, results: [result] });
            if (self.onend) self.onend();
          }, 200);
        };
        FakeRecognition.prototype.stop = function () { if (this.onend) this.onend(); };
        // Newer Chromium has the unprefixed name too; both must be the stand-in.
        Object.defineProperty(window, "SpeechRecognition", { value: FakeRecognition, configurable: true });
        Object.defineProperty(window, "webkitSpeechRecognition", { value: FakeRecognition, configurable: true });
      `,
    });
    await loginViaUi(page, ...DEMO);
    await page.goto("/tractor-search");
    const problem = page.getByLabel("What's the problem?");
    await problem.fill("old ford 8n,");
    await page.getByTestId("voice-input").click();
    await expect.poll(() => problem.inputValue()).toBe("old ford 8n, cranks over fine but will not fire");
    expect(await page.getByTestId("voice-input").getAttribute("aria-pressed")).toBe("false");
    await expectNoSeriousA11y(page, "entry page with voice input");
    await page.screenshot({ path: `${SHOTS}/entry-voice-phone.png` });
    await context.close();
  });

  it("hides voice input, and never loads its code, where there is no speech recognition", async () => {
    const { context, page } = await newPage(PHONE);
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
    });
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await loginViaUi(page, ...DEMO);
    await page.goto("/tractor-search");
    await visible(page, "What's the problem?");
    expect(await page.getByTestId("voice-input").count()).toBe(0);
    expect(scripts.filter((u) => /voice-input/.test(u))).toEqual([]);
    await context.close();
  });

  it("suggests the makes and models this person used lately first", async () => {
    const { context, page } = await newPage(PHONE);
    await loginViaUi(page, ...DEMO);
    await page.goto("/tractor-search");
    await page.getByLabel("Make/Brand").fill("Massey Ferguson");
    await page.getByLabel("Model/Year").fill("1526");
    await page.getByLabel("What's the problem?").fill("loader drifts down with the engine off");
    await page.getByTestId("diagnose-button").click();
    await page.waitForURL(/\/diagnostic\/[a-z2-7]{26}$/, { timeout: 15_000 });
    await page.goto("/tractor-search");
    const options = (id: string) => page.locator(`#${id} option`).evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect((await options("tractor-brands"))[0]).toBe("Massey Ferguson");
    expect((await options("tractor-brands")).length).toBeGreaterThan(40);
    await page.getByLabel("Make/Brand").fill("");
    await page.getByLabel("Make/Brand").fill("Mass");
    expect((await options("tractor-models"))[0]).toBe("1526");
    await context.close();
  });
});
