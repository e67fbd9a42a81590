// /online-aanvraag (online_request): what the online request asks, what it costs ("maximaal 5 euro"),
// the pilot cities from the data, and the button that starts (or continues) a request.
import { Form } from "react-router";
import { startCopy as copy } from "../../copy/online-request/start.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import { usePathTo, useProduct } from "../../layouts/shell-data.ts";
import { startAction, startLoader } from "../../features/online-request/index.server.ts";
import { stepTitles, Notice } from "../../features/online-request/index.ts";
import { ONLINE_REQUEST_STEPS } from "@vtp/contracts/online-request/basics";
import type { Route } from "./+types/start";

export function loader(args: Route.LoaderArgs) {
  return startLoader(args);
}

export function action(args: Route.ActionArgs) {
  return startAction(args);
}

export default function OnlineRequestStart({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const { regions, resumable, resumePath } = loaderData;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">{copy.heading(name)}</h1>
      <p className="wizard__lead">{copy.lead}</p>
      {resumable && resumePath ? (
        <Notice kind="info" title={copy.begun} live={false}>
          <p>{copy.begunText}</p>
          <div className="wizard__actions">
            <Link to={resumePath} variant="primary">
              {copy.resume}
            </Link>
            <Form method="post">
              <button type="submit" className="button button--secondary">
                {copy.startAgain}
              </button>
            </Form>
          </div>
        </Notice>
      ) : (
        <Form method="post">
          <button type="submit" className="button button--primary">
            {copy.start}
          </button>
        </Form>
      )}

      <section className="wizard__section" aria-labelledby="wat-nodig">
        <Heading level={2} id="wat-nodig">
          {copy.needs}
        </Heading>
        <ul>
          {copy.needsList.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        <Heading level={3}>{copy.howItGoes}</Heading>
        <ol className="start-steps">
          {ONLINE_REQUEST_STEPS.map((step) => (
            <li key={step}>{stepTitles[step]}</li>
          ))}
        </ol>
      </section>

      <section className="wizard__section" aria-labelledby="waar">
        <Heading level={2} id="waar">
          {copy.where}
        </Heading>
        <p>{copy.whereText}</p>
        {regions.length === 0 ? (
          <p>{copy.nowhere}</p>
        ) : (
          <ul className="pilot-regions">
            {regions.map((region) => {
              const regular = region.cities.some((c) => c.regular);
              const social = region.cities.some((c) => c.socialTariff);
              return (
                <li key={region.cardSystemId} className="pilot-region">
                  <h3 className="pilot-region__name">{region.name}</h3>
                  <p className="pilot-region__what">{copy.what(regular, social)}</p>
                  <p className="pilot-region__cities">
                    {region.cities.map((c, i) => (
                      <span key={`${c.postalCode}-${c.name}`}>
                        {i > 0 ? ", " : ""}
                        {c.name} ({c.postalCode}){c.regular && !c.socialTariff && social ? copy.noSocialTariffOnline : ""}
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to={to("find", { query: { pointOfSale: "true" } })}>{copy.findPointOfSale}</Link>
        </p>
      </section>
    </div>
  );
}
