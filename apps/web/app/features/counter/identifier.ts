// The identify field's check, the same in the browser (before sending) and in the action (without
// JavaScript): a card number of 13 digits with its check digit, or a national number (INSZ, 11 digits,
// mod 97); spaces, dots and dashes as people type them. Zod-free, so the page ships only these checks.
import { isValidCardNumber, normalizeCardNumber } from "@vtp/contracts/card-number";
import { isValidInsz } from "@vtp/contracts/insz";
import { counterCopy } from "../../copy/counter.ts";

export type IdentifierCheck = { ok: true; identifier: string } | { ok: false; message: string };

export function checkIdentifier(input: string, today?: Date): IdentifierCheck {
  const typed = input.trim();
  const errors = counterCopy.identify.errors;
  if (typed === "") return { ok: false, message: errors.empty };
  const digits = normalizeCardNumber(typed);
  if (/^\d{13}$/.test(digits))
    return isValidCardNumber(digits) ? { ok: true, identifier: digits } : { ok: false, message: errors.cardNumber };
  if (/^\d{11}$/.test(digits))
    return isValidInsz(digits, today ? { today } : {}) ? { ok: true, identifier: digits } : { ok: false, message: errors.insz };
  return { ok: false, message: errors.other };
}
