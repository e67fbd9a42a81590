// /online-aanvraag/gemeente (step 1 of 8): the postal code, then the municipality chosen from its list,
// with its region and what it takes online. Outcomes: "not in region" (no region has the place, or
// abroad: 0000) and "not in city" (the region has it, but the city takes no online requests).
import { Form } from "react-router";
import type { MunicipalityOption } from "@vtp/contracts/online-request/draft";
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
  switch (m.availability) {
    case "ALL":
      return "Online aanvragen kan, ook met kansentarief.";
    case "REGULAR":
      return "Online aanvragen kan, maar kansentarief vraag je aan bij een verkooppunt.";
    case "SOCIALTARIFF":
      return "Online kan je hier enkel een pas met kansentarief aanvragen.";
    case "NONE":
      return "Hier kan je (nog) geen pas online aanvragen.";
    case "NO_REGION":
      return "Deze gemeente doet niet mee.";
  }
}

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  const to = usePathTo();
  return (
    <Notice kind="warning" title={title}>
      {children}
      <ul className="edit-links">
        <li>
          <Link to={to("find", { query: { pointOfSale: "true" } })}>Ga naar een verkooppunt</Link>
        </li>
        <li>
          <Link to={to("online-request")}>Bekijk waar online aanvragen al kan</Link>
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
      <h1 className="heading heading--1">Waar woon je?</h1>
      <p className="wizard__lead">Vul je postcode in. Zo weten we bij welke regio je {name} hoort en wat je online kan aanvragen.</p>
      <ErrorSummary errors={result?.errors ?? []} general={result?.general} fieldIds={{ ...ids, postalCode: personIds.postalCode }} />
      {result?.abroad ? (
        <Outcome title="Je woont in het buitenland">
          <p>
            Online aanvragen kan enkel voor wie in een gemeente woont die meedoet. Ga naar een verkooppunt in de regio waar je een pas wil.
          </p>
        </Outcome>
      ) : null}
      {nobody ? (
        <Outcome title="Je gemeente hoort niet bij een regio">
          <p>
            Je gemeente doet (nog) niet mee met {name}. Online een pas aanvragen kan alleen als je woont in een gemeente die meedoet. Aan
            een verkooppunt helpen ze je verder.
          </p>
        </Outcome>
      ) : null}
      {chosen && (chosen.availability === "NONE" || chosen.availability === "NO_REGION") ? (
        <Outcome title={`In ${chosen.name} kan je geen pas online aanvragen`}>
          <p>
            {chosen.cardSystem
              ? `${chosen.name} hoort bij ${chosen.cardSystem.name}, maar neemt nog geen online aanvragen aan.`
              : `${chosen.name} doet niet mee.`}{" "}
            Koop je pas aan een verkooppunt.
          </p>
        </Outcome>
      ) : null}
      <Form method="post" className="wizard__form" noValidate>
        <div className="address-place__postal">
          <TextField
            id={personIds.postalCode}
            name="postalCode"
            label="Postcode"
            hint="4 cijfers. Woon je in het buitenland? Vul 0000 in."
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
            Zoek gemeente
          </button>
        </div>
        {list && list.length > 0 && !nobody ? (
          <fieldset
            className={choiceError ? "choice-group field--error place-list" : "choice-group place-list"}
            aria-describedby={choiceError ? `${ids.municipalityId}-error` : undefined}
          >
            <legend className="choice-group__legend">
              Kies je gemeente<span className="field__required"> (verplicht)</span>
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
        {list && list.length === 0 && !result?.abroad ? (
          <p role="status">We kennen geen gemeente met postcode {values.postalCode}. Kijk de postcode na.</p>
        ) : null}
        {list && list.length > 0 && !nobody ? (
          <div className="wizard__actions">
            <button type="submit" name="intent" value="choose" className="button button--primary">
              Volgende stap
            </button>
          </div>
        ) : null}
        {region && !list ? (
          <div className="wizard__actions">
            <p>
              Je koos <strong>{region.municipalityName}</strong> ({region.cardSystemName}).
            </p>
            <Link to={to("online-request-email")} variant="primary">
              Volgende stap
            </Link>
          </div>
        ) : null}
      </Form>
    </div>
  );
}
