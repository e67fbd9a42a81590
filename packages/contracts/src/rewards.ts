// Rewards: exchanging points for a reward (cash-in). Precedence is defined by the rewards service.
import type { ProblemCodeDefinition } from "./problem.ts";

/** Problem codes of rewards, owned here and spread into the catalogue (problem.ts). */
export const rewardProblemCodes = {
  NOT_POSSIBLE_DISABLED_BY_CARD_SYSTEM: {
    status: 400,
    title: "Reward disabled by the card system",
    nl: "Dit voordeel werd uitgeschakeld in jouw regio en kan niet omgeruild worden.",
  },
  NOT_POSSIBLE_INVALID_CARD: {
    status: 400,
    title: "Card no longer valid",
    nl: "Je pas is niet meer geldig. Daardoor kan je dit voordeel niet omruilen.",
  },
  NOT_POSSIBLE_DATE_CONSTRAINT: {
    status: 400,
    title: "Outside the redeem period",
    nl: "Dit voordeel kan je nu niet omruilen: de periode is nog niet begonnen of is al voorbij.",
  },
  NOT_POSSIBLE_VOLUME_CONSTRAINT: {
    status: 400,
    title: "Sold out",
    nl: "Dit voordeel is uitverkocht.",
  },
  NOT_POSSIBLE_USER_VOLUME_CONSTRAINT: {
    status: 400,
    title: "Maximum exchanges reached",
    nl: "Je hebt dit voordeel al het maximum aantal keer omgeruild.",
  },
  NOT_POSSIBLE_POINTS_CONSTRAINT: {
    status: 400,
    title: "Not enough points",
    nl: "Je hebt niet genoeg punten om dit voordeel om te ruilen.",
  },
  NOT_POSSIBLE_USER_CONSTRAINT: {
    status: 400,
    title: "Not available for this holder",
    nl: "Dit voordeel is niet voor jou beschikbaar.",
  },
  NOT_APPLICABLE_TO_PASSHOLDER: {
    status: 400,
    title: "Not offered in the holder's region",
    nl: "Dit voordeel geldt niet in de regio van jouw pas.",
  },
  NOT_POSSIBLE_NO_ACTIVE_CARD_SYSTEM: {
    status: 400,
    title: "No active card system",
    nl: "Je pas is niet actief in deze regio.",
  },
  NOT_POSSIBLE_KANSENSTATUUT_EXPIRED: {
    status: 400,
    title: "Kansenstatuut expired",
    nl: "Je kansenstatuut is verlopen. Dit voordeel is enkel beschikbaar met een geldig kansenstatuut.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type RewardProblemCode = keyof typeof rewardProblemCodes;
