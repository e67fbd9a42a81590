// Scan to save points as the demo personas: by typed code (a point, then the same code again the same
// day as a neutral notice at 375 and 1280 px, an invalid code refused), by camera (a QR image generated here, fed to Chromium as its fake
// camera in a browser of its own), and the camera-blocked help. With SHOTS_DIR set, one more test
// writes the screenshots of every scan screen at 375 and 1280 px.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { an, mohamed, pieter } from "@vtp/personas";
import { DEMO_CHECKIN_CODES } from "../../apps/api/src/seeds/demo/constants.ts";
import { chromiumArgs, chromiumPath } from "../support/browser.ts";
import { loginAs, logout } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (one 640x480 frame, 4:2:0, Chromium loops it) of `text` as a QR code, black on white,
 * or a plain light frame when `text` is null. Returns the file's path.
 */
function y4mVideo(text: string | null, name: string): string {
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) {
    const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
    const size = qr.modules.size;
    const scale = Math.floor((HEIGHT - 80) / (size + 8));
    const left = Math.floor((WIDTH - size * scale) / 2);
    const top = Math.floor((HEIGHT - size * scale) / 2);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        if (!qr.modules.get(row, col)) continue;
        for (let dy = 0; dy < scale; dy++)
          y.fill(16, (top + row * scale + dy) * WIDTH + left + col * scale, (top + row * scale + dy) * WIDTH + left + (col + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = join(mkdtempSync(join(tmpdir(), "vtp-qr-")), `${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]));
  return file;
}

/** Chromium's own fake camera, showing `file`, with the permission granted (no prompt). */
function cameraLaunchOptions(file: string) {
  return {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}

/** A browser of its own whose camera shows `file` (a launch option, so not the shared browser). */
async function withCamera(file: string, baseURL: string, run: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.launch(cameraLaunchOptions(file));
  try {
    const context = await browser.newContext({ baseURL, locale: "nl-BE" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(String(err)));
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    await run(page);
    expect(errors, "console errors").toEqual([]);
  } finally {
    await browser.close();
  }
}

const PHONE = { width: 375, height: 667 };
const WIDE = { width: 1280, height: 800 };

const LIMIT_MESSAGE =
  "Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal één keer per dag scannen.";

/** The holder's balance as the dashboard shows it (other journeys may have moved it since the seed). */
async function balance(page: Page): Promise<number> {
  await page.goto("/overzicht");
  return Number((await page.getByTestId("punten").innerText()).replace(/\D/g, ""));
}

test.describe("scan by typed code", () => {
  test("saves a point, refuses the same code again the same day, and refuses an invalid code", async ({ page, axe }) => {
    test.setTimeout(90_000);
    await loginAs(page, an, { startPath: "/sparen", skipOnboarding: true });
    const before = await balance(page);
    await page.goto("/sparen");
    await expect(page.getByRole("heading", { level: 1, name: "Punten sparen" })).toBeVisible();
    await axe(page);

    await page.getByRole("link", { name: "Scan de QR-code" }).click();
    await expect(page).toHaveURL(/\/sparen\/scannen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Scan de QR-code" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.gentBibliotheek.toLowerCase());
    await page.getByRole("button", { name: "Punten sparen" }).click();

    await expect(page).toHaveURL(/\/sparen\/mijn-punten$/);
    await expect(page.getByRole("heading", { level: 2, name: "Hopla, weer een punt erbij!" })).toBeVisible();
    await expect(page.getByTestId("saldo")).toHaveText(`${before + 1} punten`);
    await expect(page.getByText("Bezoek aan de bib", { exact: false })).toBeVisible();
    await expect(page.getByTestId("kaartnummer")).toHaveText("4010 000 120 100");
    await axe(page);

    // Again the same day: information, not a failure (issue 22 §5): a neutral notice that says when the
    // next point is possible, with the steps that can work, on a phone first and then on a wide screen.
    await page.getByRole("link", { name: "Nog een code scannen" }).click();
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.gentBibliotheek);
      await page.getByRole("button", { name: "Punten sparen" }).click();
      const notice = page.getByTestId("scan-limit");
      await expect(notice.getByRole("heading", { level: 2, name: "Je spaarde hier vandaag al" })).toBeVisible();
      await expect(notice).toContainText(LIMIT_MESSAGE);
      await expect(notice.getByTestId("volgend-punt")).toHaveText(
        /^Je volgende punt voor deze activiteit kan je sparen vanaf morgen, \p{L}+dag \d{1,2} \p{L}+\.$/u,
      );
      await expect(notice).toBeFocused();
      // Not the error style, no error summary, no "Probeer opnieuw" that cannot work.
      await expect(page.locator(".error-summary")).toHaveCount(0);
      await expect(page.getByTestId("scan-refusal")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Probeer opnieuw" })).toHaveCount(0);
      await expect(notice.getByRole("link", { name: "Naar mijn pas" })).toHaveAttribute("href", "/pas");
      await expect(notice.getByRole("link", { name: "Scan een andere code" })).toBeVisible();
      await axe(page);
      await notice.getByRole("link", { name: "Scan een andere code" }).click();
      await expect(page.getByTestId("scan-limit")).toHaveCount(0);
    }

    // An invalid code: a failure, with "Probeer opnieuw".
    await page.getByRole("textbox", { name: /^Code/ }).fill("GEEN-GELDIGE-CODE");
    await page.getByRole("button", { name: "Punten sparen" }).click();
    await expect(page.getByTestId("scan-refusal").getByRole("alert")).toContainText("Deze QR-code is ongeldig.");
    await expect(page.getByTestId("scan-refusal").getByRole("link", { name: "Probeer opnieuw" })).toBeVisible();

    // An empty code: a field error, no call.
    await page.getByRole("textbox", { name: /^Code/ }).fill("");
    await page.getByRole("button", { name: "Punten sparen" }).click();
    await expect(page.locator("#checkin-code-error")).toContainText("Vul de code van de QR-code in.");

    // The logout clears the scan result: after a new login the result page sends back to /sparen.
    await logout(page);
    await loginAs(page, an, { startPath: "/sparen/mijn-punten", skipOnboarding: true });
    await page.goto("/sparen/mijn-punten");
    await expect(page).toHaveURL(/\/sparen$/);
  });

  test("the typed form works without JavaScript, from the splash", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await loginAs(page, mohamed, { startPath: "/sparen", skipOnboarding: true });
    const before = await balance(page);
    await page.goto("/sparen");
    await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.aalstCultuurcentrum);
    await page.getByRole("button", { name: "Punten sparen" }).click();
    await expect(page).toHaveURL(/\/sparen\/mijn-punten$/);
    await expect(page.getByTestId("saldo")).toHaveText(`${before + 1} punten`);
    await context.close();
  });
});

test.describe("scan by camera", () => {
  test("reads a generated QR image from the camera and shows the points", async ({ baseURL }) => {
    test.setTimeout(90_000); // its own browser, a login, the decoder's wasm
    const video = y4mVideo(`https://qr.example/checkin?code=${DEMO_CHECKIN_CODES.mechelenBibliotheek}`, "mechelen");
    await withCamera(video, baseURL!, async (page) => {
      // Log in on the dashboard, not on the scanner: a scanner open during the login would read the code
      // (the camera shows it from the start) while the balance is being read, and scan twice.
      // Pieter: no other journey saves his points at the Mechelen library (Sofie saves hers, Noor's and
      // Lotte's there in e2e/holder/family.spec.ts).
      await loginAs(page, pieter, { startPath: "/overzicht", skipOnboarding: true });
      const before = await balance(page);
      await page.goto("/sparen/scannen");
      await expect(page.getByTestId("camera")).toBeVisible();
      await expect(page).toHaveURL(/\/sparen\/mijn-punten$/, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 2, name: "Hopla, weer een punt erbij!" })).toBeVisible();
      // Exactly one point more, as the dashboard reads it back (a second read of the looping video must
      // not add another).
      expect(await balance(page)).toBe(before + 1);
    });
  });
});

test.describe("camera blocked", () => {
  test("shows how to allow the camera, and the typed form", async ({ page, axe }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await loginAs(page, an, { startPath: "/sparen/scannen", skipOnboarding: true });
    await page.goto("/sparen/scannen");
    const help = page.getByTestId("camera-blocked");
    await expect(help.getByRole("heading", { name: "Je camera is geblokkeerd" })).toBeVisible();
    await expect(help.getByRole("button", { name: "Camera opnieuw proberen" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Code/ })).toBeVisible();
    await axe(page);
  });
});

// Screenshots for review (not a check): SHOTS_DIR=/work/shots/checkins.
test.describe("screenshots", () => {
  test.skip(!process.env.SHOTS_DIR, "only with SHOTS_DIR");
  test("every scan screen at 375 and 1280 px", async ({ baseURL }) => {
    test.setTimeout(120_000);
    await withCamera(y4mVideo(null, "leeg"), baseURL!, (page) => screenshots(page, process.env.SHOTS_DIR!));
  });
});

async function screenshots(page: Page, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await loginAs(page, an, { startPath: "/sparen", skipOnboarding: true });
  // The cookie notice would cover the bottom of every full-page shot.
  await page.goto("/sparen");
  await page.getByRole("button", { name: "Sluiten" }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/sparen");
    await page.screenshot({ path: join(dir, `sparen-${width}.png`), fullPage: true });
    await page.goto("/sparen/scannen");
    await expect(page.getByText("Richt je camera op de QR-code", { exact: false })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(dir, `scannen-camera-${width}.png`), fullPage: true });
    await page.getByRole("textbox", { name: /^Code/ }).fill("GEEN-GELDIGE-CODE");
    await page.getByRole("button", { name: "Punten sparen" }).click();
    await expect(page.getByTestId("scan-refusal")).toBeVisible();
    await page.screenshot({ path: join(dir, `scannen-fout-${width}.png`), fullPage: true });
  }
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto("/sparen/scannen");
    await expect(page.getByTestId("camera-blocked")).toBeVisible();
    await page.screenshot({ path: join(dir, `scannen-geblokkeerd-${width}.png`), fullPage: true });
  }
  await page.goto("/sparen/scannen");
  await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.gentZwembad);
  await page.getByRole("button", { name: "Punten sparen" }).click();
  await expect(page).toHaveURL(/\/sparen\/mijn-punten$/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.reload();
    await page.screenshot({ path: join(dir, `mijn-punten-${width}.png`), fullPage: true });
  }
  // The same code again the same day: the neutral notice.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    await page.goto("/sparen/scannen");
    await page.getByRole("textbox", { name: /^Code/ }).fill(DEMO_CHECKIN_CODES.gentZwembad);
    await page.getByRole("button", { name: "Punten sparen" }).click();
    await expect(page.getByTestId("scan-limit")).toBeVisible();
    await page.screenshot({ path: join(dir, `scannen-al-gespaard-${width}.png`), fullPage: true });
  }
}
