// /profiel/instellingen (preferences, "Mijn voorkeuren"): the five opt-ins as labelled checkboxes with
// one line of explanation each and one Save button; a plain form that works without JavaScript.
import { Form } from "react-router";
import { preferencesCopy as copy } from "../../copy/preferences.ts";
import { ErrorSummary } from "../../ui/field.tsx";
import { optinCopy, SAVED, type PreferencesResult } from "../../features/preferences/index.ts";
import { loadPreferences, submitPreferences } from "../../features/preferences/index.server.ts";
import { useProduct } from "../../layouts/shell-data.ts";
import { ProfileFrame } from "../account/profile-frame.tsx";
import type { Route } from "./+types/preferences";
import "../../styles/login-pages.css";

export function loader(args: Route.LoaderArgs) {
  return loadPreferences(args);
}

export function action(args: Route.ActionArgs) {
  return submitPreferences(args);
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name: productName } = useProduct();
  const result = actionData as PreferencesResult | undefined;
  const stored = loaderData.optins;
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
  // After a failure the boxes show what the holder chose; otherwise what is stored.
  const shown = result?.saved === false ? result.optins : stored;
  return (
    <ProfileFrame>
      <section className="card profile-preferences" aria-labelledby="communicatie">
        <ErrorSummary errors={[]} general={result?.saved === false ? result.message : undefined} fieldIds={{}} />
        <Form method="post" key={JSON.stringify(stored)}>
          <fieldset className="optins">
            <legend className="optins__legend">
              <h2 id="communicatie" className="heading heading--2">
                {copy.heading}
              </h2>
            </legend>
            <p className="optins__intro">{copy.intro}</p>
            {optinCopy.map((o) => (
              <div key={o.key} className="optin">
                <input
                  className="optin__input"
                  type="checkbox"
                  id={`optin-${o.key}`}
                  name={o.key}
                  defaultChecked={shown[o.key]}
                  aria-describedby={`optin-${o.key}-uitleg`}
                />
                <label className="optin__label" htmlFor={`optin-${o.key}`}>
                  {o.label}
                </label>
                <p className="optin__explanation" id={`optin-${o.key}-uitleg`}>
                  {o.explanation}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="profile-form__footer">
            <button type="submit" className="button button--primary">
              {copy.save}
            </button>
            <p role="status" className="profile-form__status">
              {result?.saved === true ? (
                <>
                  <span aria-hidden="true">✓ </span>
                  {SAVED}
                </>
              ) : null}
            </p>
          </div>
        </Form>
      </section>
    </ProfileFrame>
  );
}
