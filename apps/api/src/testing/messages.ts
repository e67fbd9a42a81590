// What sending a message needs in a test: the test database, a clock the test moves, the mail outbox on the
// same database (a mail is a row to read back), and no job queue or push unless the test gives them.
import type { Kysely } from "kysely";
import type { DB } from "@vtp/db/schema";
import { createOutboxMailer } from "@vtp/mailer";
import type { MessagesDeps } from "../modules/messages/service.ts";

export function testMessagesDeps(db: Kysely<DB>, clock: () => Date): MessagesDeps {
  return { db, clock, mailer: createOutboxMailer(db, clock), publicUrl: "https://pas.example", productName: "UiTPAS" };
}
