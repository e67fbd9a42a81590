// /profiel/persoonlijke-gegevens (profile, "Mijn pasgegevens"): the card data, the social tariff told
// privately (this page is the only place it shows), and two plain forms: the contact details (e-mail,
// gsm) and the pin. Both work without JavaScript; the result shows beside the form's button.
import { Form } from "react-router";
import { formatPhone, normalizePhone } from "@vtp/contracts/online-request/basics";
import { profileCopy as copy } from "../../copy/account.ts";
import { ErrorSummary, errorFor, TextField } from "../../ui/field.tsx";
import { SAVED, type ProfileFormResult } from "../../features/account/index.ts";
import { loadProfile, submitProfileForm } from "../../features/account/index.server.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import { ProfileFrame } from "./profile-frame.tsx";
import type { Route } from "./+types/profile";
import "../../styles/login-pages.css";

export function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

export function action(args: Route.ActionArgs) {
  return submitProfileForm(args);
}

const contactIds = { email: "profiel-email", gsm: "profiel-gsm" };
const pinIds = { pin: "profiel-pincode" };

/** The stored gsm grouped as in the online request ("+32 470 12 34 56"); an older number as it was stored. */
function shownPhone(gsm: string | null): string {
  if (gsm === null) return "";
  const phone = normalizePhone(gsm);
  return phone === undefined ? gsm : formatPhone(phone);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { name: productName } = useProduct();
  const { profile, loginEmail } = loaderData;
  const result = actionData as ProfileFormResult | undefined;
  const contact = result?.form === "contact" ? result : undefined;
  const pin = result?.form === "pin" ? result : undefined;
  if (profile === null) {
    return (
      <ProfileFrame>
        <section className="card" aria-labelledby="geen-pas">
          <h2 id="geen-pas" className="heading heading--2">
            {copy.noCard}
          </h2>
          <p>{copy.noCardText(productName)}</p>
        </section>
      </ProfileFrame>
    );
  }
  return (
    <ProfileFrame>
      <div className="profile-grid">
        <section className="card profile-card" aria-labelledby="jouw-pas">
          <h2 id="jouw-pas" className="heading heading--2">
            {copy.yourCard(productName)}
          </h2>
          <dl className="profile-facts">
            <div className="profile-facts__row">
              <dt>{copy.facts.name}</dt>
              <dd data-testid="profiel-naam">{profile.name}</dd>
            </div>
            <div className="profile-facts__row">
              <dt>{copy.facts.cardNumber}</dt>
              <dd className="card-number" data-testid="profiel-kaartnummer">
                {profile.cardNumber}
              </dd>
            </div>
            <div className="profile-facts__row">
              <dt>{copy.facts.region}</dt>
              <dd>{profile.cardSystem}</dd>
            </div>
            <div className="profile-facts__row">
              <dt>{copy.facts.points}</dt>
              <dd data-testid="profiel-punten">{profile.pointsLabel}</dd>
            </div>
            {profile.city ? (
              <div className="profile-facts__row">
                <dt>{copy.facts.city}</dt>
                <dd>{profile.city}</dd>
              </div>
            ) : null}
          </dl>
          {profile.blocked ? <p className="notice notice--danger">{copy.blocked}</p> : null}
          {profile.socialTariff.length > 0 ? (
            <div className="profile-tariff" data-testid="kansentarief">
              <h3 className="heading heading--4 profile-tariff__title">{copy.socialTariff}</h3>
              <ul className="profile-tariff__list">
                {profile.socialTariff.map((t) => (
                  <li key={t.key}>
                    {t.sentence}
                    {t.region ? ` (${t.region})` : ""}.
                  </li>
                ))}
              </ul>
              <p className="profile-tariff__note">{copy.socialTariffNote}</p>
            </div>
          ) : null}
        </section>

        <section className="card" aria-labelledby="contactgegevens">
          <h2 id="contactgegevens" className="heading heading--2">
            {copy.contact}
          </h2>
          {/* Drawn anew after each save (and when the stored values change), so the fields show what was
              stored: the e-mail in lower case, the gsm without spaces. */}
          <Form
            method="post"
            noValidate
            key={`${profile.email}|${profile.gsm ?? ""}|${contact?.saved ? contact.id : ""}`}
            className="profile-form"
          >
            <input type="hidden" name="intent" value="contact" />
            <ErrorSummary
              errors={contact?.saved === false ? contact.errors : []}
              general={contact?.saved === false ? contact.general : undefined}
              fieldIds={contactIds}
            />
            <TextField
              id={contactIds.email}
              name="email"
              type="email"
              label={copy.email}
              hint={copy.emailHint(loginEmail)}
              autoComplete="email"
              inputMode="email"
              defaultValue={contact?.saved === false ? contact.values.email : profile.email}
              error={errorFor(contact?.errors, "email")}
              required
            />
            <TextField
              id={contactIds.gsm}
              name="gsm"
              type="tel"
              label={copy.gsm}
              hint={copy.gsmHint}
              autoComplete="tel"
              inputMode="tel"
              defaultValue={contact?.saved === false ? contact.values.gsm : shownPhone(profile.gsm)}
              error={errorFor(contact?.errors, "gsm")}
              required
            />
            <FormFooter label={copy.save} saved={contact?.saved === true} />
          </Form>
        </section>

        <section className="card" aria-labelledby="pincode">
          <h2 id="pincode" className="heading heading--2">
            {copy.pin}
          </h2>
          <Form method="post" noValidate className="profile-form" key={pin?.id ?? "pin"}>
            <input type="hidden" name="intent" value="pin" />
            <ErrorSummary
              errors={pin?.saved === false ? pin.errors : []}
              general={pin?.saved === false ? pin.general : undefined}
              fieldIds={pinIds}
              labels={{ pin: copy.newPin }}
            />
            <TextField
              id={pinIds.pin}
              name="pin"
              type="password"
              label={copy.newPin}
              hint={copy.pinHint}
              autoComplete="off"
              inputMode="numeric"
              error={errorFor(pin?.errors, "pin")}
              required
            />
            <FormFooter label={copy.savePin} saved={pin?.saved === true} />
          </Form>
        </section>
      </div>
    </ProfileFrame>
  );
}

/** The form's button with its result beside it, in a live region that is always in the document. */
function FormFooter({ label, saved }: { label: string; saved: boolean }) {
  return (
    <div className="profile-form__footer">
      <button type="submit" className="button button--primary">
        {label}
      </button>
      <p role="status" className="profile-form__status">
        {saved ? (
          <>
            <span aria-hidden="true">✓ </span>
            {SAVED}
          </>
        ) : null}
      </p>
    </div>
  );
}
