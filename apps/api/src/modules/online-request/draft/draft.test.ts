// The online request's wizard on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): regions and
// pilot cities, the draft (its token, the "verder gaan" mail and link), every step's rules, the national
// number rules (vectors, uniqueness, the per-day pre-check limit), the family caps and the price error,
// and the social-tariff outcomes from signed government ID tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInsz } from "@vtp/contracts/insz";
import { municipalitiesResponseSchema, pilotCitiesResponseSchema, type DraftView } from "@vtp/contracts/online-request/draft";
import { problemSchema } from "@vtp/contracts/problem";
import { governmentPersonas, type GovernmentPersona } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../../testing/fixtures.ts";
import {
  buildOnlineRequestTestServer,
  onlineRequestClient,
  TEST_INSZ_CHECKS as INSZ_CHECKS_PER_DAY,
  type OnlineRequestTestServer,
} from "../../../testing/online-request.ts";

const persona = (key: string): GovernmentPersona => governmentPersonas.find((p) => p.key === key)!;
const fatima = persona("fatima");

describe("online request: the wizard (demo seed)", () => {
  let database: Database;
  let server: OnlineRequestTestServer;
  let aalst: number;
  let geraardsbergen: number;
  let gent: number;
  const { call, codeOf, viewOf, places, newDraft, regularDraft, adult, mainBody, memberBody, freshIp, uniqueEmail } = onlineRequestClient(
    () => server,
  );

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
    // FAMILY caps of the tests: 2 adults, 3 children.
    server = await buildOnlineRequestTestServer({
      db: database.db,
      now: FIXTURE_NOW,
      env: { FAMILY_MAX_CHILDREN: "3", LOG_LEVEL: "trace" },
    });
    ({ aalst, geraardsbergen, gent } = await places());
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
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
      viewOf(await call("PUT", "/draft/email", { draft, body: { email: uniqueEmail("st") }, ip: freshIp() }));
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

    it("keeps both children when a parent taps 'Voeg Amira toe' and 'Voeg Karim toe' at once (no change overwrites another)", async () => {
      const { draft } = await outcomeFor("fatima", "YES");
      await call("PUT", "/draft/main-holder", { draft, body: mainBody(adult()) });
      const add = (childIndex: number) =>
        call("POST", "/draft/family-members", { draft, body: { source: "GOVERNMENT", childIndex, sameContact: true } });
      const answers = await Promise.all([add(0), add(1), add(0), add(1)]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode !== 200).map(codeOf)).toEqual(["INSZ_USED_IN_FAMILY", "INSZ_USED_IN_FAMILY"]);
      const stored = viewOf(await call("GET", "/draft", { draft }));
      expect(stored.members.map((m) => m.firstName).sort()).toEqual(["Amira", "Karim"]);
    });
  });
});
