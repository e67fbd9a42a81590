import { isMiaProfile, type Profile } from "@vtp/contracts/account";

/** Analytics user type "MIA" (spec §1): true when the profile has at least one kansenStatuut entry. */
export function isMiaUser(profile: Pick<Profile, "kansenStatuut"> | null | undefined): boolean {
  return profile != null && isMiaProfile(profile);
}
