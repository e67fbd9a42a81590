// Skipping the onboarding ("Overslaan"): kept by the api (PUT /user/onboarding) and in the session, so
// the next login lands on the dashboard.
import { skipOnboarding as skipOnboardingEndpoint } from "@vtp/contracts/onboarding";
import { readAppContext } from "../../context.server.ts";
import { callApiAsHolder, currentAuth, type RequestArgs } from "../../server/current.server.ts";
import { updateSessionData } from "../../server/session.server.ts";

/** "Overslaan": persists skipOnboarding (api) and in the session. */
export async function skipOnboarding(args: RequestArgs): Promise<void> {
  await callApiAsHolder(args, skipOnboardingEndpoint, { body: { skipOnboarding: true } });
  const auth = await currentAuth(args);
  if (auth) await updateSessionData(readAppContext(args.context).db, auth.session.key, { skipOnboarding: true });
}
