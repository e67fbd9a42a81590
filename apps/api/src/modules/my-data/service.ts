// My data (issue 23, decision 0044): the download of everything the product holds about the caller, the
// deletion of their account (confirmed with the password by the identity provider, in one transaction),
// and blocking a lost card (card-issuing's rule). Rules here, SQL in repository.ts.
import type { Kysely } from "kysely";
import type { Mailer } from "@vtp/mailer";
import { DEFAULT_OPTINS, type Preferences } from "@vtp/contracts/preferences";
import { MY_DATA_FORMAT, type MyData, type MyDataCard } from "@vtp/contracts/my-data";
import { ProblemError } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { AccountCache, HolderIdentity } from "../auth/plugin.ts";
import { blockCard as blockCardRule } from "../card-issuing/service.ts";
import { preferencesFrom, preferencesOfHolder } from "../preferences/service.ts";
import * as repo from "./repository.ts";

/**
 * The identity provider's check of an account's password (apps/idp `createPasswordConfirmation`, given by
 * the host): the same hash and the same per-address back-off as its login page; nothing else of it.
 */
export type ConfirmPassword = (sub: string, password: string) => Promise<"confirmed" | "wrong" | "held-back" | "no-password">;

export interface MyDataDeps {
  db: Kysely<DB>;
  clock: () => Date;
  mailer: Mailer;
  productName: string;
  /** Decrypts a stored national number (the online request's vault); only its mask leaves this module. */
  openInsz: (sealed: string) => string;
  /** Absent when the accounts live at an external identity provider: deletion is refused then. */
  confirmPassword?: ConfirmPassword | undefined;
  /** The api's cache of linked accounts: a deleted account is forgotten at once in this process. */
  accounts?: AccountCache | undefined;
}

/** "••.••.••-•••.54": a national number with only its two check digits. */
export function maskNationalNumber(insz: string): string {
  const digits = insz.replace(/\D/g, "");
  return `••.••.••-•••.${digits.slice(-2).padStart(2, "•")}`;
}

export async function getMyData(deps: MyDataDeps, identity: HolderIdentity): Promise<MyData> {
  const { db } = deps;
  const account = await repo.readAccount(db, identity.accountId);
  if (account === undefined) throw new ProblemError("unauthorized", { detail: "Dit account bestaat niet meer." });
  const base = { format: MY_DATA_FORMAT, generatedAt: deps.clock().toISOString(), account } as const;
  const holderId = identity.holderId;
  if (holderId === null) {
    return {
      ...base,
      holder: null,
      cards: [],
      regions: [],
      kansenstatuut: [],
      pointsLedger: [],
      redemptions: [],
      coupons: [],
      associationMemberships: [],
      ticketSales: [],
      family: null,
      ...splitPreferences(preferencesFrom(DEFAULT_OPTINS, undefined)),
      pushDevices: [],
      favourites: [],
      messages: [],
      onlineRequests: [],
      counterLookups: [],
    };
  }
  const [
    holder,
    cards,
    regions,
    kansenstatuut,
    pointsLedger,
    redemptions,
    coupons,
    associations,
    ticketSales,
    family,
    preferences,
    pushSubscriptions,
    favourites,
    messages,
    orders,
    lookups,
  ] = await Promise.all([
    repo.readHolder(db, holderId),
    repo.readCards(db, holderId),
    repo.readRegions(db, holderId),
    repo.readKansenstatuut(db, holderId),
    repo.readPointsLedger(db, holderId),
    repo.readRedemptions(db, holderId),
    repo.readCoupons(db, holderId),
    repo.readAssociationMemberships(db, holderId),
    repo.readTicketSales(db, holderId),
    repo.readFamily(db, holderId),
    preferencesOfHolder(deps, holderId),
    repo.readPushSubscriptions(db, holderId),
    repo.readFavourites(db, holderId),
    repo.readMessages(db, holderId),
    repo.readOnlineRequests(db, holderId),
    repo.readCounterLookups(db, holderId),
  ]);
  return {
    ...base,
    holder: holder ?? null,
    cards,
    regions,
    kansenstatuut,
    pointsLedger,
    redemptions,
    coupons,
    associationMemberships: associations,
    ticketSales,
    family,
    ...splitPreferences(preferences),
    pushDevices: pushSubscriptions.map((p) => ({ service: pushService(p.endpoint), createdAt: p.createdAt })),
    favourites,
    messages,
    onlineRequests: orders.map(({ people, ...order }) => ({
      ...order,
      people: people.map(({ inszEncrypted, ...person }) => ({ ...person, nationalNumber: maskedOrNull(deps, inszEncrypted) })),
    })),
    counterLookups: lookups,
  };
}

/** The download's two parts of the preferences: the spec's opt-ins, and the channel choices beside them. */
function splitPreferences({ optins, ...channels }: Preferences): Pick<MyData, "optins" | "channels"> {
  return { optins, channels };
}

/** The push service's host ("fcm.googleapis.com"): the rest of a subscription's address is a secret. */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "";
  }
}

function maskedOrNull(deps: MyDataDeps, sealed: string): string | null {
  if (sealed === "") return null;
  try {
    return maskNationalNumber(deps.openInsz(sealed));
  } catch {
    return null;
  }
}

/**
 * Deletes the caller's account (decision 0044): the password is confirmed by the identity provider first;
 * then, in one transaction, the holder is anonymised (the card stays usable at a counter, the points and
 * their history stay, without a name), every session and token of the account ends, the account is
 * deleted, and the confirmation mail is written (the outbox: it exists exactly when the deletion committed).
 */
export async function deleteMyAccount(
  deps: MyDataDeps,
  identity: HolderIdentity,
  password: string,
): Promise<{ deleted: true; cardStaysUsable: boolean }> {
  if (deps.confirmPassword === undefined) throw new ProblemError("PASSWORD_NOT_AVAILABLE");
  const confirmation = await deps.confirmPassword(identity.sub, password);
  if (confirmation === "no-password") throw new ProblemError("PASSWORD_NOT_AVAILABLE");
  if (confirmation === "held-back") throw new ProblemError("PASSWORD_HELD_BACK");
  if (confirmation === "wrong") throw new ProblemError("WRONG_PASSWORD");

  const now = deps.clock();
  const cardStaysUsable = await deps.db.transaction().execute(async (trx) => {
    const account = await repo.lockAccount(trx, identity.accountId);
    if (account === undefined) throw new ProblemError("unauthorized", { detail: "Dit account bestaat niet meer." });
    let usable = false;
    const emails = [account.email];
    if (account.holder_id !== null) {
      const holder = await repo.readHolder(trx, account.holder_id);
      if (holder?.email) emails.push(holder.email);
      usable = (await repo.readCards(trx, account.holder_id)).some((c) => c.status === "ACTIVE");
      await repo.anonymiseHolder(trx, account.holder_id, now);
    }
    await repo.deleteAccount(trx, { id: identity.accountId, sub: account.sub, emails });
    await deps.mailer.send(
      {
        kind: "account-deleted",
        to: account.email,
        subject: `Je account bij ${deps.productName} is verwijderd`,
        text: [
          "Hallo,",
          `Je account bij ${deps.productName} is verwijderd, zoals je vroeg. Je naam, je contactgegevens, je voorkeuren en je gezin zijn gewist; je kan niet meer aanmelden met dit e-mailadres.`,
          usable
            ? "Je pas blijft werken aan een balie: je spaart er verder punten mee. De geschiedenis van je punten bewaren we zonder je naam, voor de boekhouding van je regio."
            : "De geschiedenis van je punten bewaren we zonder je naam, voor de boekhouding van je regio.",
          `Was jij dit niet? Neem dan meteen contact op met je regio.`,
          deps.productName,
        ].join("\n\n"),
      },
      { within: trx },
    );
    return usable;
  });
  deps.accounts?.forget(identity.sub);
  return { deleted: true, cardStaysUsable };
}

/** Blocks one of the caller's cards at once; answers the card as it now is. */
export async function blockMyCard(deps: MyDataDeps, identity: HolderIdentity, cardNumber: string): Promise<MyDataCard> {
  if (identity.holderId === null) throw new ProblemError("NO_CARD");
  const outcome = await blockCardRule(deps, identity.holderId, cardNumber);
  if (outcome === "not-found") throw new ProblemError("CARD_NOT_YOURS");
  if (outcome === "already-blocked") throw new ProblemError("CARD_ALREADY_BLOCKED");
  const card = (await repo.readCards(deps.db, identity.holderId)).find((c) => c.cardNumber === cardNumber);
  if (card === undefined) throw new ProblemError("CARD_NOT_YOURS");
  return card;
}
