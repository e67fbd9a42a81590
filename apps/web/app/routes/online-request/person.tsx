// /online-aanvraag/gegevens (step 4 of 8): the main holder's personal data and the consents. What the
// government login gave (name, national number, birth date, address) is shown, not asked again (WCAG
// 3.3.7); the e-mail of step 2 too. A minor needs a parent's consent.
import { Form } from "react-router";
import { formatDutchDate } from "@vtp/contracts/dates";
import { ADULT_AGE, ageOn, formatPhone } from "@vtp/contracts/online-request/basics";
import { ErrorSummary, errorFor } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { personStepCopy as copy } from "../../copy/online-request/person.ts";
import { genderOptions, wizardCopy } from "../../copy/online-request/wizard.ts";
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
      <h1 className="heading heading--1">{copy.heading}</h1>
      <p className="wizard__lead">{copy.lead(name)}</p>
      <ErrorSummary errors={errors ?? []} general={result?.general} fieldIds={personIds} />
      <Form method="post" className="wizard__form" noValidate>
        {gov ? (
          <section aria-labelledby="van-de-overheid">
            <h2 id="van-de-overheid" className="heading heading--2">
              {copy.fromGovernment}
            </h2>
            <dl className="facts">
              <div>
                <dt>{wizardCopy.name}</dt>
                <dd>
                  {gov.firstName} {gov.lastName}
                </dd>
              </div>
              <div>
                <dt>{copy.insz}</dt>
                <dd>{gov.inszMasked}</dd>
              </div>
              <div>
                <dt>{copy.gender}</dt>
                <dd>{genderOptions.find((g) => g.value === gov.gender)?.label}</dd>
              </div>
              <div>
                <dt>{copy.birthDate}</dt>
                <dd>{formatDutchDate(gov.birthDate)}</dd>
              </div>
              <div>
                <dt>{wizardCopy.address}</dt>
                <dd>
                  {gov.address.streetAndNumber}, {gov.address.postalCode} {gov.address.place}
                </dd>
              </div>
            </dl>
          </section>
        ) : (
          <>
            {main ? <p className="field__hint">{copy.inszKept(main.inszMasked.slice(-2))}</p> : null}
            <IdentityFields values={values} errors={errors} who={copy.who} />
            <h2 className="heading heading--2">{wizardCopy.address}</h2>
            <StreetField values={values} errors={errors} />
            <PostalCodeAndMunicipality
              values={values}
              errors={errors}
              municipalities={result?.municipalities ?? loaderData.municipalities}
            />
          </>
        )}
        <h2 className="heading heading--2">{copy.contact}</h2>
        <dl className="facts">
          <div>
            <dt>{wizardCopy.email}</dt>
            <dd>
              <EmailAddress value={view.email ?? ""} /> <Link to={to("online-request-email")}>{copy.change}</Link>
            </dd>
          </div>
        </dl>
        <ContactFields values={values} errors={errors} />
        <h2 className="heading heading--2">{copy.consent}</h2>
        <Checkbox
          id={personIds.privacyConsent}
          name="privacyConsent"
          checked={checked("privacyConsent", view.consents.privacy)}
          error={errorFor(errors, "privacyConsent")}
          required
          label={
            <>
              {copy.privacyConsent[0]}
              <Link to={to("privacy")}>{copy.privacyConsent[1]}</Link>
              {copy.privacyConsent[2]}
              <Link to={to("terms-use")}>{copy.privacyConsent[3]}</Link>
              {copy.privacyConsent[4]}
            </>
          }
        />
        <Checkbox
          id={personIds.promotionalConsent}
          name="promotionalConsent"
          checked={checked("promotionalConsent", view.consents.promotional)}
          label={copy.promotionalConsent}
          hint={copy.promotionalConsentHint}
        />
        {minor || !birthIso ? (
          <Checkbox
            id={personIds.parentalConsent}
            name="parentalConsent"
            checked={checked("parentalConsent", view.consents.parental)}
            error={errorFor(errors, "parentalConsent")}
            label={copy.parentalConsent}
            hint={copy.parentalConsentHint}
          />
        ) : null}
        <div className="wizard__actions">
          <button type="submit" name="intent" value="save" className="button button--primary">
            {wizardCopy.next}
          </button>
        </div>
      </Form>
      <Link to={to("online-request-social-tariff")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}
