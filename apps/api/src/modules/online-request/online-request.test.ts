// The online request's api on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): regions and pilot
// cities, every step's rules, the social-tariff outcomes from signed government ID tokens, the national
// number rules (vectors, uniqueness, the per-day pre-check limit), the family caps and the price error,
// the order with its payment (paid, failed, cancelled, replayed and forged webhooks), the cards issued,
// the status page's one-time link, the close button's reset, the "verder gaan" mail, and that a national
// number never appears in an answer or a log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isInCardSystemRange, isValidCardNumber, isSocialTariffCardNumber } from "@vtp/contracts/card-number";
import { formatInsz, makeInsz } from "@vtp/contracts/insz";
import { ONLINE_REQUEST_DRAFT_HEADER, ONLINE_REQUEST_ORDER_HEADER } from "@vtp/contracts/online-request/common";
import {
  draftViewSchema,
  municipalitiesResponseSchema,
  pilotCitiesResponseSchema,
  type DraftView,
} from "@vtp/contracts/online-request/draft";
import { orderStatusResponseSchema } from "@vtp/contracts/online-request/order";
import { problemSchema } from "@vtp/contracts/problem";
import { governmentPersonas, type GovernmentPersona } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import {
  buildOnlineRequestTestServer,
  TEST_INSZ_CHECKS as INSZ_CHECKS_PER_DAY,
  type OnlineRequestTestServer,
} from "../../testing/online-request.ts";

const persona = (key: string): GovernmentPersona => governmentPersonas.find((p) => p.key === key)!;
const fatima = persona("fatima");

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("online request (demo seed)", () => {
  let database: Database;
  let server: OnlineRequestTestServer;
  let aalst: number;
  let geraardsbergen: number;
  let gent: number;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
    // FAMILY caps of the tests: 2 adults, 3 children.
    server = await buildOnlineRequestTestServer({
      db: database.db,
      now: FIXTURE_NOW,
      env: { FAMILY_MAX_CHILDREN: "3", LOG_LEVEL: "trace" },
    });
    const place = async (postalCode: string, name: string) => {
      const res = await call("GET", `/municipalities?postalCode=${postalCode}`);
      return municipalitiesResponseSchema.parse(res.json()).municipalities.find((m) => m.name === name)!.municipalityId;
    };
    aalst = await place("9300", "Aalst");
    geraardsbergen = await place("9500", "Geraardsbergen");
    gent = await place("9000", "Gent");
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  /** Every test uses its own visitor address, so the per-address limits of one never touch another. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  /** A draft's calls come from one address of their own (unless a test says otherwise). */
  const draftIps = new Map<string, string>();
  const ipOf = (draft: string) => {
    let ip = draftIps.get(draft);
    if (ip === undefined) {
      ip = freshIp();
      draftIps.set(draft, ip);
    }
    return ip;
  };

  async function call(
    method: Method,
    url: string,
    opts: { draft?: string; order?: string; body?: unknown; ip?: string; form?: string } = {},
  ) {
    return server.app.inject({
      method,
      url: `/api/online-request${url}`,
      headers: {
        ...(opts.draft ? { [ONLINE_REQUEST_DRAFT_HEADER]: opts.draft } : {}),
        ...(opts.order ? { [ONLINE_REQUEST_ORDER_HEADER]: opts.order } : {}),
        ...(opts.form !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(opts.form !== undefined
        ? { payload: opts.form }
        : opts.body === undefined
          ? {}
          : { payload: opts.body as Record<string, unknown> }),
      remoteAddress: opts.ip ?? (opts.draft ? ipOf(opts.draft) : "10.0.0.1"),
    });
  }

  const codeOf = (res: { json: () => unknown }) => problemSchema.parse(res.json()).code;
  const viewOf = (res: { statusCode: number; body: string; json: () => unknown }): DraftView => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
    return draftViewSchema.parse(res.json());
  };

  async function newDraft(): Promise<string> {
    const res = await call("POST", "/drafts");
    expect(res.statusCode).toBe(200);
    return (res.json() as { draftToken: string }).draftToken;
  }

  let emailCounter = 0;
  /** A draft through steps 1-3 ("nee"): Aalst (UiTPAS Dender), a new address. */
  async function regularDraft(ipOfDraft?: string): Promise<{ draft: string; email: string; ip: string }> {
    const draft = await newDraft();
    if (ipOfDraft !== undefined) draftIps.set(draft, ipOfDraft);
    const ip = ipOf(draft);
    viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9300", municipalityId: aalst } }));
    const email = `aanvrager${++emailCounter}@voorbeeld.test`;
    viewOf(await call("PUT", "/draft/email", { draft, body: { email }, ip }));
    viewOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "NO" } }));
    return { draft, email, ip };
  }

  let counter = 100;
  const adult = (birthDate = "1985-07-30", gender: "MALE" | "FEMALE" = "MALE") => ({
    insz: makeInsz(birthDate, gender === "MALE" ? ++counter * 2 + 1 : ++counter * 2),
    birthDate,
    gender,
  });

  const mainBody = (p: { insz: string; birthDate: string; gender: string }, extra: Record<string, unknown> = {}) => ({
    firstName: "Wout",
    lastName: "Claeys",
    insz: p.insz,
    gender: p.gender,
    birthDate: p.birthDate,
    streetAndNumber: "Kerkstraat 1",
    postalCode: "9300",
    municipalityId: aalst,
    privacyConsent: true,
    ...extra,
  });

  const memberBody = (p: { insz: string; birthDate: string; gender: string }, extra: Record<string, unknown> = {}) => ({
    source: "FORM",
    firstName: "Lien",
    lastName: "Claeys",
    insz: p.insz,
    gender: p.gender,
    birthDate: p.birthDate,
    sameAddress: true,
    sameContact: true,
    ...extra,
  });

  describe("regions", () => {
    it("lists the pilot cities from the data: only places that take online requests, with what they take", async () => {
      const res = await call("GET", "/pilot-cities");
      expect(res.statusCode).toBe(200);
      const { regions } = pilotCitiesResponseSchema.parse(res.json());
      const dender = regions.find((r) => r.name === "UiTPAS Dender")!;
      expect(dender.cities).toContainEqual({ postalCode: "9300", name: "Aalst", regular: true, socialTariff: true });
      expect(dender.cities).toContainEqual({ postalCode: "9500", name: "Geraardsbergen", regular: true, socialTariff: false });
      expect(dender.cities.map((c) => c.name)).not.toContain("Herzele");
      expect(regions.map((r) => r.name)).not.toContain("UiTPAS Kempen");
      expect(regions.find((r) => r.name === "UiTPAS Hasselt")?.cities[0]).toMatchObject({ regular: false, socialTariff: true });
    });

    it("finds the municipalities of a postal code, the region and what they take; 0000 is abroad", async () => {
      const lookup = async (postalCode: string) =>
        municipalitiesResponseSchema.parse((await call("GET", `/municipalities?postalCode=${postalCode}`)).json());
      expect((await lookup("9042")).municipalities.map((m) => [m.name, m.availability])).toEqual([
        ["Desteldonk", "ALL"],
        ["Mendonk", "ALL"],
        ["Sint-Kruis-Winkel", "ALL"],
      ]);
      expect((await lookup("2140")).municipalities).toEqual([
        expect.objectContaining({ name: "Borgerhout", cardSystem: null, availability: "NO_REGION" }),
      ]);
      expect((await lookup("9550")).municipalities[0]).toMatchObject({ name: "Herzele", availability: "NONE" });
      expect(await lookup("0000")).toEqual({ postalCode: "0000", abroad: true, municipalities: [] });
      const bad = await call("GET", "/municipalities?postalCode=93");
      expect(bad.statusCode).toBe(400);
    });

    it("refuses a municipality that does not match the postal code or takes no online requests", async () => {
      const draft = await newDraft();
      const wrong = await call("PUT", "/draft/region", { draft, body: { postalCode: "9000", municipalityId: aalst } });
      expect(wrong.statusCode).toBe(400);
      expect(problemSchema.parse(wrong.json()).schemaErrors).toEqual([
        { jsonPointer: "/municipalityId", error: "Kies een gemeente uit de lijst." },
      ]);
      const herzele = municipalitiesResponseSchema.parse((await call("GET", "/municipalities?postalCode=9550")).json()).municipalities[0]!
        .municipalityId;
      expect(codeOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9550", municipalityId: herzele } }))).toBe(
        "ONLINE_REQUEST_NOT_AVAILABLE",
      );
    });
  });

  describe("drafts", () => {
    it("needs its token: without or with a wrong one the draft is not found", async () => {
      expect(codeOf(await call("GET", "/draft", { draft: "x".repeat(43) }))).toBe("ONLINE_REQUEST_DRAFT_NOT_FOUND");
      expect((await call("GET", "/draft")).statusCode).toBe(400);
    });

    it("refuses a step before the earlier ones", async () => {
      const draft = await newDraft();
      expect(codeOf(await call("PUT", "/draft/email", { draft, body: { email: "a@voorbeeld.test" } }))).toBe("ONLINE_REQUEST_STEP_MISSING");
      viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9300", municipalityId: aalst } }));
      expect(codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult()) }))).toBe("ONLINE_REQUEST_STEP_MISSING");
    });

    it("tells whether the e-mail address has an account (emailState) and mails the 'verder gaan' link once per address", async () => {
      const draft = await newDraft();
      viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9300", municipalityId: aalst } }));
      const ip = freshIp();
      const known = viewOf(await call("PUT", "/draft/email", { draft, body: { email: "An.Peeters@voorbeeld.test" }, ip }));
      expect(known).toMatchObject({
        email: "an.peeters@voorbeeld.test",
        emailState: "EXISTING",
        resumeMailSent: true,
        nextStep: "social-tariff",
      });
      const again = viewOf(await call("PUT", "/draft/email", { draft, body: { email: "an.peeters@voorbeeld.test" }, ip }));
      expect(again.resumeMailSent).toBe(true);
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select(["kind", "text_body"])
        .where("to_address", "=", "an.peeters@voorbeeld.test")
        .where("kind", "=", "online-request-resume")
        .execute();
      expect(mails).toHaveLength(1);
      const fresh = viewOf(await call("PUT", "/draft/email", { draft, body: { email: "nieuw.adres@voorbeeld.test" }, ip }));
      expect(fresh.emailState).toBe("NEW");
      const bad = await call("PUT", "/draft/email", { draft, body: { email: "geen-adres" }, ip });
      expect(problemSchema.parse(bad.json()).schemaErrors?.[0]?.error).toBe("Dit is een ongeldig e-mailadres");
    });

    it("resumes from the mailed link with a new token; the old token stops working", async () => {
      const { draft, email } = await regularDraft();
      const mail = await database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-resume")
        .executeTakeFirstOrThrow();
      const resumeToken = /verder-gaan\?code=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
      const res = await call("POST", "/drafts/resume", { body: { resumeToken } });
      expect(res.statusCode).toBe(200);
      const resumed = res.json() as { draftToken: string; draft: DraftView };
      expect(resumed.draft).toMatchObject({ email, nextStep: "person" });
      expect(codeOf(await call("GET", "/draft", { draft }))).toBe("ONLINE_REQUEST_DRAFT_NOT_FOUND");
      expect(viewOf(await call("GET", "/draft", { draft: resumed.draftToken })).email).toBe(email);
      expect(codeOf(await call("POST", "/drafts/resume", { body: { resumeToken: "y".repeat(43) } }))).toBe("ONLINE_REQUEST_LINK_INVALID");
    });
  });

  describe("national numbers", () => {
    it("refuses an invalid number, a BIS number, and one that does not match the birth date or the sex", async () => {
      const { draft } = await regularDraft();
      const p = adult();
      const expectField = async (body: unknown, code: string, message: string) => {
        const res = await call("PUT", "/draft/main-holder", { draft, body });
        expect(codeOf(res)).toBe(code);
        expect(problemSchema.parse(res.json()).schemaErrors).toEqual([{ jsonPointer: "/insz", error: message }]);
      };
      await expectField(
        mainBody({ ...p, insz: `${p.insz.slice(0, 9)}00` }),
        "INSZ_INVALID",
        expect.stringContaining("klopt niet") as unknown as string,
      );
      const bis = "85473003371"; // month 47: a BIS number (+40), born 30/07/1985
      await expectField(
        mainBody({ ...p, insz: bis.slice(0, 9) + String(97 - Number(BigInt(bis.slice(0, 9)) % 97n)).padStart(2, "0") }),
        "INSZ_BIS_NOT_ALLOWED",
        "Met een BIS-nummer kan je geen pas online aanvragen. Ga naar een verkooppunt.",
      );
      await expectField(
        mainBody({ ...p, birthDate: "1985-07-31" }),
        "INSZ_BIRTH_DATE_MISMATCH",
        "Dit rijksregisternummer past niet bij de geboortedatum.",
      );
      await expectField(mainBody({ ...p, gender: "FEMALE" }), "INSZ_SEX_MISMATCH", "Dit rijksregisternummer past niet bij het geslacht.");
      // X matches either sex.
      expect(viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody({ ...p, gender: "X" }) })).mainHolder?.gender).toBe(
        "X",
      );
    });

    it("is unique per person: a number with a live order or a card cannot be used again ('je kan maar één pas online aanvragen')", async () => {
      const p = adult("1979-01-12");
      const first = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft: first.draft, body: mainBody(p) }));
      viewOf(await call("PUT", "/draft/family", { draft: first.draft, body: { familyPrivacyConsent: false } }));
      expect((await call("POST", "/draft/order", { draft: first.draft, body: { termsOfSaleConsent: true } })).statusCode).toBe(200);
      const second = await regularDraft();
      const res = await call("PUT", "/draft/main-holder", { draft: second.draft, body: mainBody(p) });
      expect(codeOf(res)).toBe("INSZ_ALREADY_USED");
      expect(problemSchema.parse(res.json()).endUserMessage.nl).toMatch(/^Je kan maar één pas online aanvragen/);
    });

    it("limits the pre-checks per draft per day ('te veel pogingen, probeer morgen opnieuw'), and per visitor address", async () => {
      const { draft, ip } = await regularDraft();
      for (let i = 0; i < INSZ_CHECKS_PER_DAY.perDraft; i++) {
        viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1990-02-02")), ip }));
      }
      const res = await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1990-02-02")), ip });
      expect(res.statusCode).toBe(429);
      expect(codeOf(res)).toBe("INSZ_CHECKS_EXHAUSTED");
      expect(problemSchema.parse(res.json()).endUserMessage.nl).toBe("Te veel pogingen, probeer morgen opnieuw.");
      // The next day counts afresh.
      server.setNow(new Date(FIXTURE_NOW.getTime() + 24 * 60 * 60 * 1000));
      try {
        viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1990-02-02")), ip }));
      } finally {
        server.setNow(FIXTURE_NOW);
      }
      // Per address: new drafts from one address run out too.
      const crowd = freshIp();
      let refused = 0;
      for (let d = 0; d < 5 && refused === 0; d++) {
        const other = await regularDraft(crowd);
        for (let i = 0; i < INSZ_CHECKS_PER_DAY.perDraft; i++) {
          const r = await call("PUT", "/draft/main-holder", { draft: other.draft, body: mainBody(adult("1991-03-03")), ip: crowd });
          if (r.statusCode === 429) {
            refused++;
            break;
          }
        }
      }
      expect(refused).toBe(1);
    });
  });

  describe("family", () => {
    it("refuses the main holder as a member and a number twice; shows the caps; refuses beyond them", async () => {
      const { draft } = await regularDraft();
      const main = adult("1980-04-04");
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(main) }));
      expect(codeOf(await call("POST", "/draft/family-members", { draft, body: memberBody(main) }))).toBe("ONLINE_REQUEST_MEMBER_IS_MAIN");
      const partner = adult("1982-05-05", "FEMALE");
      const withPartner = viewOf(await call("POST", "/draft/family-members", { draft, body: memberBody(partner) }));
      expect(withPartner.family).toEqual({ maxAdults: 2, maxChildren: 3, adults: 2, children: 0, mainUnder16: false });
      expect(withPartner.members[0]).toMatchObject({
        ageGroup: "ADULT",
        sameAddress: true,
        sameContact: true,
        address: { place: "Aalst" },
      });
      expect(codeOf(await call("POST", "/draft/family-members", { draft, body: memberBody(partner) }))).toBe("INSZ_USED_IN_FAMILY");
      expect(codeOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult("1960-01-01")) }))).toBe(
        "ONLINE_REQUEST_TOO_MANY_ADULTS",
      );
      for (const birth of ["2012-01-01", "2013-01-01", "2014-01-01"])
        viewOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult(birth, "FEMALE")) }));
      const res = await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2015-01-01")) });
      expect(codeOf(res)).toBe("ONLINE_REQUEST_TOO_MANY_CHILDREN");
      expect(problemSchema.parse(res.json()).endUserMessage.nl).toBe("Je gezin telt al 3 kinderen: meer kan niet in één aanvraag.");
    });

    it("lets a member have their own address and contact, checked like the main holder's", async () => {
      const { draft } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1981-06-06"), { phone: "+32470123456" }) }));
      const child = adult("2014-06-06", "FEMALE");
      const noStreet = await call("POST", "/draft/family-members", {
        draft,
        body: memberBody(child, { sameAddress: false, postalCode: "9000", municipalityId: gent }),
      });
      expect(problemSchema.parse(noStreet.json()).schemaErrors).toEqual([
        { jsonPointer: "/streetAndNumber", error: "Dit veld is verplicht" },
      ]);
      const view = viewOf(
        await call("POST", "/draft/family-members", {
          draft,
          body: memberBody(child, {
            sameAddress: false,
            streetAndNumber: "Veldstraat 3",
            postalCode: "9000",
            municipalityId: gent,
            sameContact: false,
            email: "lien@voorbeeld.test",
          }),
        }),
      );
      expect(view.members[0]).toMatchObject({
        address: { place: "Gent", streetAndNumber: "Veldstraat 3" },
        email: "lien@voorbeeld.test",
        phone: null,
        sameAddress: false,
      });
      // Not a resident of UiTPAS Dender: the non-resident child price.
      expect(view.price?.lines.find((l) => l.personId === view.members[0]!.memberId)).toMatchObject({
        category: "NON_RESIDENT_CHILD",
        amount: 2,
      });
    });

    it("does not let a main holder under 16 add members; refuses a main holder under 12; asks a parent's consent under 18", async () => {
      const { draft } = await regularDraft();
      const young = adult("2012-02-02", "FEMALE");
      expect(codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(young) }))).toBe("ONLINE_REQUEST_PARENTAL_CONSENT");
      const view = viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(young, { parentalConsent: true }) }));
      expect(view.family.mainUnder16).toBe(true);
      expect(view.consents.parental).toBe(true);
      expect(codeOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2016-01-01")) }))).toBe(
        "ONLINE_REQUEST_UNDER_16",
      );
      expect(
        codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("2016-02-02"), { parentalConsent: true }) })),
      ).toBe("ONLINE_REQUEST_MAIN_TOO_YOUNG");
    });

    it("gives the price error for a member below the region's minimum age; removing the member lets the request go on", async () => {
      const { draft } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1984-08-08")) }));
      const withBaby = viewOf(
        await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2024-05-05"), { firstName: "Lina" }) }),
      );
      const baby = withBaby.members[0]!;
      expect(baby.priceError).toBe("Lina is 2 jaar. In UiTPAS Dender krijg je een pas vanaf 6 jaar. Verwijder Lina om verder te gaan.");
      expect(withBaby.price?.error).toEqual({ memberId: baby.memberId, message: baby.priceError });
      const refused = await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } });
      expect(codeOf(refused)).toBe("ONLINE_REQUEST_PRICE_ERROR");
      expect(problemSchema.parse(refused.json()).endUserMessage.nl).toBe(baby.priceError);
      viewOf(await call("DELETE", `/draft/family-members/${baby.memberId}`, { draft }));
      expect(viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: false } })).nextStep).toBe("payment");
    });

    it("asks the family privacy consent when there are members", async () => {
      const { draft } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1984-09-09")) }));
      viewOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2015-09-09")) }));
      const res = await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: false } });
      expect(problemSchema.parse(res.json()).schemaErrors).toEqual([
        { jsonPointer: "/familyPrivacyConsent", error: "Dit veld is verplicht" },
      ]);
    });
  });

  describe("social tariff", () => {
    async function outcomeFor(key: string, answer: "YES" | "UNSURE", municipalityId = aalst, postalCode = "9300") {
      const draft = await newDraft();
      viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode, municipalityId } }));
      viewOf(await call("PUT", "/draft/email", { draft, body: { email: `st${++emailCounter}@voorbeeld.test` }, ip: freshIp() }));
      viewOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer } }));
      const view = viewOf(
        await call("POST", "/draft/social-tariff/proof", {
          draft,
          body: { idToken: await server.government.sign(persona(key)) },
          ip: freshIp(),
        }),
      );
      return { draft, view };
    }

    it.each([
      ["fatima", "YES", "CONFIRMED"],
      ["fatima", "UNSURE", "CONFIRMED"],
      ["mohamed", "YES", "ALREADY_HAS_CARD"],
      ["elke", "YES", "NOT_IN_REGION"],
      ["sara", "YES", "RESIDENCE_NOT_IN_REGION"],
      ["ines", "YES", "NOT_IN_CITY"],
      ["jan", "YES", "NOT_ALLOWED"],
      ["jan", "UNSURE", "MAYBE_NOT_ALLOWED"],
    ] as const)("%s answering %s: %s", async (key, answer, outcome) => {
      const { view } = await outcomeFor(key, answer);
      expect(view.socialTariff).toMatchObject({ answer, outcome, verified: outcome === "CONFIRMED" });
      expect(view.nextStep).toBe(outcome === "CONFIRMED" ? "person" : "social-tariff");
    });

    it("confirms Sara in her own region (UiTPAS Gent)", async () => {
      expect((await outcomeFor("sara", "YES", gent, "9000")).view.socialTariff?.outcome).toBe("CONFIRMED");
    });

    it("says 'not in city' at once for a city without online social tariff, without a government login", async () => {
      const draft = await newDraft();
      viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9500", municipalityId: geraardsbergen } }));
      viewOf(await call("PUT", "/draft/email", { draft, body: { email: "gbergen@voorbeeld.test" }, ip: freshIp() }));
      expect(viewOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "YES" } })).socialTariff).toMatchObject({
        outcome: "NOT_IN_CITY",
        verified: false,
      });
    });

    it("refuses a forged, foreign, stale or replayed ID token", async () => {
      const draft = await newDraft();
      viewOf(await call("PUT", "/draft/region", { draft, body: { postalCode: "9300", municipalityId: aalst } }));
      viewOf(await call("PUT", "/draft/email", { draft, body: { email: "proof@voorbeeld.test" }, ip: freshIp() }));
      viewOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "YES" } }));
      const proof = (idToken: string) => call("POST", "/draft/social-tariff/proof", { draft, body: { idToken }, ip: freshIp() });
      const good = await server.government.sign(fatima);
      const [header, payload] = good.split(".");
      const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), social_tariff: true, insz: makeInsz("1970-01-01", 3) })).toString("base64url")}.${good.split(".")[2]}`;
      expect(codeOf(await proof(tampered))).toBe("ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID");
      expect(codeOf(await proof(await server.government.sign(fatima, { audience: "another-client" })))).toBe(
        "ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID",
      );
      expect(codeOf(await proof(await server.government.sign(fatima, { issuedSecondsAgo: 20 * 60 })))).toBe(
        "ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID",
      );
      expect(viewOf(await proof(good)).socialTariff?.outcome).toBe("CONFIRMED");
      expect(codeOf(await proof(good))).toBe("ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID");
    });

    it("fills the main holder from the government login (never asked twice), offers the children, and prices the social tariff", async () => {
      const { draft, view } = await outcomeFor("fatima", "YES");
      expect(view.socialTariff?.person).toMatchObject({
        firstName: "Fatima",
        lastName: "Benali",
        birthDate: "1987-02-19",
        address: { place: "Aalst" },
      });
      expect(view.socialTariff?.children.map((c) => [c.firstName, c.socialTariff, c.added])).toEqual([
        ["Amira", true, false],
        ["Karim", true, false],
      ]);
      // Whatever identity the form sends, the government's person is the main holder.
      const main = viewOf(
        await call("PUT", "/draft/main-holder", { draft, body: { ...mainBody(adult()), firstName: "Iemand", lastName: "Anders" } }),
      );
      expect(main.mainHolder).toMatchObject({ firstName: "Fatima", lastName: "Benali", socialTariff: true });
      const family = viewOf(
        await call("POST", "/draft/family-members", { draft, body: { source: "GOVERNMENT", childIndex: 1, sameContact: true } }),
      );
      expect(family.members[0]).toMatchObject({ firstName: "Karim", fromGovernment: true, socialTariff: true, sameAddress: true });
      expect(family.socialTariff?.children[1]?.added).toBe(true);
      expect(family.price).toEqual({
        lines: [
          { personId: "main", name: "Fatima", category: "SOCIAL_TARIFF", amount: 1 },
          { personId: family.members[0]!.memberId, name: "Karim", category: "RESIDENT_CHILD", amount: 0 },
        ],
        total: 1,
        error: null,
      });
      expect(
        codeOf(await call("POST", "/draft/family-members", { draft, body: { source: "GOVERNMENT", childIndex: 1, sameContact: true } })),
      ).toBe("INSZ_USED_IN_FAMILY");
    });
  });

  describe("order, payment and cards", () => {
    /** Steps 1-5 with a main holder and one child; the order placed; the fake provider's payment id. */
    async function placed(): Promise<{ draft: string; email: string; paymentId: string; view: DraftView }> {
      const { draft, email } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1983-10-10")) }));
      viewOf(await call("POST", "/draft/family-members", { draft, body: memberBody(adult("2016-10-10", "FEMALE")) }));
      viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      const res = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      expect(res.statusCode).toBe(200);
      const { checkoutUrl, draft: view } = res.json() as { checkoutUrl: string; draft: DraftView };
      const paymentId = /checkout\/(tr_\w+)/.exec(checkoutUrl)![1]!;
      return { draft, email, paymentId, view: draftViewSchema.parse(view) };
    }

    const webhook = (id: string) => call("POST", "/payments/webhook", { form: `id=${id}` });

    it("places the order with the server's prices and a payment of that amount at the provider", async () => {
      const { view, paymentId } = await placed();
      expect(view.order).toMatchObject({ status: "PENDING_PAYMENT", total: 3, payment: "OPEN" });
      const payment = server.payments.payments.get(paymentId)!;
      expect(payment.input).toMatchObject({ amountEur: 3, metadata: { orderId: view.order!.orderId } });
      expect(payment.input.redirectUrl).toBe(`http://127.0.0.1:3000/online-aanvraag/betaling?bestelling=${view.order!.orderId}`);
      expect(payment.input.webhookUrl).toBe("http://127.0.0.1:3000/api/online-request/payments/webhook");
    });

    it("after payment: PENDING_UITID_CONNECT, a card per holder in the region's range, the family, the confirmation mail; a replayed webhook changes nothing", async () => {
      const { draft, email, paymentId, view } = await placed();
      const orderId = view.order!.orderId;
      server.payments.setStatus(paymentId, "paid");
      for (let i = 0; i < 3; i++) {
        const res = await webhook(paymentId);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      const holders = await database.db
        .selectFrom("order_holders as oh")
        .innerJoin("cards as c", "c.id", "oh.card_id")
        .select(["oh.is_main", "c.card_number", "c.holder_id", "oh.holder_id as ohh"])
        .where("oh.order_id", "=", orderId)
        .execute();
      expect(holders).toHaveLength(2);
      for (const h of holders) {
        expect(isValidCardNumber(h.card_number)).toBe(true);
        expect(isInCardSystemRange(h.card_number, 3)).toBe(true);
        expect(isSocialTariffCardNumber(h.card_number)).toBe(false);
        expect(h.holder_id).toBe(h.ohh);
      }
      const order = await database.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("PENDING_UITID_CONNECT");
      const main = holders.find((h) => h.is_main)!;
      const family = await database.db
        .selectFrom("families")
        .innerJoin("family_members", "family_members.family_id", "families.id")
        .select("family_members.holder_id")
        .where("families.main_holder_id", "=", main.holder_id)
        .execute();
      expect(family).toHaveLength(1);
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-confirmation")
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain(`/online-aanvraag/status?bestelling=${orderId}&code=`);
      expect(viewOf(await call("GET", "/draft", { draft }))).toMatchObject({
        nextStep: "password",
        order: { status: "PENDING_UITID_CONNECT", payment: "PAID" },
      });
      // The request can no longer change.
      expect(codeOf(await call("PUT", "/draft/social-tariff", { draft, body: { answer: "NO" } }))).toBe("ONLINE_REQUEST_LOCKED");
      expect(codeOf(await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } }))).toBe("ONLINE_REQUEST_ALREADY_PAID");
    });

    it("ignores an unknown or forged payment id, without asking the provider, and a payment whose amount differs", async () => {
      const { paymentId, view } = await placed();
      const gets = server.payments.gets;
      for (const id of ["tr_doesnotexist", "nope", "tr_'; DROP TABLE orders;--", `${paymentId}x`])
        expect((await webhook(encodeURIComponent(id))).statusCode).toBe(200);
      expect(server.payments.gets).toBe(gets);
      // The provider says paid, but for another amount than the order's: nothing moves.
      const p = server.payments.payments.get(paymentId)!;
      p.amount = { value: "0.01", currency: "EUR" };
      p.status = "paid";
      await webhook(paymentId);
      const order = await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow();
      expect(order.status).toBe("PENDING_PAYMENT");
      const forged = await call("POST", "/payments/webhook", { body: { id: paymentId } });
      expect(forged.statusCode).toBe(200);
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("PENDING_PAYMENT");
    });

    it("a failed payment shows as FAILED and can be paid again without retyping; a cancelled one too", async () => {
      const { draft, paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "failed");
      const failed = viewOf(await call("POST", "/draft/payment-status", { draft }));
      expect(failed.order).toMatchObject({ status: "PENDING_PAYMENT", payment: "FAILED", checkoutUrl: null });
      const again = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      const second = /checkout\/(tr_\w+)/.exec((again.json() as { checkoutUrl: string }).checkoutUrl)![1]!;
      expect(second).not.toBe(paymentId);
      server.payments.setStatus(second, "canceled");
      expect(viewOf(await call("POST", "/draft/payment-status", { draft })).order?.payment).toBe("CANCELLED");
      const third = /checkout\/(tr_\w+)/.exec(
        ((await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } })).json() as { checkoutUrl: string }).checkoutUrl,
      )![1]!;
      server.payments.setStatus(third, "paid");
      expect(viewOf(await call("POST", "/draft/payment-status", { draft })).order).toMatchObject({
        orderId: view.order!.orderId,
        status: "PENDING_UITID_CONNECT",
        payment: "PAID",
      });
      // The late webhook of the failed payment changes nothing.
      await webhook(paymentId);
      const payments = await database.db
        .selectFrom("payments")
        .select(["provider_reference", "status"])
        .where("order_id", "=", view.order!.orderId)
        .orderBy("seq")
        .execute();
      expect(payments.map((p) => p.status)).toEqual(["FAILED", "CANCELLED", "PAID"]);
    });

    it("cancels an open payment at the provider before a new one, and refuses changes while one is under way", async () => {
      const { draft, paymentId } = await placed();
      const locked = await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } });
      expect(codeOf(locked)).toBe("ONLINE_REQUEST_LOCKED");
      await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      expect(server.payments.payments.get(paymentId)?.status).toBe("canceled");
    });

    it("changing a step after a failed payment cancels the unpaid order and frees its national numbers", async () => {
      const { draft, paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "failed");
      await call("POST", "/draft/payment-status", { draft });
      const changed = viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      expect(changed.order).toBeNull();
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
      expect(
        await database.db.selectFrom("insz_registry").select("insz_hash").where("order_id", "=", view.order!.orderId).execute(),
      ).toEqual([]);
      expect((await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } })).statusCode).toBe(200);
    });

    it("cancels an unpaid order left behind for two days and frees its national numbers", async () => {
      const { draft, view, paymentId } = await placed();
      server.payments.setStatus(paymentId, "expired");
      // The provider's webhook tells the payment expired; nobody comes back for the order.
      await webhook(paymentId);
      server.setNow(new Date(FIXTURE_NOW.getTime() + 3 * 24 * 60 * 60 * 1000));
      try {
        await newDraft();
      } finally {
        server.setNow(FIXTURE_NOW);
      }
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
      expect(
        await database.db.selectFrom("insz_registry").select("insz_hash").where("order_id", "=", view.order!.orderId).execute(),
      ).toEqual([]);
      // The status page says every step stopped: no account or card is promised "after the payment".
      const status = orderStatusResponseSchema.parse((await call("GET", `/orders/${view.order!.orderId}`, { draft })).json());
      expect(status.status).toBe("CANCELLED");
      expect(status.steps).toEqual([
        { key: "payment", state: "stopped" },
        { key: "account", state: "stopped" },
        { key: "card", state: "stopped" },
      ]);
    });

    it("the close button's reset cancels the unpaid order and forgets the draft", async () => {
      const { draft, view } = await placed();
      expect((await call("DELETE", "/draft", { draft })).json()).toEqual({ reset: true });
      expect(codeOf(await call("GET", "/draft", { draft }))).toBe("ONLINE_REQUEST_DRAFT_NOT_FOUND");
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("CANCELLED");
    });

    it("confirms an order that costs nothing at once (a voucher), without a payment", async () => {
      const { draft } = await regularDraft();
      viewOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-11"), { voucher: "dender-welkom" }) }));
      expect(
        codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-12"), { voucher: "GENT-GRATIS" }) })),
      ).toBe("ONLINE_REQUEST_VOUCHER_INVALID");
      expect(codeOf(await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult("1986-11-12"), { voucher: "OUD-2020" }) }))).toBe(
        "ONLINE_REQUEST_VOUCHER_EXPIRED",
      );
      viewOf(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: false } }));
      const res = await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } });
      const body = res.json() as { checkoutUrl: string | null; draft: DraftView };
      expect(body.checkoutUrl).toBeNull();
      expect(body.draft.order).toMatchObject({ status: "PENDING_UITID_CONNECT", total: 0, payment: null });
      const voucher = await database.db
        .selectFrom("registration_vouchers")
        .select("uses")
        .where("code", "=", "DENDER-WELKOM")
        .executeTakeFirstOrThrow();
      expect(voucher.uses).toBeGreaterThanOrEqual(1);
    });

    it("the status page: the mailed one-time link gives this browser a new token; the registration token links the card and completes the order", async () => {
      const { draft, email, paymentId, view } = await placed();
      const orderId = view.order!.orderId;
      server.payments.setStatus(paymentId, "paid");
      await webhook(paymentId);
      const mail = await database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-confirmation")
        .executeTakeFirstOrThrow();
      const customToken = /code=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
      const opened = await call("POST", `/orders/${orderId}/access`, { body: { customToken } });
      expect(opened.statusCode).toBe(200);
      const { orderToken } = opened.json() as { orderToken: string };
      expect(codeOf(await call("POST", `/orders/${orderId}/access`, { body: { customToken } }))).toBe("ONLINE_REQUEST_LINK_INVALID");
      const status = orderStatusResponseSchema.parse((await call("GET", `/orders/${orderId}`, { order: orderToken })).json());
      expect(status).toMatchObject({ status: "PENDING_UITID_CONNECT", payment: "PAID", total: 3, cardSystemName: "UiTPAS Dender" });
      expect(status.steps).toEqual([
        { key: "payment", state: "done" },
        { key: "account", state: "current" },
        { key: "card", state: "todo" },
      ]);
      expect(status.holders.every((h) => h.cardNumberMasked?.startsWith("•"))).toBe(true);
      // The wizard's draft reads it too; a stranger does not.
      expect((await call("GET", `/orders/${orderId}`, { draft })).statusCode).toBe(200);
      expect(codeOf(await call("GET", `/orders/${orderId}`, { order: "z".repeat(43) }))).toBe("ONLINE_REQUEST_LINK_INVALID");
      // Step 7: the registration token of the main holder's card links it to a (new) account.
      const reg = await call("POST", "/registration-token", { draft });
      expect(reg.statusCode).toBe(200);
      const { registrationToken, firstName } = reg.json() as { registrationToken: string; firstName: string };
      expect(firstName).toBe("Wout");
      const account = await database.db
        .insertInto("identity_accounts")
        .values({ sub: `online-${orderId}`, email, email_verified: true, first_name: "Wout", last_name: "Claeys" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(account.id).toBeTruthy();
      const linked = await server.app.inject({
        method: "POST",
        url: "/api/user/uitid/link",
        headers: { authorization: `Bearer ${await server.tokens.sign(`online-${orderId}`)}` },
        payload: { registrationToken },
      });
      expect(linked.statusCode).toBe(200);
      const done = orderStatusResponseSchema.parse((await call("GET", `/orders/${orderId}`, { order: orderToken })).json());
      expect(done.status).toBe("COMPLETED");
      expect(done.steps.map((s) => s.state)).toEqual(["done", "done", "done"]);
      expect(viewOf(await call("GET", "/draft", { draft })).nextStep).toBe("install");
      expect(codeOf(await call("POST", "/registration-token", { draft }))).toBe("ONLINE_REQUEST_NOT_PAID");
    });

    it("mails a fresh status link on request, with the same answer for any order id", async () => {
      const { paymentId, view, email } = await placed();
      server.payments.setStatus(paymentId, "paid");
      await webhook(paymentId);
      for (const id of [view.order!.orderId, "00000000-0000-4000-8000-000000000000"]) {
        const res = await call("POST", `/orders/${id}/status-link`);
        expect(res.json()).toEqual({ sent: true });
      }
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select("kind")
        .where("to_address", "=", email)
        .where("kind", "=", "online-request-status-link")
        .execute();
      expect(mails).toHaveLength(1);
    });

    it("answers 503 to the webhook when the provider cannot be reached (so it retries), and changes nothing", async () => {
      const { paymentId, view } = await placed();
      server.payments.setStatus(paymentId, "paid");
      server.payments.down = true;
      try {
        const res = await webhook(paymentId);
        expect(res.statusCode).toBe(503);
        expect(codeOf(res)).toBe("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
      } finally {
        server.payments.down = false;
      }
      expect(
        (await database.db.selectFrom("orders").select("status").where("id", "=", view.order!.orderId).executeTakeFirstOrThrow()).status,
      ).toBe("PENDING_PAYMENT");
    });
  });

  describe("national numbers never leave the api", () => {
    it("appears masked in every answer and in no log line, whatever the log level", async () => {
      const { draft } = await regularDraft();
      const main = adult("1977-12-24");
      const child = adult("2017-12-24", "FEMALE");
      const answers: string[] = [];
      const record = (res: { body: string }) => {
        answers.push(res.body);
        return res;
      };
      record(await call("PUT", "/draft/main-holder", { draft, body: mainBody(main) }));
      record(await call("PUT", "/draft/main-holder", { draft, body: mainBody({ ...main, birthDate: "1977-12-25" }) }));
      record(await call("POST", "/draft/family-members", { draft, body: memberBody(child) }));
      record(await call("POST", "/draft/family-members", { draft, body: memberBody(child) }));
      record(await call("PUT", "/draft/family", { draft, body: { familyPrivacyConsent: true } }));
      record(await call("POST", "/draft/order", { draft, body: { termsOfSaleConsent: true } }));
      record(await call("GET", "/draft", { draft }));
      const view = draftViewSchema.parse(JSON.parse(answers.at(-1)!));
      expect(view.mainHolder?.inszMasked).toBe(`••.••.••-•••.${main.insz.slice(9)}`);
      const logs = server.logs();
      expect(logs.length).toBeGreaterThan(1000);
      for (const insz of [main.insz, child.insz]) {
        for (const text of [...answers, logs]) {
          expect(text).not.toContain(insz);
          expect(text).not.toContain(formatInsz(insz));
        }
      }
      // Not at rest in plain text either: encrypted, with a keyed hash.
      const rows = await database.db
        .selectFrom("order_holders")
        .select(["insz_encrypted", "insz_hash"])
        .where("order_id", "=", view.order!.orderId)
        .execute();
      for (const r of rows) {
        expect(r.insz_encrypted).not.toMatch(/\d{11}/);
        expect(r.insz_hash).toMatch(/^[0-9a-f]{64}$/);
      }
      const drafts = await database.db.selectFrom("online_request_drafts").select("state_encrypted").execute();
      for (const d of drafts) expect(d.state_encrypted).not.toContain(main.insz);
    });
  });
});
