// The form of an organiser (decision 0067), new or changed (`editing`: filled in, back to its home): its name, the
// municipality (one of the region's), street and number, how holders reach it, its place on the map, and a description.
// A plain POST (works without JavaScript); the api's Dutch messages come back in the error summary, each linked to its field.
import { Form, Link } from "react-router";
import { ORGANISER_FILTERS } from "@vtp/contracts/organisers";
import { formsCopy } from "../../copy/forms.ts";
import { organiserManagementCopy as copy } from "../../copy/organiser-management.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { ErrorSummary, errorFor, FieldErrorMessage, TextField } from "../../ui/field.tsx";
import { ORGANISER_TYPE_LABELS } from "../organisers/index.ts";
import type { FormRegion, OrganiserFormValues } from "./organiser-view.ts";

/** Where the summary's link of each field goes. */
const FIELD_IDS: Record<string, string> = {
  name: "organisatie-naam",
  municipality: "organisatie-gemeente",
  street: "organisatie-straat",
  email: "organisatie-email",
  phone: "organisatie-telefoon",
  websiteUrl: "organisatie-website",
  location: "organisatie-plaats",
  description: "organisatie-beschrijving",
  types: "organisatie-soort",
};

/** The summary's name of each field (as its label says). */
const LABELS: Record<string, string> = {
  name: copy.form.name,
  municipality: copy.form.municipality,
  street: copy.form.street,
  email: copy.form.email,
  phone: copy.form.phone,
  websiteUrl: copy.form.website,
  location: copy.form.location,
  description: copy.form.description,
  types: copy.form.typesLegend,
};

export function OrganiserForm(p: {
  regions: FormRegion[];
  values: OrganiserFormValues;
  errors: FieldError[];
  general: string | undefined;
  /** The organiser whose details are changed; absent: a new one. */
  editing?: { id: string; name: string };
}) {
  const to = usePathTo();
  const back = p.editing ? to("backoffice-organiser", { params: { organisatie: p.editing.id } }) : to("backoffice");
  const v = p.values;
  const err = (field: string) => errorFor(p.errors, field);
  const region = p.regions.find((r) => r.id === v.region) ?? p.regions[0]!;
  const municipalityError = err("municipality");
  const checkedTypes = v.types.split(",");
  return (
    <section className="backoffice-page" aria-labelledby="organisatie-titel">
      <p className="backoffice-back">
        <Link to={back}>{p.editing ? copy.edit.back : copy.noRight.back}</Link>
      </p>
      <h1 id="organisatie-titel" className="heading heading--2">
        {p.editing ? copy.edit.heading : copy.form.heading}
      </h1>
      {p.editing ? (
        <p className="backoffice-context">
          <strong>{p.editing.name}</strong>
        </p>
      ) : null}
      <p className="backoffice-lead">{p.editing ? copy.edit.lead : copy.form.lead}</p>
      <Form method="post" noValidate className="backoffice-form">
        <ErrorSummary errors={p.errors} general={p.general} fieldIds={FIELD_IDS} labels={LABELS} />
        {p.regions.length > 1 ? (
          <div className="field">
            <label className="field__label" htmlFor="organisatie-regio">
              {copy.form.region}
            </label>
            <select className="field__input backoffice-select" id="organisatie-regio" name="region" defaultValue={region.id}>
              {p.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="region" value={region.id} />
        )}
        <TextField id={FIELD_IDS.name!} name="name" label={copy.form.name} defaultValue={v.name} error={err("name")} required />
        <div className={municipalityError ? "field field--error" : "field"}>
          <label className="field__label" htmlFor={FIELD_IDS.municipality}>
            {copy.form.municipality}
            <span className="field__required">{formsCopy.required}</span>
          </label>
          <p className="field__hint" id="organisatie-gemeente-hint">
            {copy.form.municipalityHint(p.regions.length > 1 ? undefined : region.name)}
          </p>
          <select
            className="field__input backoffice-select"
            id={FIELD_IDS.municipality}
            name="municipality"
            defaultValue={v.municipality}
            aria-describedby={`organisatie-gemeente-hint${municipalityError ? " organisatie-gemeente-error" : ""}`}
            aria-invalid={municipalityError ? true : undefined}
          >
            <option value="">{copy.form.chooseMunicipality}</option>
            {p.regions.map((r) =>
              p.regions.length > 1 ? (
                <optgroup key={r.id} label={r.name}>
                  {r.municipalities.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </optgroup>
              ) : (
                r.municipalities.map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))
              ),
            )}
          </select>
          {municipalityError ? <FieldErrorMessage id="organisatie-gemeente-error" message={municipalityError} /> : null}
        </div>
        <TextField
          id={FIELD_IDS.street!}
          name="street"
          label={copy.form.street}
          optional
          autoComplete="off"
          defaultValue={v.street}
          error={err("street")}
        />
        <TextField
          id={FIELD_IDS.email!}
          name="email"
          type="email"
          label={copy.form.email}
          optional
          hint={copy.form.emailHint}
          autoComplete="off"
          defaultValue={v.email}
          error={err("email")}
        />
        <TextField
          id={FIELD_IDS.phone!}
          name="phone"
          type="tel"
          label={copy.form.phone}
          optional
          autoComplete="off"
          defaultValue={v.phone}
          error={err("phone")}
        />
        <TextField
          id={FIELD_IDS.websiteUrl!}
          name="websiteUrl"
          inputMode="url"
          label={copy.form.website}
          optional
          hint={copy.form.websiteHint}
          autoComplete="off"
          defaultValue={v.websiteUrl}
          error={err("websiteUrl")}
        />
        <TextField
          id={FIELD_IDS.location!}
          name="location"
          label={copy.form.location}
          optional
          hint={copy.form.locationHint}
          autoComplete="off"
          defaultValue={v.location}
          error={err("location")}
        />
        <fieldset
          className={err("types") ? "backoffice-fieldset field--error" : "backoffice-fieldset"}
          aria-describedby={`organisatie-soort-hint${err("types") ? " organisatie-soort-error" : ""}`}
        >
          <legend className="field__label">
            {copy.form.typesLegend}
            <span className="field__required">{formsCopy.optional}</span>
          </legend>
          <p className="field__hint" id="organisatie-soort-hint">
            {copy.form.typesHint}
          </p>
          {err("types") ? <FieldErrorMessage id="organisatie-soort-error" message={err("types")!} /> : null}
          {ORGANISER_FILTERS.map((type, i) => (
            <label key={type} className="backoffice-radio">
              <input
                type="checkbox"
                name="types"
                value={type}
                id={i === 0 ? FIELD_IDS.types : undefined}
                defaultChecked={checkedTypes.includes(type)}
              />
              {ORGANISER_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <TextField
          id={FIELD_IDS.description!}
          name="description"
          label={copy.form.description}
          hint={copy.form.descriptionHint}
          defaultValue={v.description}
          error={err("description")}
          rows={3}
          optional
        />
        <div className="backoffice-actions__row">
          <button type="submit" className="button button--primary">
            {p.editing ? copy.edit.submit : copy.form.submit}
          </button>
          <Link to={back} className="button button--secondary">
            {copy.form.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** For an organiser's own staff: adding organisers, changing their details and the region's news are the region's. */
export function NoRegionNotice({ editing = false, lead }: { editing?: boolean; lead?: string }) {
  const to = usePathTo();
  return (
    <section className="backoffice-page" aria-labelledby="geen-regio-titel">
      <h1 id="geen-regio-titel" className="heading heading--2">
        {copy.noRight.heading}
      </h1>
      <p className="backoffice-lead">{lead ?? (editing ? copy.noRight.editLead : copy.noRight.lead)}</p>
      <p>
        <Link to={to("backoffice")} className="button button--secondary">
          {copy.noRight.back}
        </Link>
      </p>
    </section>
  );
}
