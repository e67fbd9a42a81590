// The form of a reward (make and change): title, description, with points or a welcome reward, points,
// category, units in all, the limit per holder per period, the redeem period as days, where it is taken (at
// the counter, online) and the region it holds in (the organiser's). A plain POST (works without JavaScript);
// the api's Dutch messages come back in the error summary, each linked to its field.
import type { ManagedReward } from "@vtp/contracts/reward-management";
import { REWARD_CATEGORIES } from "@vtp/contracts/rewards";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { backofficeCopy } from "../../copy/backoffice.ts";
import { rewardManagementCopy as copy } from "../../copy/reward-management.ts";
import { usePathTo } from "../../layouts/shell-data.ts";
import type { FieldError } from "../../server/form-errors.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ErrorSummary, errorFor, FieldErrorMessage, TextField } from "../../ui/field.tsx";
import { OrganiserContext } from "./organiser-pages.tsx";
import type { RewardFormValues } from "./reward-view.ts";
import type { BackofficeOrganiser } from "./view.ts";

const PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR", "ABSOLUTE"] as const;

/** Where the summary's link of each field goes. */
const FIELD_IDS: Record<string, string> = {
  title: "voordeel-titel-veld",
  description: "voordeel-beschrijving",
  type: "voordeel-soort",
  points: "voordeel-punten",
  category: "voordeel-categorie",
  maxAvailableUnits: "voordeel-eenheden",
  redeemLimit: "voordeel-limiet",
  redeemBegin: "voordeel-begin",
  redeemEnd: "voordeel-einde",
  atCounter: "voordeel-balie",
};

/** The summary's name of each field (as its label or legend says). */
const LABELS: Record<string, string> = {
  type: copy.form.typeLegend,
  points: copy.form.points,
  category: copy.form.category,
  maxAvailableUnits: copy.form.units,
  redeemLimit: copy.form.limitVolume,
  redeemBegin: copy.form.begin,
  redeemEnd: copy.form.end,
  atCounter: copy.form.whereLegend,
};

function Select(p: { id: string; name: string; label: string; value: string | undefined; options: readonly [string, string][] }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={p.id}>
        {p.label}
      </label>
      <select className="field__input backoffice-select" id={p.id} name={p.name} defaultValue={p.value}>
        {p.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A group of choices (radios or checkboxes) with its legend and its error beside it. */
function Choices(p: { legend: string; errorId: string; error: string | undefined; hint?: string; children: ReactNode }) {
  const hintId = p.hint ? `${p.errorId}-hint` : "";
  const describedBy = [hintId, p.error ? p.errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={p.error ? "backoffice-fieldset field--error" : "backoffice-fieldset"} aria-describedby={describedBy}>
      <legend className="field__label">{p.legend}</legend>
      {p.hint ? (
        <p className="field__hint" id={hintId}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? <FieldErrorMessage id={p.errorId} message={p.error} /> : null}
      {p.children}
    </fieldset>
  );
}

export function RewardForm(p: {
  organiser: BackofficeOrganiser;
  manyOrganisers: boolean;
  reward: ManagedReward | null;
  values: RewardFormValues;
  errors: FieldError[];
  general: string | undefined;
}) {
  const to = usePathTo();
  const v = p.values;
  const err = (field: string) => errorFor(p.errors, field);
  const cancel =
    p.reward === null
      ? to("backoffice-rewards", { params: { organisatie: p.organiser.id } })
      : to("backoffice-reward", { params: { organisatie: p.organiser.id, voordeel: p.reward.id } });
  const regions = p.reward?.cardSystems.map((c) => c.name).join(", ");
  return (
    <section className="backoffice-page" aria-labelledby="formulier-titel">
      <h1 id="formulier-titel" className="heading heading--2">
        {p.reward === null ? copy.form.createHeading : copy.form.editHeading(p.reward.title)}
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
          rows={3}
        />
        {p.reward === null ? (
          <Choices legend={copy.form.typeLegend} errorId="voordeel-soort-error" error={err("type")}>
            <label className="backoffice-radio">
              <input type="radio" id={FIELD_IDS.type} name="type" value="POINTS" defaultChecked={v.type !== "WELCOME"} />
              {copy.form.typePoints}
            </label>
            <label className="backoffice-radio">
              <input type="radio" name="type" value="WELCOME" defaultChecked={v.type === "WELCOME"} />
              {copy.form.typeWelcome}
            </label>
          </Choices>
        ) : (
          <div className="field">
            <p className="field__label">{copy.form.typeLegend}</p>
            <p className="backoffice-type" id={FIELD_IDS.type} tabIndex={-1}>
              {p.reward.type === "WELCOME" ? copy.reward.welcomeKind : copy.reward.pointsKind}
            </p>
            <p className="backoffice-hint">{copy.form.typeFixed}</p>
            {err("type") ? <FieldErrorMessage id="voordeel-soort-error" message={err("type")!} /> : null}
            <input type="hidden" name="type" value={p.reward.type} />
          </div>
        )}
        <TextField
          id={FIELD_IDS.points!}
          name="points"
          label={copy.form.points}
          hint={copy.form.pointsHint}
          inputMode="numeric"
          defaultValue={v.points}
          error={err("points")}
        />
        <Select
          id={FIELD_IDS.category!}
          name="category"
          label={copy.form.category}
          value={v.category}
          options={REWARD_CATEGORIES.map((c) => [c, c] as [string, string])}
        />
        {err("category") ? <FieldErrorMessage id="voordeel-categorie-error" message={err("category")!} /> : null}
        <TextField
          id={FIELD_IDS.maxAvailableUnits!}
          name="maxAvailableUnits"
          label={copy.form.units}
          hint={copy.form.unitsHint}
          inputMode="numeric"
          defaultValue={v.maxAvailableUnits}
          error={err("maxAvailableUnits")}
        />
        <fieldset className="backoffice-fieldset" aria-describedby="voordeel-limiet-hint">
          <legend className="field__label">{copy.form.limitLegend}</legend>
          <p className="field__hint" id="voordeel-limiet-hint">
            {copy.form.limitHint}
          </p>
          <div className="backoffice-limit">
            <TextField
              id={FIELD_IDS.redeemLimit!}
              name="redeemLimitVolume"
              label={copy.form.limitVolume}
              inputMode="numeric"
              defaultValue={v.redeemLimitVolume}
              error={err("redeemLimit")}
            />
            <Select
              id="voordeel-limietperiode"
              name="redeemLimitPeriod"
              label={copy.form.limitPeriod}
              value={v.redeemLimitPeriod}
              options={PERIODS.map((period) => [period, backofficeCopy.period[period]!] as [string, string])}
            />
          </div>
        </fieldset>
        <fieldset className="backoffice-fieldset" aria-describedby="voordeel-periode-hint">
          <legend className="field__label">{copy.form.periodLegend}</legend>
          <p className="field__hint" id="voordeel-periode-hint">
            {copy.form.endHint}
          </p>
          <div className="backoffice-limit backoffice-limit--top">
            <DateField
              id={FIELD_IDS.redeemBegin!}
              name="redeemBegin"
              label={copy.form.begin}
              autoComplete="off"
              defaultValue={v.redeemBegin}
              error={err("redeemBegin")}
              required
            />
            <DateField
              id={FIELD_IDS.redeemEnd!}
              name="redeemEnd"
              label={copy.form.end}
              autoComplete="off"
              defaultValue={v.redeemEnd}
              error={err("redeemEnd")}
            />
          </div>
        </fieldset>
        <Choices legend={copy.form.whereLegend} errorId="voordeel-waar-error" error={err("atCounter")}>
          <label className="backoffice-radio">
            <input type="checkbox" id={FIELD_IDS.atCounter} name="atCounter" value="ja" defaultChecked={v.atCounter === "ja"} />
            {copy.form.atCounter}
          </label>
          <label className="backoffice-radio">
            <input type="checkbox" name="online" value="ja" defaultChecked={v.online === "ja"} />
            {copy.form.online}
          </label>
        </Choices>
        <p className="backoffice-hint">{regions ? copy.form.regionNamed(regions) : copy.form.region}</p>
        <div className="backoffice-actions__row">
          <button type="submit" className="button button--primary">
            {p.reward === null ? copy.form.create : copy.form.save}
          </button>
          <Link to={cancel} className="button button--secondary">
            {copy.form.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
