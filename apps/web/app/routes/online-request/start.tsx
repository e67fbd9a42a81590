// /online-aanvraag (online_request): what the online request asks, what it costs ("maximaal 5 euro"),
// the pilot cities from the data, and the button that starts (or continues) a request.
import { Form } from "react-router";
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

function what(regular: boolean, socialTariff: boolean): string {
  if (regular && socialTariff) return "Gewoon tarief en kansentarief";
  return regular ? "Enkel gewoon tarief (kansentarief aan een verkooppunt)" : "Enkel kansentarief";
}

export default function OnlineRequestStart({ loaderData }: Route.ComponentProps) {
  const { name } = useProduct();
  const to = usePathTo();
  const { regions, resumable, resumePath } = loaderData;
  return (
    <div className="wizard">
      <h1 className="heading heading--1">Vraag je {name} online aan</h1>
      <p className="wizard__lead">
        In een paar stappen vraag je een pas aan voor jezelf en je gezin. Een pas kost maximaal 5 euro. Met kansentarief betaal je minder,
        en kinderen zijn vaak gratis.
      </p>
      {resumable && resumePath ? (
        <Notice kind="info" title="Je was al begonnen" live={false}>
          <p>Je gegevens zijn bewaard. Ga verder waar je was, of begin opnieuw.</p>
          <div className="wizard__actions">
            <Link to={resumePath} variant="primary">
              Ga verder met je aanvraag
            </Link>
            <Form method="post">
              <button type="submit" className="button button--secondary">
                Opnieuw beginnen
              </button>
            </Form>
          </div>
        </Notice>
      ) : (
        <Form method="post">
          <button type="submit" className="button button--primary">
            Begin je aanvraag
          </button>
        </Form>
      )}

      <section className="wizard__section" aria-labelledby="wat-nodig">
        <Heading level={2} id="wat-nodig">
          Wat heb je nodig?
        </Heading>
        <ul>
          <li>je e-mailadres;</li>
          <li>het rijksregisternummer van iedereen die een pas krijgt (op de achterkant van de identiteitskaart of de Kids-ID);</li>
          <li>voor kansentarief: je eID met kaartlezer, of de app itsme;</li>
          <li>een betaalkaart of bankapp om te betalen.</li>
        </ul>
        <Heading level={3}>Zo gaat het</Heading>
        <ol className="start-steps">
          {ONLINE_REQUEST_STEPS.map((step) => (
            <li key={step}>{stepTitles[step]}</li>
          ))}
        </ol>
      </section>

      <section className="wizard__section" aria-labelledby="waar">
        <Heading level={2} id="waar">
          Waar kan het al?
        </Heading>
        <p>Online aanvragen kan voorlopig enkel in deze gemeenten. Woon je ergens anders? Koop je pas dan aan een verkooppunt.</p>
        {regions.length === 0 ? (
          <p>Op dit moment kan je nergens een pas online aanvragen.</p>
        ) : (
          <ul className="pilot-regions">
            {regions.map((region) => {
              const regular = region.cities.some((c) => c.regular);
              const social = region.cities.some((c) => c.socialTariff);
              return (
                <li key={region.cardSystemId} className="pilot-region">
                  <h3 className="pilot-region__name">{region.name}</h3>
                  <p className="pilot-region__what">{what(regular, social)}</p>
                  <p className="pilot-region__cities">
                    {region.cities.map((c, i) => (
                      <span key={`${c.postalCode}-${c.name}`}>
                        {i > 0 ? ", " : ""}
                        {c.name} ({c.postalCode}){c.regular && !c.socialTariff && social ? " – geen kansentarief online" : ""}
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to={to("find", { query: { pointOfSale: "true" } })}>Vind een verkooppunt</Link>
        </p>
      </section>
    </div>
  );
}
