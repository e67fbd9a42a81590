// Reading the audit log (issue 20 "Audit log", decision 0047): an organiser's ADMIN (or card-system staff
// of its region, as the declaration's access says) reads the organiser's entries, card-system staff their
// region's. A period of Brussels calendar days (default the last 30 up to today), optionally one holder
// by card number, newest first, paged. Reading changes nothing; the log is never editable. SQL in
// repository.ts.
import type { Kysely } from "kysely";
import { brusselsDate } from "@vtp/contracts/dates";
import { AUDIT_LOG_DEFAULT_DAYS, type AuditLogEntry, type AuditLogFilter, type AuditLogPage } from "@vtp/contracts/staff-audit-log";
import type { DB } from "@vtp/db/schema";
import { brusselsDateTime } from "@vtp/db/periods";
import { countAuditEntries, listAuditEntries, type AuditLogRow, type AuditLogWhere } from "./repository.ts";

export interface AuditLogDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

const DAY_MS = 86_400_000;

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The period's instants: from the first day's midnight in Brussels up to the midnight after the last. */
export function auditPeriod(filter: Pick<AuditLogFilter, "from" | "to">, now: Date): { from: Date; to: Date } {
  const to = filter.to ?? brusselsDate(now);
  const from = filter.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (AUDIT_LOG_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: brusselsDateTime(from, 0), to: brusselsDateTime(dayAfter(to), 0) };
}

function entryOut(row: AuditLogRow): AuditLogEntry {
  const name = [row.actorFirstName, row.actorLastName].filter((part) => part !== null && part !== "").join(" ");
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    actor:
      row.accountId !== null
        ? { type: "ACCOUNT", id: row.accountId, name: name === "" ? null : name, email: row.actorEmail }
        : { type: "PARTNER_CLIENT", id: row.partnerClientId ?? "", name: null, email: null },
    organizer: row.organiserId === null ? null : { id: String(row.organiserId), name: row.organiserName ?? "" },
    cardSystemId: row.cardSystemId,
    passholderId: row.holderId,
    object: row.objectType === null || row.objectId === null ? null : { type: row.objectType, id: row.objectId },
  };
}

/** GET /v4/audit-log (an organiser) and GET /v4/region-audit-log (a region). */
export async function readAuditLog(deps: AuditLogDeps, scope: AuditLogWhere["scope"], filter: AuditLogFilter): Promise<AuditLogPage> {
  const where: AuditLogWhere = { scope, ...auditPeriod(filter, deps.clock()), cardNumber: filter.uitpasNumber };
  const [totalItems, rows] = await Promise.all([
    countAuditEntries(deps.db, where),
    listAuditEntries(deps.db, where, { start: filter.start, limit: filter.limit }),
  ]);
  return { totalItems, member: rows.map(entryOut) };
}
