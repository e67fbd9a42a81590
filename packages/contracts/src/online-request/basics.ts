// The zod-free part of the online request's contract: the steps, the constants, the messages and the
// pure rules (ages, phone numbers, vouchers). Pages import these without pulling zod into the browser
// (like dates.ts); common.ts and the phases' contracts build their schemas on them.
import { brusselsDate } from "../dates.ts";

/** The number of steps of the wizard ("Stap 3 van 8"). */
export const ONLINE_REQUEST_STEP_COUNT = 8;
/** Postal code 0000 means abroad (spec). */
export const ABROAD_POSTAL_CODE = "0000";
/** The civic (online) profile starts at 12: younger people cannot be the main holder of a request. */
export const MIN_MAIN_HOLDER_AGE = 12;
/** Under 16, a main holder cannot add family members (spec §4, §6). */
export const MIN_AGE_TO_ADD_FAMILY = 16;
/** Adults are 18 or older; younger people need a parent's consent and count as children in the family caps. */
export const ADULT_AGE = 18;
/** The public copy: a card costs at most 5 euro (spec §9). */
export const MAX_CARD_PRICE_EUR = 5;

/** The steps of the wizard, in order; the route table gives each its Dutch slug. */
export const ONLINE_REQUEST_STEPS = ["region", "email", "social-tariff", "person", "family", "payment", "password", "install"] as const;
export type OnlineRequestStep = (typeof ONLINE_REQUEST_STEPS)[number];

/** The 1-based number of a step ("Stap 3 van 8"). */
export function stepNumber(step: OnlineRequestStep): number {
  return ONLINE_REQUEST_STEPS.indexOf(step) + 1;
}

/** The Dutch validation messages of the wizard (spec §5 where it gives them, verbatim). */
export const onlineRequestMessages = {
  required: "Dit veld is verplicht",
  postalCode: "Een postcode bestaat uit 4 cijfers.",
  chooseMunicipality: "Kies een gemeente uit de lijst.",
  email: "Dit is een ongeldig e-mailadres",
  name: "Gebruik maximaal 100 tekens.",
  dateFormat: "Schrijf de datum als dag, maand en jaar, bv. 22/04/2011.",
  dateImpossible: "Deze datum bestaat niet.",
  dateFuture: "Een geboortedatum kan niet in de toekomst liggen.",
  phone: "Schrijf je telefoonnummer in internationaal formaat met landcode, bijvoorbeeld +32 470 12 34 56.",
  insz: "Dit rijksregisternummer klopt niet. Je vindt het op de achterkant van je identiteitskaart (11 cijfers).",
  inszBis: "Met een BIS-nummer kan je geen pas online aanvragen. Ga naar een verkooppunt.",
  inszBirthDate: "Dit rijksregisternummer past niet bij de geboortedatum.",
  inszSex: "Dit rijksregisternummer past niet bij het geslacht.",
  inszRateLimited: "Te veel pogingen, probeer morgen opnieuw.",
  inszUsed: "Je kan maar één pas online aanvragen. Met dit rijksregisternummer werd al een pas aangevraagd.",
  inszInFamily: "Dit rijksregisternummer is al gebruikt voor een ander gezinslid.",
  memberIsMain: "Dit gezinslid is dezelfde persoon als de hoofdpashouder.",
  parentalConsent: "Een ouder of voogd moet toestemming geven voor wie jonger is dan 18.",
  tooYoung: "Wie jonger is dan 12 kan geen pas online aanvragen. Laat een ouder de aanvraag doen en jou toevoegen als gezinslid.",
  under16: "Wie jonger is dan 16 kan geen gezinsleden toevoegen.",
  voucher: "Deze kortingscode kennen we niet in deze regio. Kijk ze na of laat het veld leeg.",
  voucherExpired: "Deze kortingscode is niet meer geldig.",
  voucherUsedUp: "Deze kortingscode is al te vaak gebruikt.",
  abroadPlace: "Vul je woonplaats en land in.",
  paymentFailed: "De betaling is mislukt. Er werd niets aangerekend. Probeer opnieuw.",
  paymentCancelled: "Je hebt de betaling geannuleerd. Er werd niets aangerekend. Je kan opnieuw betalen wanneer je wil.",
  paymentExpired: "De betaling is verlopen. Er werd niets aangerekend. Probeer opnieuw.",
  loginCancelled: "Je hebt het aanmelden geannuleerd. Meld je aan om verder te gaan, of kies een ander e-mailadres.",
  loginFailed: "Het aanmelden is niet gelukt. Probeer opnieuw, of kies een ander e-mailadres.",
} as const;

/** Age in whole years on `today` (yyyy-mm-dd) of someone born on `birthDate` (yyyy-mm-dd). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Age in Europe/Brussels now. */
export function ageNow(birthDate: string, now: Date): number {
  return ageOn(birthDate, brusselsDate(now));
}

/**
 * A phone number in international format: "+32 470 12 34 56" (or 0032…, spaces, dots, dashes, slashes,
 * brackets allowed) -> "+32470123456"; undefined when it is not one (a national number without country
 * code included: the spec asks for the country code).
 */
export function normalizePhone(input: string): string | undefined {
  const compact = input.replace(/[\s.\-/()]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  if (!/^\+[1-9]\d{7,14}$/.test(international)) return undefined;
  if (international.startsWith("+32")) {
    const national = international.slice(3);
    // Belgian numbers: 8 digits (landlines) or 9 starting with 4 (mobiles); never a leading 0 after +32.
    if (!/^(?:4\d{8}|[1-9]\d{7})$/.test(national)) return undefined;
  }
  return international;
}

/**
 * Groups a normalised phone number for display: "+32 470 12 34 56", "+32 9 123 45 67",
 * "+31 6 1234 5678", other countries in threes.
 */
export function formatPhone(phone: string): string {
  if (phone.startsWith("+32")) {
    const n = phone.slice(3);
    if (n.length === 9) return `+32 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
    const zone = /^[2349]/.test(n) ? 1 : 2;
    const rest = n.slice(zone);
    return `+32 ${n.slice(0, zone)} ${rest.slice(0, rest.length - 4)} ${rest.slice(-4, -2)} ${rest.slice(-2)}`;
  }
  if (phone.startsWith("+31") && phone.length === 12) return `+31 ${phone.slice(3, 4)} ${phone.slice(4, 8)} ${phone.slice(8)}`;
  const cc = phone.slice(1, 3);
  const rest = phone.slice(3);
  return `+${cc} ${rest.match(/.{1,3}/g)?.join(" ") ?? rest}`;
}

/** A voucher code as people type it: trimmed, upper case. */
export function normalizeVoucher(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}
