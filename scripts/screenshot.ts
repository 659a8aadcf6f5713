/**
 * Screenshots of pages for reviewing changes by eye: node scripts/screenshot.ts <url> <out.png> [width] [height] [--full]
 * Uses Debian's Chromium (apt-get install -y chromium).
 */
import { chromium } from "playwright-core";

const [url, out, width = "390", height = "844"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!url || !out) {
  console.error("usage: node scripts/screenshot.ts <url> <out.png> [width] [height] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.argv.includes("--full") });
await browser.close();
