// /profiel/mijn-gegevens (issue 23, decision 0044): everything the product keeps about the holder, as a
// download and readable; a lost card blocked in two steps (ask, then confirm); the account deleted with
// the password after what happens is explained. Plain forms: everything works without JavaScript.
import { Form } from "react-router";
import { formatCardNumber } from "@vtp/contracts/card-number";
import { myDataCopy as copy } from "../../copy/my-data.ts";
import { ErrorSummary, TextField, errorFor } from "../../ui/field.tsx";
import { MyDataView } from "../../features/my-data/index.ts";
import { loadMyData, submitMyData, type MyDataResult } from "../../features/my-data/index.server.ts";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { ProfileFrame } from "../account/profile-frame.tsx";
import type { Route } from "./+types/my-data";
import "../../styles/login-pages.css";
import "./my-data.css";

export function loader(args: Route.LoaderArgs) {
  return loadMyData(args);
}

export function action(args: Route.ActionArgs) {
  return submitMyData(args);
}

/** The confirmation takes the focus when it appears (after the "blokkeren" button's submit). */
function focusOnArrival(element: HTMLElement | null) {
  element?.focus();
}

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name: productName } = useProduct();
  const to = usePathTo();
  const result = actionData as MyDataResult | undefined;
  const { data } = loaderData;
  const activeCards = data.cards.filter((c) => c.status === "ACTIVE");
  const deleteFailed = result?.kind === "delete-failed" ? result : undefined;
  return (
    <ProfileFrame intro={copy.intro(productName)}>
      <div className="my-data">
        <section className="card my-data__section my-data__section--download" aria-labelledby="downloaden">
          <h2 id="downloaden" className="heading heading--2">
            {copy.download.heading}
          </h2>
          <p>{copy.download.text}</p>
          <a className="button button--primary" href={to("my-data-download")} download>
            {copy.download.link}
          </a>
        </section>

        <section className="card my-data__section my-data__section--view" aria-labelledby="bewaard">
          <h2 id="bewaard" className="heading heading--2">
            {copy.view.heading}
          </h2>
          <MyDataView data={data} />
        </section>

        {data.holder === null ? null : (
          <section className="card my-data__section my-data__section--block" aria-labelledby="blokkeren">
            <h2 id="blokkeren" className="heading heading--2">
              {copy.block.heading}
            </h2>
            <p>{copy.block.text}</p>
            <p role="status" className="my-data__status">
              {result?.kind === "blocked" ? copy.block.done(formatCardNumber(result.cardNumber)) : null}
            </p>
            {result?.kind === "block-failed" ? <p className="notice notice--danger">{result.message}</p> : null}
            {result?.kind === "block-confirm" ? (
              <div className="my-data__confirm" role="alertdialog" aria-labelledby="blokkeren-zeker" aria-describedby="blokkeren-uitleg">
                <h3 id="blokkeren-zeker" className="heading heading--3" tabIndex={-1} ref={focusOnArrival}>
                  {copy.block.confirmHeading}
                </h3>
                <p id="blokkeren-uitleg">{copy.block.confirmText(formatCardNumber(result.cardNumber))}</p>
                <div className="my-data__actions">
                  <Form method="post">
                    <input type="hidden" name="intent" value="block" />
                    <input type="hidden" name="cardNumber" value={result.cardNumber} />
                    <button type="submit" className="button button--danger">
                      {copy.block.confirm}
                    </button>
                  </Form>
                  <a className="button button--secondary" href={`${to("my-data")}#blokkeren`}>
                    {copy.block.cancel}
                  </a>
                </div>
              </div>
            ) : activeCards.length === 0 ? (
              <p>{copy.block.noActiveCard}</p>
            ) : (
              <div className="my-data__actions">
                {activeCards.map((card) => (
                  <Form method="post" key={card.cardNumber}>
                    <input type="hidden" name="intent" value="block-ask" />
                    <input type="hidden" name="cardNumber" value={card.cardNumber} />
                    <button type="submit" className="button button--secondary">
                      {copy.block.button(formatCardNumber(card.cardNumber))}
                    </button>
                  </Form>
                ))}
              </div>
            )}
          </section>
        )}

        <section className="card my-data__section my-data__section--danger my-data__section--delete" aria-labelledby="verwijderen">
          <h2 id="verwijderen" className="heading heading--2">
            {copy.delete.heading}
          </h2>
          <p>{copy.delete.text}</p>
          <ul className="my-data__consequences">
            {copy.delete.points(productName).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="my-data__irreversible">{copy.delete.irreversible}</p>
          <ErrorSummary
            errors={deleteFailed?.errors ?? []}
            general={deleteFailed?.general}
            fieldIds={{ password: "verwijderen-wachtwoord" }}
          />
          <Form method="post" className="my-data__delete-form">
            <input type="hidden" name="intent" value="delete" />
            <TextField
              id="verwijderen-wachtwoord"
              name="password"
              type="password"
              autoComplete="current-password"
              label={copy.delete.password}
              hint={copy.delete.passwordHint}
              error={errorFor(deleteFailed?.errors, "password")}
              required
            />
            <button type="submit" className="button button--danger">
              {copy.delete.button}
            </button>
          </Form>
        </section>
      </div>
    </ProfileFrame>
  );
}
