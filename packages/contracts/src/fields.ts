// The building blocks of every input field (issue 24): what a caller sends in params, query, headers or
// a body is built from these, never from a bare `z.string()` or `z.number()`, so a rule about text or ids
// holds for every endpoint at once. `fields.test.ts` walks every declared endpoint's inputs and fails
// for a field that forgets them.
//
// - Text refuses control characters: C0 (U+0000 to U+001F) and DEL (U+007F). PostgreSQL cannot store
//   U+0000 in a text column (it answered a 500), and no form on a screen legitimately sends the others;
//   a multi-line text (`multilineText`) keeps tab, line feed and carriage return.
// - Ids are the database's: `integer` (int4) identity and key columns, 1 to 2,147,483,647; a
//   larger number is a 400, never PostgreSQL's "out of range" 500. No contract carries a bigint id.
//
// Answers (the 200 schemas) describe what the api sends and keep plain `z.string()` and `z.number()`.
import { z } from "zod";
import { brusselsDate, readDutchDate } from "./dates.ts";

/** The Dutch message of a text with a control character. */
export const CONTROL_CHARACTER_MESSAGE = "Dit veld bevat een teken dat niet is toegelaten.";

/** C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER_OF_MULTILINE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type StringParams = Parameters<typeof z.string>[0];

const refuseControlCharacters = { error: CONTROL_CHARACTER_MESSAGE, abort: true } as const;

/**
 * A one-line text field: `z.string(params)` that refuses control characters before any other check
 * (`text({ error: "Vul de code in." }).min(20)`). The refusal ends the field's checks, so the field
 * answers this one message.
 */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => !CONTROL_CHARACTER.test(value), refuseControlCharacters);
}

/**
 * A one-line text field whose surrounding white space is dropped first (a pasted or scanned line
 * break at the end is not refused), then as `text` (`trimmedText({ error: "Vul je naam in." }).min(1)`).
 */
export function trimmedText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !CONTROL_CHARACTER.test(value), refuseControlCharacters);
}

/** The Dutch messages of a typed birth date (`typedBirthDate`): who it is about decides the words. */
export interface TypedDateMessages {
  required: string;
  /** Not day, month and year: says how to write it, with an example ("bv. 22/04/2011"). */
  format: string;
  /** Written right, but not in the calendar (31/02, month 13). */
  impossible: string;
  future: string;
}

/**
 * A birth date as a form sends it, typed on a phone or a keyboard: 22/04/2011, 22042011, 22-04-2011,
 * 22.04.2011 or 22 04 2011 (`readDutchDate`, the one reading), a real date, not after today in
 * Europe/Brussels relative to `now`. The output is yyyy-mm-dd, what the api expects.
 */
export function typedBirthDate(messages: TypedDateMessages, now: Date) {
  return trimmedText({ error: messages.required })
    .min(1, messages.required)
    .transform((value, ctx) => {
      const read = readDutchDate(value);
      if (!("iso" in read)) {
        ctx.addIssue({ code: "custom", message: "impossible" in read ? messages.impossible : messages.format });
        return z.NEVER;
      }
      if (read.iso > brusselsDate(now)) {
        ctx.addIssue({ code: "custom", message: messages.future });
        return z.NEVER;
      }
      return read.iso;
    });
}

/** A multi-line text field (a textarea): as `text`, but tab, line feed and carriage return are allowed. */
export function multilineText(params?: StringParams) {
  return z.string(params).refine((value) => !CONTROL_CHARACTER_OF_MULTILINE_TEXT.test(value), refuseControlCharacters);
}

/** The largest id of an int4 identity column (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;

type NumberParams = Parameters<typeof z.number>[0];

/** An id in a JSON body: an integer from 1 to ID_MAX. */
export function databaseId(params?: NumberParams) {
  return z.number(params).int().min(1).max(ID_MAX);
}

/** An id in a path or query string ("12"): coerced to a number, an integer from 1 to ID_MAX. */
export function databaseIdParam() {
  return z.coerce.number().int().min(1).max(ID_MAX);
}
