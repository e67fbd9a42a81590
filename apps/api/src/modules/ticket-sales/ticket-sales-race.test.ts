// Discounted tickets with parallel requests (decision 0036), on PGlite (one connection: the requests
// queue) and on PostgreSQL (DATABASE_URL, real parallel connections): 32 sales of a kansentarief with a
// limit of 1 per month give one sale, 32 sales of a coupon with one turn give one, and a cancel racing a
// cancel gives the limit back once (the slot is free exactly once, the coupon's turn comes back once).
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ticketSaleSchema } from "@vtp/contracts/ticket-sales";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { an, bram, els, mohamed } from "@vtp/personas";
import { FIXTURE_NOW, seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";
import { organiserOf } from "../../testing/staff.ts";
import { activityByCode, ticket, ticketCalls } from "../../testing/ticket-sales.ts";
import { DEMO_CHECKIN_CODES } from "../../seeds/demo.ts";

const FILM = "COUPON_c0000000-0000-4000-8000-000000000003";

let database: Database;
let server: IdentityTestServer;
let api: ReturnType<typeof ticketCalls>;
let aalst: number;
let pool: number;
let theatre: number;
let swim: number;

beforeEach(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures, maxConnections: 40 });
  server = await buildIdentityTestServer({ db: database.db, now: FIXTURE_NOW });
  api = ticketCalls(server);
  aalst = await organiserOf(database.db, bram, 0);
  pool = await organiserOf(database.db, els, 1);
  theatre = await activityByCode(database.db, DEMO_CHECKIN_CODES.aalstCultuurcentrum);
  swim = await activityByCode(database.db, DEMO_CHECKIN_CODES.gentZwembad);
}, 180_000);

afterEach(async () => {
  await server?.app.close();
  await database?.close();
});

function codes(answers: { status: number; body: unknown }[]): string {
  return answers.map((r) => `${r.status}:${(r.body as { code?: string }).code ?? ""}`).join(",");
}

async function activeSales(tariffType: "SOCIALTARIFF" | "COUPON"): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*) AS n FROM ticket_sales WHERE tariff_type = ${tariffType} AND cancelled_at IS NULL`.execute(database.db);
  return Number(rows[0]!.n);
}

async function filmTurns(): Promise<number> {
  const row = await database.db.selectFrom("holder_coupons").select("turns_used").where("id", "=", FILM.slice(7)).executeTakeFirstOrThrow();
  return row.turns_used;
}

describe(`ticket sales with parallel requests (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("32 parallel kansentarief sales for a limit of 1 per month give exactly one", async () => {
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => api.sell(bram, aalst, [ticket(theatre, mohamed.card!.number, "SOCIALTARIFF")])),
    );
    const sold = answers.filter((r) => r.status === 201);
    expect(sold, codes(answers)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect((r.body as { code: string }).code).toBe("maximum-reached");
    expect(await activeSales("SOCIALTARIFF")).toBe(1);
  });

  it("32 parallel sales with a coupon of one turn give exactly one", async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => api.sell(els, pool, [ticket(swim, an.card!.number, FILM, 3.5)])));
    expect(
      answers.filter((r) => r.status === 201),
      codes(answers),
    ).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect((r.body as { code: string }).code).toBe("maximum-reached");
    expect(await activeSales("COUPON")).toBe(1);
    expect(await filmTurns()).toBe(1);
  });

  it("32 parallel cancels of one sale cancel it once and give the limit back once", async () => {
    const sell = () => api.sell(bram, aalst, [ticket(theatre, mohamed.card!.number, "SOCIALTARIFF")]);
    const [sale] = ticketSaleSchema.array().parse((await sell()).body);
    const answers = await Promise.all(Array.from({ length: 32 }, () => api.cancel(bram, aalst, sale!.id)));
    expect(
      answers.filter((r) => r.status === 200),
      codes(answers),
    ).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200))
      expect((r.body as { code: string }).code).toBe("ticket-sale-already-cancelled");
    expect(await activeSales("SOCIALTARIFF")).toBe(0);
    // The limit came back once: of 32 new parallel sales, one.
    const again = await Promise.all(Array.from({ length: 32 }, sell));
    expect(
      again.filter((r) => r.status === 201),
      codes(again),
    ).toHaveLength(1);
    expect(await activeSales("SOCIALTARIFF")).toBe(1);
  });

  it("32 parallel cancels of a coupon sale give its turn back once", async () => {
    const [sale] = ticketSaleSchema.array().parse((await api.sell(els, pool, [ticket(swim, an.card!.number, FILM, 3.5)])).body);
    expect(await filmTurns()).toBe(1);
    const answers = await Promise.all(Array.from({ length: 32 }, () => api.cancel(els, pool, sale!.id)));
    expect(
      answers.filter((r) => r.status === 200),
      codes(answers),
    ).toHaveLength(1);
    expect(await filmTurns()).toBe(0);
  });
});
