// /profiel/persoonlijke-gegevens (profile, "Mijn pasgegevens"): the card data, the social tariff told
// privately (this page is the only place it shows), and two plain forms: the contact details (e-mail,
// gsm) and the pin. Both work without JavaScript; the result shows beside the form's button.
import { Form } from "react-router";
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
            Nog geen pas gekoppeld
          </h2>
          <p>Aan je account is nog geen {productName} gekoppeld, dus er zijn nog geen pasgegevens om te tonen.</p>
        </section>
      </ProfileFrame>
    );
  }
  return (
    <ProfileFrame>
      <div className="profile-grid">
        <section className="card profile-card" aria-labelledby="jouw-pas">
          <h2 id="jouw-pas" className="heading heading--2">
            Jouw {productName}
          </h2>
          <dl className="profile-facts">
            <div className="profile-facts__row">
              <dt>Naam</dt>
              <dd data-testid="profiel-naam">{profile.name}</dd>
            </div>
            <div className="profile-facts__row">
              <dt>Pasnummer</dt>
              <dd className="card-number" data-testid="profiel-kaartnummer">
                {profile.cardNumber}
              </dd>
            </div>
            <div className="profile-facts__row">
              <dt>Regio</dt>
              <dd>{profile.cardSystem}</dd>
            </div>
            <div className="profile-facts__row">
              <dt>Punten</dt>
              <dd data-testid="profiel-punten">{profile.pointsLabel}</dd>
            </div>
            {profile.city ? (
              <div className="profile-facts__row">
                <dt>Woonplaats</dt>
                <dd>{profile.city}</dd>
              </div>
            ) : null}
          </dl>
          {profile.blocked ? (
            <p className="auth-notice auth-notice--danger">Je pas is geblokkeerd. Neem contact op met een balie in je regio.</p>
          ) : null}
          {profile.socialTariff.length > 0 ? (
            <div className="profile-tariff" data-testid="kansentarief">
              <h3 className="heading heading--4 profile-tariff__title">Kansentarief</h3>
              <ul className="profile-tariff__list">
                {profile.socialTariff.map((t) => (
                  <li key={t.key}>
                    {t.sentence}
                    {t.region ? ` (${t.region})` : ""}.
                  </li>
                ))}
              </ul>
              <p className="profile-tariff__note">Dit zie je alleen hier, niet op je pas.</p>
            </div>
          ) : null}
        </section>

        <section className="card" aria-labelledby="contactgegevens">
          <h2 id="contactgegevens" className="heading heading--2">
            Contactgegevens
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
              label="E-mailadres"
              hint={`Hier sturen we je berichten naartoe. Aanmelden doe je met ${loginEmail}.`}
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
              label="Gsm-nummer"
              hint={"Bijvoorbeeld 0470\u00a012\u00a034\u00a056 of +32\u00a0470\u00a012\u00a034\u00a056."}
              autoComplete="tel"
              inputMode="tel"
              defaultValue={contact?.saved === false ? contact.values.gsm : (profile.gsm ?? "")}
              error={errorFor(contact?.errors, "gsm")}
              required
            />
            <FormFooter label="Opslaan" saved={contact?.saved === true} />
          </Form>
        </section>

        <section className="card" aria-labelledby="pincode">
          <h2 id="pincode" className="heading heading--2">
            Pincode
          </h2>
          <Form method="post" noValidate className="profile-form" key={pin?.id ?? "pin"}>
            <input type="hidden" name="intent" value="pin" />
            <ErrorSummary
              errors={pin?.saved === false ? pin.errors : []}
              general={pin?.saved === false ? pin.general : undefined}
              fieldIds={pinIds}
            />
            <TextField
              id={pinIds.pin}
              name="pin"
              type="password"
              label="Nieuwe pincode"
              hint="Vier cijfers. Kies liever geen geboortejaar of 1234."
              autoComplete="off"
              inputMode="numeric"
              error={errorFor(pin?.errors, "pin")}
              required
            />
            <FormFooter label="Pincode opslaan" saved={pin?.saved === true} />
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
