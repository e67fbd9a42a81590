// /cookieverklaring (cookies): the cookies this product really sets, as a table. Analytics cookies are
// listed only as active when an analytics service is configured (publicConfig.analytics).
import { cookieRows } from "../../copy/content/cookies.ts";
import { CONTACT_EMAIL } from "../../copy/content/legal.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/cookies";
import { contentLinks, PageIntro } from "./shared.tsx";
import { readAppContext } from "../../context.server.ts";
import { contentData } from "./content-data.server.ts";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return { ...contentData(context), analytics: readAppContext(context).publicConfig.analytics };
}

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const { productName: name, analytics } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  return (
    <>
      <PageIntro
        title="Cookieverklaring"
        lead={`Een cookie is een klein bestandje dat een website op je toestel bewaart. ${name} gebruikt zo weinig mogelijk cookies.`}
      />
      <div className="container content-body">
        <p className="legal__version">Versie van 1 oktober 2026</p>

        <section aria-labelledby="welke-cookies">
          <Heading level={2} id="welke-cookies">
            Welke cookies gebruiken we?
          </Heading>
          <p>
            Deze cookies zijn nodig om de website en de app te laten werken. Zonder deze cookies kan je niet aanmelden. Daarom vragen we er geen
            toestemming voor. We gebruiken ze niet om je te volgen op andere websites.
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
                {cookieRows(name, analytics).map((row) => (
                  <tr key={row.names.join() || row.label}>
                    <th scope="row">
                      {row.names.length > 0 ? row.names.map((n) => (
                        <code key={n} className="cookie-name">
                          {n}
                        </code>
                      )) : row.label}
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

        <section aria-labelledby="analyse">
          <Heading level={2} id="analyse">
            Cookies om de website te verbeteren
          </Heading>
          <p>
            We willen weten welke pagina's veel bezocht worden en waar mensen vastlopen. Daarvoor kunnen we een analysedienst gebruiken. Die
            zet dan een cookie die een bezoek bij elkaar houdt. Na een uur zonder activiteit (3600 seconden) begint een nieuw bezoek. We
            bekijken alleen cijfers over alle bezoekers samen, niet wat jij apart doet.
          </p>
          <p className="content-note">
            {analytics
              ? "Op deze website is nu een analysedienst actief."
              : "Op deze website is nu geen analysedienst actief. Er worden dus geen analysecookies gezet."}
          </p>
        </section>

        <section aria-labelledby="beheren">
          <Heading level={2} id="beheren">
            Cookies verwijderen of blokkeren
          </Heading>
          <p>
            In de instellingen van je browser kan je cookies bekijken, verwijderen of blokkeren. Let op: zonder de noodzakelijke cookies kan je
            niet aanmelden en zie je de cookiemelding telkens opnieuw.
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
