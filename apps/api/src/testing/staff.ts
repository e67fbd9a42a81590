// Test support for the staff module: the seeded organisers of the demo's staff and the callers of the
// permissions matrix (decision 0032). Only imported by tests.
import type { Kysely } from "kysely";
import { an, bram, els, katrien, type StaffPersona } from "@vtp/personas";
import type { DB } from "@vtp/db/schema";
import type { LightMyRequestResponse as Response } from "fastify";
import type { IdentityTestServer } from "./holder-auth.ts";

/** The organiser id of a staff persona's n-th role (the seed resolves region + kind to an organiser). */
export async function organiserOf(db: Kysely<DB>, persona: StaffPersona, index = 0): Promise<number> {
  const role = persona.organisers[index];
  if (role === undefined) throw new Error(`${persona.key} heeft geen rol ${index}`);
  const rows = await db
    .selectFrom("organiser_staff")
    .innerJoin("organisers", "organisers.id", "organiser_staff.organiser_id")
    .select(["organiser_staff.organiser_id", "organiser_staff.role", "organisers.card_system_id"])
    .where("organiser_staff.account_id", "=", persona.accountId)
    .orderBy("organiser_staff.organiser_id")
    .execute();
  const match = rows.filter((r) => r.card_system_id === role.cardSystemId && r.role === role.role);
  if (match.length !== 1) throw new Error(`${persona.key}: rol ${index} niet eenduidig gevonden`);
  return match[0]!.organiser_id;
}

/** The six callers of the permissions matrix, in the order. */
export const MATRIX_CALLERS = ["anonymous", "holder", "member-of-another", "member", "admin", "card-system-staff"] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

export interface MatrixCall {
  /** Subject of the token, or null for no token. */
  sub: string | null;
  /** The organiser the request is about (its region is UiTPAS Gent, card system 1). */
  organiserId: number;
}

/**
 * Who calls about which organiser: Els is MEMBER of the Gent pool and ADMIN of the Gent library; Bram is
 * MEMBER in Aalst, so of another organiser than the library; Katrien is staff of UiTPAS Gent; An is a holder.
 */
export async function matrixCalls(db: Kysely<DB>): Promise<Record<MatrixCaller, MatrixCall>> {
  const library = await organiserOf(db, els, 0);
  const pool = await organiserOf(db, els, 1);
  return {
    anonymous: { sub: null, organiserId: library },
    holder: { sub: an.sub, organiserId: library },
    "member-of-another": { sub: bram.sub, organiserId: library },
    member: { sub: els.sub, organiserId: pool },
    admin: { sub: els.sub, organiserId: library },
    "card-system-staff": { sub: katrien.sub, organiserId: library },
  };
}

/** An activity of the organiser (in its region), open at the fixtures' now unless dates are given; its id. */
export async function insertOrganiserActivity(
  db: Kysely<DB>,
  organiserId: number,
  opts: { code: string; startsAt?: Date; endsAt?: Date; volume?: number; points?: number },
): Promise<number> {
  const organiser = await db.selectFrom("organisers").select("card_system_id").where("id", "=", organiserId).executeTakeFirstOrThrow();
  if (organiser.card_system_id === null) throw new Error(`organisatie ${organiserId} heeft geen regio`);
  const row = await db
    .insertInto("activities")
    .values({
      organiser_id: organiserId,
      card_system_id: organiser.card_system_id,
      title: `Balietest ${opts.code}`,
      starts_at: opts.startsAt ?? null,
      ends_at: opts.endsAt ?? null,
      permanent: opts.startsAt === undefined,
      points: opts.points ?? 1,
      checkin_volume: opts.volume ?? 1,
      checkin_period: "DAY",
      checkin_code: opts.code,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An answer of callAs: the status, the JSON body (null for another type, e.g. the poster's PDF), the headers and the raw response. */
export interface StaffCallAnswer {
  status: number;
  body: unknown;
  headers: Response["headers"];
  res: Response;
}

/** Calls the api as a persona (a bearer token of the test provider), or without a token for null. */
export async function callAs(
  server: IdentityTestServer,
  who: { sub: string | null } | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
): Promise<StaffCallAnswer> {
  const res = await server.app.inject({
    method,
    url,
    headers: who === null ? {} : { authorization: `Bearer ${await server.tokens.sign(who.sub!)}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const json = /json/.test(String(res.headers["content-type"] ?? ""));
  return { status: res.statusCode, body: json ? (res.json() as unknown) : null, headers: res.headers, res };
}
