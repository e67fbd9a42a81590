// Wording of the family page, shared by its server module and its components (no server code here).
import type { FamilyCaps, FamilyMembership } from "@vtp/contracts/family";

/** Query parameters of the confirmation step (a GET form: it only asks, the POST after it acts). */
export const CONFIRM_REMOVE = "verwijderen";
export const CONFIRM_LEAVE = "verlaten";

const count = (n: number, one: string, more: string) => (n === 1 ? one : more);

/** "Je gezin: 2 van 2 volwassenen, 1 van 8 kinderen" */
export function capsLine(caps: FamilyCaps): string {
  return `Je gezin: ${caps.adults} van ${caps.maxAdults} ${count(caps.maxAdults, "volwassene", "volwassenen")}, ${caps.children} van ${caps.maxChildren} ${count(caps.maxChildren, "kind", "kinderen")}`;
}

/** What still fits, or that the family is full; undefined when both groups have room. */
export function capsNote(caps: FamilyCaps): string | undefined {
  const adultsFull = caps.adults >= caps.maxAdults;
  const childrenFull = caps.children >= caps.maxChildren;
  if (adultsFull && childrenFull) return "Je gezin is volledig: er kan niemand meer bij.";
  if (adultsFull) return "Er kan geen volwassene meer bij, wel nog een kind.";
  if (childrenFull) return "Er kan geen kind meer bij, wel nog een volwassene.";
  return undefined;
}

/** "het gezin van Sofie J." */
export function familyName(f: Pick<FamilyMembership, "mainHolderFirstName" | "mainHolderLastNameInitial">): string {
  return `het gezin van ${f.mainHolderFirstName} ${f.mainHolderLastNameInitial}`.trim();
}

/** An ISO instant as dd/mm/jjjj in Europe/Brussels. */
export function dutchDay(iso: string): string {
  return new Intl.DateTimeFormat("nl-BE", { timeZone: "Europe/Brussels", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(iso),
  );
}
