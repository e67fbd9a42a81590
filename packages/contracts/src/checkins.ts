// Check-ins: scanning an activity's QR code to save points.
import type { ProblemCodeDefinition } from "./problem.ts";

/** Problem codes of check-ins, owned here and spread into the catalogue (problem.ts). */
export const checkinProblemCodes = {
  CHECKIN_NOT_POSSIBLE: {
    status: 400,
    title: "Check-in not possible",
    nl: "Er konden geen punten toegevoegd worden.",
  },
  CHECKIN_CODE_INVALID: {
    status: 400,
    title: "Invalid check-in code",
    nl: "Deze QR-code is ongeldig.",
  },
  CHECKIN_CODE_EXPIRED: {
    status: 400,
    title: "Check-in code expired",
    nl: "Deze QR-code is niet meer geldig. Je kan enkel punten sparen kort voor, tijdens of kort na de activiteit.",
  },
  CHECKIN_LIMIT_REACHED: {
    status: 400,
    title: "Check-in limit reached",
    nl: "Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal één keer per dag scannen.",
  },
  CHECKIN_NO_ACTIVE_CARD_SYSTEM: {
    status: 400,
    title: "No active card system for this activity",
    nl: "Je pas is niet actief in de regio van deze activiteit.",
  },
  CHECKIN_CARD_BLOCKED: {
    status: 400,
    title: "Card blocked",
    nl: "Je pas is geblokkeerd. Neem contact op met een balie in je regio.",
  },
  CHECKIN_TOO_MANY_INVALID_ATTEMPTS: {
    status: 429,
    title: "Too many invalid check-in attempts",
    nl: "Je hebt te veel ongeldige codes gescand. Probeer het later opnieuw.",
  },
} as const satisfies Record<string, ProblemCodeDefinition>;
export type CheckinProblemCode = keyof typeof checkinProblemCodes;
