// The staff invitation's link (/medewerker-uitnodiging?token=…, decision 0047), walked once at 1280 px with each
// screen checked at 375 px too: the link asks for a login and comes back with its token; opening it accepts nothing;
// "Uitnodiging aanvaarden" posts it and the api's sentence comes back for an invitation that does not exist. Axe on
// both screens. (Accepting a real invitation is the api's test, members.test.ts, and the page test,
// routes/staff/invitation.test.tsx.)
import { tom } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { checkBoth, viewport } from "../support/widths.ts";

const LINK = "/medewerker-uitnodiging?token=Z2Vlbi1iZXN0YWFuZGUtdWl0bm9kaWdpbmctMTIz";

test("a staff invitation's link asks for a login, accepts nothing on opening, and gives the api's refusal", async ({ page, axe }) => {
  await page.setViewportSize(viewport(1280));
  await loginAs(page, tom, { startPath: LINK, skipOnboarding: true });
  if (!page.url().includes("/medewerker-uitnodiging")) await page.goto(LINK);
  await expect(page.getByRole("heading", { level: 1, name: "Uitnodiging als medewerker" })).toBeVisible();
  await expect(page).toHaveURL(/token=/);
  await checkBoth(page, "20-uitnodiging", axe);

  await page.getByRole("button", { name: "Uitnodiging aanvaarden" }).click();
  await expect(page.getByTestId("uitnodiging-geweigerd")).toContainText("De uitnodiging is niet aanvaard.");
  await checkBoth(page, "21-uitnodiging-geweigerd", axe);
});
