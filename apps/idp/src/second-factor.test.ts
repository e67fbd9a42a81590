// The staff's second factor in the identity provider (decision 0061), over HTTP, on PGlite and on PostgreSQL
// (DATABASE_URL): the enrolment (asked for in the local demo, forced where it is required), the recovery codes
// shown once, a login with a code (amr ["pwd", "otp"] in the ID and access tokens), a wrong code, a replayed
// code, a recovery code used once, the back-off after wrong codes, and that skipping the step skips nothing.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "@vtp/mailer";
import { SECOND_FACTOR_MSG } from "./flows/second-factor.ts";
import { totpCodeAt } from "./second-factor/totp.ts";
import {
  Browser,
  TEST_PASSWORD,
  authorizeUrl,
  createAccount,
  formAction,
  makeStaff,
  pkcePair,
  startTestServer,
  tokenRequest,
  uniqueEmail,
  type TestServer,
} from "./testing/test-support.ts";

let optional: TestServer;
let required: TestServer;
/** The provider's clock for the second factor; moved by the back-off test. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  optional = await startTestServer({}, { clock });
  required = await startTestServer({ STAFF_SECOND_FACTOR_REQUIRED: "true" }, { clock });
}, 120_000);
afterAll(async () => {
  await optional?.close();
  await required?.close();
});

const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#39;", "'").replaceAll("&quot;", '"');

/** Starts a login and posts the password; returns where the browser is (the second factor's page, or the callback). */
async function password(server: TestServer, browser: Browser, email: string, params: Record<string, string> = {}) {
  const { challenge, verifier } = pkcePair();
  const callback = `${server.origin}/callback`;
  const start = await browser.follow(
    authorizeUrl(server, { code_challenge: challenge, code_challenge_method: "S256", ...params }),
    callback,
  );
  const loginHtml = await start.res.text();
  const page = await browser.postForm(new URL(formAction(loginHtml), server.origin).href, { email, password: TEST_PASSWORD }, callback);
  const html = page.url.startsWith(callback) ? "" : await page.res.text();
  return { url: page.url, status: page.res.status, html, verifier };
}

async function exchange(server: TestServer, callbackUrl: string, verifier: string) {
  const code = new URL(callbackUrl).searchParams.get("code");
  if (!code) throw new Error(`no code in ${callbackUrl}`);
  const tokens = await tokenRequest(server, {
    grant_type: "authorization_code",
    code,
    redirect_uri: `${server.origin}/callback`,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return tokens.body as Record<string, string>;
}

async function submit(server: TestServer, browser: Browser, html: string, form: Record<string, string>) {
  const callback = `${server.origin}/callback`;
  const page = await browser.postForm(new URL(formAction(html), server.origin).href, form, callback);
  return { url: page.url, status: page.res.status, html: page.url.startsWith(callback) ? "" : decode(await page.res.text()) };
}

/** Every post form's action on a page, in order. */
const formActions = (html: string) =>
  [...html.matchAll(/<form[^>]*method="post"[^>]*action="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** Posts an empty form to a page's action (a button without fields). */
async function postTo(server: TestServer, browser: Browser, action: string) {
  const callback = `${server.origin}/callback`;
  const page = await browser.postForm(new URL(action, server.origin).href, {}, callback);
  return { url: page.url, status: page.res.status, html: page.url.startsWith(callback) ? "" : decode(await page.res.text()) };
}

/** The key to type by hand, as the enrolment page shows it (groups of four). */
const secretOn = (html: string) => (/data-testid="sleutel">(.*?)<\/p>/s.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "").replace(/\s/g, "");
const recoveryCodesOn = (html: string) => [...html.matchAll(/<li>([a-z2-7]{5}-[a-z2-7]{5})<\/li>/g)].map((m) => m[1]!);

/** A staff account that enrols (asked for with second_factor=enrol); returns its secret and recovery codes. */
async function enrolledStaff(server: TestServer, label: string) {
  const email = uniqueEmail(label);
  const account = await createAccount(server, { email, password: TEST_PASSWORD });
  await makeStaff(server, account.id);
  const browser = new Browser();
  const step = await password(server, browser, email, { second_factor: "enrol" });
  const secret = secretOn(step.html);
  const done = await submit(server, browser, step.html, { code: await totpCodeAt(secret, clock()) });
  const codes = recoveryCodesOn(done.html);
  const end = await submit(server, browser, done.html, {});
  await exchange(server, end.url, step.verifier);
  return { email, account, secret, codes };
}

describe("enrolment", () => {
  it("a staff member who asks for it sees the QR code and the key, confirms with a code, and gets 10 recovery codes once", async () => {
    const email = uniqueEmail("els");
    const account = await createAccount(optional, { email, password: TEST_PASSWORD });
    await makeStaff(optional, account.id);
    const browser = new Browser();
    const step = await password(optional, browser, email, { second_factor: "enrol" });
    expect(step.url).toMatch(/\/idp\/interaction\/[^/]+\/tweede-factor$/);
    expect(step.html).toContain("Tweede factor instellen");
    expect(step.html).toMatch(/<img\s+class="enrol-qr"\s+src="data:image\/png;base64,/);
    expect(step.html).toContain('autocomplete="one-time-code"');
    expect(step.html).toContain('inputmode="numeric"');
    const secret = secretOn(step.html);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A reload shows the same key (the QR code the person may have scanned keeps working).
    const reload = await browser.fetch(step.url);
    expect(secretOn(await reload.text())).toBe(secret);

    const wrong = await submit(optional, browser, step.html, {
      code: "000000" === (await totpCodeAt(secret, clock())) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(SECOND_FACTOR_MSG.codeWrong);
    const letters = await submit(optional, browser, step.html, { code: "12ab56" });
    expect(letters.html).toContain(`Code: ${SECOND_FACTOR_MSG.codeFormat.charAt(0).toLowerCase()}`);
    expect(
      await optional.database.db.selectFrom("second_factors").selectAll().where("account_id", "=", account.id).executeTakeFirst(),
    ).toBeUndefined();

    const done = await submit(optional, browser, step.html, { code: await totpCodeAt(secret, clock()) });
    expect(done.status).toBe(200);
    expect(done.html).toContain("Bewaar je herstelcodes");
    const codes = recoveryCodesOn(done.html);
    expect(new Set(codes).size).toBe(10);
    // Stored sealed (never the key) with the recovery codes' hashes only.
    const row = await optional.database.db
      .selectFrom("second_factors")
      .selectAll()
      .where("account_id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(secret);
    const hashes = await optional.database.db
      .selectFrom("second_factor_recovery_codes")
      .select("code_hash")
      .where("account_id", "=", account.id)
      .execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    // The codes are shown once: the step's page no longer shows them.
    const again = await browser.fetch(step.url);
    expect(recoveryCodesOn(await again.text())).toEqual([]);
  });

  it("ends the enrolment's login with amr pwd and otp in the ID token and the access token", async () => {
    const email = uniqueEmail("bram");
    const account = await createAccount(optional, { email, password: TEST_PASSWORD });
    await makeStaff(optional, account.id);
    const browser = new Browser();
    const step = await password(optional, browser, email, { second_factor: "enrol" });
    const done = await submit(optional, browser, step.html, { code: await totpCodeAt(secretOn(step.html), clock()) });
    const end = await submit(optional, browser, done.html, {});
    const tokens = await exchange(optional, end.url, step.verifier);
    expect(decodeJwt(tokens.id_token!).amr).toEqual(["pwd", "otp"]);
    expect(decodeJwt(tokens.access_token!).amr).toEqual(["pwd", "otp"]);
    // A refreshed access token still says so.
    const refreshed = await tokenRequest(optional, { grant_type: "refresh_token", refresh_token: tokens.refresh_token! });
    expect(decodeJwt(String(refreshed.body.access_token)).amr).toEqual(["pwd", "otp"]);
  });

  it("where it is optional, a staff member who does not ask logs in with the password alone (amr pwd)", async () => {
    const email = uniqueEmail("demo");
    const account = await createAccount(optional, { email, password: TEST_PASSWORD });
    await makeStaff(optional, account.id);
    const browser = new Browser();
    const step = await password(optional, browser, email);
    expect(step.url).toMatch(/\/callback\?/);
    const tokens = await exchange(optional, step.url, step.verifier);
    expect(decodeJwt(tokens.access_token!).amr).toEqual(["pwd"]);
  });

  it("where it is required, a staff member enrols at the first login; a holder is never asked", async () => {
    const email = uniqueEmail("publiek");
    const account = await createAccount(required, { email, password: TEST_PASSWORD });
    await makeStaff(required, account.id);
    const staff = await password(required, new Browser(), email);
    expect(staff.html).toContain("Tweede factor instellen");
    const holderEmail = uniqueEmail("houder");
    await createAccount(required, { email: holderEmail, password: TEST_PASSWORD });
    const holder = await password(required, new Browser(), holderEmail);
    expect(holder.url).toMatch(/\/callback\?/);
  });
});

describe("logging in with the second factor", () => {
  it("asks the code after the password, refuses a wrong one and a replayed one, and logs in with the right one", async () => {
    const { email, secret } = await enrolledStaff(optional, "code");
    const browser = new Browser();
    const step = await password(optional, browser, email);
    expect(step.html).toContain("Code uit je authenticator-app");
    const wrong = await submit(optional, browser, step.html, {
      code: "000000" === (await totpCodeAt(secret, clock())) ? "111111" : "000000",
    });
    expect([wrong.status, wrong.html.includes(SECOND_FACTOR_MSG.codeWrong)]).toEqual([400, true]);
    // The enrolment used the current step: the next step's code is accepted (window of one step).
    const code = await totpCodeAt(secret, new Date(clock().getTime() + 30_000));
    const end = await submit(optional, browser, step.html, { code });
    const tokens = await exchange(optional, end.url, step.verifier);
    expect(decodeJwt(tokens.access_token!).amr).toEqual(["pwd", "otp"]);

    // The same code in another login: a replay.
    const other = new Browser();
    const second = await password(optional, other, email);
    const replay = await submit(optional, other, second.html, { code });
    expect([replay.status, replay.html.includes(SECOND_FACTOR_MSG.codeReplayed)]).toEqual([400, true]);
  });

  it("logs in once with a recovery code (then says how many are left: 'Later'); the same code the second time is refused", async () => {
    const { email, codes } = await enrolledStaff(optional, "herstel");
    const browser = new Browser();
    const step = await password(optional, browser, email);
    const typed = codes[3]!.toUpperCase().replace("-", " ");
    const recovered = await submit(optional, browser, step.html, { code: "", recoveryCode: typed });
    expect(recovered.html).toContain("Je gebruikte een herstelcode");
    expect(recovered.html).toContain("Je hebt nog 9 herstelcodes.");
    const end = await postTo(optional, browser, formActions(recovered.html)[1]!);
    const tokens = await exchange(optional, end.url, step.verifier);
    expect(decodeJwt(tokens.access_token!).amr).toEqual(["pwd", "otp"]);

    const other = new Browser();
    const second = await password(optional, other, email);
    const again = await submit(optional, other, second.html, { code: "", recoveryCode: codes[3]! });
    expect(again.status).toBe(400);
    expect(again.html).toContain(SECOND_FACTOR_MSG.recoveryWrong);
    expect(again.html).toMatch(/<details class="recovery-details"\s+open>/);
  });

  it("after a recovery code, 'Nieuwe herstelcodes maken' replaces every old code with ten new ones, shown once", async () => {
    const { email, codes } = await enrolledStaff(optional, "nieuwe-codes");
    const browser = new Browser();
    const step = await password(optional, browser, email);
    const recovered = await submit(optional, browser, step.html, { code: "", recoveryCode: codes[0]! });
    const [renewAction, laterAction] = formActions(recovered.html);
    const renewed = await postTo(optional, browser, renewAction!);
    expect(renewed.html).toContain("Je nieuwe herstelcodes zijn gemaakt. Je oude herstelcodes werken niet meer.");
    const fresh = recoveryCodesOn(renewed.html);
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
    // Shown once: the same post again, or "Later" from the page before, makes and shows nothing more.
    expect(recoveryCodesOn((await postTo(optional, browser, renewAction!)).html)).toEqual([]);
    const end = await submit(optional, browser, renewed.html, {});
    expect(decodeJwt((await exchange(optional, end.url, step.verifier)).access_token!).amr).toEqual(["pwd", "otp"]);
    expect(recoveryCodesOn((await postTo(optional, new Browser(), laterAction!)).html)).toEqual([]);

    // An old code that was never used no longer works; a new one does.
    const other = new Browser();
    const second = await password(optional, other, email);
    const old = await submit(optional, other, second.html, { code: "", recoveryCode: codes[5]! });
    expect([old.status, old.html.includes(SECOND_FACTOR_MSG.recoveryWrong)]).toEqual([400, true]);
    const ok = await submit(optional, other, old.html, { code: "", recoveryCode: fresh[2]! });
    expect(ok.html).toContain("Je hebt nog 9 herstelcodes.");
    const rows = await optional.database.db
      .selectFrom("second_factor_recovery_codes as c")
      .innerJoin("identity_accounts as a", "a.id", "c.account_id")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("a.email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(10);
  });

  it("holds wrong codes back like wrong passwords: after 5 even the right code waits, and the owner gets one notice", async () => {
    const { email, secret } = await enrolledStaff(optional, "raden");
    const browser = new Browser();
    const step = await password(optional, browser, email);
    const right = await totpCodeAt(secret, new Date(clock().getTime() + 30_000));
    const wrongCode = right === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) expect((await submit(optional, browser, step.html, { code: wrongCode })).status).toBe(400);
    const held = await submit(optional, browser, step.html, { code: right });
    expect(held.status).toBe(429);
    expect(held.html).toContain("Er waren te veel foute codes. Probeer het over 1 minuut opnieuw.");
    const mails = (await listOutbox(optional.database.db, { to: email })).filter((m) => m.kind === "second-factor-backoff");
    expect(mails).toHaveLength(1);
    // After the wait, the right code works again.
    offsetMs = 61_000;
    try {
      const code = await totpCodeAt(secret, clock());
      const end = await submit(optional, browser, step.html, { code });
      expect(end.url).toMatch(/\/callback\?code=/);
    } finally {
      offsetMs = 0;
    }
  });

  it("asks the password and the code again of a provider session that started before the enrolment", async () => {
    const email = uniqueEmail("sessie");
    const account = await createAccount(optional, { email, password: TEST_PASSWORD });
    await makeStaff(optional, account.id);
    const early = new Browser();
    const first = await password(optional, early, email);
    expect(first.url).toMatch(/\/callback\?code=/);
    // Enrolled in another browser.
    const browser = new Browser();
    const step = await password(optional, browser, email, { second_factor: "enrol" });
    const done = await submit(optional, browser, step.html, { code: await totpCodeAt(secretOn(step.html), clock()) });
    await submit(optional, browser, done.html, {});
    // The early browser's provider session used the password only: no code without the login again.
    const { challenge } = pkcePair();
    const again = await early.follow(
      authorizeUrl(optional, { code_challenge: challenge, code_challenge_method: "S256" }),
      `${optional.origin}/callback`,
    );
    expect(again.url).not.toMatch(/\/callback\?code=/);
    expect(await again.res.text()).toContain("Aanmelden");
  });

  it("skipping the code's page skips nothing: back at the provider the login is asked again", async () => {
    const { email } = await enrolledStaff(optional, "overslaan");
    const browser = new Browser();
    const step = await password(optional, browser, email);
    const uid = /\/interaction\/([^/]+)\/tweede-factor/.exec(step.url)![1]!;
    const resumed = await browser.follow(`${optional.origin}/oidc/auth/${uid}`, `${optional.origin}/callback`);
    expect(resumed.url).not.toMatch(/\/callback\?code=/);
  });
});
