// Staff rules (issue 20, decision 0032): who is staff of which organiser (MEMBER or ADMIN) and of which
// region, which permissions of UiTPAS API v4 a role gives, the checks every counter, back-office and
// partner route calls (`requireOrganiserRole`, `requireCardSystemStaff`), the permissions answer with the
// last used organiser first, and the audit log. SQL only in repository.ts.
import type { Kysely } from "kysely";
import { ProblemError } from "@vtp/contracts/problem";
import {
  permissionLabels,
  type OrganizerPermissions,
  type Permission,
  type PermissionsResponse,
  type StaffRole,
} from "@vtp/contracts/staff";
import type { DB } from "@vtp/db/schema";
import {
  findActivePartnerClient,
  findOrganiserCardSystem,
  findStaffAccount,
  holdRunningOrganiser,
  insertAuditEntries,
  listOrganiserSummaries,
  upsertLastOrganiser,
  type OrganiserSummaryRow,
} from "./repository.ts";

export interface StaffDeps {
  db: Kysely<DB>;
  clock: () => Date;
}

/**
 * Who is calling a staff route: a staff member's own account (a person's token), or a partner client
 * (an organiser's own system with a client-credentials token, decision 0045), which is MEMBER of its
 * one organiser and nothing else. The same checks below serve both.
 */
export type StaffPrincipal = AccountPrincipal | PartnerClientPrincipal;

export interface AccountPrincipal extends PrincipalRoles {
  kind: "account";
  accountId: string;
}

export interface PartnerClientPrincipal extends PrincipalRoles {
  kind: "partner-client";
  clientId: string;
}

interface PrincipalRoles {
  /** Role per organiser id. */
  organisers: ReadonlyMap<number, { role: StaffRole; cardSystemId: number | null }>;
  /** Regions the account is card-system staff of. */
  cardSystemIds: ReadonlySet<number>;
  lastUsedOrganiserId: number | null;
}

/**
 * The account of a token's subject and its roles (an account without any is no staff: `isStaff`), read
 * in one statement; undefined when the subject has no account yet.
 */
export async function loadStaffPrincipal(
  deps: Pick<StaffDeps, "db">,
  sub: string,
): Promise<{ account: { accountId: string; holderId: string | null; email: string }; principal: AccountPrincipal } | undefined> {
  const row = await findStaffAccount(deps.db, sub);
  if (row === undefined) return undefined;
  return {
    account: { accountId: row.accountId, holderId: row.holderId, email: row.email },
    principal: {
      kind: "account",
      accountId: row.accountId,
      organisers: new Map(row.organisers.map((o) => [o.organiserId, { role: o.role, cardSystemId: o.cardSystemId }])),
      cardSystemIds: new Set(row.cardSystemIds),
      lastUsedOrganiserId: row.lastUsedOrganiserId,
    },
  };
}

/**
 * A partner client acts for exactly its own organiser with a MEMBER's rights (decision 0045); a client
 * that is unknown or revoked is refused as an invalid token (401), whatever its token says.
 */
export async function loadPartnerClientPrincipal(deps: Pick<StaffDeps, "db">, clientId: string): Promise<PartnerClientPrincipal> {
  const client = await findActivePartnerClient(deps.db, clientId);
  if (client === undefined) {
    throw new ProblemError("unauthorized", {
      detail: "Deze partnertoepassing is niet (meer) gekend.",
      headers: { "www-authenticate": 'Bearer error="invalid_token"' },
    });
  }
  return {
    kind: "partner-client",
    clientId: client.clientId,
    organisers: new Map([[client.organiserId, { role: "MEMBER", cardSystemId: client.cardSystemId }]]),
    cardSystemIds: new Set(),
    lastUsedOrganiserId: null,
  };
}

/** Who acted, as the audit log and a ticket sale record it: an account or a partner client. */
export function actorOf(principal: StaffPrincipal): { accountId: string | null; partnerClientId: string | null } {
  return principal.kind === "account"
    ? { accountId: principal.accountId, partnerClientId: null }
    : { accountId: null, partnerClientId: principal.clientId };
}

export function isStaff(principal: StaffPrincipal): boolean {
  return principal.organisers.size > 0 || principal.cardSystemIds.size > 0;
}

/** Refuses an account that is nobody's staff (403 not-staff). */
export function requireStaff(principal: StaffPrincipal): void {
  if (!isStaff(principal)) throw new ProblemError("not-staff");
}

const ROLE_RANK: Record<StaffRole, number> = { MEMBER: 1, ADMIN: 2 };

/** Whether the principal has at least `role` in the organiser (ADMIN includes MEMBER). */
export function hasOrganiserRole(principal: StaffPrincipal, organiserId: number, role: StaffRole): boolean {
  const own = principal.organisers.get(organiserId);
  return own !== undefined && ROLE_RANK[own.role] >= ROLE_RANK[role];
}

/** Whether the principal's role in the organiser gives `permission` (rolePermissions; card-system staff act for no organiser here). */
export function hasOrganiserPermission(principal: StaffPrincipal, organiserId: number, permission: Permission): boolean {
  const own = principal.organisers.get(organiserId);
  return own !== undefined && rolePermissions(own.role).includes(permission);
}

/**
 * The check of every counter, back-office and partner route about one organiser: at least `role` there,
 * else 403 missing-permission (also for an organiser that does not exist: a foreign id reveals nothing).
 * Card-system staff do not act for the region's organisers at a counter.
 */
export function requireOrganiserRole(principal: StaffPrincipal, organiserId: number, role: StaffRole): void {
  requireStaff(principal);
  if (!hasOrganiserRole(principal, organiserId, role)) {
    throw new ProblemError("missing-permission", { detail: `Geen ${role} van organisatie ${organiserId}.` });
  }
}

/**
 * Card-system staff's rights (create organisers, grant their first ADMIN, the region's reports and audit
 * log): staff of the region named, or of the region of the organiser named; else 403 missing-permission.
 */
export async function requireCardSystemStaff(
  deps: Pick<StaffDeps, "db">,
  principal: StaffPrincipal,
  target: { cardSystemId: number } | { organiserId: number },
): Promise<number> {
  requireStaff(principal);
  const cardSystemId = "cardSystemId" in target ? target.cardSystemId : await findOrganiserCardSystem(deps.db, target.organiserId);
  if (cardSystemId === undefined || cardSystemId === null || !principal.cardSystemIds.has(cardSystemId)) {
    throw new ProblemError("missing-permission", { detail: "Geen medewerker van deze regio." });
  }
  return cardSystemId;
}

/**
 * In a transaction that makes something of an organiser (an activity, a reward): 409 organizer-ended when its
 * region has ended it, else its row is held until the commit, so an end waits for it and ends it too (decision 0074).
 * The staff member's access was read before the transaction, and the end may commit in between.
 */
export async function requireRunningOrganiser(trx: Kysely<DB>, organiserId: number): Promise<void> {
  if (!(await holdRunningOrganiser(trx, organiserId))) throw new ProblemError("organizer-ended");
}

/** What a MEMBER may do: the counter (identify, check in, tariffs, rewards) and reading. */
export const MEMBER_PERMISSIONS: readonly Permission[] = [
  "PERMISSIONS_READ",
  "EVENTS_READ",
  "PASSES_READ",
  "CHECKINS_READ",
  "CHECKINS_WRITE",
  "TARIFFS_READ",
  "TICKETSALES_REGISTER",
  "TICKETSALES_SEARCH",
  "REWARDS_READ",
  "REWARDS_REDEEM",
  "REWARDS_PASSHOLDERS_READ",
];

/** What an ADMIN may do besides: activities and their codes, rewards, staff and reports. */
export const ADMIN_PERMISSIONS: readonly Permission[] = [
  ...MEMBER_PERMISSIONS,
  "EVENTS_UPDATE",
  "EVENT_SETTINGS_READ",
  "EVENT_SETTINGS_UPDATE",
  "EVENTS_QR_CHECKINCODE",
  "REWARDS_WRITE",
  "ORGANIZERS_ADMINS_READ",
  "ORGANIZERS_ADMINS_WRITE",
  "ORGANIZERS_REPORTS",
];

/** What card-system staff may do with the organisers of their region (no counter). */
export const CARD_SYSTEM_PERMISSIONS: readonly Permission[] = [
  "PERMISSIONS_READ",
  "ORGANIZERS_SEARCH",
  "ORGANIZERS_ADMINS_READ",
  "ORGANIZERS_ADMINS_WRITE",
  "ORGANIZERS_REPORTS",
];

export function rolePermissions(role: StaffRole): readonly Permission[] {
  return role === "ADMIN" ? ADMIN_PERMISSIONS : MEMBER_PERMISSIONS;
}

function permissionsEntry(
  organiser: OrganiserSummaryRow,
  role: StaffRole | null,
  regionStaff: boolean,
  lastUsed: boolean,
): OrganizerPermissions {
  const granted = new Set<Permission>([...(role === null ? [] : rolePermissions(role)), ...(regionStaff ? CARD_SYSTEM_PERMISSIONS : [])]);
  // An ended organiser (decision 0074): its region still reads its reports and log (and may ask its staff), and changes nothing.
  if (organiser.endedAt !== null) granted.delete("ORGANIZERS_ADMINS_WRITE");
  // In the catalogue's order, so the answer is stable.
  const permissions = (Object.keys(permissionLabels) as Permission[]).filter((p) => granted.has(p));
  const cardSystemIds = organiser.cardSystemId === null ? [] : [organiser.cardSystemId];
  return {
    organizer: {
      id: String(organiser.id),
      name: organiser.name,
      ...(organiser.postalCode !== null && organiser.city !== null
        ? {
            address: {
              ...(organiser.street !== null ? { street: organiser.street } : {}),
              postalCode: organiser.postalCode,
              city: organiser.city,
            },
          }
        : {}),
      ...(organiser.endedAt !== null ? { endDate: organiser.endedAt.toISOString() } : {}),
    },
    role,
    lastUsed,
    permissions,
    permissionDetails: permissions.map((id) => ({ id, label: { nl: permissionLabels[id] }, cardSystemIds })),
  };
}

/**
 * GET /v4/permissions: every organiser the principal may act for, with role and permissions; the last
 * used organiser first ("Laatst gebruikt"), then by name. Card-system staff also get their regions'
 * organisers with the region's permissions.
 */
export async function listPermissions(deps: Pick<StaffDeps, "db">, principal: StaffPrincipal): Promise<PermissionsResponse> {
  requireStaff(principal);
  const organisers = await listOrganiserSummaries(deps.db, {
    ids: [...principal.organisers.keys()],
    cardSystemIds: [...principal.cardSystemIds],
  });
  const entries = organisers.map((o) =>
    permissionsEntry(
      o,
      principal.organisers.get(o.id)?.role ?? null,
      o.cardSystemId !== null && principal.cardSystemIds.has(o.cardSystemId),
      o.id === principal.lastUsedOrganiserId,
    ),
  );
  return [...entries.filter((e) => e.lastUsed), ...entries.filter((e) => !e.lastUsed)];
}

/** Remembers the organiser a staff member chose to act for (the counter's choice; MEMBER at least; a partner client has one). */
export async function rememberOrganiser(deps: StaffDeps, principal: StaffPrincipal, organiserId: number): Promise<void> {
  requireOrganiserRole(principal, organiserId, "MEMBER");
  if (principal.kind !== "account") return;
  await upsertLastOrganiser(deps.db, principal.accountId, organiserId, deps.clock());
}

/** What staff did with a holder's data or an organiser's objects: `holder.lookup`, `kansenstatuut.view`, `checkin.undo`, … */
export interface AuditEntry {
  action: string;
  organiserId?: number;
  cardSystemId?: number;
  holderId?: string;
  object?: { type: string; id: string };
}

/** Appends to the audit log (never changed afterwards: the database refuses UPDATE and DELETE). */
export async function recordAudit(deps: StaffDeps, principal: StaffPrincipal, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const occurredAt = deps.clock();
  await insertAuditEntries(
    deps.db,
    (Array.isArray(entries) ? entries : [entries]).map((entry: AuditEntry) => ({
      ...actorOf(principal),
      organiserId: entry.organiserId ?? null,
      cardSystemId: entry.cardSystemId ?? null,
      action: entry.action,
      holderId: entry.holderId ?? null,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id ?? null,
      occurredAt,
    })),
  );
}
