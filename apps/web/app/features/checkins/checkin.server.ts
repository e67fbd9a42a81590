// The scan's server side: the action of /sparen and /sparen/scannen posts the scanned or typed code to
// POST api/user/checkin with the form's idempotency key, keeps the result in the web session (the
// logout deletes it) and sends the holder to /sparen/mijn-punten; a refusal comes back as the Dutch
// end-user message; the limit per period reached is a notice with when the next point is possible. The loader of /sparen/mijn-punten reads the stored result.
import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { checkIn, checkInRequestSchema, type CheckInResult } from "@vtp/contracts/checkins";
import { readAppContext } from "../../context.server.ts";
import { ApiError, problemOf, TECHNICAL_ERROR } from "../../server/api.server.ts";
import { callApiAsHolder, requireAuth, type RequestArgs } from "../../server/current.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import { fieldErrors, formValues, type FormResult } from "../../server/form-errors.ts";
import { updateSessionData } from "../../server/session.server.ts";
import { pathTo } from "../../route-table.ts";
import { limitNotice, type LimitNotice } from "./limit-notice.ts";

export const CHECKIN_FIELDS = ["code"] as const;

/** A scan refused by the api: the message, and the code for the page's next step; the limit per period
 * reached is not a failure but a notice (`limit`), with when the next point is possible. */
export interface ScanFormResult extends FormResult {
  refusal?: string;
  limit?: LimitNotice;
}

/** A fresh idempotency key for each render of the form: a resubmit of that render is applied once. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

export async function submitCheckin(args: RequestArgs): Promise<ScanFormResult | Response> {
  const auth = await requireAuth(args);
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, CHECKIN_FIELDS);
  const key = String(form.get("idempotencyKey") ?? "");
  const parsed = checkInRequestSchema.safeParse({ code: values.code, ...(key ? { idempotencyKey: key } : {}) });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, CHECKIN_FIELDS);
    // A broken key is ours, not the holder's: send it again without one.
    if (errors.length === 0) return { errors: [], general: TECHNICAL_ERROR, values };
    return { errors, values };
  }
  let result: CheckInResult;
  try {
    result = await callApiAsHolder(args, checkIn, { body: parsed.data });
  } catch (error) {
    const problem = problemOf(checkIn, error);
    if (problem?.code === "validation") return { errors: [{ field: "code", message: problem.userMessage }], values };
    if (problem?.code === "CHECKIN_LIMIT_REACHED" && problem.limit !== undefined) {
      return { errors: [], limit: limitNotice(problem.limit, problem.userMessage, bffNowMs(args)), values };
    }
    if (error instanceof ApiError) return { errors: [], general: error.userMessage, refusal: String(error.code), values };
    throw error;
  }
  // A new scan: its key for the family save, and no family answer of an earlier scan.
  await updateSessionData(app.db, auth.session.key, { scanResult: result, scanKey: parsed.data.idempotencyKey, scanFamily: undefined });
  return redirect(pathTo("scan-result", app.config.product.slug));
}

/** The stored scan result, or undefined (none yet, or after a new login). */
export async function storedScanResult(args: RequestArgs): Promise<CheckInResult | undefined> {
  const auth = await requireAuth(args);
  return auth.session.data.scanResult;
}
