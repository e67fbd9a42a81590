// /cookieverklaring (cookies): the cookies this product really sets, as a table, and the services of
// other companies that are configured, nothing more (copy/content/cookies.ts). When analytics or a tag
// manager is configured, the visitor's choice can be changed or withdrawn here (#instellingen): a plain
// form that posts to /cookies-accepteren and comes back with ?bewaard=1.
import { cookieStatementCopy as copy } from "../../copy/content/cookie-statement.ts";
import { cookieRows } from "../../copy/content/cookies.ts";
import { COOKIE_ACCEPTED, readConsent, ConsentChoices, integrationsFor } from "../../features/consent/index.ts";
import { parseCookies } from "../../i18n/cookies.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/cookies";
import { contentLinks, PageIntro, Parts } from "./shared.tsx";
import { readAppContext } from "../../context.server.ts";
import { contentData } from "./content-data.server.ts";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context, request }: Route.LoaderArgs) {
  const { config } = readAppContext(context);
  const integrations = integrationsFor(config);
  const consent = readConsent(parseCookies(request.headers.get("cookie"))[COOKIE_ACCEPTED], integrations.categories);
  return {
    ...contentData(context),
    consent,
    services: {
      analyticsHost: integrations.analytics === null ? null : new URL(integrations.analytics.collectorUrl).host,
      tagManagerId: integrations.tagManager?.id ?? null,
      helpWidget: integrations.helpWidget !== null,
    },
    saved: new URL(request.url).searchParams.get("bewaard") === "1",
  };
}

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { productName: name, consent, services, saved } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const { settings, cookies, services: serviceCopy, manage } = copy;
  const optional = consent.configured.length > 0;
  const thirdParty = services.analyticsHost !== null || services.tagManagerId !== null || services.helpWidget;
  const choiceNow = !consent.decided
    ? settings.undecided
    : consent.granted.length === 0
      ? settings.necessaryOnly
      : settings.granted(consent.granted);
  return (
    <>
      <PageIntro title={copy.title} lead={copy.lead(name)} />
      <div className="container content-body">
        <p className="legal__version">{copy.version}</p>

        {optional ? (
          <section id="instellingen" aria-labelledby="instellingen-titel" className="cookie-settings">
            <Heading level={2} id="instellingen-titel">
              {settings.heading}
            </Heading>
            <p>
              {choiceNow}
              {settings.change}
            </p>
            <form method="post" action={to("cookie-consent")} className="cookie-settings__form">
              <input type="hidden" name="terug" value={to("cookies", { query: { bewaard: "1" }, hash: "instellingen" })} />
              <ConsentChoices
                idPrefix="cookies"
                configured={consent.configured}
                granted={consent.granted}
                className="cookie-choices cookie-choices--page"
              />
              <div className="cookie-settings__actions">
                <button type="submit" name="keuze" value="selectie" className="button button--primary">
                  {settings.save}
                </button>
                <button type="submit" name="keuze" value="geen" className="button button--secondary">
                  {settings.refuseAll}
                </button>
              </div>
              {/* A plain page (no React): the confirmation is part of the page the form returns to. */}
              <p role="status" className="cookie-settings__status">
                {saved ? (
                  <>
                    <span aria-hidden="true">✓ </span>
                    {settings.saved}
                  </>
                ) : null}
              </p>
            </form>
          </section>
        ) : null}

        <section aria-labelledby="welke-cookies">
          <Heading level={2} id="welke-cookies">
            {cookies.heading}
          </Heading>
          <p>
            {cookies.necessary}
            {optional ? cookies.optional : null}
          </p>
          <div className="table-wrap">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">{cookies.caption(name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{cookies.columns.name}</th>
                  <th scope="col">{cookies.columns.purpose}</th>
                  <th scope="col">{cookies.columns.duration}</th>
                  <th scope="col">{cookies.columns.kind}</th>
                </tr>
              </thead>
              <tbody>
                {cookieRows(name, services).map((row) => (
                  <tr key={row.names.join()}>
                    <th scope="row">
                      {row.names.map((n) => (
                        <code key={n} className="cookie-name">
                          {n}
                        </code>
                      ))}
                    </th>
                    <td data-label={cookies.columns.purpose}>{row.purpose}</td>
                    <td data-label={cookies.columns.duration}>{row.duration}</td>
                    <td data-label={cookies.columns.kind}>{row.kind}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <Parts parts={cookies.signature} odd={(part) => <code>{part}</code>} />
          </p>
        </section>

        <section aria-labelledby="diensten">
          <Heading level={2} id="diensten">
            {serviceCopy.heading}
          </Heading>
          {thirdParty ? (
            <ul className="service-list">
              {services.analyticsHost !== null ? (
                <li>
                  <strong>{serviceCopy.labels.analytics}:</strong> {serviceCopy.analytics(services.analyticsHost)}
                </li>
              ) : null}
              {services.tagManagerId !== null ? (
                <li>
                  <strong>{serviceCopy.labels.marketing}:</strong> {serviceCopy.marketing(services.tagManagerId)}
                </li>
              ) : null}
              {services.helpWidget ? (
                <li>
                  <strong>{serviceCopy.labels.helpWidget}:</strong>{" "}
                  <Parts parts={serviceCopy.helpWidget} odd={(part, i) => (i === 1 ? <q>{part}</q> : <Link to={to("faq")}>{part}</Link>)} />
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="content-note">{serviceCopy.none}</p>
          )}
        </section>

        <section aria-labelledby="beheren">
          <Heading level={2} id="beheren">
            {manage.heading}
          </Heading>
          <p>
            {manage.text}
            {optional ? manage.optional : null}
          </p>
          <p>
            <Parts
              parts={manage.more}
              odd={(part, i) => (i === 1 ? <Link to={to("privacy")}>{part}</Link> : <a href={`mailto:${part}`}>{part}</a>)}
            />
          </p>
        </section>
      </div>
    </>
  );
}
