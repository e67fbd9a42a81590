// Reading and checking the POSTed forms of the provider's pages. A form's schema is a pipe of two
// steps: `readForm` turns the request body into the form's values and never fails (the values are
// shown again next to the errors), then the form's own checks validate those values. Each field
// reports its first issue only, so the order of a field's checks is the order of precedence
// ("empty" before "invalid"); fields report in the order of their schema.
//
// The checks start every field from the contracts' `text()` (`@vtp/contracts/fields`), as the api's and
// the web's fields do: a control character is refused first, at the field, with the one Dutch message
// (issue 24; PostgreSQL cannot store a NUL, which answered a 500). A tab in a name is one too; names
// stored before stay as they are. The one exception is the login's password, compared and never
// stored (see login.ts).
import { z } from "zod";
import { text } from "@vtp/contracts/fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@vtp/contracts/identity";
import { isBreachedPassword } from "@vtp/password";
import type { FieldError } from "../views.ts";
import { MSG } from "./shared.ts";

/** A field as sent: one string; anything else (absent, repeated, not a form) reads as "". */
export const readText = z.string().catch("");
/** The same without the spaces around it (names, e-mail addresses). */
export const readTrimmedText = readText.transform((value) => value.trim());

/** Reads these fields from a request body; a body that is not an object has none of them. */
export function readForm<Shape extends Record<string, typeof readText | typeof readTrimmedText>>(shape: Shape) {
  return z.preprocess((body) => (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}), z.object(shape));
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A non-empty, plausible e-mail address (trimmed by the reader; the repository compares it lower-cased). */
export const emailAddress = text().min(1, MSG.emailEmpty).regex(EMAIL_RE, MSG.emailInvalid);

const codePoints = (value: string) => [...value].length;

/** A new password and its confirmation (register, reset). */
export const newPasswordFields = {
  password: text()
    .refine((password) => password !== "", MSG.passwordEmpty)
    .refine((password) => codePoints(password) >= PASSWORD_MIN_LENGTH, MSG.passwordShort)
    .refine((password) => codePoints(password) <= PASSWORD_MAX_LENGTH, MSG.passwordLong)
    .refine((password) => !isBreachedPassword(password), MSG.passwordBreached),
  passwordConfirm: text(),
};

/** The confirmation is compared only with a password that is acceptable itself. */
export function passwordsMatch<S extends z.ZodType<{ password: string; passwordConfirm: string }>>(schema: S) {
  return schema.refine((v) => v.password === v.passwordConfirm, {
    message: MSG.passwordMismatch,
    path: ["passwordConfirm"],
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "password"),
  });
}

export type FormResult<Values, Data> = { ok: true; values: Values; data: Data } | { ok: false; values: Values; errors: FieldError[] };

/** Reads a form from the request body and checks it; errors name the field, one per field. */
export function parseForm<Read extends z.ZodType, Checked extends z.ZodType<unknown, z.output<Read>>>(
  form: z.ZodPipe<Read, Checked>,
  body: unknown,
): FormResult<z.output<Read>, z.output<Checked>> {
  const values = form.in.parse(body);
  const result = form.out.safeParse(values);
  if (result.success) return { ok: true, values, data: result.data };
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return { ok: false, values, errors };
}
