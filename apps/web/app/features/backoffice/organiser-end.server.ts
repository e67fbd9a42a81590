// Ending an organiser (/organisatie/:organisatie/beeindigen, decision 0074): the question, for staff of its region,
// and "Ja, beëindigen" posts POST /v4/organizers/{organizerId}/end (without JavaScript too); then back to its home,
// which says it has ended. The api decides who may: the organiser's own staff are sent to its home, which offers
// them no such link; an ended organiser's question is its home too. A refusal is the api's own sentence.
import { data, redirect } from "react-router";
import { endOrganiser } from "@vtp/contracts/organiser-management";
import { readAppContext } from "../../context.server.ts";
import { pathTo } from "../../route-table.ts";
import { ApiError, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { loadStaffOrganisers, type StaffOrganiser } from "../counter/index.server.ts";
import { BACKOFFICE_ACCESS, notStaff } from "./backoffice.server.ts";

type EndArgs = RequestArgs & { params: { organisatie?: string } };

export type EndOrganiserPage = { kind: "not-staff" } | { kind: "ok"; organiser: { id: string; name: string; city?: string } };

const homeOf = (args: EndArgs, id: string, query?: Record<string, string>) =>
  pathTo("backoffice-organiser", readAppContext(args.context).config.product.slug, {
    params: { organisatie: id },
    ...(query ? { query } : {}),
  });

/** The organiser of the path and the region whose staff may end it; null for who is nobody's staff. */
async function organiserToEnd(args: EndArgs): Promise<{ organiser: StaffOrganiser; cardSystemId: number } | null> {
  await requireAuth(args);
  const organisers = await loadStaffOrganisers(args, BACKOFFICE_ACCESS);
  if (organisers === null) return null;
  const found = organisers.find((o) => o.id === args.params.organisatie);
  if (found === undefined) throw redirect(pathTo("backoffice", readAppContext(args.context).config.product.slug));
  const cardSystemId = found.regionIds[0];
  if (cardSystemId === undefined || found.endDate !== undefined) throw redirect(homeOf(args, found.id));
  return { organiser: found, cardSystemId };
}

/** The question before the end. */
export async function loadEndOrganiser(args: EndArgs) {
  const at = await organiserToEnd(args);
  if (at === null) return notStaff();
  const { id, name, city } = at.organiser;
  return data<EndOrganiserPage>({ kind: "ok", organiser: { id, name, ...(city !== undefined ? { city } : {}) } });
}

/** The end, confirmed: the api's refusal in its own words, nothing ended; else its home with the notice. */
export async function endOrganiserAction(args: EndArgs): Promise<{ error: string }> {
  const at = await organiserToEnd(args);
  if (at === null) return { error: TECHNICAL_ERROR };
  try {
    await callApiAsHolder(args, endOrganiser, { params: { organizerId: at.organiser.id }, query: { cardSystemId: at.cardSystemId } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: error.userMessage };
    throw error;
  }
  throw redirect(homeOf(args, at.organiser.id, { melding: "beeindigd" }));
}
