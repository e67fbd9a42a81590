// What the profile page (/profiel/persoonlijke-gegevens) shows of the profile (pure; the loader fetches
// it). The social tariff is told here and only here: never on the card or any screen a counter sees.
import type { Profile, ProfileKansenstatuut } from "@vtp/contracts/account";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { formatDay, pointsLabel } from "../../copy/format.ts";

/** The holder's own sentence about one social tariff, e.g. "Je hebt recht op het kansentarief tot 30 april 2027". */
export function socialTariffSentence(k: Pick<ProfileKansenstatuut, "status" | "kansenStatuutEndDate">): string {
  const end = formatDay(k.kansenStatuutEndDate);
  switch (k.status) {
    case "ACTIVE":
      return `Je hebt recht op het kansentarief tot ${end}`;
    case "SUSPENDED":
      return `Je kansentarief is tijdelijk opgeschort (loopt tot ${end})`;
    case "EXPIRED":
      return `Je kansentarief liep af op ${end}`;
  }
}

export interface ProfileView {
  /** "An P." */
  name: string;
  city: string | null;
  /** Grouped 4-3-3-3. */
  cardNumber: string;
  cardSystem: string;
  blocked: boolean;
  pointsLabel: string;
  email: string;
  gsm: string | null;
  /** One sentence per card system with a social tariff; the region is named when there are several. */
  socialTariff: { key: number; sentence: string; region: string | null }[];
}

export function profileView(profile: Profile): ProfileView {
  const several = profile.kansenStatuut.length > 1;
  return {
    name: [profile.firstName, profile.lastNameInitial].filter(Boolean).join(" "),
    city: profile.city,
    cardNumber: formatCardNumber(profile.cardNumber),
    cardSystem: profile.cardSystem.name,
    blocked: profile.cardStatus === "BLOCKED",
    pointsLabel: pointsLabel(profile.points),
    email: profile.email,
    gsm: profile.gsm,
    socialTariff: profile.kansenStatuut.map((k) => ({
      key: k.cardSystem.id,
      sentence: socialTariffSentence(k),
      region: several ? k.cardSystem.name : null,
    })),
  };
}
