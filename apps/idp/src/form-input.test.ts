// Control characters in the provider's own forms (issue 24): every field refuses them with the
// contracts' one rule and message, at the field, with a 400 and nothing stored. A NUL reached
// PostgreSQL, which cannot store U+0000 in text, and answered a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { governmentPersonas } from "@vtp/personas";
import { listOutbox } from "@vtp/mailer";
import {
  Browser,
  createAccount,
  formAction,
  openForm,
  startTestServer,
  TEST_PASSWORD,
  uniqueEmail,
  type TestServer,
} from "./testing/test-support.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const NUL = "\u0000";

/** The message shown under a field of the page (its `<p id="…-fout">`), or undefined. */
function fieldError(html: string, field: string): string | undefined {
  const match = new RegExp(`<p class="field__error" id="${field}-fout">([\\s\\S]*?)</p>`).exec(html);
  return match?.[1]!.replace(/<span aria-hidden="true">! <\/span>/, "").trim();
}

async function accountOf(email: string) {
  return server.database.db.selectFrom("identity_accounts").select(["password_hash"]).where("email", "=", email).executeTakeFirst();
}

describe("login", () => {
  it("refuses a control character in the e-mail address at the field", async () => {
    const email = uniqueEmail("aanmelden");
    await createAccount(server, { email, password: TEST_PASSWORD });
    const browser = new Browser();
    const { action } = await openForm(server, browser);
    for (const value of [`${email}${NUL}`, `aan\u001bmelden@voorbeeld.test`, `aan\u007fmelden@voorbeeld.test`]) {
      const res = await browser.post(action, { email: value, password: TEST_PASSWORD });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(fieldError(await res.text(), "email"), JSON.stringify(value)).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    // Not counted as failed attempts: the right password still logs in at once.
    const done = await browser.postForm(action, { email, password: TEST_PASSWORD }, `${server.origin}/callback`);
    expect(new URL(done.url).searchParams.get("code"), done.url).toBeTruthy();
  });

  it("compares a password with a control character like any other: never stored, so an older one keeps working", async () => {
    const email = uniqueEmail("oud-wachtwoord");
    const old = "Lang\tgenoeg-1";
    await createAccount(server, { email, password: old });
    const browser = new Browser();
    const { action } = await openForm(server, browser);
    // (Not a NUL at the end: scrypt's HMAC pads its key with zero bytes, so "…1\0" equals "…1".)
    const wrong = await browser.post(action, { email, password: `Lang\t${NUL}genoeg-1` });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Dit e-mailadres en wachtwoord horen niet bij elkaar.");
    const done = await browser.postForm(action, { email, password: old }, `${server.origin}/callback`);
    expect(new URL(done.url).searchParams.get("code"), done.url).toBeTruthy();
  });
});

describe("registration", () => {
  it("refuses a control character in every field, a tab in a name too, and stores and mails nothing", async () => {
    const email = uniqueEmail("registreren");
    const valid = { firstName: "Sara", lastName: "Claes", email, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD };
    const browser = new Browser();
    const { action } = await openForm(server, browser, { screen: "register" });
    for (const [field, value] of [
      ["firstName", `Sa${NUL}ra`],
      ["firstName", "Sa\tra"],
      ["lastName", `Claes${NUL}`],
      ["lastName", "Cl\u001baes"],
      ["email", `regis${NUL}treren@voorbeeld.test`],
      ["password", `${TEST_PASSWORD}${NUL}`],
      ["passwordConfirm", `${TEST_PASSWORD}${NUL}`],
    ] as const) {
      const res = await browser.post(action, { ...valid, [field]: value });
      const html = await res.text();
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(fieldError(html, field), `${field}: ${JSON.stringify(value)}`).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect(await accountOf(email)).toBeUndefined();
    expect(await listOutbox(server.database.db, { to: email })).toHaveLength(0);
  });
});

describe("forgot and reset password", () => {
  it("refuses a control character in the address and in the new password; the link stays usable", async () => {
    const email = uniqueEmail("herstellen");
    const { password_hash: before } = await createAccount(server, { email, password: TEST_PASSWORD });
    const browser = new Browser();
    const forgotUrl = `${server.origin}/idp/wachtwoord-vergeten`;

    const refused = await browser.post(forgotUrl, { email: `${email}${NUL}` });
    expect(refused.status).toBe(400);
    expect(fieldError(await refused.text(), "email")).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(await listOutbox(server.database.db, { to: email })).toHaveLength(0);

    expect((await browser.post(forgotUrl, { email })).status).toBe(200);
    const mail = (await listOutbox(server.database.db, { to: email })).find((m) => m.kind === "password-reset")!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const action = new URL(formAction(await (await browser.fetch(link)).text()), server.origin).href;
    for (const field of ["password", "passwordConfirm"] as const) {
      const form = { password: "Nieuw-genoeg-2", passwordConfirm: "Nieuw-genoeg-2", [field]: `Nieuw${NUL}genoeg-2` };
      const res = await browser.post(action, form);
      expect(res.status, field).toBe(400);
      expect(fieldError(await res.text(), field), field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    expect((await accountOf(email))?.password_hash).toBe(before);
    expect((await browser.post(action, { password: "Nieuw-genoeg-2", passwordConfirm: "Nieuw-genoeg-2" })).status).toBe(200);
  });
});

describe("government login stand-in", () => {
  it("refuses a control character in the chosen persona", async () => {
    const browser = new Browser();
    const redirectUri = `${server.origin}/online-aanvraag/overheid-callback`;
    const auth = new URL(`${server.idp.governmentIssuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: "overheid-login",
      response_type: "code",
      redirect_uri: redirectUri,
      scope: "openid profile insz",
      state: "s1",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    }))
      auth.searchParams.set(k, v);
    const page = await browser.follow(auth.href, redirectUri);
    const action = new URL(formAction(await page.res.text()), server.origin).href;
    const res = await browser.post(action, { persona: `${governmentPersonas[0]!.sub}${NUL}` });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});
