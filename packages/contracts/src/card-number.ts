// Card numbers of the card system: exactly 13 digits. The last digit is a Luhn check digit over the
// first 12; the second-to-last digit is 1 for a social-tariff (kansentarief) card and 0 otherwise.
// Shown grouped 4-3-3-3 in the app ("1000 000 123 456" style groups).

export const CARD_NUMBER_LENGTH = 13;

/** Removes the spaces, dots and dashes people type between the groups. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s.-]/g, "");
}

/** The Luhn check digit for a 12-digit payload. Throws when the payload is not 12 digits. */
export function luhnCheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError("luhnCheckDigit verwacht exact 12 cijfers");
  let sum = 0;
  // Walk from the rightmost payload digit; it is doubled because the check digit will follow it.
  for (let i = first12.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = first12.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** True for a 13-digit number (after normalising) with a valid Luhn digit and a 0/1 tariff digit. */
export function isValidCardNumber(input: string): boolean {
  const s = normalizeCardNumber(input);
  if (!/^\d{13}$/.test(s)) return false;
  const tariffDigit = s[11];
  if (tariffDigit !== "0" && tariffDigit !== "1") return false;
  return luhnCheckDigit(s.slice(0, 12)) === s[12];
}

/** True when the (valid) card number carries the social tariff: its second-to-last digit is 1. */
export function isSocialTariffCardNumber(input: string): boolean {
  const s = normalizeCardNumber(input);
  return isValidCardNumber(s) && s[11] === "1";
}

/**
 * Builds a valid card number from an 11-digit serial: appends the tariff digit (1 for social tariff,
 * 0 otherwise) and the Luhn check digit.
 */
export function makeCardNumber(serial11: string, socialTariff: boolean): string {
  if (!/^\d{11}$/.test(serial11)) throw new RangeError("makeCardNumber verwacht exact 11 cijfers");
  const first12 = serial11 + (socialTariff ? "1" : "0");
  return first12 + luhnCheckDigit(first12);
}

/** Groups a 13-digit number 4-3-3-3 for display: "1234 567 890 123". Other input is returned as is. */
export function formatCardNumber(input: string): string {
  const s = normalizeCardNumber(input);
  if (!/^\d{13}$/.test(s)) return input;
  return `${s.slice(0, 4)} ${s.slice(4, 7)} ${s.slice(7, 10)} ${s.slice(10, 13)}`;
}

/** Hides all but the last 4 digits, for logs and staff screens: "•••••••••1234". */
export function maskCardNumber(input: string): string {
  const s = normalizeCardNumber(input);
  if (!/^\d{13}$/.test(s)) return "•••••••••••••";
  return `•••••••••${s.slice(9)}`;
}

/**
 * The number range of a card system (region): "4" followed by its two-digit id ("401" for id 1), then an
 * 8-digit serial, the tariff digit and the Luhn digit. The demo's and the online request's cards follow it.
 */
export function cardSystemRangePrefix(cardSystemId: number): string {
  if (!Number.isInteger(cardSystemId) || cardSystemId < 1 || cardSystemId > 99)
    throw new RangeError("cardSystemRangePrefix verwacht een id van 1 tot 99");
  return `4${String(cardSystemId).padStart(2, "0")}`;
}

/** The card number of serial `serial` (0..99,999,999) in a card system's range. */
export function cardNumberInRange(cardSystemId: number, serial: number, socialTariff: boolean): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 99_999_999)
    throw new RangeError("cardNumberInRange verwacht een volgnummer van 0 tot 99999999");
  return makeCardNumber(`${cardSystemRangePrefix(cardSystemId)}${String(serial).padStart(8, "0")}`, socialTariff);
}

/** True for a valid card number in the card system's range. */
export function isInCardSystemRange(input: string, cardSystemId: number): boolean {
  const s = normalizeCardNumber(input);
  return isValidCardNumber(s) && s.startsWith(cardSystemRangePrefix(cardSystemId));
}
