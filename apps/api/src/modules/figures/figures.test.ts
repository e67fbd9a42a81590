import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { figuresResponseSchema } from "@vtp/contracts/figures";
import type { Database } from "@vtp/db";
import { seedDemo } from "../../seeds/demo.ts";
import { createTestDatabase } from "@vtp/db/testing";
import { buildApiServer } from "../../app.ts";
import { createFiguresService, FIGURES_CACHE_MS } from "./service.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seed: async (db) => void (await seedDemo(db)) });
});
afterAll(async () => database?.close());

describe("figures", () => {
  it("counts holders with an active card, organisers that take part (not those their region ended), municipalities and card systems from the data", async () => {
    // One organiser ended by its region (decision 0074): no longer counted.
    const first = await database.db.selectFrom("organisers").select("id").orderBy("id").executeTakeFirstOrThrow();
    await database.db
      .updateTable("organisers")
      .set({ ended_at: new Date("2026-11-01T10:00:00Z") })
      .where("id", "=", first.id)
      .execute();
    const app = await buildApiServer({ config: loadConfig({ NODE_ENV: "test" }), db: database.db });
    const res = await app.inject({ url: "/api/figures" });
    await app.close();
    expect(res.statusCode).toBe(200);
    const figures = figuresResponseSchema.parse(res.json());
    const active = await database.db
      .selectFrom("cards")
      .select((eb) => eb.fn.count<number>("holder_id").distinct().as("n"))
      .where("status", "=", "ACTIVE")
      .executeTakeFirstOrThrow();
    const organisers = await database.db
      .selectFrom("organisers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("ended_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(organisers.n)).toBeGreaterThan(0);
    expect(figures.holders).toBe(Number(active.n));
    expect(figures.organisers).toBe(Number(organisers.n));
    expect(figures.municipalities).toBeGreaterThan(0);
    expect(figures.cardSystems).toBeGreaterThan(0);
  });

  it("serves the same figures for a few minutes, then counts again", async () => {
    let now = new Date("2026-11-23T10:00:00Z");
    const figures = createFiguresService({ db: database.db, clock: () => now });
    const first = await figures();
    const system = await database.db.selectFrom("card_systems").select("id").executeTakeFirstOrThrow();
    await database.db.insertInto("organisers").values({ name: "Nieuwe club", card_system_id: system.id }).execute();
    expect((await figures()).organisers).toBe(first.organisers);
    now = new Date(now.getTime() + FIGURES_CACHE_MS);
    expect((await figures()).organisers).toBe(first.organisers + 1);
  });
});
