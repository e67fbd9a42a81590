// /medewerker-uitnodiging?token=… (decision 0047): the link of a staff invitation's mail. The loader asks for a
// login (the login returns here with the token) and changes nothing, so a mail scanner that opens the link
// accepts nothing; the page's one button posts the token and the api accepts it for the signed-in account
// (its verified address must be the invited one). Answers are never cached: the URL carries the token.
import { acceptStaffInvitation, type AcceptedStaffInvitation } from "@vtp/contracts/staff-members";
import { ApiError } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";

/** What the invitation's link carries: 32 random bytes, base64url (at least 20 characters, as the api checks). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export interface StaffInvitationPage {
  /** The token of the link, or null when the link is broken. */
  token: string | null;
}

export type StaffInvitationResult =
  | { kind: "accepted"; organiser: AcceptedStaffInvitation["organizer"]; role: AcceptedStaffInvitation["role"] }
  | { kind: "refused"; message: string };

export async function loadStaffInvitation(args: RequestArgs): Promise<StaffInvitationPage> {
  await requireAuth(args);
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  return { token: TOKEN.test(token) ? token : null };
}

export async function acceptStaffInvitationAction(args: RequestArgs): Promise<StaffInvitationResult | null> {
  await requireAuth(args);
  const token = (await args.request.formData()).get("token");
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  try {
    const accepted = await callApiAsHolder(args, acceptStaffInvitation, { body: { token } });
    return { kind: "accepted", organiser: accepted.organizer, role: accepted.role };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { kind: "refused", message: error.userMessage };
    throw error;
  }
}

export function staffInvitationHeaders(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}
