// The date field's formatting as a date is typed (issue 22): 22042011 becomes 22/04/2011 under the
// fingers, "-", "." and spaces become "/", the caret stays after the digit it followed, and deleting
// works (over an inserted "/" the caret moves on). It reads what was typed with the one reading of a
// typed date (`splitTypedDate`, @vtp/contracts/dates), the one the forms' checks use on the server.
// Plain DOM, no React: /pwa.js installs it on every page, also the pages sent without React (login layout).
import { splitTypedDate } from "@vtp/contracts/dates";

/** The attribute that marks a date field's input (`DateField`). */
export const DATE_INPUT_ATTRIBUTE = "data-date-input";

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/**
 * What a date field shows after an edit: `value` with the caret at `caret` -> the formatted value and
 * where its caret goes. Text that is no date being typed (a letter, a fourth part) stays as it is: the
 * form's check explains it after sending.
 */
export function formatTypedDate(value: string, caret: number): { value: string; caret: number } {
  const split = splitTypedDate(value);
  if (split === undefined) return { value, caret };
  const parts = split.parts.map((part, i) => (i === 2 ? part.slice(0, 4) : part));
  const formatted = parts.join("/") + (split.open && parts.length < 3 ? "/" : "");
  // The caret goes after the same number of digits, and past a "/" when a separator was just before it.
  let digits = [...value.slice(0, caret)].filter(isDigit).length;
  let position = 0;
  while (digits > 0 && position < formatted.length) {
    if (isDigit(formatted[position])) digits--;
    position++;
  }
  const afterSeparator = caret > 0 && !isDigit(value[caret - 1]);
  if (afterSeparator && formatted[position] === "/") position++;
  return { value: formatted, caret: position };
}

/** Formats every date field as it is typed: one listener on the document, for fields rendered later too. */
export function installDateInputs(doc: Document = document): void {
  doc.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute(DATE_INPUT_ATTRIBUTE)) return;
    const next = formatTypedDate(input.value, input.selectionStart ?? input.value.length);
    if (next.value === input.value) return;
    input.value = next.value;
    if (doc.activeElement === input) input.setSelectionRange(next.caret, next.caret);
  });
}
