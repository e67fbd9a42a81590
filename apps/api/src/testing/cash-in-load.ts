// A process that does nothing but cash in, as fast as it can, until it is killed: the child of
// `cash-in-killed.test.ts` (issue 24, "killed mid-request"). It opens the database named by
// DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), takes the holders and the reward from argv (JSON),
// runs 8 cash-ins at a time through the rewards service, and prints the running count of successes.
import { openDatabase } from "@vtp/db";
import { cashIn } from "../modules/rewards/service.ts";

const { holderIds, rewardId } = JSON.parse(process.argv[2]!) as { holderIds: string[]; rewardId: number };
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR, maxConnections: 8 });
const deps = { db: database.db, clock: () => new Date() };
let ok = 0;
let turn = 0;
for (;;) {
  const batch = Array.from({ length: 8 }, () => {
    const holderId = holderIds[turn++ % holderIds.length]!;
    return cashIn(deps, { sub: holderId, accountId: holderId, holderId, email: "load@voorbeeld.test" }, { promotionId: rewardId }).then(
      () => ok++,
      () => undefined,
    );
  });
  await Promise.all(batch);
  process.stdout.write(`${ok}\n`);
}
