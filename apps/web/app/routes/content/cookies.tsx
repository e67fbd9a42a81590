// /cookieverklaring (cookies): the cookies this product really sets, as a table, and the services of
// other companies that are configured, nothing more (copy/content/cookies.ts). When analytics or a tag
// manager is configured, the visitor's choice can be changed or withdrawn here (#instellingen): a plain
// form that posts to /cookies-accepteren and comes back with ?bewaard=1.
import { categoryCopy, cookieRows } from "../../copy/content/cookies.ts";
import { CONTACT_EMAIL } from "../../copy/content/contact.ts";
import { COOKIE_ACCEPTED, readConsent, ConsentChoices, integrationsFor } from "../../features/consent/index.ts";
import { parseCookies } from "../../i18n/cookies.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/cookies";
import { contentLinks, PageIntro } from "./shared.tsx";
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

const kindLabels = { analytics: "Analyse", marketing: "Marketing" } as const;

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { productName: name, consent, services, saved } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const optional = consent.configured.length > 0;
  const thirdParty = services.analyticsHost !== null || services.tagManagerId !== null || services.helpWidget;
  const choiceNow = !consent.decided
    ? "Je hebt nog geen keuze gemaakt. Tot dan gebruiken we alleen de noodzakelijke cookies."
    : consent.granted.length === 0
      ? "Je koos voor alleen de noodzakelijke cookies."
      : `Je gaf toestemming voor: ${consent.granted.map((c) => categoryCopy[c].label.toLowerCase()).join(" en ")}.`;
  return (
    <>
      <PageIntro
        title="Cookieverklaring"
        lead={`Een cookie is een klein bestandje dat een website op je toestel bewaart. ${name} gebruikt zo weinig mogelijk cookies.`}
      />
      <div className="container content-body">
        <p className="legal__version">Versie van 1 oktober 2026</p>

        {optional ? (
          <section id="instellingen" aria-labelledby="instellingen-titel" className="cookie-settings">
            <Heading level={2} id="instellingen-titel">
              Jouw cookiekeuze
            </Heading>
            <p>{choiceNow} Je kan je keuze hier altijd wijzigen of intrekken.</p>
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
                  Keuze bewaren
                </button>
                <button type="submit" name="keuze" value="geen" className="button button--secondary">
                  Alles weigeren
                </button>
              </div>
              {/* A plain page (no React): the confirmation is part of the page the form returns to. */}
              <p role="status" className="cookie-settings__status">
                {saved ? (
                  <>
                    <span aria-hidden="true">✓ </span>Je keuze is bewaard.
                  </>
                ) : null}
              </p>
            </form>
          </section>
        ) : null}

        <section aria-labelledby="welke-cookies">
          <Heading level={2} id="welke-cookies">
            Welke cookies gebruiken we?
          </Heading>
          <p>
            De noodzakelijke cookies zijn nodig om de website en de app te laten werken. Zonder deze cookies kan je niet aanmelden. Daarom
            vragen we er geen toestemming voor. We gebruiken ze niet om je te volgen op andere websites.
            {optional ? " De andere cookies zetten we alleen als je er toestemming voor geeft." : null}
          </p>
          <div className="table-wrap">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">Cookies van {name}</caption>
              <thead>
                <tr>
                  <th scope="col">Naam</th>
                  <th scope="col">Waarvoor</th>
                  <th scope="col">Hoe lang</th>
                  <th scope="col">Soort</th>
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
                    <td data-label="Waarvoor">{row.purpose}</td>
                    <td data-label="Hoe lang">{row.duration}</td>
                    <td data-label="Soort">{row.kind}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            De cookies van de aanmelddienst hebben elk een partner met <code>.sig</code> achter de naam. Die controleert dat niemand met de
            cookie geknoeid heeft.
          </p>
        </section>

        <section aria-labelledby="diensten">
          <Heading level={2} id="diensten">
            Diensten van andere bedrijven
          </Heading>
          {thirdParty ? (
            <ul className="service-list">
              {services.analyticsHost !== null ? (
                <li>
                  <strong>{kindLabels.analytics}:</strong> Snowplow, op {services.analyticsHost}. We meten welke soort pagina's bezocht
                  worden en hoe lang. We sturen geen naam, e-mailadres, rijksregisternummer, kaartnummer of exacte locatie mee, en geen
                  zoekwoorden uit het adres van de pagina. Aangemeld? Dan sturen we alleen mee of je kansentarief hebt (ja of nee), om te
                  zien of de website ook voor die mensen goed werkt. Alleen met je toestemming.
                </li>
              ) : null}
              {services.tagManagerId !== null ? (
                <li>
                  <strong>{kindLabels.marketing}:</strong> Google Tag Manager, container {services.tagManagerId}. Google Tag Manager laadt
                  de tags die in die container staan, bijvoorbeeld Google Analytics. Alleen met je toestemming voor marketingcookies.
                </li>
              ) : null}
              {services.helpWidget ? (
                <li>
                  <strong>Hulpvenster:</strong> Zendesk. Het venster laadt pas als je op <q>Vragen</q> klikt, nooit eerder. Daarna kan
                  Zendesk in je browser bewaren wat het venster nodig heeft, zoals de vraag die je open had. Je vraagt er zelf om, dus we
                  vragen er geen aparte toestemming voor. Liever niet? Lees dan de antwoorden op onze pagina met{" "}
                  <Link to={to("faq")}>veelgestelde vragen</Link>.
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="content-note">
              Op deze website zijn nu geen diensten van andere bedrijven actief: geen analysedienst, geen advertenties en geen chatvenster.
              Er worden dus alleen noodzakelijke cookies gezet.
            </p>
          )}
        </section>

        <section aria-labelledby="beheren">
          <Heading level={2} id="beheren">
            Cookies verwijderen of blokkeren
          </Heading>
          <p>
            In de instellingen van je browser kan je cookies bekijken, verwijderen of blokkeren. Let op: zonder de noodzakelijke cookies kan
            je niet aanmelden en zie je de cookiemelding telkens opnieuw.
            {optional ? " Trek je je toestemming in, dan wissen we meteen de cookies van die soort." : null}
          </p>
          <p>
            Meer over je gegevens lees je in ons <Link to={to("privacy")}>privacybeleid</Link>. Een vraag? Mail naar{" "}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
        </section>
      </div>
    </>
  );
}
