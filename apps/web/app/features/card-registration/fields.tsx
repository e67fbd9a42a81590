// The card number + birth date pair that identifies a card (registration step 1, forgotten e-mail).
import type { FormResult } from "../../server/form-errors.ts";
import { DateField } from "../../ui/date-field.tsx";
import { errorFor, TextField } from "../../ui/field.tsx";

/** Field ids of the card number + birth date forms (registration step 1, forgotten e-mail). */
export const cardFormIds = { cardNumber: "kaartnummer", birthDate: "geboortedatum" };

/** Card number and birth date, the pair that identifies a card (registration step 1, forgotten e-mail). */
export function CardAndBirthDateFields({ result }: { result: FormResult | undefined }) {
  return (
    <>
      <TextField
        id={cardFormIds.cardNumber}
        name="cardNumber"
        label="Pasnummer"
        hint="De 13 cijfers op de achterkant van je pas."
        inputMode="numeric"
        autoComplete="off"
        defaultValue={result?.values.cardNumber}
        error={errorFor(result?.errors, "cardNumber")}
      />
      <DateField
        id={cardFormIds.birthDate}
        name="birthDate"
        label="Geboortedatum"
        autoComplete="bday"
        defaultValue={result?.values.birthDate}
        error={errorFor(result?.errors, "birthDate")}
      />
    </>
  );
}
