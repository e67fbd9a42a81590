// The family pages on the server: /profiel/gezin (my family, add, remove, leave; each removal asked
// first with a GET form, done with a POST; invitations accepted, declined or withdrawn with a POST) and /undo-family (the mailed link: GET shows, POST acts,
// because mail scanners open links).
import {
  addFamilyMember,
  FAMILY_UNDO_TOKEN_HEADER,
  familyAddFormSchema,
  getFamily,
  getFamilyUndo,
  leaveFamily,
  removeFamilyMember,
  undoFamilyMembership,
  type FamilyResponse,
  type FamilyUndoInfo,
} from "@vtp/contracts/family";
import { acceptFamilyInvitation, declineFamilyInvitation, withdrawFamilyInvitation } from "@vtp/contracts/family-invitations";
import { familyInvitationCopy } from "../../copy/family.ts";
import { readAppContext } from "../../context.server.ts";
import { ApiError, callApi, problemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { fieldErrors, formValues, type FormResult } from "../../server/form-errors.ts";
import { CONFIRM_LEAVE, CONFIRM_REMOVE, dutchDay, familyName } from "./family.ts";

export type Confirmation = { kind: "remove"; holderId: string; name: string } | { kind: "leave"; familyId: string; name: string };

export type FamilyPageData = { state: "no-card" } | { state: "ok"; family: FamilyResponse; confirm: Confirmation | null };

export async function loadFamilyPage(args: RequestArgs): Promise<FamilyPageData> {
  await requireAuth(args);
  let family: FamilyResponse;
  try {
    family = await callApiAsHolder(args, getFamily, {});
  } catch (error) {
    if (problemOf(getFamily, error)?.code === "NO_CARD") return { state: "no-card" };
    throw error;
  }
  const search = new URL(args.request.url).searchParams;
  const removeId = search.get(CONFIRM_REMOVE);
  const leaveId = search.get(CONFIRM_LEAVE);
  let confirm: Confirmation | null = null;
  const member = removeId === null ? undefined : family.members.find((m) => m.holderId === removeId && !m.mainFamilyMember);
  const membership = leaveId === null ? undefined : family.memberOf.find((f) => f.familyId === leaveId);
  if (member !== undefined) confirm = { kind: "remove", holderId: member.holderId, name: `${member.firstName} ${member.lastName}` };
  else if (membership !== undefined) confirm = { kind: "leave", familyId: membership.familyId, name: familyName(membership) };
  return { state: "ok", family, confirm };
}

/** What an action of /profiel/gezin answers: the add form with its errors, or a result about the whole page. */
export type FamilyActionResult =
  | ({ intent: "add" } & FormResult & { added?: string })
  | { intent: "remove" | "leave" | "accept" | "decline" | "withdraw"; done?: string; error?: string };

const ADD_FIELDS = ["cardNumber", "birthDate"] as const;

function userMessage(error: unknown): string {
  if (error instanceof ApiError) return error.userMessage;
  throw error;
}

export async function familyAction(args: RequestArgs): Promise<FamilyActionResult> {
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "remove") {
    const holderId = String(form.get("holderId") ?? "");
    const name = String(form.get("name") ?? "").slice(0, 120);
    try {
      await callApiAsHolder(args, removeFamilyMember, { params: { holderId } });
      return { intent: "remove", done: `${name || "Het gezinslid"} is uit je gezin verwijderd.` };
    } catch (error) {
      return { intent: "remove", error: userMessage(error) };
    }
  }
  if (intent === "leave") {
    const familyId = String(form.get("familyId") ?? "");
    const name = String(form.get("name") ?? "").slice(0, 120);
    try {
      await callApiAsHolder(args, leaveFamily, { params: { familyId } });
      return { intent: "leave", done: `Je hebt ${name || "het gezin"} verlaten.` };
    } catch (error) {
      return { intent: "leave", error: userMessage(error) };
    }
  }
  if (intent === "accept" || intent === "decline" || intent === "withdraw") return invitationAction(args, intent, form);
  const values = formValues(form, ADD_FIELDS);
  const parsed = familyAddFormSchema(new Date(bffNowMs(args))).safeParse(values);
  if (!parsed.success) return { intent: "add", errors: fieldErrors(parsed.error, ADD_FIELDS), values };
  try {
    const { member, notified, status, expiresAt } = await callApiAsHolder(args, addFamilyMember, { body: parsed.data });
    if (status === "INVITED") {
      return {
        intent: "add",
        errors: [],
        values: { cardNumber: "", birthDate: "" },
        added: familyInvitationCopy.invited(
          `${member.firstName} ${member.lastName}`,
          member.firstName,
          expiresAt === null ? "" : dutchDay(expiresAt),
          notified,
        ),
      };
    }
    const mail = notified
      ? ` ${member.firstName} krijgt een mail met een link om het gezin te verlaten als dat niet de bedoeling was.`
      : "";
    return {
      intent: "add",
      errors: [],
      values: { cardNumber: "", birthDate: "" },
      added: `${member.firstName} ${member.lastName} is toegevoegd aan je gezin.${mail}`,
    };
  } catch (error) {
    return { intent: "add", errors: [], general: userMessage(error), values };
  }
}

/** Accept or decline an invitation (the invitee), withdraw one (the main holder); `name` is what the page showed. */
async function invitationAction(args: RequestArgs, intent: "accept" | "decline" | "withdraw", form: FormData): Promise<FamilyActionResult> {
  const invitationId = String(form.get("invitationId") ?? "");
  const name = String(form.get("name") ?? "").slice(0, 120);
  const c = familyInvitationCopy;
  try {
    const params = { params: { invitationId } };
    if (intent === "accept") {
      await callApiAsHolder(args, acceptFamilyInvitation, params);
      return { intent, done: c.accepted(`het gezin van ${name}`) };
    }
    if (intent === "decline") {
      await callApiAsHolder(args, declineFamilyInvitation, params);
      return { intent, done: c.declined(name) };
    }
    await callApiAsHolder(args, withdrawFamilyInvitation, params);
    return { intent, done: c.withdrawn(name) };
  } catch (error) {
    return { intent, error: userMessage(error) };
  }
}

export type UndoPageData = { state: "ready"; token: string; info: FamilyUndoInfo } | { state: "invalid"; message: string };

const INVALID_LINK = "Deze link werd al gebruikt of bestaat niet. Ben je nog lid van het gezin? Meld je aan en verlaat het via Mijn gezin.";

/** GET /undo-family?token=…: who added whom. Nothing changes here. */
export async function loadUndoPage(args: RequestArgs): Promise<UndoPageData> {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  if (token === "" || token.length > 200) return { state: "invalid", message: INVALID_LINK };
  try {
    const info = await callApi(readAppContext(args.context), getFamilyUndo, { headers: { [FAMILY_UNDO_TOKEN_HEADER]: token } });
    return { state: "ready", token, info };
  } catch (error) {
    const problem = problemOf(getFamilyUndo, error);
    if (problem?.code === "FAMILY_UNDO_TOKEN_INVALID") return { state: "invalid", message: problem.userMessage };
    if (problem?.code === "validation") return { state: "invalid", message: INVALID_LINK };
    throw error;
  }
}

export type UndoActionResult = { state: "left" } | { state: "invalid"; message: string } | { state: "error"; message: string };

/** POST /undo-family: the membership of the token ends. */
export async function undoAction(args: RequestArgs): Promise<UndoActionResult> {
  const form = await args.request.formData();
  const token = String(form.get("token") ?? "");
  if (token === "" || token.length > 200) return { state: "invalid", message: INVALID_LINK };
  try {
    await callApi(readAppContext(args.context), undoFamilyMembership, { body: { token } });
    return { state: "left" };
  } catch (error) {
    const problem = problemOf(undoFamilyMembership, error);
    if (problem?.code === "FAMILY_UNDO_TOKEN_INVALID" || problem?.code === "validation")
      return { state: "invalid", message: problem.code === "validation" ? INVALID_LINK : problem.userMessage };
    if (error instanceof ApiError) return { state: "error", message: TECHNICAL_ERROR };
    throw error;
  }
}
