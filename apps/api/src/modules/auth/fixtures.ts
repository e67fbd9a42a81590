// Minimal identity data for tests of the identity modules, from the demo personas: card systems,
// holders with cards, identity accounts (linked or not) and one card still in stock.
import type { Kysely } from "kysely";
import { makeCardNumber } from "@vtp/contracts/card-number";
import { an, lotte, mohamed, tom, unregisteredCards, type DemoPersona } from "@vtp/personas";
import type { DB } from "../../db/schema.ts";

/** A card that exists but was never sold (status STOCK, no holder). */
export const stockCardNumber = makeCardNumber("40100099999", false);
/** A Luhn-valid card number that no card has. */
export const unknownCardNumber = makeCardNumber("40100088888", false);

export const jonas = unregisteredCards[0]!;
export const ilse = unregisteredCards[1]!;

export async function seedIdentityFixtures(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto("card_systems")
    .values([
      { id: 1, name: "UiTPAS Gent", slug: "gent", colour: "#003b7e" },
      { id: 2, name: "Paspartoe", slug: "paspartoe", colour: "#e30613" },
      { id: 3, name: "UiTPAS Dender", slug: "dender", colour: "#00843d" },
      { id: 5, name: "UiTPAS Mechelen", slug: "mechelen", colour: "#6d2077" },
    ])
    .execute();
  const gent = await db.insertInto("municipalities").values({ postal_code: "9000", name: "Gent" }).returning("id").executeTakeFirstOrThrow();
  const people: { id: string; first: string; last: string; birth: string; card: string; system: number; tariff: boolean; points: number; municipality: number | null }[] = [];
  for (const p of [an, mohamed, lotte] as DemoPersona[]) {
    people.push({
      id: p.holderId!,
      first: p.firstName,
      last: p.lastName,
      birth: p.birthDate,
      card: p.card!.number,
      system: p.card!.cardSystemId,
      tariff: p.card!.socialTariff,
      points: p.points,
      municipality: p === an ? gent.id : null,
    });
  }
  for (const c of [jonas, ilse]) {
    people.push({ id: c.holderId, first: c.firstName, last: c.lastName, birth: c.birthDate, card: c.number, system: c.cardSystemId, tariff: c.socialTariff, points: c.points, municipality: null });
  }
  await db
    .insertInto("holders")
    .values(people.map((p) => ({ id: p.id, first_name: p.first, last_name: p.last, birth_date: p.birth, points: p.points, municipality_id: p.municipality, gsm: p.id === an.holderId ? an.gsm : null })))
    .execute();
  await db
    .insertInto("cards")
    .values([
      ...people.map((p) => ({ card_number: p.card, holder_id: p.id, card_system_id: p.system, social_tariff: p.tariff, status: "ACTIVE" as const })),
      { card_number: stockCardNumber, holder_id: null, card_system_id: 1, status: "STOCK" as const },
    ])
    .execute();
  await db
    .insertInto("kansenstatuut")
    .values({ holder_id: mohamed.holderId!, card_system_id: 3, status: "ACTIVE", end_date: "2027-04-30" })
    .execute();
  await db
    .insertInto("identity_accounts")
    .values(
      [an, mohamed, lotte, tom].map((p) => ({
        id: p.accountId!,
        sub: p.sub!,
        email: p.email!,
        email_verified: true,
        first_name: p.firstName,
        last_name: p.lastName,
        holder_id: p.holderId,
      })),
    )
    .execute();
}
