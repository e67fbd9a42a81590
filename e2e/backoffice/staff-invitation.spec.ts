// The staff invitation's link (/medewerker-uitnodiging?token=…, decision 0047) at 375 and 1280 px: the link asks
// for a login and comes back with its token; opening it accepts nothing; "Uitnodiging aanvaarden" posts it and
// the api's sentence comes back for an invitation that does not exist. Axe on both screens. (Accepting a real
// invitation is the api's test, members.test.ts, and the page test, routes/staff/invitation.test.tsx.)
import { tom } from "@vtp/personas";
import { loginAs } from "../support/auth.ts";
import { expect, test } from "../support/fixtures.ts";
import { shot } from "./backoffice-support.ts";

const LINK = "/medewerker-uitnodiging?token=Z2Vlbi1iZXN0YWFuZGUtdWl0bm9kaWdpbmctMTIz";

for (const width of [375, 1280]) {
  test(`a staff invitation's link asks for a login, accepts nothing on opening, and gives the api's refusal (${width} px)`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await loginAs(page, tom, { startPath: LINK, skipOnboarding: true });
    if (!page.url().includes("/medewerker-uitnodiging")) await page.goto(LINK);
    await expect(page.getByRole("heading", { level: 1, name: "Uitnodiging als medewerker" })).toBeVisible();
    await expect(page).toHaveURL(/token=/);
    await axe(page);
    await shot(page, "20-uitnodiging");

    await page.getByRole("button", { name: "Uitnodiging aanvaarden" }).click();
    await expect(page.getByTestId("uitnodiging-geweigerd")).toContainText("De uitnodiging is niet aanvaard.");
    await axe(page);
    await shot(page, "21-uitnodiging-geweigerd");
  });
}
