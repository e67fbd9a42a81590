// Form results shared by the forms' actions (plain objects, serialisable), and the api's field messages
// placed on a form's fields.
import type { z } from "zod";

export interface FieldError {
  field: string;
  message: string;
}

export interface FormResult {
  errors: FieldError[];
  /** A message about the whole form (e.g. a refusal by the api), shown in the error summary. */
  general?: string;
  /** What the holder typed, to fill the form again (never a pin or password). */
  values: Record<string, string>;
}

/** The first message per field of a failed zod parse, in form order. */
export function fieldErrors(error: z.ZodError, order: readonly string[]): FieldError[] {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!first.has(field)) first.set(field, issue.message);
  }
  return order.filter((f) => first.has(f)).map((field) => ({ field, message: first.get(field)! }));
}

export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")]));
}

/**
 * The api's field messages on the form's own fields (`fieldOf`: the form's field of an api field, undefined
 * when the form has none), the first per field; the api's sentence becomes the form's general message when
 * none could be placed or one could not, so nothing the api said is lost.
 */
export function placeFieldErrors(
  problem: { fieldErrors: readonly FieldError[]; userMessage: string },
  fieldOf: (field: string, message: string) => string | undefined,
): { errors: FieldError[]; general?: string } {
  const placed = problem.fieldErrors.map((e) => ({ field: fieldOf(e.field, e.message), message: e.message }));
  const errors = placed
    .filter((e): e is FieldError => e.field !== undefined)
    .filter((e, i, all) => all.findIndex((x) => x.field === e.field) === i);
  const unplaced = placed.some((e) => e.field === undefined);
  return errors.length === 0 || unplaced ? { errors, general: problem.userMessage } : { errors };
}
