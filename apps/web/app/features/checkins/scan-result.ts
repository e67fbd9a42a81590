// The copy of the scan result (/sparen/mijn-punten), plural-aware: "Hopla, weer een punt erbij!" for one
// point, "Hopla, 3 punten erbij!" for more.
import type { CheckInResult } from "@vtp/contracts/checkins";

export function pointsLabel(points: number): string {
  return points === 1 ? "1 punt" : `${points} punten`;
}

export interface ScanResultView {
  headline: string;
  added: string;
  balance: string;
  activity: string;
  holderName: string;
  city: string | null;
  cardNumber: string;
  cardSystem: string;
}

/** Card number grouped 4-3-3-3 as on the card. */
export function groupCardNumber(cardNumber: string): string {
  return cardNumber.replace(/^(\d{4})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4");
}

export function scanResultView(result: CheckInResult): ScanResultView {
  const place = result.activity.place ? `, ${result.activity.place}` : "";
  return {
    headline: result.addedPoints === 1 ? "Hopla, weer een punt erbij!" : `Hopla, ${result.addedPoints} punten erbij!`,
    added: `+${pointsLabel(result.addedPoints)}`,
    balance: pointsLabel(result.totalPoints),
    activity: `${result.activity.title} – ${result.activity.organiserName}${place}`,
    holderName: `${result.firstName} ${result.lastNameInitial}`.trim(),
    city: result.city,
    cardNumber: groupCardNumber(result.cardNumber),
    cardSystem: result.cardSystem.name,
  };
}
