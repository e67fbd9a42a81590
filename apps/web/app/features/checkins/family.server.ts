// Saving for the family on /sparen/mijn-punten (decision 0054): the loader asks the api which members of
// my own family could still get the last scan's points (none for a holder without a family: nothing is
// shown); the action posts the chosen ones to POST api/user/checkin/:scan/family with that scan's key,
// keeps the answer in the web session and shows the result page again (a plain form, no JavaScript needed).
import { redirect } from "react-router";
import { checkInFamily, getFamilyCheckinOptions, type FamilyCheckinOption } from "@vtp/contracts/checkins";
import { familyCopy } from "../../copy/checkins.ts";
import { readAppContext } from "../../context.server.ts";
import { ApiError } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import type { FormResult } from "../../server/form-errors.ts";
import { updateSessionData } from "../../server/session.server.ts";
import { pathTo } from "../../route-table.ts";
import { familyLines, type FamilyLine } from "./family-view.ts";

export const FAMILY_FIELDS = ["members"] as const;

export interface FamilyScanView {
  /** The members of my own family and whether they can still get the scan's points. */
  members: FamilyCheckinOption[];
  /** What the family save did, per member (null before it). */
  lines: FamilyLine[] | null;
}

/** The family part of the scan result; null when there is nothing to show (no family, no scan key, no answer). */
export async function familyForScan(args: RequestArgs): Promise<FamilyScanView | null> {
  const auth = await requireAuth(args);
  const { scanKey, scanFamily } = auth.session.data;
  if (scanKey === undefined) return null;
  const lines = scanFamily?.scan === scanKey ? familyLines(scanFamily.result) : null;
  let members: FamilyCheckinOption[];
  try {
    members = (await callApiAsHolder(args, getFamilyCheckinOptions, { params: { scan: scanKey } })).members;
  } catch (error) {
    // The scan is gone or of another day, or the api did not answer: the page still shows the holder's own result.
    if (error instanceof ApiError) return lines === null ? null : { members: [], lines };
    throw error;
  }
  if (members.length === 0 && lines === null) return null;
  return { members, lines };
}

export async function submitFamilyCheckin(args: RequestArgs): Promise<FormResult | Response> {
  const auth = await requireAuth(args);
  const app = readAppContext(args.context);
  const scan = auth.session.data.scanKey;
  const form = await args.request.formData();
  const members = form.getAll("members").map(String);
  const values = { members: members.join(",") };
  if (scan === undefined) throw redirect(pathTo("save", app.config.product.slug));
  if (members.length === 0) return { errors: [{ field: "members", message: familyCopy.noneChosen }], values };
  try {
    const result = await callApiAsHolder(args, checkInFamily, { params: { scan }, body: { members } });
    await updateSessionData(app.db, auth.session.key, { scanFamily: { scan, result } });
  } catch (error) {
    if (error instanceof ApiError) return { errors: [], general: error.userMessage, values };
    throw error;
  }
  return redirect(pathTo("scan-result", app.config.product.slug));
}
