// /wat-is-{slug} (about): what the card is, how to get it, prices, saving, exchanging, family and privacy.
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/about";
import { formatCount } from "../../copy/format.ts";
import { contentData, figuresHeaders, programmeFigures } from "./content-data.server.ts";
import { BuyOrLoginButton, contentLinks, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export async function loader({ context }: Route.LoaderArgs) {
  return { ...contentData(context), figures: await programmeFigures(context) };
}

export const headers = figuresHeaders;

export default function About({ loaderData }: Route.ComponentProps) {
  const { productName: name, productSlug: slug, figures } = loaderData;
  const to = pathsFor(slug);
  const sections = [
    ["wat", "Wat is het?"],
    ["pas-halen", "Hoe krijg je een pas?"],
    ["prijs", "Wat kost het?"],
    ["sparen", "Punten sparen"],
    ["omruilen", "Punten omruilen"],
    ["gezin", "Samen met je gezin"],
    ["privacy", "Je privacy"],
  ] as const;
  return (
    <>
      <PageIntro
        title={`Wat is ${name}?`}
        lead={`${name} is de spaar- en voordelenpas voor je vrije tijd. Je spaart punten, ruilt ze om voor voordelen en krijgt korting.`}
      />
      <div className="container content-body">
        <nav className="legal__toc" aria-label="Op deze pagina">
          <ul>
            {sections.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section id="wat" aria-labelledby="wat-titel">
          <Heading level={2} id="wat-titel">
            Wat is het?
          </Heading>
          <p>
            Met {name} ga je voordeliger naar de sportclub, het museum, het jeugdhuis, een concert of een workshop.
            {figures
              ? ` ${formatCount(figures.holders)} mensen gebruiken de pas al. ${formatCount(figures.organisers)} organisaties in ${formatCount(figures.municipalities)} gemeenten doen mee.`
              : null}
          </p>
          <p>
            Je hebt de pas als kaart en in de app. Met de app zie je altijd hoeveel punten je hebt, welke voordelen er zijn en welke
            kortingen je kan gebruiken.
          </p>
        </section>

        <section id="pas-halen" aria-labelledby="pas-halen-titel">
          <Heading level={2} id="pas-halen-titel">
            Hoe krijg je een pas?
          </Heading>
          <p>
            Je koopt je pas aan een verkooppunt. Dat is bijvoorbeeld de bibliotheek, het cultuurcentrum, de sportdienst of het onthaal van
            je gemeente. Neem je identiteitskaart mee. Je kan de pas meteen gebruiken.
          </p>
          <p>In een paar proefgemeenten kan je de pas ook online aanvragen. Je vult je postcode in en ziet meteen of dat bij jou kan.</p>
          <p className="content-actions">
            <BuyOrLoginButton onlineRequest={loaderData.onlineRequest} slug={slug} variant="primary" />
          </p>
          <p>
            <Link to={to("find")}>Zoek een verkooppunt in je buurt</Link>
          </p>
          <p>
            Heb je al een pas? <Link to={to("register-uitid-step1")}>Registreer je pas</Link> één keer. Daarna meld je aan met je
            e-mailadres en wachtwoord.
          </p>
        </section>

        <section id="prijs" aria-labelledby="prijs-titel">
          <Heading level={2} id="prijs-titel">
            Wat kost het?
          </Heading>
          <p>
            Een {name} kost maximaal 5 euro. De prijs hangt af van je gemeente en je leeftijd. Kinderen en jongeren betalen vaak minder of
            niets.
          </p>
          <div className="content-note">
            <Heading level={3}>Kansentarief</Heading>
            <p>
              Heb je een klein inkomen? Dan heb je misschien recht op kansentarief. Je betaalt dan minder voor je pas en je krijgt tot 80%
              korting op activiteiten die meedoen. Vraag het na bij je gemeente, het OCMW of een verkooppunt. We gaan discreet om met die
              informatie.
            </p>
          </div>
        </section>

        <section id="sparen" aria-labelledby="sparen-titel">
          <Heading level={2} id="sparen-titel">
            Punten sparen
          </Heading>
          <p>Je spaart punten als je deelneemt aan een activiteit die meedoet. Zo gaat het:</p>
          <ol>
            <li>Zoek de QR-code van {name} bij de activiteit, bijvoorbeeld aan de ingang of de balie.</li>
            <li>Open de app en kies Sparen.</li>
            <li>Scan de code. Je ziet meteen hoeveel punten je erbij krijgt.</li>
          </ol>
          <p>
            Per activiteit krijg je hoogstens één keer per dag punten. Bij activiteiten die lang lopen, zoals een tentoonstelling, is dat
            soms één keer per week. Geen smartphone? Toon dan je pas aan de balie.
          </p>
        </section>

        <section id="omruilen" aria-labelledby="omruilen-titel">
          <Heading level={2} id="omruilen-titel">
            Punten omruilen
          </Heading>
          <p>
            Met je punten kies je een voordeel. Dat kan een drankje zijn, korting op een ticket, een leuk cadeau of een gift aan een goed
            doel. Als nieuwe gebruiker krijg je soms ook een welkomstvoordeel, zonder punten.
          </p>
          <p>
            Kies het voordeel in de app en toon het aan de balie van de organisatie. De punten gaan dan van je saldo af. Sommige voordelen
            zijn beperkt: op is op.
          </p>
        </section>

        <section id="gezin" aria-labelledby="gezin-titel">
          <Heading level={2} id="gezin-titel">
            Samen met je gezin
          </Heading>
          <p>
            Voeg je partner en je kinderen toe in de app, bij Mijn gezin. Je hebt hun kaartnummer en geboortedatum nodig. Daarna kan je voor
            elkaar punten sparen en voordelen omruilen. Zo scan je met één smartphone voor het hele gezin.
          </p>
          <p>Ben je jonger dan 16? Dan kan je zelf geen gezinsleden toevoegen. Een ouder kan jou wel toevoegen.</p>
        </section>

        <section id="privacy" aria-labelledby="privacy-titel">
          <Heading level={2} id="privacy-titel">
            Je privacy
          </Heading>
          <p>
            We vragen alleen de gegevens die we nodig hebben om je pas te laten werken. We verkopen je gegevens nooit. Je kan altijd vragen
            welke gegevens we van je hebben.
          </p>
          <p>
            <Link to={to("privacy")}>Lees ons privacybeleid</Link>
          </p>
        </section>

        <div className="content-actions">
          <Link to={to("find")} variant="primary">
            Vind een verkooppunt
          </Link>
          <Link to={to("start", { hash: "vragen" })} variant="secondary">
            Veelgestelde vragen
          </Link>
        </div>
      </div>
    </>
  );
}
