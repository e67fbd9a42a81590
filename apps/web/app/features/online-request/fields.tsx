// Form parts of the online request: radio groups and checkboxes in fieldsets with their errors, the
// municipality choice, and the fields of a person (steps 4 and 5). Plain HTML controls: they work
// without JavaScript; every control has a visible label, errors are linked with aria-describedby.
import type { ReactNode } from "react";
import type { MunicipalityOption } from "@vtp/contracts/online-request/draft";
import { formsCopy } from "../../copy/forms.ts";
import { genderOptions } from "../../copy/online-request/wizard.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { DateField } from "../../ui/date-field.tsx";
import { errorFor, TextField } from "../../ui/field.tsx";

/** Field ids of the person forms (ids for the error summary's links). */
export const personIds = {
  firstName: "voornaam",
  lastName: "achternaam",
  insz: "rijksregisternummer",
  gender: "geslacht-FEMALE",
  birthDate: "geboortedatum",
  streetAndNumber: "straat",
  postalCode: "postcode",
  municipalityId: "gemeente",
  abroadPlace: "woonplaats-buitenland",
  email: "email",
  phone: "telefoon",
  voucher: "kortingscode",
  privacyConsent: "toestemming-privacy",
  promotionalConsent: "toestemming-nieuws",
  parentalConsent: "toestemming-ouder",
  familyPrivacyConsent: "toestemming-gezin",
  termsOfSaleConsent: "toestemming-verkoop",
  answer: "antwoord-YES",
  sameAddress: "zelfde-adres",
  sameContact: "zelfde-contact",
};

function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      <span aria-hidden="true">! </span>
      {error}
    </p>
  );
}

export function RadioGroup({
  name,
  legend,
  hint,
  options,
  value,
  error,
  idPrefix,
}: {
  name: string;
  legend: ReactNode;
  hint?: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: string | undefined;
  error: string | undefined;
  idPrefix: string;
}) {
  const describedBy = [hint ? `${idPrefix}-hint` : "", error ? `${idPrefix}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={error ? "choice-group field--error" : "choice-group"} aria-describedby={describedBy}>
      <legend className="choice-group__legend">
        {legend}
        <span className="field__required"> (verplicht)</span>
      </legend>
      {hint ? (
        <p className="field__hint" id={`${idPrefix}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={`${idPrefix}-error`} error={error} />
      <div className="choice-group__options">
        {options.map((o) => (
          // The option's hint is outside its label (a short accessible name) and described by it; the
          // whole box still picks the option (CSS: the label covers it).
          <div key={o.value} className="choice">
            <input
              className="choice__input"
              type="radio"
              id={`${idPrefix}-${o.value}`}
              name={name}
              value={o.value}
              defaultChecked={value === o.value}
              aria-describedby={o.hint ? `${idPrefix}-${o.value}-hint` : undefined}
            />
            <label className="choice__label" htmlFor={`${idPrefix}-${o.value}`}>
              {o.label}
            </label>
            {o.hint ? (
              <span className="choice__hint choice__hint--described" id={`${idPrefix}-${o.value}-hint`}>
                {o.hint}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function Checkbox({
  id,
  name,
  label,
  hint,
  checked,
  error,
  required,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  error?: string | undefined;
  required?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "check field--error" : "check"}>
      <input
        className="check__input"
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      <label className="check__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required"> (verplicht)</span> : null}
      </label>
      {hint ? (
        <p className="check__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <div className="check__error">
          <FieldErrorText id={`${id}-error`} error={error} />
        </div>
      ) : null}
    </div>
  );
}

/** Postal code, a button that looks up its municipalities (without JavaScript too), and the choice. */
export function PostalCodeAndMunicipality({
  values,
  errors,
  municipalities,
  idPrefix = "",
  allowAbroad = true,
}: {
  values: Record<string, string | undefined>;
  errors: FieldError[] | undefined;
  municipalities: MunicipalityOption[];
  idPrefix?: string;
  allowAbroad?: boolean;
}) {
  const postalError = errorFor(errors, "postalCode");
  const municipalityError = errorFor(errors, "municipalityId");
  const abroad = values.postalCode?.trim() === "0000";
  const selectId = `${idPrefix}${personIds.municipalityId}`;
  return (
    <div className="address-place">
      <div className="address-place__postal">
        <TextField
          id={`${idPrefix}${personIds.postalCode}`}
          name="postalCode"
          label="Postcode"
          hint={allowAbroad ? "4 cijfers. Woon je in het buitenland? Vul 0000 in." : "4 cijfers."}
          inputMode="numeric"
          autoComplete="postal-code"
          defaultValue={values.postalCode}
          error={postalError}
          required
        />
        <button type="submit" name="intent" value="lookup" className="button button--secondary address-place__lookup" formNoValidate>
          Zoek gemeente
        </button>
      </div>
      {abroad ? (
        <TextField
          id={`${idPrefix}${personIds.abroadPlace}`}
          name="abroadPlace"
          label="Woonplaats en land"
          autoComplete="address-level2"
          defaultValue={values.abroadPlace}
          error={errorFor(errors, "abroadPlace")}
          required
        />
      ) : (
        <div className={municipalityError ? "field field--error" : "field"}>
          <label className="field__label" htmlFor={selectId}>
            Gemeente
            <span className="field__required"> (verplicht)</span>
          </label>
          <p className="field__hint" id={`${selectId}-hint`}>
            {municipalities.length === 0 ? "Vul eerst je postcode in en kies dan 'Zoek gemeente'." : "Kies je gemeente uit de lijst."}
          </p>
          <select
            className="field__input field__select"
            id={selectId}
            name="municipalityId"
            defaultValue={values.municipalityId ?? ""}
            aria-describedby={[`${selectId}-hint`, municipalityError ? `${selectId}-error` : ""].filter(Boolean).join(" ")}
            aria-invalid={municipalityError ? true : undefined}
          >
            <option value="">Kies een gemeente</option>
            {municipalities.map((mu) => (
              <option key={mu.municipalityId} value={mu.municipalityId}>
                {mu.name}
              </option>
            ))}
          </select>
          <FieldErrorText id={`${selectId}-error`} error={municipalityError} />
        </div>
      )}
    </div>
  );
}

/** First and last name, national number, sex and birth date. */
export function IdentityFields({
  values,
  errors,
  idPrefix = "",
  who,
}: {
  values: Record<string, string | undefined>;
  errors: FieldError[] | undefined;
  idPrefix?: string;
  who: "je" | "het gezinslid";
}) {
  const genderError = errorFor(errors, "gender");
  return (
    <>
      <TextField
        id={`${idPrefix}${personIds.firstName}`}
        name="firstName"
        label="Voornaam"
        autoComplete={who === "je" ? "given-name" : "off"}
        defaultValue={values.firstName}
        error={errorFor(errors, "firstName")}
        required
      />
      <TextField
        id={`${idPrefix}${personIds.lastName}`}
        name="lastName"
        label="Achternaam"
        autoComplete={who === "je" ? "family-name" : "off"}
        defaultValue={values.lastName}
        error={errorFor(errors, "lastName")}
        required
      />
      <TextField
        id={`${idPrefix}${personIds.insz}`}
        name="insz"
        label="Rijksregisternummer"
        hint={`11 cijfers, bijvoorbeeld 85.07.30-033.28. Je vindt het op de achterkant van ${who === "je" ? "je" : "de"} identiteitskaart of op de Kids-ID.`}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={values.insz}
        error={errorFor(errors, "insz")}
        required
      />
      <RadioGroup
        name="gender"
        legend="Geslacht"
        options={genderOptions}
        value={values.gender}
        error={genderError}
        idPrefix={`${idPrefix}geslacht`}
      />
      <DateField
        id={`${idPrefix}${personIds.birthDate}`}
        name="birthDate"
        label="Geboortedatum"
        autoComplete={who === "je" ? "bday" : "off"}
        defaultValue={values.birthDate}
        error={errorFor(errors, "birthDate")}
        required
      />
    </>
  );
}

/** The optional phone number and voucher code. */
export function ContactFields({
  values,
  errors,
  idPrefix = "",
  withPhone = true,
}: {
  values: Record<string, string | undefined>;
  errors: FieldError[] | undefined;
  idPrefix?: string;
  withPhone?: boolean;
}) {
  return (
    <>
      {withPhone ? (
        <TextField
          id={`${idPrefix}${personIds.phone}`}
          name="phone"
          label="Telefoonnummer (niet verplicht)"
          hint={formsCopy.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errorFor(errors, "phone")}
        />
      ) : null}
      <TextField
        id={`${idPrefix}${personIds.voucher}`}
        name="voucher"
        label="Kortingscode (niet verplicht)"
        hint="Kreeg je een code van je gemeente of een organisatie? Vul ze hier in."
        autoComplete="off"
        defaultValue={values.voucher}
        error={errorFor(errors, "voucher")}
      />
    </>
  );
}

export function StreetField({
  values,
  errors,
  idPrefix = "",
}: {
  values: Record<string, string | undefined>;
  errors: FieldError[] | undefined;
  idPrefix?: string;
}) {
  return (
    <TextField
      id={`${idPrefix}${personIds.streetAndNumber}`}
      name="streetAndNumber"
      label="Straat en huisnummer"
      autoComplete="street-address"
      defaultValue={values.streetAndNumber}
      error={errorFor(errors, "streetAndNumber")}
      required
    />
  );
}
