// Form results shared by the login and registration actions (plain objects, serialisable).
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
