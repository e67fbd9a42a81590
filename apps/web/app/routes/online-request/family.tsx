// /online-aanvraag/gezin (step 5 of 8): the family members, within the caps (shown); the children of the
// government login with one click; a member with the same address and contact as the main holder unless
// told otherwise; the price error for a member below the region's minimum age (remove to go on); the
// family's privacy consent. Main holders under 16 cannot add members.
import { Form, useFetcher } from "react-router";
import { useHydrated } from "../../ui/hydrated.tsx";
import { formatDutchDate } from "@vtp/contracts/dates";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { Link } from "../../ui/primitives.tsx";
import { usePathTo } from "../../layouts/shell-data.ts";
import { familyStepCopy as copy } from "../../copy/online-request/family.ts";
import { wizardCopy } from "../../copy/online-request/wizard.ts";
import { familyAction, familyLoader, type StepResult } from "../../features/online-request/index.server.ts";
import {
  Checkbox,
  ContactFields,
  IdentityFields,
  personIds,
  PostalCodeAndMunicipality,
  StreetField,
  Notice,
  type OnlineRequestHandle,
} from "../../features/online-request/index.ts";
import type { Route } from "./+types/family";

export const handle: OnlineRequestHandle = { onlineRequestStep: "family" };

export function loader(args: Route.LoaderArgs) {
  return familyLoader(args);
}

export function action(args: Route.ActionArgs) {
  return familyAction(args);
}

export default function FamilyStep({ loaderData, actionData }: Route.ComponentProps) {
  const to = usePathTo();
  const result = actionData as StepResult | undefined;
  const { view } = loaderData;
  const f = view.family;
  const adultsLeft = Math.max(0, f.maxAdults - f.adults);
  const childrenLeft = Math.max(0, f.maxChildren - f.children);
  const memberResult = result?.form === "member" ? result : undefined;
  const continueResult = result?.form === "continue" ? result : undefined;
  const values: Record<string, string | undefined> = memberResult?.values ?? {
    postalCode: view.region?.postalCode,
    municipalityId: view.region ? String(view.region.municipalityId) : "",
  };
  const sameAddress = memberResult ? memberResult.values.sameAddress === "on" : true;
  const sameContact = memberResult ? memberResult.values.sameContact === "on" : true;
  const children = view.socialTariff?.verified ? view.socialTariff.children.filter((c) => !c.added) : [];
  const canAdd = !f.mainUnder16 && (adultsLeft > 0 || childrenLeft > 0);
  const priceError = view.price?.error;
  const memberErrors = (memberResult?.errors.length ?? 0) > 0 || Boolean(memberResult?.general);
  const capsText = copy.caps(copy.adults(f.maxAdults), copy.children(f.maxChildren));
  const left = copy.left(copy.adults(adultsLeft), copy.children(childrenLeft));
  return (
    <div className="wizard">
      {f.mainUnder16 ? (
        <>
          <h1 className="heading heading--1">{copy.under16Heading}</h1>
          <p className="wizard__lead">{copy.under16Lead}</p>
        </>
      ) : (
        <>
          <h1 className="heading heading--1">{copy.heading}</h1>
          <p className="wizard__lead">{copy.lead}</p>
        </>
      )}
      <ErrorSummary
        errors={[...(memberResult?.errors ?? []), ...(continueResult?.errors ?? [])]}
        general={result?.general}
        fieldIds={personIds}
      />

      {f.mainUnder16 ? (
        <Notice kind="info" title={copy.whyNot} live={false}>
          <p>{copy.whyNotText}</p>
          <p className="notice__subtitle">{copy.whatNow}</p>
          <ul>
            {copy.whatNowList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Notice>
      ) : null}

      {f.mainUnder16 ? null : (
        <section id="gezinsleden" aria-labelledby="gezinsleden-titel">
          <h2 id="gezinsleden-titel" className="heading heading--2">
            {copy.family}
          </h2>
          <ul className="members">
            <li className="member">
              <div>
                <p className="member__name">
                  {view.mainHolder?.firstName} {view.mainHolder?.lastName}
                  {copy.you}
                </p>
                <p className="member__details">{copy.mainHolder}</p>
              </div>
            </li>
            {view.members.map((m) => (
              <li key={m.memberId} className={m.priceError ? "member member--error" : "member"}>
                <div>
                  <p className="member__name">
                    {m.firstName} {m.lastName}
                  </p>
                  <p className="member__details">
                    {formatDutchDate(m.birthDate)} · {m.ageGroup === "ADULT" ? copy.adult : copy.child}
                    {m.socialTariff ? copy.socialTariff : ""}
                    {m.sameAddress ? "" : copy.livesIn(m.address.place)}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="memberId" value={m.memberId} />
                  <button type="submit" name="intent" value="remove" className="button button--secondary">
                    {copy.remove}
                    <span className="visually-hidden">
                      {" "}
                      {m.firstName} {m.lastName}
                    </span>
                  </button>
                </Form>
                {m.priceError ? (
                  <p className="member__error" role="alert">
                    <span aria-hidden="true">! </span>
                    {m.priceError}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}

      {children.length > 0 && canAdd ? (
        <section className="wizard__section" aria-labelledby="kinderen-overheid">
          <h2 id="kinderen-overheid" className="heading heading--2">
            {copy.governmentChildren}
          </h2>
          <p>{copy.governmentChildrenText}</p>
          <ul className="members">
            {children.map((c) => (
              <li key={c.childIndex} className="member">
                <div>
                  <p className="member__name">
                    {c.firstName} {c.lastName}
                  </p>
                  <p className="member__details">
                    {formatDutchDate(c.birthDate)} · {copy.age(c.age)}
                    {c.socialTariff ? copy.socialTariff : ""}
                    {c.hasCard ? copy.hasCard : ""}
                  </p>
                </div>
                {c.hasCard ? null : <AddGovernmentChild childIndex={c.childIndex} firstName={c.firstName} />}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canAdd ? (
        <section className="wizard__section" aria-labelledby="toevoegen">
          <h2 id="toevoegen" className="heading heading--2">
            {copy.addMore}
          </h2>
          <p className="caps">
            {capsText}
            {left[0]}
            <strong>{left[1]}</strong>
            {left[2]}
            <strong>{left[3]}</strong>
            {left[4]}
          </p>
          {/* Closed until asked for (a plain <details>: no JavaScript needed), open again after a refused add.
              A new form after every add (the key): its fields start empty again, also where React keeps the page. */}
          <details className="disclosure" open={memberErrors} key={view.members.map((m) => m.memberId).join(",")}>
            <summary className="button button--secondary disclosure__toggle">{copy.addMember}</summary>
            <Form method="post" className="member-form disclosure__body" noValidate>
              <IdentityFields values={values} errors={memberResult?.errors} who={copy.who} />
              <Checkbox id={personIds.sameAddress} name="sameAddress" checked={sameAddress} label={copy.sameAddress} />
              <div className="member-form__address">
                <StreetField values={values} errors={memberResult?.errors} />
                <PostalCodeAndMunicipality
                  values={values}
                  errors={memberResult?.errors}
                  municipalities={memberResult?.municipalities ?? loaderData.municipalities}
                />
              </div>
              <Checkbox id={personIds.sameContact} name="sameContact" checked={sameContact} label={copy.sameContact} />
              <div className="member-form__contact">
                <TextField
                  id={personIds.email}
                  name="email"
                  label={copy.email}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  defaultValue={values.email}
                  error={errorFor(memberResult?.errors, "email")}
                />
                <ContactFields values={values} errors={memberResult?.errors} />
              </div>
              <div className="wizard__actions">
                <button type="submit" name="intent" value="add" className="button button--primary">
                  {copy.add}
                </button>
              </div>
            </Form>
          </details>
        </section>
      ) : !f.mainUnder16 ? (
        <Notice kind="info" live={false}>
          <p>
            {copy.full}
            {capsText}
          </p>
        </Notice>
      ) : null}

      <section className={f.mainUnder16 ? undefined : "wizard__section"} aria-labelledby={f.mainUnder16 ? undefined : "verder"}>
        {f.mainUnder16 ? null : (
          <h2 id="verder" className="heading heading--2">
            {copy.done}
          </h2>
        )}
        {priceError ? (
          <Notice kind="danger">
            <p>{priceError.message}</p>
          </Notice>
        ) : null}
        <Form method="post" noValidate>
          {view.members.length > 0 ? (
            <Checkbox
              id={personIds.familyPrivacyConsent}
              name="familyPrivacyConsent"
              checked={continueResult ? continueResult.values.familyPrivacyConsent === "on" : view.consents.familyPrivacy}
              error={errorFor(continueResult?.errors, "familyPrivacyConsent")}
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
          ) : null}
          <div className="wizard__actions">
            <button type="submit" name="intent" value="continue" className="button button--primary">
              {f.mainUnder16 ? copy.onlyMine : wizardCopy.next}
            </button>
          </div>
        </Form>
      </section>
      <Link to={to("online-request-person")} className="wizard__back">
        {wizardCopy.back}
      </Link>
    </div>
  );
}

/**
 * One tap per child, each its own submission: a quick second tap never cancels the first. With
 * JavaScript the action answers in place (`inPlace`), so the page's data is loaded again after each
 * addition and shows them all; without, it redirects back to the page (post, redirect, get).
 */
function AddGovernmentChild({ childIndex, firstName }: { childIndex: number; firstName: string }) {
  const fetcher = useFetcher<StepResult>();
  const hydrated = useHydrated();
  const refused = fetcher.state === "idle" ? fetcher.data?.errors[0]?.message : undefined;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="childIndex" value={childIndex} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <button type="submit" name="intent" value="add-government" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {copy.addChild(firstName)}
      </button>
      {refused ? (
        <p className="field__error" role="alert">
          {refused}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
