// /organisatie/:organisatie/medewerkers (issue 20 "Staff", decision 0047): the organiser's staff and open
// invitations (GET /v4/staff), an invitation by e-mail (POST /v4/staff/invitations), a role changed (PUT),
// someone removed after a question (DELETE) and, after a question, a lost second factor wiped (decision 0066). Only for who may manage staff there (ORGANIZERS_ADMINS_WRITE,
// the api's rights); the api checks every call again, and its refusal (the last ADMIN, a foreign organiser)
// comes back in its own sentence, with nothing changed.
import { data, redirect } from "react-router";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  resetStaffSecondFactor,
  type StaffInvitation,
  type StaffMember,
} from "@vtp/contracts/staff-members";
import { ProblemError } from "@vtp/contracts/problem";
import { staffCopy } from "../../copy/staff.ts";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, problemOf } from "../../server/api.server.ts";
import { callApiAsHolder, type RequestArgs } from "../../server/current.server.ts";
import { notStaff, organiserOf, type BackofficeArgs, type WithOrganiser } from "./backoffice.server.ts";
import { staffMemberName as nameOf, type StaffActionResult } from "./view.ts";

const copy = staffCopy.members;
const UUID = /^[0-9a-f-]{36}$/i;
const ROLES = ["MEMBER", "ADMIN"] as const;
type Role = (typeof ROLES)[number];
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export interface StaffPageData {
  members: StaffMember[];
  invitations: StaffInvitation[];
  /** Just added to the region (`?melding=nieuw`). */
  created: boolean;
}

const slugOf = (args: RequestArgs) => readAppContext(args.context).config.product.slug;

async function managedOrganiser(args: BackofficeArgs) {
  const at = await organiserOf(args);
  if (at === null) return null;
  if (!at.organiser.canManageStaff)
    throw redirect(pathTo("backoffice-organiser", slugOf(args), { params: { organisatie: at.organiser.id } }));
  return at;
}

export async function loadStaffPage(args: BackofficeArgs) {
  const at = await managedOrganiser(args);
  if (at === null) return notStaff();
  const list = await callApiAsHolder(args, listStaff, { query: { organizerId: at.organiser.id } });
  // Right after staff of the region added the organiser (decision 0067): the page says so.
  const created = new URL(args.request.url).searchParams.get("melding") === "nieuw";
  return data<WithOrganiser<StaffPageData>>({ kind: "ok", ...at, ...list, created });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function staffAction(args: BackofficeArgs): Promise<StaffActionResult> {
  const at = await managedOrganiser(args);
  if (at === null) return { kind: "refused", message: copy.refused };
  const organizerId = at.organiser.id;
  const form = await args.request.formData();
  const intent = field(form, "intent");
  const refusal = (error: unknown): StaffActionResult => {
    if (error instanceof ApiError && error.status < 500) return { kind: "refused", message: error.userMessage };
    throw error;
  };
  if (intent === "invite") {
    const values = { email: field(form, "email").slice(0, 254), role: field(form, "role") };
    try {
      const invited = await callApiAsHolder(args, inviteStaff, {
        query: { organizerId },
        body: { email: values.email, role: isRole(values.role) ? values.role : ("" as Role) },
      });
      return { kind: "done", message: copy.done.invited(invited.email) };
    } catch (error) {
      const invalid = problemOf(inviteStaff, error);
      if (invalid?.code === "validation" && invalid.fieldErrors.length > 0)
        return { kind: "invite-invalid", fieldErrors: invalid.fieldErrors, values };
      return refusal(error);
    }
  }
  const accountId = field(form, "accountId");
  if (!UUID.test(accountId)) return { kind: "refused", message: copy.refused };
  const { members } = await callApiAsHolder(args, listStaff, { query: { organizerId } });
  const member = members.find((m) => m.accountId === accountId);
  if (member === undefined) return { kind: "refused", message: new ProblemError("staff-member-not-found").nl };
  if (intent === "role") {
    const role = field(form, "role");
    if (!isRole(role)) return { kind: "refused", message: copy.refused };
    try {
      await callApiAsHolder(args, changeStaffRole, { params: { accountId }, query: { organizerId }, body: { role } });
      return { kind: "done", message: copy.done.roleChanged(nameOf(member), copy.role[role]) };
    } catch (error) {
      return refusal(error);
    }
  }
  if (intent === "remove-ask") return { kind: "remove-ask", accountId, name: nameOf(member) };
  if (intent === "reset-factor-ask") return { kind: "reset-factor-ask", accountId, name: nameOf(member) };
  if (intent === "reset-factor") {
    try {
      await callApiAsHolder(args, resetStaffSecondFactor, { params: { accountId }, query: { organizerId } });
      return { kind: "done", message: copy.done.factorReset(nameOf(member)) };
    } catch (error) {
      return refusal(error);
    }
  }
  if (intent === "remove") {
    try {
      await callApiAsHolder(args, removeStaff, { params: { accountId }, query: { organizerId } });
      return { kind: "done", message: copy.done.removed(nameOf(member)) };
    } catch (error) {
      return refusal(error);
    }
  }
  return { kind: "refused", message: copy.refused };
}
