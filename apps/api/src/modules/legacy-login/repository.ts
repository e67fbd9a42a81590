// Cards with their legacy pin and the pin failures. The only SQL of the legacy-login module.
import type { Kysely, Transaction } from "kysely";
import type { CardStatus, DB } from "@vtp/db/schema";

type Executor = Kysely<DB> | Transaction<DB>;

export interface LegacyCard {
  cardId: string;
  status: CardStatus;
  birthDate: string | null;
  pinHash: string | null;
}

/** The card row, locked for the rest of the transaction so failure counting cannot race. */
export async function findCardForLogin(trx: Transaction<DB>, cardNumber: string): Promise<LegacyCard | undefined> {
  const card = await trx
    .selectFrom("cards")
    .select(["id", "status", "holder_id", "pin_hash"])
    .where("card_number", "=", cardNumber)
    .forUpdate()
    .executeTakeFirst();
  if (card === undefined) return undefined;
  const holder =
    card.holder_id === null
      ? undefined
      : await trx.selectFrom("holders").select("birth_date").where("id", "=", card.holder_id).executeTakeFirst();
  return { cardId: card.id, status: card.status, birthDate: holder?.birth_date ?? null, pinHash: card.pin_hash };
}

export async function countPinFailuresSince(db: Executor, cardId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("pin_failures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("card_id", "=", cardId)
    .where("failed_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordPinFailure(db: Executor, cardId: string, at: Date): Promise<void> {
  await db.insertInto("pin_failures").values({ card_id: cardId, failed_at: at }).execute();
}
