import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_LOGIN_CUTOFF, legacyLoginResponseSchema } from "@vtp/contracts/legacy-login";
import { problemSchema } from "@vtp/contracts/problem";
import { hashPassword } from "@vtp/password";
import { an } from "@vtp/personas";
import type { Database } from "@vtp/db";
import { createTestDatabase } from "@vtp/db/testing";
import { seedIdentityFixtures } from "../../testing/fixtures.ts";
import { buildIdentityTestServer, type IdentityTestServer } from "../../testing/holder-auth.ts";

const ENDED = "Aanmelden met kaartnummer en pincode kan niet meer sinds 1 september 2022. Meld je aan met je e-mailadres en wachtwoord.";
const BEFORE_CUTOFF = new Date("2022-08-31T21:59:59Z"); // 23:59:59 in Brussels
const AT_CUTOFF = new Date("2022-08-31T22:00:00Z"); // 00:00 on 1 September in Brussels
const TODAY = new Date("2026-11-21T10:00:00Z");
const PIN = "2580";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ seed: seedIdentityFixtures });
  await database.db
    .updateTable("cards")
    .set({ pin_hash: await hashPassword(PIN) })
    .where("card_number", "=", an.card!.number)
    .execute();
});

afterAll(async () => {
  await database?.close();
});

async function withServer(now: Date, legacyLogin: boolean, fn: (server: IdentityTestServer) => Promise<void>): Promise<void> {
  const server = await buildIdentityTestServer({ db: database.db, now, env: { FEATURE_LEGACY_LOGIN: String(legacyLogin) } });
  try {
    await fn(server);
  } finally {
    await server.app.close();
  }
}

function login(server: IdentityTestServer, body: Record<string, string>) {
  return server.app.inject({ method: "POST", url: "/api/user/authenticate", payload: body });
}

const right = { cardNumber: an.card!.number, pin: PIN, birthDate: an.birthDate };

describe("POST /api/user/authenticate", () => {
  it("answers 410 LEGACY_LOGIN_ENDED after the cut-off, even with the flag on and the right pin", async () => {
    for (const [now, flag] of [
      [TODAY, false],
      [TODAY, true],
      [AT_CUTOFF, true],
    ] as const) {
      await withServer(now, flag, async (server) => {
        const res = await login(server, right);
        expect(res.statusCode).toBe(410);
        const problem = problemSchema.parse(res.json());
        expect(problem.code).toBe("LEGACY_LOGIN_ENDED");
        expect(problem.endUserMessage.nl).toBe(ENDED);
      });
    }
    expect(AT_CUTOFF.getTime()).toBe(LEGACY_LOGIN_CUTOFF.getTime());
  });

  it("stays closed before the cut-off when the flag is off", async () => {
    await withServer(BEFORE_CUTOFF, false, async (server) => {
      expect((await login(server, right)).statusCode).toBe(410);
    });
  });

  it("validates the pin: exactly four digits", async () => {
    await withServer(TODAY, false, async (server) => {
      for (const pin of ["123", "12345", "12a4", ""]) {
        const res = await login(server, { ...right, pin });
        expect(res.statusCode).toBe(400);
        expect(problemSchema.parse(res.json()).schemaErrors).toEqual([
          { jsonPointer: "/pin", error: "Zeker dat je vier cijfers hebt ingevuld?" },
        ]);
      }
    });
  });

  it("before the cut-off with the flag on: the right pin gives a registration token", async () => {
    await withServer(BEFORE_CUTOFF, true, async (server) => {
      const res = await login(server, right);
      expect(res.statusCode).toBe(200);
      const body = legacyLoginResponseSchema.parse(res.json());
      expect(body.tokenType).toBe("registration");
      const status = await server.app.inject({
        method: "GET",
        url: "/api/card/passholders/me/uitid/status",
        headers: { "x-client-id": server.config.api.cardApiClientId, "x-registration-token": body.token },
      });
      expect(status.json()).toEqual({ status: "REGISTERED", email: "a***s@voorbeeld.test", holderFirstName: "An" });

      const wrongBirthDate = await login(server, { ...right, birthDate: "1990-05-15" });
      expect(wrongBirthDate.statusCode).toBe(401);
      expect(problemSchema.parse(wrongBirthDate.json()).code).toBe("invalid_credentials");
      await database.db.deleteFrom("pin_failures").execute();
    });
  });

  it("allows at most 5 failures per card per 24 hours", async () => {
    const start = new Date("2022-08-01T08:00:00Z");
    await withServer(start, true, async (server) => {
      for (let i = 0; i < 5; i++) {
        const res = await login(server, { ...right, pin: "0000" });
        expect(res.statusCode).toBe(401);
        expect(problemSchema.parse(res.json()).code).toBe("PIN_INVALID");
      }
      const locked = await login(server, right);
      expect(locked.statusCode).toBe(429);
      expect(problemSchema.parse(locked.json()).code).toBe("PIN_LOCKED");

      server.setNow(new Date(start.getTime() + 23 * 60 * 60 * 1000));
      expect((await login(server, right)).statusCode).toBe(429);

      server.setNow(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000));
      expect((await login(server, right)).statusCode).toBe(200);
    });
  });
});
