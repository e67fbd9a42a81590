// Compiled by `npm run typecheck` only (never run): proves that the typecheck refuses a call with a body
// its endpoint does not declare, and a comparison with a problem code the endpoint cannot answer. If the
// client's typing weakens, a `@ts-expect-error` below becomes unused and the typecheck fails.
import { getProfile } from "@vtp/contracts/account";
import { linkCard } from "@vtp/contracts/card-registration";
import { callApi, problemOf, type ApiApp } from "./api.server.ts";

export async function wrongCalls(app: ApiApp, error: unknown): Promise<void> {
  // @ts-expect-error the link needs `registrationToken`, not `token`
  await callApi(app, linkCard, { bearer: "t", body: { token: "x" } });
  // @ts-expect-error the link needs the holder's bearer token
  await callApi(app, linkCard, { body: { registrationToken: "x" } });
  // @ts-expect-error GET /enduser/profile cannot answer CARD_NOT_FOUND
  if (problemOf(getProfile, error)?.code === "CARD_NOT_FOUND") return;
  if (problemOf(getProfile, error)?.code === "NO_CARD") return;
}
