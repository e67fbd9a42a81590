// /toegankelijkheidsverklaring (accessibility): the accessibility statement in the form Flemish public
// services use (bestuursdecreet of 7 December 2018, EU directive 2016/2102, norm EN 301 549): status,
// what is not accessible yet, how the statement was made, feedback and contact, and the enforcement
// procedure. The measured results come from copy/content/accessibility-audit.json, which the journey
// e2e/consent/accessibility-statement.spec.ts measures (axe-core and the keyboard on every page listed)
// and checks on every run: the page never states more than was measured.
import audit from "../../copy/content/accessibility-audit.json" with { type: "json" };
import type { AccessibilityAudit } from "../../copy/content/accessibility-audit.ts";
import { CONTACT_EMAIL, organisationName } from "../../copy/content/contact.ts";
import { formatDay } from "../../copy/format.ts";
import { titles } from "../../copy/titles.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/accessibility";
import { readAppContext } from "../../context.server.ts";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  const { config } = readAppContext(context);
  return { ...contentData(context), site: new URL(config.publicUrl).host };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { productName: name, site } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const org = organisationName(name);
  const results = audit as AccessibilityAudit;
  // The catalogue's title with this product's name (never the page's own title: the dashboard greets by name).
  const titleOf = (page: { name: string; variant?: string }) =>
    (page.name === "index" ? "Startpagina" : (titles[page.name] ?? page.name).replaceAll("{product}", name)) +
    (page.variant === undefined ? "" : ` (${page.variant})`);
  const measured = formatDay(results.measuredOn);
  const violations = results.pages.reduce((sum, p) => sum + p.axeViolations, 0);
  const stops = results.pages.reduce((sum, p) => sum + p.focusStops, 0);
  const visible = results.pages.reduce((sum, p) => sum + p.focusVisible, 0);
  const traps = results.pages.filter((p) => p.keyboardTrap).length;
  const allVisible = visible === stops;
  const withoutSkipLink = results.pages.filter((p) => !p.skipLinkFirst).map(titleOf);
  return (
    <>
      <PageIntro
        title="Toegankelijkheidsverklaring"
        lead={`${org} wil dat iedereen ${name} kan gebruiken: ook met een schermlezer, alleen met het toetsenbord, met een vergroting of op een eenvoudige telefoon.`}
      />
      <div className="container content-body">
        <p className="legal__version">Opgesteld op {measured}</p>

        <section aria-labelledby="toepassing">
          <Heading level={2} id="toepassing">
            Waarvoor geldt deze verklaring?
          </Heading>
          <p>
            {org} streeft ernaar de website en de app toegankelijk te maken, volgens het bestuursdecreet van 7 december 2018 en de Europese
            richtlijn (EU) 2016/2102 over de toegankelijkheid van websites en mobiele applicaties van overheidsinstanties. Deze verklaring
            geldt voor de website {site} en de {name}-app die je van die website op je startscherm zet.
          </p>
        </section>

        <section aria-labelledby="status">
          <Heading level={2} id="status">
            Nalevingsstatus
          </Heading>
          <p>
            Deze website is <strong>gedeeltelijk in overeenstemming</strong> met de Web Content Accessibility Guidelines (WCAG) 2.1 niveau
            AA, de norm EN 301 549. We toetsen ook aan de nieuwere WCAG 2.2 niveau AA. &quot;Gedeeltelijk&quot;, omdat we nog niet alles met
            de hand hebben nagekeken en omdat de onderdelen hieronder nog niet (helemaal) toegankelijk zijn.
          </p>
        </section>

        <section aria-labelledby="gemeten">
          <Heading level={2} id="gemeten">
            Wat we gemeten hebben
          </Heading>
          <p>
            Op {measured} hebben we {results.pages.length} pagina&apos;s getest, op een telefoonscherm ({results.widths[0]} pixels breed) en
            op een computerscherm ({results.widths[1]} pixels breed):
          </p>
          <ul className="legal__list">
            <li>
              Automatisch met axe-core {results.axeVersion}, met alle regels voor WCAG 2.2 niveau A en AA:{" "}
              {violations === 0 ? "geen fouten gevonden" : `${violations} fouten gevonden`}.
            </li>
            <li>
              Met het toetsenbord (Tab):{" "}
              {withoutSkipLink.length === 0
                ? "op elke pagina"
                : `op elke pagina behalve ${withoutSkipLink.map((t) => `"${t}"`).join(", ")}`}{" "}
              is &quot;Naar de inhoud&quot; het eerste element. We kwamen in totaal bij {stops} knoppen, links en velden;{" "}
              {visible === stops ? "bij elk ervan" : `bij ${visible} ervan`} zag je duidelijk waar je was (een zichtbare focus).{" "}
              {traps === 0 ? "Nergens bleef het toetsenbord vastzitten." : `Op ${traps} pagina's bleef het toetsenbord vastzitten.`}
            </li>
          </ul>
          <div className="table-wrap">
            <table className="content-table content-table--compact">
              <caption>Resultaten per pagina</caption>
              <thead>
                <tr>
                  <th scope="col">Pagina</th>
                  <th scope="col">Fouten</th>
                  <th scope="col">Stops met Tab</th>
                  {allVisible ? null : <th scope="col">Focus zichtbaar</th>}
                </tr>
              </thead>
              <tbody>
                {results.pages.map((p) => (
                  <tr key={p.path}>
                    <th scope="row">{titleOf(p)}</th>
                    <td>{p.axeViolations}</td>
                    <td>{p.focusStops}</td>
                    {allVisible ? null : <td>{p.focusVisible === p.focusStops ? "Overal" : `${p.focusVisible} van ${p.focusStops}`}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>Automatische tests vinden niet alle problemen. Daarom vragen we je om ons te laten weten wat niet goed werkt.</p>
        </section>

        <section aria-labelledby="niet-toegankelijk">
          <Heading level={2} id="niet-toegankelijk">
            Niet-toegankelijke inhoud
          </Heading>
          {withoutSkipLink.length > 0 ? (
            <>
              <Heading level={3}>Niet in overeenstemming</Heading>
              <ul className="legal__list">
                <li>
                  Op de pagina{withoutSkipLink.length > 1 ? "'s" : ""} {withoutSkipLink.map((t) => `"${t}"`).join(", ")} is &quot;Naar de
                  inhoud&quot; niet het eerste element (WCAG 2.4.1, blokken omzeilen). Die pagina
                  {withoutSkipLink.length > 1 ? "'s zijn" : " is"} kort, dus je bent er met het toetsenbord snel door. We passen dit aan.
                </li>
              </ul>
            </>
          ) : null}
          <Heading level={3}>Nog niet nagekeken</Heading>
          <ul className="legal__list">
            <li>We hebben de website nog niet met de hand getest met een schermlezer (zoals NVDA, VoiceOver of TalkBack).</li>
            <li>
              De kaart met verkooppunten en activiteiten is nog niet getest met het toetsenbord en een schermlezer. Alle plaatsen staan ook
              in een lijst.
            </li>
          </ul>
          <Heading level={3}>Inhoud van andere bedrijven</Heading>
          <ul className="legal__list">
            <li>
              Het hulpvenster dat opent als je op &quot;Vragen&quot; klikt (als het op deze website aanstaat), komt van een ander bedrijf.
              We kunnen het zelf niet aanpassen. Alle antwoorden staan ook op onze pagina met{" "}
              <Link to={to("faq")}>veelgestelde vragen</Link>.
            </li>
          </ul>
        </section>

        <section aria-labelledby="feedback">
          <Heading level={2} id="feedback">
            Feedback en contact
          </Heading>
          <p>
            Werkt iets niet goed voor jou? Of wil je een tekst of een document in een andere vorm? Mail naar{" "}
            <a href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent("Toegankelijkheid")}`}>{CONTACT_EMAIL}</a> met als onderwerp
            &quot;Toegankelijkheid&quot;. Zeg op welke pagina het was en wat er misliep. We antwoorden zo snel mogelijk en uiterlijk binnen
            15 werkdagen, en we zoeken samen met jou een oplossing.
          </p>
          <p>Je kan ook langsgaan bij een verkooppunt: daar helpen ze je verder met je pas en de app.</p>
        </section>

        <section aria-labelledby="handhaving">
          <Heading level={2} id="handhaving">
            Handhavingsprocedure
          </Heading>
          <p>
            Ben je niet tevreden met ons antwoord? Dan kan je een klacht indienen bij de Vlaamse Ombudsdienst, via{" "}
            <a href="https://www.vlaamseombudsdienst.be">www.vlaamseombudsdienst.be</a>. Dat is gratis.
          </p>
        </section>
      </div>
    </>
  );
}
