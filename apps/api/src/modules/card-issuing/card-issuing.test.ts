// Card issuing on the demo seed (PGlite, and PostgreSQL with DATABASE_URL): a sale of cards (holders,
// numbers in the region's range from its counter, membership, kansenstatuut, opt-ins, the family), the
// cards by typed number, and registration tokens (their lifetimes, used once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cardNumberInRange,
  formatCardNumber,
  isInCardSystemRange,
  isSocialTariffCardNumber,
  luhnCheckDigit,
} from "@vtp/contracts/card-number";
import { INVITATION_TTL_SECONDS, REGISTRATION_TOKEN_TTL_SECONDS } from "@vtp/contracts/card-registration";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { FIXTURE_NOW, jonas, seedIdentityFixtures, stockCardNumber, unknownCardNumber } from "../../testing/fixtures.ts";
import {
  createRegistrationToken,
  findCardById,
  findCardByNumber,
  findRegistrationToken,
  issueCards,
  useRegistrationToken,
  type NewHolder,
} from "./service.ts";

const person = (firstName: string, extra: Partial<NewHolder> = {}): NewHolder => ({
  firstName,
  lastName: "Claeys",
  birthDate: "1985-07-30",
  gender: "FEMALE",
  email: `${firstName.toLowerCase()}@voorbeeld.test`,
  phone: null,
  streetAndNumber: "Kerkstraat 1",
  municipalityId: null,
  socialTariff: false,
  optins: {},
  ...extra,
});

describe("card issuing (demo seed)", () => {
  let database: Database;
  const now = FIXTURE_NOW;
  const deps = () => ({ db: database.db, clock: () => now });

  beforeAll(async () => {
    database = await createTestDatabase({ seed: seedIdentityFixtures });
  });

  afterAll(async () => {
    await database?.close();
  });

  describe("a sale of cards", () => {
    it("gives each person a holder and an active card in the region's range, its membership, the social tariff's kansenstatuut and the opt-ins", async () => {
      const issued = await issueCards(deps(), {
        cardSystemId: 3,
        holders: [
          person("Wout", { socialTariff: true, optins: { infoMails: true, milestoneMails: true } }),
          person("Lien", { birthDate: "2016-02-01" }),
        ],
        now,
      });
      expect(issued).toHaveLength(2);
      const [wout, lien] = issued;
      expect(isInCardSystemRange(wout!.cardNumber, 3) && isInCardSystemRange(lien!.cardNumber, 3)).toBe(true);
      expect(isSocialTariffCardNumber(wout!.cardNumber)).toBe(true);
      expect(isSocialTariffCardNumber(lien!.cardNumber)).toBe(false);

      const cards = await database.db.selectFrom("cards").selectAll().where("holder_id", "in", [wout!.holderId, lien!.holderId]).execute();
      expect(cards.map((c) => [c.card_number, c.status, c.card_system_id, c.social_tariff]).sort()).toEqual(
        [
          [wout!.cardNumber, "ACTIVE", 3, true],
          [lien!.cardNumber, "ACTIVE", 3, false],
        ].sort(),
      );
      const memberships = await database.db
        .selectFrom("memberships_card_system")
        .selectAll()
        .where("holder_id", "=", lien!.holderId)
        .execute();
      expect(memberships.map((m) => [m.card_system_id, m.status])).toEqual([[3, "ACTIVE"]]);
      // Issued on 21 November 2026: the kansenstatuut runs to 30 April 2027, and only with the social tariff.
      const statuut = await database.db
        .selectFrom("kansenstatuut")
        .selectAll()
        .where("holder_id", "in", [wout!.holderId, lien!.holderId])
        .execute();
      expect(statuut.map((k) => [k.holder_id, k.status, String(k.end_date).slice(0, 10)])).toEqual([
        [wout!.holderId, "ACTIVE", "2027-04-30"],
      ]);
      const optins = await database.db.selectFrom("optins").selectAll().where("holder_id", "=", wout!.holderId).executeTakeFirstOrThrow();
      expect([optins.service_mails, optins.info_mails, optins.milestone_mails, optins.sms, optins.post]).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
      const holder = await database.db.selectFrom("holders").selectAll().where("id", "=", lien!.holderId).executeTakeFirstOrThrow();
      expect([holder.first_name, holder.last_name, holder.email, holder.street_and_number]).toEqual([
        "Lien",
        "Claeys",
        "lien@voorbeeld.test",
        "Kerkstraat 1",
      ]);
    });

    it("makes the people bought together one family, the first its main holder; one card is no family", async () => {
      const [main, child1, child2] = await issueCards(deps(), {
        cardSystemId: 1,
        holders: [person("Els"), person("Mats", { birthDate: "2015-03-03" }), person("Noa", { birthDate: "2019-09-09" })],
        now,
      });
      const family = await database.db
        .selectFrom("families")
        .selectAll()
        .where("main_holder_id", "=", main!.holderId)
        .executeTakeFirstOrThrow();
      const members = await database.db.selectFrom("family_members").select("holder_id").where("family_id", "=", family.id).execute();
      expect(members.map((m) => m.holder_id).sort()).toEqual([child1!.holderId, child2!.holderId].sort());

      const [alone] = await issueCards(deps(), { cardSystemId: 1, holders: [person("Jan")], now });
      expect(await database.db.selectFrom("families").select("id").where("main_holder_id", "=", alone!.holderId).execute()).toEqual([]);
    });

    it("numbers the region's cards from its counter (from serial 50,000,000 on) and skips a number a card already has", async () => {
      // Paspartoe (2) has sold nothing in this test yet: its counter starts at 50,000,000, which a card in stock already has.
      await database.db
        .insertInto("cards")
        .values({
          card_number: cardNumberInRange(2, 50_000_000, false),
          card_system_id: 2,
          status: "STOCK",
          social_tariff: false,
          created_at: now,
        })
        .execute();
      const [first, second] = await issueCards(deps(), { cardSystemId: 2, holders: [person("Kato"), person("Lou")], now });
      expect(first!.cardNumber).toBe(cardNumberInRange(2, 50_000_001, false));
      expect(second!.cardNumber).toBe(cardNumberInRange(2, 50_000_002, false));
    });
  });

  describe("cards by number", () => {
    it("finds a card by its number as people type it (groups, dots, dashes), with its holder's birth date and first name", async () => {
      const card = await findCardByNumber(deps(), formatCardNumber(jonas.number));
      expect(card).toMatchObject({ cardNumber: jonas.number, status: "ACTIVE", birthDate: jonas.birthDate, holderFirstName: "Jonas" });
      expect(await findCardByNumber(deps(), jonas.number.replace(/(\d{4})(\d{3})/, "$1-$2."))).toEqual(card);
      expect(await findCardById(deps(), card!.cardId)).toEqual(card);
      expect(await findCardByNumber(deps(), stockCardNumber)).toMatchObject({ status: "STOCK", holderId: null, birthDate: null });
    });

    it("finds none for a number that is not a valid card number, or that no card has", async () => {
      const wrongCheckDigit = jonas.number.slice(0, 12) + String((Number(luhnCheckDigit(jonas.number.slice(0, 12))) + 1) % 10);
      expect(await findCardByNumber(deps(), wrongCheckDigit)).toBeUndefined();
      expect(await findCardByNumber(deps(), "401000001050")).toBeUndefined();
      expect(await findCardByNumber(deps(), unknownCardNumber)).toBeUndefined();
    });
  });

  describe("registration tokens", () => {
    it("lives REGISTRATION_TOKEN_TTL_SECONDS, or INVITATION_TTL_SECONDS when mailed (bound to the address); only its hash is stored", async () => {
      const card = (await findCardByNumber(deps(), jonas.number))!;
      const plain = await createRegistrationToken(deps(), card.cardId);
      expect(plain.expiresIn).toBe(REGISTRATION_TOKEN_TTL_SECONDS);
      expect(await findRegistrationToken(deps(), plain.token)).toEqual({
        cardId: card.cardId,
        expiresAt: new Date(now.getTime() + REGISTRATION_TOKEN_TTL_SECONDS * 1000),
        usedAt: null,
        email: null,
      });
      const mailed = await createRegistrationToken(deps(), card.cardId, "jonas@voorbeeld.test");
      expect(mailed.expiresIn).toBe(INVITATION_TTL_SECONDS);
      expect(await findRegistrationToken(deps(), mailed.token)).toMatchObject({ email: "jonas@voorbeeld.test" });
      const stored = await database.db.selectFrom("registration_tokens").select("token_hash").where("card_id", "=", card.cardId).execute();
      expect(stored.map((t) => t.token_hash)).not.toContain(plain.token);
      expect(await findRegistrationToken(deps(), "onbekend-token-van-voldoende-lengte")).toBeUndefined();
    });

    it("is used once, and not after it expired", async () => {
      const card = (await findCardByNumber(deps(), jonas.number))!;
      const { token } = await createRegistrationToken(deps(), card.cardId, "jonas@voorbeeld.test");
      expect(await useRegistrationToken(deps(), token, now)).toEqual({ cardId: card.cardId, email: "jonas@voorbeeld.test" });
      expect(await useRegistrationToken(deps(), token, now)).toBeUndefined();
      expect((await findRegistrationToken(deps(), token))?.usedAt).toEqual(now);

      const late = await createRegistrationToken(deps(), card.cardId);
      expect(await useRegistrationToken(deps(), late.token, new Date(now.getTime() + late.expiresIn * 1000))).toBeUndefined();
      expect((await findRegistrationToken(deps(), late.token))?.usedAt).toBeNull();
    });
  });
});
