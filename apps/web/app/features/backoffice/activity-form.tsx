// The form of an activity (make and change): title, description, dated or permanent with its days and hours,
// the organiser's location (the organiser's own), price categories, points per check-in, the check-in limit and
// the kansentarief ticket limit per period. A plain POST (works without JavaScript); the api's Dutch messages
// come back in the error summary, each linked to its field.
import type { Event } from "@vtp/contracts/activities";
import { Form, Link } from "react-router";
import { backofficeCopy as copy } from "../../copy/backoffice.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor, FieldErrorMessage, TextField } from "../../ui/field.tsx";
import type { FieldError } from "../../server/form-errors.ts";
import { OrganiserContext } from "./organiser-pages.tsx";
import { priceFields, PRICE_ROWS, type ActivityFormValues, type BackofficeOrganiser } from "./view.ts";

const PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR", "ABSOLUTE"] as const;

/** Where the summary's link of each field (the api's field names, the form's own) goes. */
const FIELD_IDS: Record<string, string> = {
  title: "activiteit-titel-veld",
  description: "activiteit-beschrijving",
  permanent: "activiteit-vaste-data",
  startDate: "activiteit-begindatum",
  startTime: "activiteit-beginuur",
  endDate: "activiteit-einddatum",
  endTime: "activiteit-einduur",
  priceInfo: "activiteit-prijs-naam-1",
  checkinPoints: "activiteit-punten",
  checkinLimit: "activiteit-checkinlimiet",
  passholderTicketLimit: "activiteit-ticketlimiet",
};

/** The summary's name of the one field whose label is a legend (the others are in copy/forms.ts `fieldLabels`). */
const LABELS: Record<string, string> = { permanent: copy.form.whenLegend };

function NumberField(p: { id: string; name: string; label: string; value: string | undefined; error?: string | undefined }) {
  return <TextField id={p.id} name={p.name} label={p.label} inputMode="numeric" defaultValue={p.value} error={p.error} required />;
}

function PeriodSelect(p: { id: string; name: string; label: string; value: string | undefined }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={p.id}>
        {p.label}
      </label>
      <select className="field__input backoffice-select" id={p.id} name={p.name} defaultValue={p.value}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {copy.period[period]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ActivityForm(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  event: Event | null;
  values: ActivityFormValues;
  errors: FieldError[];
  general: string | undefined;
}) {
  const to = usePathTo();
  const v = p.values;
  const err = (field: string) => errorFor(p.errors, field);
  const cancel =
    p.event === null
      ? to("backoffice-activities", { params: { organisatie: p.organiser.id } })
      : to("backoffice-activity", { params: { organisatie: p.organiser.id, activiteit: p.event.id } });
  const whenError = err("permanent");
  return (
    <section className="backoffice-page" aria-labelledby="formulier-titel">
      <h1 id="formulier-titel" className="heading heading--2">
        {p.event === null ? copy.form.createHeading : copy.form.editHeading(p.event.title)}
      </h1>
      <OrganiserContext organiser={p.organiser} manyOrganisers={p.manyOrganisers} />
      <Form method="post" noValidate className="backoffice-form">
        <ErrorSummary errors={p.errors} general={p.general} fieldIds={FIELD_IDS} labels={LABELS} />
        <TextField id={FIELD_IDS.title!} name="title" label={copy.form.title} defaultValue={v.title} error={err("title")} required />
        <TextField
          id={FIELD_IDS.description!}
          name="description"
          label={copy.form.description}
          hint={copy.form.descriptionHint}
          defaultValue={v.description}
          error={err("description")}
          rows={4}
        />
        <fieldset className="backoffice-fieldset" aria-describedby={whenError ? "activiteit-wanneer-error" : undefined}>
          <legend className="field__label">{copy.form.whenLegend}</legend>
          {whenError ? <FieldErrorMessage id="activiteit-wanneer-error" message={whenError} /> : null}
          <label className="backoffice-radio">
            <input type="radio" id={FIELD_IDS.permanent} name="permanent" value="nee" defaultChecked={v.permanent !== "ja"} />
            {copy.form.dated}
          </label>
          <div className="backoffice-moments">
            <DateField
              id={FIELD_IDS.startDate!}
              name="startDate"
              label={copy.form.startDate}
              autoComplete="off"
              defaultValue={v.startDate}
              error={err("startDate")}
            />
            <TextField
              id={FIELD_IDS.startTime!}
              name="startTime"
              label={copy.form.startTime}
              hint={copy.form.timeHint}
              inputMode="numeric"
              defaultValue={v.startTime}
              error={err("startTime")}
            />
            <DateField
              id={FIELD_IDS.endDate!}
              name="endDate"
              label={copy.form.endDate}
              autoComplete="off"
              defaultValue={v.endDate}
              error={err("endDate")}
            />
            <TextField
              id={FIELD_IDS.endTime!}
              name="endTime"
              label={copy.form.endTime}
              hint={copy.form.timeHint}
              inputMode="numeric"
              defaultValue={v.endTime}
              error={err("endTime")}
            />
          </div>
          <label className="backoffice-radio">
            <input type="radio" name="permanent" value="ja" defaultChecked={v.permanent === "ja"} />
            {copy.form.permanentOption}
          </label>
        </fieldset>
        <p className="backoffice-hint">{copy.form.location(p.organiser.name, p.organiser.city)}</p>
        <fieldset className="backoffice-fieldset" aria-describedby="activiteit-prijzen-hint">
          <legend className="field__label">{copy.form.pricesLegend}</legend>
          <p className="field__hint" id="activiteit-prijzen-hint">
            {copy.form.pricesHint}
          </p>
          {err("priceInfo") ? <FieldErrorMessage id="activiteit-prijzen-error" message={err("priceInfo")!} /> : null}
          {Array.from({ length: PRICE_ROWS }, (_, i) => i + 1).map((row) => {
            const f = priceFields(row);
            return (
              <div className="backoffice-price-row" key={row}>
                <TextField id={`activiteit-prijs-naam-${row}`} name={f.name} label={copy.form.priceName(row)} defaultValue={v[f.name]} />
                <TextField
                  id={`activiteit-prijs-${row}`}
                  name={f.price}
                  label={copy.form.priceValue(row)}
                  inputMode="text"
                  defaultValue={v[f.price]}
                />
              </div>
            );
          })}
        </fieldset>
        <fieldset className="backoffice-fieldset">
          <legend className="field__label">{copy.form.checkinLegend}</legend>
          <NumberField
            id={FIELD_IDS.checkinPoints!}
            name="checkinPoints"
            label={copy.form.checkinPoints}
            value={v.checkinPoints}
            error={err("checkinPoints")}
          />
          <div className="backoffice-limit">
            <NumberField
              id={FIELD_IDS.checkinLimit!}
              name="checkinLimitVolume"
              label={copy.form.checkinLimitVolume}
              value={v.checkinLimitVolume}
              error={err("checkinLimit")}
            />
            <PeriodSelect
              id="activiteit-checkinperiode"
              name="checkinLimitPeriod"
              label={copy.form.checkinLimitPeriod}
              value={v.checkinLimitPeriod}
            />
          </div>
        </fieldset>
        <fieldset className="backoffice-fieldset">
          <legend className="field__label">{copy.form.ticketLegend}</legend>
          <div className="backoffice-limit">
            <NumberField
              id={FIELD_IDS.passholderTicketLimit!}
              name="ticketLimitVolume"
              label={copy.form.ticketLimitVolume}
              value={v.ticketLimitVolume}
              error={err("passholderTicketLimit")}
            />
            <PeriodSelect
              id="activiteit-ticketperiode"
              name="ticketLimitPeriod"
              label={copy.form.ticketLimitPeriod}
              value={v.ticketLimitPeriod}
            />
          </div>
        </fieldset>
        <div className="backoffice-actions__row">
          <button type="submit" className="button button--primary">
            {p.event === null ? copy.form.create : copy.form.save}
          </button>
          <Link to={cancel} className="button button--secondary">
            {copy.form.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
