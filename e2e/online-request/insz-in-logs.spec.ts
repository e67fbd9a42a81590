// National numbers never reach the whole product's logs (issue 10; the api's own logs are checked in
// apps/api/src/modules/online-request/order/order.test.ts): a product that logs everything
// (LOG_LEVEL=trace, web server, api, identity providers and payment stand-in in one process) takes a
// request with national numbers from the government login (Fatima and her children) and one typed into
// the family step, through payment and the provider's webhook; its output holds none of them, in any
// spelling. Runs its own product (journeyPorts.inszLogsProduct).
import { formatInsz } from "@vtp/contracts/insz";
import { governmentPersonas } from "@vtp/personas";
import { journeyPorts } from "../support/ports.ts";
import { startConfiguredProduct, type ConfiguredProduct } from "../support/stand-ins.ts";
import { test, expect } from "../support/fixtures.ts";
import { addMember, checkout, chooseMunicipality, email, freshEmail, pay, person, pickPersona, socialTariff, start } from "./wizard.ts";

const port = journeyPorts.inszLogsProduct;
let product: ConfiguredProduct | undefined;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startConfiguredProduct(port, { LOG_LEVEL: "trace" }, { captureOutput: true });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await product?.stop();
});

test.setTimeout(150_000);

test("a request with national numbers, paid: none of them in the product's output", async ({ page }) => {
  const fatima = governmentPersonas.find((p) => p.key === "fatima")!;
  const partner = { firstName: "Youssef", lastName: "Benali", ...person("1985-05-03", "MALE") };

  await start(page);
  await chooseMunicipality(page, "9300", "Aalst");
  await email(page, freshEmail("logboek"));
  await socialTariff(page, "Ja");
  await pickPersona(page, "Fatima Benali");
  await expect(page).toHaveURL(/\/online-aanvraag\/kansentarief\/resultaat$/);
  await page.getByRole("link", { name: "Volgende stap" }).click();
  await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();

  await expect(page.getByText("Stap 5 van 8")).toBeVisible();
  for (const child of fatima.children) {
    await page.getByRole("button", { name: `Voeg ${child.firstName} toe` }).click();
    await expect(page.locator(".members").first()).toContainText(`${child.firstName} ${child.lastName}`);
  }
  await addMember(page, partner);
  await page.getByLabel(/Mijn gezinsleden \(of hun ouders\) gaan akkoord/).check();
  await page.getByRole("button", { name: "Volgende stap" }).click();
  await expect(page.getByText("Stap 6 van 8")).toBeVisible();
  await pay(page);
  await checkout(page, "Betaald");
  await expect(page).toHaveURL(/\/online-aanvraag\/wachtwoord$/);

  const output = product!.output();
  // The product did log (requests, the webhook): an empty capture would prove nothing.
  expect(output).toContain("/online-aanvraag/gezin");
  expect(output).toContain("webhook");
  for (const insz of [fatima.insz, ...fatima.children.map((c) => c.insz), partner.insz]) {
    expect(output).not.toContain(insz);
    expect(output).not.toContain(formatInsz(insz));
  }
});
