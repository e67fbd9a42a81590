// temporary screenshot helper (not committed)
import { chromium } from "@playwright/test";
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 800 : 900 }, locale: "nl-BE" });
  page.on("console", (m) => { if (m.type() === "error") console.log("console error", m.text()); });
  page.on("pageerror", (e) => console.log("pageerror", String(e)));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = p.replace(/[^a-z0-9]+/gi, "_").slice(0, 60) || "home";
    await page.screenshot({ path: `/tmp/dw-shots/${name}-${width}.png`, fullPage: true });
    console.log("shot", name, width);
  }
  await page.close();
}
await browser.close();
