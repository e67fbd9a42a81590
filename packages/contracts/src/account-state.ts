// The signed-in account's own state that the web app needs around login: whether the onboarding was
// skipped (spec: skipOnboarding) and whether the account still dates from the legacy card + pin login.
//   GET /api/user/account-state   (bearer) -> AccountState
//   PUT /api/user/onboarding      (bearer) { skipOnboarding: true } -> AccountState
import { z } from "zod";

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
