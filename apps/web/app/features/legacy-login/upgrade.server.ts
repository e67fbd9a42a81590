// /uitid-upgrade: the legacy card + pin login (ended 1 September 2022, POST /api/user/authenticate)
// turns into a card registration: the legacy check gives a registration token, and the card
// registration continues from its status.
import { legacyAuthenticate, legacyLoginRequestSchema, pinSchema } from "@vtp/contracts/legacy-login";
import {
  birthDateInputSchema,
  cardNumberInputSchema,
  getRegistrationStatus,
  REGISTRATION_TOKEN_HEADER,
} from "@vtp/contracts/card-registration";
import { maskCardNumber } from "@vtp/contracts/card-number";
import { z } from "zod";
import { readAppContext } from "../../context.server.ts";
import { ApiError, callApi } from "../../server/api.server.ts";
import { bffNowMs } from "../../server/clock.server.ts";
import type { RequestArgs } from "../../server/current.server.ts";
import { fieldErrors, formValues, type FormResult } from "../../server/form-errors.ts";
import { afterStatus } from "../card-registration/index.server.ts";

const UPGRADE_FIELDS = ["cardNumber", "pin", "birthDate"] as const;

/** /uitid-upgrade: the legacy card + pin login (ended 1 September 2022) turns into a card registration. */
export async function submitUpgrade(args: RequestArgs): Promise<FormResult | Response> {
  const app = readAppContext(args.context);
  const form = await args.request.formData();
  const values = formValues(form, UPGRADE_FIELDS);
  const schema = z.object({ cardNumber: cardNumberInputSchema, pin: pinSchema, birthDate: birthDateInputSchema(new Date(bffNowMs(args))) });
  const parsed = schema.safeParse(values);
  const shown = { cardNumber: values.cardNumber ?? "", birthDate: values.birthDate ?? "" };
  if (!parsed.success) return { errors: fieldErrors(parsed.error, UPGRADE_FIELDS), values: shown };
  try {
    const body = legacyLoginRequestSchema.parse(parsed.data);
    const { token } = await callApi(app, legacyAuthenticate, { body });
    const status = await callApi(app, getRegistrationStatus, { headers: { [REGISTRATION_TOKEN_HEADER]: token } });
    return afterStatus(args, {
      token,
      status: status.status,
      cardLabel: maskCardNumber(body.cardNumber),
      holderFirstName: status.holderFirstName,
      ...(status.email ? { maskedEmail: status.email } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError) return { errors: [], general: error.userMessage, values: shown };
    throw error;
  }
}
