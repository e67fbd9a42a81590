// Onboarding: the signed-in account's state that decides where a login lands: whether the onboarding
// was skipped (spec: skipOnboarding), whether the account still dates from the legacy card + pin login,
// and whether it has a card. Feature name in every layer: `onboarding` (api modules/onboarding, web
// features/onboarding).
import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

export const accountStateSchema = z.object({
  /** The holder skipped (or finished) the onboarding; it is not shown again. */
  skipOnboarding: z.boolean(),
  /** The account was created by the legacy login and has not moved to the identity provider yet. */
  legacy: z.boolean(),
  /** A card is linked to the account. */
  hasCard: z.boolean(),
});
export type AccountState = z.infer<typeof accountStateSchema>;

/** Body of PUT /api/user/onboarding. Only skipping (true) is possible: the onboarding is shown once. */
export const onboardingUpdateSchema = z.object({ skipOnboarding: z.literal(true) });
export type OnboardingUpdate = z.infer<typeof onboardingUpdateSchema>;

export const getAccountState = defineEndpoint({
  method: "GET",
  path: "/user/account-state",
  operationId: "getAccountState",
  summary: "Status van het aangemelde account: onboarding overgeslagen, legacy-account, pas gekoppeld",
  tag: "onboarding",
  auth: "bearer",
  response: accountStateSchema,
  problems: [],
});

export const skipOnboarding = defineEndpoint({
  method: "PUT",
  path: "/user/onboarding",
  operationId: "skipOnboarding",
  summary: "Onboarding overslaan (skipOnboarding wordt bewaard)",
  tag: "onboarding",
  auth: "bearer",
  body: onboardingUpdateSchema,
  response: accountStateSchema,
  problems: [],
});
