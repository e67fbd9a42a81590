// Card issuing: the one place that makes cards. A card number in the region's range from the region's
// counter (never one a card has); a sale of one or more cards: per person a holder with an active card,
// the membership of the card system, the social tariff (kansenstatuut) when proven, the opt-ins, and the
// family of the people bought together; the cards by typed number or id; and the registration tokens
// that bring a card to an account. The online request (a paid order), card registration, the legacy login
// and, next, the counter's card sale call this service; nobody else writes cards or registration tokens.
// See docs/decisions/0028-card-issuing-module.md.
import type { Kysely } from "kysely";
import { cardNumberInRange, isValidCardNumber, normalizeCardNumber } from "@vtp/contracts/card-number";
import { INVITATION_TTL_SECONDS, REGISTRATION_TOKEN_TTL_SECONDS, type RegistrationTokenResponse } from "@vtp/contracts/card-registration";
import { brusselsDate } from "@vtp/contracts/dates";
import type { DB, Gender } from "@vtp/db/schema";
import { hashToken, newOpaqueToken } from "../../shared/tokens.ts";
import * as repo from "./repository.ts";

export type { CardLookup, RegistrationTokenRow } from "./repository.ts";

export interface CardIssuingDeps {
  /** The database, or the caller's transaction: issuing is part of the caller's change. */
  db: Kysely<DB>;
  clock: () => Date;
}

// --- cards and their numbers ------------------------------------------------------------------------

/**
 * The card a typed card number names (spaces, dots and dashes between the groups allowed), with its
 * holder's birth date and first name; undefined when the number is not a valid card number or no card
 * has it.
 */
export async function findCardByNumber(deps: Pick<CardIssuingDeps, "db">, typed: string): Promise<repo.CardLookup | undefined> {
  const cardNumber = normalizeCardNumber(typed);
  return isValidCardNumber(cardNumber) ? repo.findCardByNumber(deps.db, cardNumber) : undefined;
}

export async function findCardById(deps: Pick<CardIssuingDeps, "db">, cardId: string): Promise<repo.CardLookup | undefined> {
  return repo.findCardById(deps.db, cardId);
}

/** A new card number in the region's range: the region's next serial, skipping numbers a card already has. */
async function newCardNumber(db: Kysely<DB>, cardSystemId: number, socialTariff: boolean): Promise<string> {
  let cardNumber: string;
  do cardNumber = cardNumberInRange(cardSystemId, await repo.nextCardSerial(db, cardSystemId), socialTariff);
  while (await repo.cardNumberTaken(db, cardNumber));
  return cardNumber;
}

// --- issuing ----------------------------------------------------------------------------------

/** A person who gets a new card: a new holder. */
export interface NewHolder {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: Gender;
  email: string | null;
  phone: string | null;
  streetAndNumber: string | null;
  municipalityId: number | null;
  /** The social tariff is proven (the government login, or the counter's check): a social-tariff card and a kansenstatuut. */
  socialTariff: boolean;
  /** The mails the holder agreed to; service mails are always on. */
  optins: { infoMails?: boolean; milestoneMails?: boolean };
}

export interface IssuedCard {
  holderId: string;
  cardId: string;
  cardNumber: string;
}

/** A kansenstatuut of a new card runs to the 30th of April after the next new year. */
const kansenstatuutEndDate = (now: Date) => `${Number(brusselsDate(now).slice(0, 4)) + 1}-04-30`;

/**
 * A sale of cards of one card system (region), in the caller's transaction: per person, in order, a new
 * holder with an active card in the region's range, its membership, the kansenstatuut with the social
 * tariff, and the opt-ins. People bought together are a family: the first is its main holder. The issued
 * cards, in the order of `holders`.
 */
export async function issueCards(
  deps: Pick<CardIssuingDeps, "db">,
  sale: { cardSystemId: number; holders: readonly NewHolder[]; now: Date },
): Promise<IssuedCard[]> {
  const { cardSystemId, now } = sale;
  const issued: IssuedCard[] = [];
  for (const h of sale.holders) {
    const holderId = await repo.insertHolder(deps.db, {
      firstName: h.firstName,
      lastName: h.lastName,
      birthDate: h.birthDate,
      gender: h.gender,
      email: h.email,
      phone: h.phone,
      streetAndNumber: h.streetAndNumber,
      municipalityId: h.municipalityId,
      now,
    });
    const cardNumber = await newCardNumber(deps.db, cardSystemId, h.socialTariff);
    const cardId = await repo.insertIssuedCard(deps.db, {
      holderId,
      cardSystemId,
      cardNumber,
      socialTariff: h.socialTariff,
      kansenstatuutEndDate: h.socialTariff ? kansenstatuutEndDate(now) : null,
      optins: h.optins,
      now,
    });
    issued.push({ holderId, cardId, cardNumber });
  }
  const [main, ...members] = issued;
  if (main !== undefined && members.length > 0)
    await repo.insertFamily(
      deps.db,
      main.holderId,
      members.map((m) => m.holderId),
      now,
    );
  return issued;
}

// --- registration tokens ------------------------------------------------------------------------

/**
 * Creates a registration token for a card: the card registration's step 1, the legacy login, the online
 * request's new card; with `mailedTo`, the token of the card registration's mail, bound to that address
 * and valid for INVITATION_TTL_SECONDS.
 */
export async function createRegistrationToken(
  deps: Pick<CardIssuingDeps, "db" | "clock">,
  cardId: string,
  mailedTo?: string,
): Promise<RegistrationTokenResponse> {
  const token = newOpaqueToken();
  const now = deps.clock();
  const ttl = mailedTo === undefined ? REGISTRATION_TOKEN_TTL_SECONDS : INVITATION_TTL_SECONDS;
  await repo.insertRegistrationToken(deps.db, {
    tokenHash: hashToken(token),
    cardId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl * 1000),
    email: mailedTo,
  });
  return { token, expiresIn: ttl };
}

/** A registration token as it stands (its card, expiry, use and mailed address); undefined when unknown. */
export async function findRegistrationToken(
  deps: Pick<CardIssuingDeps, "db">,
  token: string,
): Promise<repo.RegistrationTokenRow | undefined> {
  return repo.findRegistrationToken(deps.db, hashToken(token));
}

/** Uses a registration token, once: its card and mailed address; undefined when it is unknown, used or expired. */
export async function useRegistrationToken(
  deps: Pick<CardIssuingDeps, "db">,
  token: string,
  now: Date,
): Promise<{ cardId: string; email: string | null } | undefined> {
  return repo.consumeRegistrationToken(deps.db, hashToken(token), now);
}

// --- blocking a lost card -----------------------------------------------------------------------------

export type BlockOutcome = "blocked" | "already-blocked" | "not-found";

/**
 * Blocks the holder's card `cardNumber` at once (a lost card, issue 23): from then on the counter and the
 * partner API answer invalid-card-status and the self-scan is refused (the rules read the card's status).
 * The points are the holder's, not the card's: they stay. A blocked card stays blocked (migration 0025).
 */
export async function blockCard(deps: CardIssuingDeps, holderId: string, cardNumber: string): Promise<BlockOutcome> {
  const number = normalizeCardNumber(cardNumber);
  if (!isValidCardNumber(number)) return "not-found";
  const result = await repo.blockHolderCard(deps.db, holderId, number, deps.clock());
  if (result === undefined) return "not-found";
  return result.changed ? "blocked" : "already-blocked";
}
