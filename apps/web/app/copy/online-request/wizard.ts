// Said on more than one step of the online request (apps/web/app/routes/online-request/): the buttons, the gender
// options of a person's form, a price. Each step's own words are in the file named after its route, so a step's
// page loads its own copy and this, not the whole wizard's. A sentence with a link or bold words in it is a list
// of parts: the page shows the odd parts as the link or in bold. `name` is the product name.
import { formatEuro } from "../format.ts";

export const genderOptions = [
  { value: "FEMALE", label: "Vrouw" },
  { value: "MALE", label: "Man" },
  { value: "X", label: "X (anders, of liever niet gezegd)" },
] as const;

/** "€ 3,00", "gratis". */
export function euro(amount: number): string {
  return amount === 0 ? "gratis" : formatEuro(amount);
}

/** Said on every step. */
export const wizardCopy = {
  next: "Volgende stap",
  back: "Vorige stap",
  toDashboard: "Naar mijn overzicht",
  login: "Aanmelden",
  pointOfSale: "Ga naar een verkooppunt",
  email: "E-mailadres",
  name: "Naam",
  address: "Adres",
} as const;
