// axe-core: zero WCAG 2.2 AA violations on every platform page, on a phone and on a desktop.
// Screenshots of each page land in .test-output/screenshots for people to look at.
import { allRoutes } from "../../apps/web/app/route-table.ts";
import { test } from "../support/fixtures.ts";

const pages = allRoutes("uitpas").filter((r) => r.kind === "page" && r.layout === "public" && !r.id.startsWith("nl."));
const paths = pages.map((r) => (r.path === "*" ? "/bestaat-niet" : `/${r.path ?? ""}`));

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 992 ? 812 : 900 } });
    for (const path of paths) {
      test(`axe on ${path}`, async ({ page, axe }) => {
        await page.goto(path);
        await axe(page);
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
        await page.screenshot({ path: `.test-output/screenshots/${width}-${name}.png`, fullPage: true });
      });
    }
  });
}
