// /profiel/instellingen (preferences, "Mijn voorkeuren", decision 0060): the channel × topic grid (in de
// app, always; e-mail; melding) as a table that becomes one group per topic on a phone, the spec's sms
// and post opt-ins (recorded, not sent: said so), the quiet hours of push, one Save button; a plain form
// that works without JavaScript. Below it, "Meldingen aanzetten" for this device.
import { Form } from "react-router";
import { MESSAGE_TOPICS } from "@vtp/contracts/message-topics";
import type { Preferences } from "@vtp/contracts/preferences";
import { preferencesCopy as copy } from "../../copy/preferences.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import { mailChosen, MAIL_FIELD, PUSH_FIELD, PushButton, RECORDED_ONLY, type PreferencesResult } from "../../features/preferences/index.ts";
import { loadPreferences, submitPreferences } from "../../features/preferences/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { ProfileFrame } from "../account/profile-frame.tsx";
import type { Route } from "./+types/preferences";
import "../../styles/login-pages.css";
import "./preferences.css";

export function loader(args: Route.LoaderArgs) {
  return loadPreferences(args);
}

export function action(args: Route.ActionArgs) {
  return submitPreferences(args);
}

const QUIET_IDS = { quietFrom: "stille-uren-van", quietUntil: "stille-uren-tot" };

function Box({ name, checked, label, channel }: { name: string; checked: boolean; label: string; channel: string }) {
  return (
    <label className="channel-grid__box">
      <input className="channel-grid__input" type="checkbox" name={name} defaultChecked={checked} />
      <span className="channel-grid__channel" aria-hidden="true">
        {channel}
      </span>
      <span className="visually-hidden">{label}</span>
    </label>
  );
}

function Grid({ shown }: { shown: Preferences }) {
  return (
    <table className="channel-grid">
      <caption className="visually-hidden">{copy.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{copy.topicColumn}</th>
          <th scope="col">{copy.channels.app}</th>
          <th scope="col">{copy.channels.mail}</th>
          <th scope="col">{copy.channels.push}</th>
        </tr>
      </thead>
      <tbody>
        {MESSAGE_TOPICS.map((topic) => {
          const t = copy.topics[topic];
          return (
            <tr key={topic}>
              <th scope="row" className="channel-grid__topic">
                <span className="channel-grid__label">{t.label}</span>
                <span className="channel-grid__explanation">{t.explanation}</span>
              </th>
              <td className="channel-grid__cell channel-grid__cell--always">
                <span className="channel-grid__tick" aria-hidden="true">
                  ✓
                </span>
                <span>
                  {copy.alwaysInApp}
                  <span className="channel-grid__channel"> {copy.inTheApp}</span>
                </span>
              </td>
              <td className="channel-grid__cell">
                <Box
                  name={MAIL_FIELD[topic]}
                  checked={mailChosen(shown, topic)}
                  label={copy.boxLabel(t.label, copy.channels.mail)}
                  channel={copy.channels.mail}
                />
              </td>
              <td className="channel-grid__cell">
                <Box
                  name={PUSH_FIELD[topic]}
                  checked={shown.push[topic]}
                  label={copy.boxLabel(t.label, copy.channels.push)}
                  channel={copy.channels.push}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name: productName } = useProduct();
  const pathTo = usePathTo();
  const result = actionData as PreferencesResult | undefined;
  const stored = loaderData.preferences;
  if (stored === null) {
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
  // After a failure the form shows what the holder chose; otherwise what is stored.
  const failed = result?.saved === false ? result : undefined;
  const shown = failed?.preferences ?? stored;
  const errorOf = (field: string) => failed?.errors.find((e) => e.field === field)?.message;
  return (
    <ProfileFrame>
      <section className="card profile-preferences" aria-labelledby="communicatie">
        <ErrorSummary errors={failed?.errors ?? []} general={failed?.errors.length ? undefined : failed?.message} fieldIds={QUIET_IDS} />
        <h2 id="communicatie" className="heading heading--2">
          {copy.heading}
        </h2>
        <p className="optins__intro">{copy.intro}</p>
        <Form method="post" key={JSON.stringify(stored)} noValidate>
          <Grid shown={shown} />
          <p className="channel-grid__note">{copy.pushNote}</p>
          <fieldset className="optins">
            <legend className="optins__legend heading heading--3">{copy.recordedHeading}</legend>
            <p className="optins__intro">{copy.recordedIntro}</p>
            {RECORDED_ONLY.map((key) => (
              <div key={key} className="optin">
                <input
                  className="optin__input"
                  type="checkbox"
                  id={`optin-${key}`}
                  name={key}
                  defaultChecked={shown.optins[key]}
                  aria-describedby={`optin-${key}-uitleg`}
                />
                <label className="optin__label" htmlFor={`optin-${key}`}>
                  {copy.recorded[key as "optInSms" | "optInPost"].label}
                </label>
                <p className="optin__explanation" id={`optin-${key}-uitleg`}>
                  {copy.recorded[key as "optInSms" | "optInPost"].explanation}
                </p>
              </div>
            ))}
          </fieldset>
          <fieldset className="quiet-hours" aria-describedby="stille-uren-uitleg">
            <legend className="optins__legend heading heading--3">{copy.quietHeading}</legend>
            <p className="optins__intro" id="stille-uren-uitleg">
              {copy.quietIntro}
            </p>
            <div className="quiet-hours__fields">
              {(["quietFrom", "quietUntil"] as const).map((field) => {
                const error = errorOf(field);
                const id = QUIET_IDS[field];
                return (
                  <div key={field} className={`field${error ? " field--error" : ""}`}>
                    <label className="field__label" htmlFor={id}>
                      {field === "quietFrom" ? copy.quietFrom : copy.quietUntil}
                    </label>
                    {error ? (
                      <p className="field__error" id={`${id}-fout`}>
                        {error}
                      </p>
                    ) : null}
                    <input
                      className="field__input quiet-hours__input"
                      type="time"
                      id={id}
                      name={field}
                      step={60}
                      required
                      defaultValue={field === "quietFrom" ? shown.quietHours.from : shown.quietHours.until}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-fout` : undefined}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className="profile-form__footer">
            <button type="submit" className="button button--primary">
              {copy.save}
            </button>
            <p role="status" className="profile-form__status">
              {result?.saved === true ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  {copy.saved}
                </>
              ) : null}
            </p>
          </div>
        </Form>
      </section>
      <section className="card profile-preferences" aria-labelledby="meldingen-toestel">
        <h2 id="meldingen-toestel" className="heading heading--2">
          {copy.push.heading}
        </h2>
        <p className="optins__intro">{copy.push.intro}</p>
        <p className="optins__intro">{copy.push.lockScreen}</p>
        <PushButton publicKey={loaderData.pushKey} subscriptionUrl={pathTo("push-subscription")} />
      </section>
    </ProfileFrame>
  );
}
