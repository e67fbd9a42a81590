// Test data of the identity modules: the demo seed (personas, unregistered cards, a card in stock and
// a blocked card), positioned at one fixed "today".
import type { Kysely } from "kysely";
import { makeCardNumber } from "@vtp/contracts/card-number";
import { unregisteredCards } from "@vtp/personas";
import type { DB } from "@vtp/db/schema";
import { sharedSeed } from "@vtp/db/testing";
import { DEMO_BLOCKED_CARD_NUMBER, DEMO_STOCK_CARD_NUMBER, seedDemo } from "../seeds/demo.ts";

/** "Today" of the seeded data and of the tests' injected clock. */
export const FIXTURE_NOW = new Date("2026-11-21T10:00:00Z");

/** A card that exists but was never sold (status STOCK, no holder). */
export const stockCardNumber = DEMO_STOCK_CARD_NUMBER;
/** Sofie's previous card, blocked after a replacement. */
export const blockedCardNumber = DEMO_BLOCKED_CARD_NUMBER;
/** A Luhn-valid card number that no card has. */
export const unknownCardNumber = makeCardNumber("40100088888", false);

/** Card holders without an identity account. */
export const jonas = unregisteredCards[0]!;
export const ilse = unregisteredCards[1]!;

/** The demo seed at FIXTURE_NOW, applied once per test run and shared by every test database that asks for it. */
export const seedIdentityFixtures = sharedSeed("demo-fixture", async (db: Kysely<DB>) => {
  await seedDemo(db, { now: FIXTURE_NOW });
});
