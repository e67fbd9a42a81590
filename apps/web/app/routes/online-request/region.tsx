// /online-aanvraag/gemeente (step 1 of 8): the postal code, then the municipality chosen from its list,
// with its region and what it takes online. Outcomes: "not in region" (no region has the place, or
// abroad: 0000) and "not in city" (the region has it, but the city takes no online requests).
import { Form } from "react-router";
import type { MunicipalityOption } from "@vtp/contracts/online-request/draft";
import { regionCopy as copy } from "../../copy/online-request/region.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { regionAction, regionLoader, type StepResult } from "../../features/online-request/index.server.ts";
import { personIds, type OnlineRequestHandle, Notice } from "../../features/online-request/index.ts";
import type { Route } from "./+types/region";

export const handle: OnlineRequestHandle = { onlineRequestStep: "region" };

export function loader(args: Route.LoaderArgs) {
  return regionLoader(args);
}

export function action(args: Route.ActionArgs) {
  return regionAction(args);
}

const ids = { postalCode: "postcode", municipalityId: "gemeente-keuze" };

function availabilityText(m: MunicipalityOption): string {
  return copy.availability[m.availability];
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  const to = usePathTo();
  return (
    <Notice kind="warning" title={title}>
      {children}
      <ul className="edit-links">
        <li>
          <Link to={to("find", { query: { pointOfSale: "true" } })}>{wizardCopy.pointOfSale}</Link>
        </li>
        <li>
          <Link to={to("online-request")}>{copy.whereOnline}</Link>
        </li>
      </ul>
    </Notice>
  );
}

export default function RegionStep({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const region = loaderData.view.region;
  const values = result?.values ?? { postalCode: region?.postalCode ?? "", municipalityId: region ? String(region.municipalityId) : "" };
  const list = result?.municipalities;
  const chosen = list?.find((mu) => String(mu.municipalityId) === result?.values.municipalityId);
  const nobody = list !== undefined && list.length > 0 && list.every((mu) => mu.availability === "NO_REGION");
  const choiceError = errorFor(result?.errors, "municipalityId");
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">{copy.lead(name)}</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={{ ...ids, postalCode: personIds.postalCode }} />
      {result?.abroad ? (
        <Outcome title={copy.abroad}>
          <p>{copy.abroadText}</p>
        </Outcome>
      ) : null}
      {nobody ? (
        <Outcome title={copy.noRegion}>
          <p>{copy.noRegionText(name)}</p>
        </Outcome>
      ) : null}
      {chosen && (chosen.availability === "NONE" || chosen.availability === "NO_REGION") ? (
        <Outcome title={copy.notOnline(chosen.name)}>
          <p>{copy.notOnlineText(chosen.name, chosen.cardSystem?.name)}</p>
        </Outcome>
      ) : null}
      <Form method="post" className="wizard__form" noValidate>
        <div className="address-place__postal">
          <TextField
            id={personIds.postalCode}
            name="postalCode"
            label={copy.postalCode}
            hint={copy.postalCodeHint}
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={values.postalCode}
            error={errorFor(result?.errors, "postalCode")}
            required
          />
          <button
            type="submit"
            name="intent"
            value="lookup"
            className={list ? "button button--secondary address-place__lookup" : "button button--primary address-place__lookup"}
          >
            {copy.lookup}
          </button>
        </div>
        {list && list.length > 0 && !nobody ? (
          <fieldset
            className={choiceError ? "choice-group field--error place-list" : "choice-group place-list"}
            aria-describedby={choiceError ? `${ids.municipalityId}-error` : undefined}
          >
            <legend className="choice-group__legend">
              {copy.chooseMunicipality}
              <span className="field__required">{copy.required}</span>
            </legend>
            {choiceError ? (
              <p className="field__error" id={`${ids.municipalityId}-error`}>
                <span aria-hidden="true">! </span>
                {choiceError}
              </p>
            ) : null}
            <div className="choice-group__options">
              {list.map((mu, i) => (
                <div key={mu.municipalityId} className="choice">
                  <input
                    className="choice__input"
                    type="radio"
                    id={i === 0 ? ids.municipalityId : `${ids.municipalityId}-${mu.municipalityId}`}
                    name="municipalityId"
                    value={mu.municipalityId}
                    defaultChecked={values.municipalityId === String(mu.municipalityId)}
                  />
                  <label className="choice__label" htmlFor={i === 0 ? ids.municipalityId : `${ids.municipalityId}-${mu.municipalityId}`}>
                    {mu.name}
                    <span className="choice__hint">
                      {mu.cardSystem ? `${mu.cardSystem.name}. ` : ""}
                      {availabilityText(mu)}
                    </span>
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ) : null}
        {list && list.length === 0 && !result?.abroad ? <p role="status">{copy.unknownPostalCode(values.postalCode)}</p> : null}
        {list && list.length > 0 && !nobody ? (
          <div className="wizard__actions">
            <button type="submit" name="intent" value="choose" className="button button--primary">
              {wizardCopy.next}
            </button>
          </div>
        ) : null}
        {region && !list ? (
          <div className="wizard__actions">
            <p>
              {copy.youChose}
              <strong>{region.municipalityName}</strong> ({region.cardSystemName}).
            </p>
            <Link to={to("online-request-email")} variant="primary">
              {wizardCopy.next}
            </Link>
          </div>
        ) : null}
      </Form>
    </div>
  );
}
