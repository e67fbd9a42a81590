// Test support for the staff module: the seeded organisers of the demo's staff and the callers of the
// permissions matrix (decision 0032). Only imported by tests.
import type { Kysely } from "kysely";
import { an, bram, els, katrien, type StaffPersona } from "@vtp/personas";
import type { DB } from "@vtp/db/schema";
import type { LightMyRequestResponse as Response } from "fastify";
import { PARTNER_API_SCOPE } from "@vtp/contracts/identity";
import { loadStaffPrincipal, type AccountPrincipal } from "../modules/staff/service.ts";
import type { FakeTokenIssuer, IdentityTestServer } from "./holder-auth.ts";

/** A staff persona's principal, as a request with their token loads it. */
export async function staffPrincipalOf(db: Kysely<DB>, persona: StaffPersona): Promise<AccountPrincipal> {
  const staff = await loadStaffPrincipal({ db }, persona.sub);
  if (staff === undefined) throw new Error(`geen account voor ${persona.sub}`);
  return staff.principal;
}

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

/** The callers of the permissions matrix: the six, then the partner clients (decision 0045). */
export const MATRIX_CALLERS = [
  "anonymous",
  "holder",
  "member-of-another",
  "member",
  "admin",
  "card-system-staff",
  "partner-client",
  "partner-client-of-another",
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

export interface MatrixCall {
  /** Subject of a person's token, or null (no token, or a partner client's). */
  sub: string | null;
  /** A partner client's client-credentials token instead (its client id). */
  partnerClientId?: string;
  /** The organiser the request is about (its region is UiTPAS Gent, card system 1). */
  organiserId: number;
}

/** The partner client of the matrix's own organiser (`insertMatrixPartnerClient`). */
export const MATRIX_PARTNER_CLIENT = "partner-matrix";
/** The demo's partner client of the Gent pool (seeded), which asks about the library in the matrix. */
export const POOL_PARTNER_CLIENT = "partner-gent-zwembad";

/**
 * A Gent organiser that is neither the library nor the pool, for the matrix's partner client: its calls
 * change nothing the MEMBER's and ADMIN's calls need (check-ins, coupons, redemptions).
 */
async function thirdGentOrganiser(db: Kysely<DB>, taken: number[]): Promise<number> {
  const row = await db
    .selectFrom("organisers")
    .select("id")
    .where("card_system_id", "=", 1)
    .where("id", "not in", taken)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Binds MATRIX_PARTNER_CLIENT to the matrix's partner organiser (once per database). */
export async function insertMatrixPartnerClient(db: Kysely<DB>, organiserId: number): Promise<void> {
  await db
    .insertInto("partner_clients")
    .values({ client_id: MATRIX_PARTNER_CLIENT, organiser_id: organiserId, name: "Matrixtest" })
    .onConflict((oc) => oc.column("client_id").doNothing())
    .execute();
}

/** The authorization header of a matrix call: a person's token, a partner client's, or none. */
export async function matrixHeaders(tokens: FakeTokenIssuer, call: MatrixCall): Promise<Record<string, string>> {
  if (call.partnerClientId !== undefined) {
    const token = await tokens.sign(call.partnerClientId, { claims: { client_id: call.partnerClientId, scope: PARTNER_API_SCOPE } });
    return { authorization: `Bearer ${token}` };
  }
  return call.sub === null ? {} : { authorization: `Bearer ${await tokens.sign(call.sub)}` };
}

/**
 * Who calls about which organiser: Els is MEMBER of the Gent pool and ADMIN of the Gent library; Bram is
 * MEMBER in Aalst, so of another organiser than the library; Katrien is staff of UiTPAS Gent; An is a holder.
 * The matrix's partner client acts for a third Gent organiser, about that one; the pool's partner client
 * asks about the library (this binds MATRIX_PARTNER_CLIENT to the third organiser).
 */
export async function matrixCalls(db: Kysely<DB>): Promise<Record<MatrixCaller, MatrixCall>> {
  const library = await organiserOf(db, els, 0);
  const pool = await organiserOf(db, els, 1);
  const third = await thirdGentOrganiser(db, [library, pool]);
  await insertMatrixPartnerClient(db, third);
  return {
    anonymous: { sub: null, organiserId: library },
    holder: { sub: an.sub, organiserId: library },
    "member-of-another": { sub: bram.sub, organiserId: library },
    member: { sub: els.sub, organiserId: pool },
    admin: { sub: els.sub, organiserId: library },
    "card-system-staff": { sub: katrien.sub, organiserId: library },
    "partner-client": { sub: null, partnerClientId: MATRIX_PARTNER_CLIENT, organiserId: third },
    "partner-client-of-another": { sub: null, partnerClientId: POOL_PARTNER_CLIENT, organiserId: library },
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
