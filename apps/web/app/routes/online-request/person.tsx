// /online-aanvraag/gegevens (step 4 of 8): the main holder's personal data and the consents. What the
// government login gave (name, national number, birth date, address) is shown, not asked again (WCAG
// 3.3.7); the e-mail of step 2 too. A minor needs a parent's consent.
import { Form } from "react-router";
import { formatDutchDate } from "@vtp/contracts/dates";
import { ADULT_AGE, ageOn, formatPhone } from "@vtp/contracts/online-request/basics";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { genderOptions } from "../../copy/online-request.ts";
import { personAction, personLoader, type StepResult } from "../../features/online-request/index.server.ts";
import {
  Checkbox,
  ContactFields,
  IdentityFields,
  personIds,
  PostalCodeAndMunicipality,
  StreetField,
  type OnlineRequestHandle,
  EmailAddress,
} from "../../features/online-request/index.ts";
import type { Route } from "./+types/person";

export const handle: OnlineRequestHandle = { onlineRequestStep: "person" };

export function loader(args: Route.LoaderArgs) {
  return personLoader(args);
}

export function action(args: Route.ActionArgs) {
  return personAction(args);
}

export default function PersonStep({ loaderData, actionData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const { view } = loaderData;
  const main = view.mainHolder;
  const gov = view.socialTariff?.verified ? view.socialTariff.person : null;
  const today = new Date(loaderData.now).toISOString().slice(0, 10);
  const values: Record<string, string | undefined> = result?.values ?? {
    firstName: main?.firstName,
    lastName: main?.lastName,
    insz: "",
    gender: main?.gender,
    birthDate: main ? formatDutchDate(main.birthDate) : "",
    streetAndNumber: main?.address.streetAndNumber,
    postalCode: main?.address.postalCode ?? view.region?.postalCode,
    municipalityId: main?.address.municipalityId
      ? String(main.address.municipalityId)
      : view.region
        ? String(view.region.municipalityId)
        : "",
    abroadPlace: main?.address.municipalityId === null ? main.address.place : "",
    phone: main?.phone ? formatPhone(main.phone) : "",
    voucher: main?.voucher ?? "",
  };
  const checked = (field: "privacyConsent" | "promotionalConsent" | "parentalConsent", stored: boolean) =>
    result ? result.values[field] === "on" : stored;
  const birthIso = gov?.birthDate ?? main?.birthDate;
  const minor = birthIso !== undefined && ageOn(birthIso, today) < ADULT_AGE;
  const errors = result?.errors;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">Je gegevens</h1>
      <p className="wizard__lead">Deze gegevens komen op je {name}. We gebruiken ze enkel voor je pas en de voordelen.</p>
      <ErrorSummary errors={errors ?? []} general={result?.general} fieldIds={personIds} />
      <Form method="post" className="wizard__form" noValidate>
        {gov ? (
          <section aria-labelledby="van-de-overheid">
            <h2 id="van-de-overheid" className="heading heading--2">
              Van je aanmelding bij de overheid
            </h2>
            <dl className="facts">
              <div>
                <dt>Naam</dt>
                <dd>
                  {gov.firstName} {gov.lastName}
                </dd>
              </div>
              <div>
                <dt>Rijksregisternummer</dt>
                <dd>{gov.inszMasked}</dd>
              </div>
              <div>
                <dt>Geslacht</dt>
                <dd>{genderOptions.find((g) => g.value === gov.gender)?.label}</dd>
              </div>
              <div>
                <dt>Geboortedatum</dt>
                <dd>{formatDutchDate(gov.birthDate)}</dd>
              </div>
              <div>
                <dt>Adres</dt>
                <dd>
                  {gov.address.streetAndNumber}, {gov.address.postalCode} {gov.address.place}
                </dd>
              </div>
            </dl>
          </section>
        ) : (
          <>
            {main ? (
              <p className="field__hint">
                Je rijksregisternummer is bewaard (eindigt op {main.inszMasked.slice(-2)}). Laat het veld leeg om het te houden.
              </p>
            ) : null}
            <IdentityFields values={values} errors={errors} who="je" />
            <h2 className="heading heading--2">Adres</h2>
            <StreetField values={values} errors={errors} />
            <PostalCodeAndMunicipality
              values={values}
              errors={errors}
              municipalities={result?.municipalities ?? loaderData.municipalities}
            />
          </>
        )}
        <h2 className="heading heading--2">Contact</h2>
        <dl className="facts">
          <div>
            <dt>E-mailadres</dt>
            <dd>
              <EmailAddress value={view.email ?? ""} /> <Link to={to("online-request-email")}>Wijzig</Link>
            </dd>
          </div>
        </dl>
        <ContactFields values={values} errors={errors} />
        <h2 className="heading heading--2">Toestemming</h2>
        <Checkbox
          id={personIds.privacyConsent}
          name="privacyConsent"
          checked={checked("privacyConsent", view.consents.privacy)}
          error={errorFor(errors, "privacyConsent")}
          required
          label={
            <>
              Ik ga akkoord met de <Link to={to("privacy")}>privacyverklaring</Link> en de{" "}
              <Link to={to("terms-use")}>gebruiksvoorwaarden</Link>.
            </>
          }
        />
        <Checkbox
          id={personIds.promotionalConsent}
          name="promotionalConsent"
          checked={checked("promotionalConsent", view.consents.promotional)}
          label="Stuur me nieuws over activiteiten en voordelen in mijn regio."
          hint="Niet verplicht. Je kan het altijd aanpassen in je profiel."
        />
        {minor || !birthIso ? (
          <Checkbox
            id={personIds.parentalConsent}
            name="parentalConsent"
            checked={checked("parentalConsent", view.consents.parental)}
            error={errorFor(errors, "parentalConsent")}
            label="Ik ben jonger dan 18 en mijn ouder of voogd geeft toestemming."
            hint="Enkel nodig als je jonger bent dan 18."
          />
        ) : null}
        <div className="wizard__actions">
          <button type="submit" name="intent" value="save" className="button button--primary">
            Volgende stap
          </button>
        </div>
      </Form>
      <Link to={to("online-request-social-tariff")} className="wizard__back">
        Vorige stap
      </Link>
    </div>
  );
}
