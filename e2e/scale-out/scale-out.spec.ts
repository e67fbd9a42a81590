// Scale-out proof (issue 6 §3): two product processes behind nginx (round-robin, no sticky sessions) on
// one PostgreSQL database. The login, token refresh, card registration and logout journeys pass through
// nginx, and nginx's access log shows that both processes served them. Needs DATABASE_URL (PGlite is one
// process per data folder) and Debian's nginx; CI runs it in the PostgreSQL pass.
import { an, pieter, unregisteredCards } from "@vtp/personas";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { confirmRegistrationFromMailbox, loginAs, logout, setBffClockOffset } from "../support/auth.ts";
import { followMailLink, registerAtProvider, step1, step2 } from "../support/registration.ts";
import { startCluster, type Cluster } from "../support/cluster.ts";
import { journeyPorts } from "../support/ports.ts";
import { expect, test } from "../support/fixtures.ts";

const base = journeyPorts.scaleOutFirst;
const origin = `http://127.0.0.1:${base}`;

test.describe.configure({ mode: "serial" });
test.skip(!process.env.DATABASE_URL, "de scale-out-test draait op PostgreSQL (DATABASE_URL), zoals in CI");
test.use({ baseURL: origin });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster({ databaseUrl: process.env.DATABASE_URL!, nginxPort: base, productPorts: [base + 1, base + 2] });
});

test.afterAll(async () => {
  await cluster?.stop();
});

test("login and the dashboard through nginx, served by both processes", async ({ page }) => {
  await loginAs(page, an, { skipOnboarding: true });
  await expect(page).toHaveURL(`${origin}/overzicht`);
  await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  for (let i = 0; i < 4; i++) {
    await page.reload();
    await expect(page.getByTestId("kaartnummer")).toBeVisible();
  }
  const used = new Set(cluster.upstreamsUsed());
  expect([...used].sort()).toEqual([...cluster.productPorts].sort());
});

test("a token refresh on one process is seen by the other", async ({ page, context }) => {
  await loginAs(page, an, { skipOnboarding: true });
  const session = (await context.cookies()).find((c) => c.name === "auth")!.value;
  const providerVisits: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith("/oidc/")) providerVisits.push(frame.url());
  });
  await setBffClockOffset(context, 2 * 60 * 60 * 1000); // past the one-hour access token
  for (let i = 0; i < 4; i++) {
    await page.goto("/overzicht");
    await expect(page.getByTestId("kaartnummer")).toHaveText(formatCardNumber(an.card!.number));
  }
  await setBffClockOffset(context, 4 * 60 * 60 * 1000);
  for (let i = 0; i < 3; i++) {
    await page.goto("/overzicht");
    await expect(page.getByTestId("kaartnummer")).toBeVisible();
  }
  expect(providerVisits).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === "auth")!.value).toBe(session);
});

test("card registration through nginx: steps, the mail, the provider's registration, the link", async ({ page }) => {
  const jonas = unregisteredCards[0]!;
  const email = `jonas.${Date.now()}@voorbeeld.test`;
  await step1(page, formatCardNumber(jonas.number), jonas.birthDate.split("-").reverse().join("/"));
  await expect(page).toHaveURL(`${origin}/uitid-registreren-stap2`);
  await step2(page, email);
  await followMailLink(page, email);
  await registerAtProvider(page, jonas.firstName, jonas.lastName);
  await confirmRegistrationFromMailbox(page, email);
  await expect(page).toHaveURL(`${origin}/registratie-bevestigen`);
  await expect(page.getByText(`De pas van ${jonas.firstName} is gekoppeld aan je account.`)).toBeVisible();
});

test("logout through nginx ends the session on every process", async ({ page, context }) => {
  await loginAs(page, pieter, { skipOnboarding: true });
  const before = await context.cookies();
  await logout(page);
  await context.addCookies(before.filter((c) => c.name === "auth" || c.name === "user"));
  // Whichever process answers, the replayed session is dead.
  for (let i = 0; i < 4; i++) {
    const response = await page.request.get("/overzicht", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/aanmelden-uitid?pathname=%2Foverzicht");
  }
});
