// The result of the profile page's two forms (contact details, pin), shared by its action and its
// component; the spec's "Opgeslagen" / "Opslaan mislukt".
import type { FormResult } from "../../server/form-errors.ts";

export const SAVED = "Opgeslagen";
export const SAVE_FAILED = "Opslaan mislukt";

export type ProfileForm = "contact" | "pin";

export interface ProfileFormResult extends FormResult {
  form: ProfileForm;
  saved: boolean;
  /** Unique per answer: the pin form is drawn anew after each submit, so a pin never stays in it. */
  id: string;
}
