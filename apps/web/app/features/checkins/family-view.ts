// The lines of a family save's answer on the scan result: "Noor: +1 punt", "Lotte: vandaag al gespaard
// hier" (the scanning holder's own line is the page's headline, not repeated here).
import type { FamilyCheckinResult } from "@vtp/contracts/checkins";
import { familyCopy } from "../../copy/checkins.ts";
import { pointsLabel } from "./scan-result.ts";

export interface FamilyLine {
  holderId: string;
  saved: boolean;
  text: string;
}

export function familyLines(result: FamilyCheckinResult): FamilyLine[] {
  return result.people
    .filter((p) => !p.self)
    .map((p) =>
      p.outcome === "saved"
        ? { holderId: p.holderId, saved: true, text: familyCopy.saved(p.firstName, `+${pointsLabel(p.addedPoints)}`) }
        : { holderId: p.holderId, saved: false, text: familyCopy.refused(p.firstName, p.message) },
    );
}
