// Test support for discounted tickets (decision 0036): the seeded demo's activities by check-in code, a
// staff member's calls of /api/v4/tariffs and /api/v4/ticket-sales, and what a refusal must leave as it
// was. Only imported by tests.
import { sql, type Kysely } from "kysely";
import { expect } from "vitest";
import { problemSchema } from "@vtp/contracts/problem";
import type { DB } from "@vtp/db/schema";
import type { DemoPersona, StaffPersona } from "@vtp/personas";
import type { IdentityTestServer } from "./holder-auth.ts";
import { callAs } from "./staff.ts";

export async function activityByCode(db: Kysely<DB>, code: string): Promise<number> {
  const row = await db.selectFrom("activities").select("id").where("checkin_code", "=", code).executeTakeFirstOrThrow();
  return row.id;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A staff member's (or a holder's) calls of the ticket endpoints, with a bearer token of the test provider. */
export function ticketCalls(server: IdentityTestServer) {
  const call = (who: StaffPersona | DemoPersona, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown): Promise<Answer> =>
    callAs(server, who, method, url, payload);
  return {
    call,
    tariffs: (who: StaffPersona, organiserId: number, q: { eventId: number; uitpasNumber: string; regularPrice: string; type?: string }) =>
      call(
        who,
        "GET",
        `/api/v4/tariffs?organizerId=${organiserId}&eventId=${q.eventId}&uitpasNumber=${q.uitpasNumber}&regularPrice=${q.regularPrice}${q.type !== undefined ? `&type=${q.type}` : ""}`,
      ),
    sell: (who: StaffPersona, organiserId: number, tickets: object[]) =>
      call(who, "POST", `/api/v4/ticket-sales?organizerId=${organiserId}`, tickets),
    cancel: (who: StaffPersona, organiserId: number, id: string) =>
      call(who, "DELETE", `/api/v4/ticket-sales/${id}?organizerId=${organiserId}`),
  };
}

/** A ticket of the POST body. */
export function ticket(eventId: number, uitpasNumber: string, tariffId: string, regularPrice = 14, label?: string): object {
  return {
    regularPrice,
    tariff: { id: tariffId },
    eventId: String(eventId),
    uitpasNumber,
    ...(label !== undefined ? { regularPriceLabel: label } : {}),
  };
}

/** A refusal as problem JSON with a Dutch sentence: its status, code and sentence. */
export function problem(res: Answer): { status: number; code: string; nl: string; detail?: string } {
  expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  const p = problemSchema.parse(res.body);
  expect(p.endUserMessage.nl).toMatch(/^[A-Z].+\.$/);
  return { status: res.status, code: p.code, nl: p.endUserMessage.nl, ...(p.detail !== undefined ? { detail: p.detail } : {}) };
}

/** What a refusal must leave as it was: the sales, the coupons' turns and the audit log. */
export async function written(db: Kysely<DB>) {
  const { rows } = await sql<{ sales: string; cancelled: string; turns: string; audit: string }>`
    SELECT (SELECT count(*) FROM ticket_sales) AS sales,
      (SELECT count(*) FROM ticket_sales WHERE cancelled_at IS NOT NULL) AS cancelled,
      (SELECT COALESCE(sum(turns_used), 0) FROM holder_coupons) AS turns,
      (SELECT count(*) FROM staff_audit_log) AS audit`.execute(db);
  const r = rows[0]!;
  return { sales: Number(r.sales), cancelled: Number(r.cancelled), turns: Number(r.turns), audit: Number(r.audit) };
}
