// What the digital card shows of the profile (pure). Never the social tariff: the card is shown at a
// counter, to staff and bystanders; the holder reads that status privately on the profile page.
import type { Profile } from "@vtp/contracts/account";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { formatDutchDate } from "@vtp/contracts/dates";

export interface HolderCard {
  fullName: string;
  /** Grouped 4-3-3-3, for reading aloud and typing at a counter. */
  cardNumber: string;
  /** The 13 digits the barcode encodes. */
  cardDigits: string;
  /** The regions the card is valid in, the region of purchase first. */
  regions: string[];
  /** "31/12/2027", or null when no membership has an end date. The earliest end of the regions shown. */
  validUntil: string | null;
  blocked: boolean;
}

/** What the card needs of a profile: the holder's own, or a family member's pass (decision 0056). */
export type CardSource = Pick<Profile, "firstName" | "lastName" | "cardNumber" | "cardStatus" | "cardSystem" | "memberships">;

export function holderCard(profile: CardSource): HolderCard {
  const regions = [
    profile.cardSystem.name,
    ...profile.memberships.map((m) => m.cardSystem.name).filter((n) => n !== profile.cardSystem.name),
  ];
  const ends = profile.memberships
    .map((m) => m.endDate)
    .filter((d): d is string => d !== null)
    .sort();
  return {
    fullName: [profile.firstName, profile.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(" "),
    cardNumber: formatCardNumber(profile.cardNumber),
    cardDigits: profile.cardNumber,
    regions: [...new Set(regions)],
    validUntil: ends[0] === undefined ? null : formatDutchDate(ends[0]),
    blocked: profile.cardStatus === "BLOCKED",
  };
}
