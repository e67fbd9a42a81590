// /partner-worden (partner): for organisations and municipalities: benefits, how to join, what it asks, contact.
import { PARTNER_EMAIL } from "../../copy/content/contact.ts";
import { Card, Heading } from "../../ui/primitives.tsx";
import type { Route } from "./+types/partner";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro } from "./shared.tsx";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Partner({ loaderData }: Route.ComponentProps) {
  const { productName: name } = loaderData;
  const benefits = [
    {
      title: "Nieuw publiek",
      text: `Meer dan 600.000 mensen gebruiken ${name}. Je activiteiten en voordelen staan in de app, op de kaart en in de zoekresultaten.`,
    },
    {
      title: "Iedereen welkom",
      text: "Met kansentarief bereik je mensen met een klein inkomen, zonder dat zij zich moeten verantwoorden aan je balie.",
    },
    {
      title: "Trouwe bezoekers",
      text: "Punten sparen werkt: wie punten spaart, komt vaker terug. Je kiest zelf welke voordelen je aanbiedt.",
    },
    {
      title: "Inzicht",
      text: "Je ziet hoeveel mensen met de pas naar je activiteiten komen. De cijfers zijn anoniem.",
    },
  ];
  return (
    <>
      <PageIntro
        title="Partner worden"
        lead={`Zo'n 6.000 organisaties en 100 tot 160 gemeenten werken al met ${name}. Samen maken we vrije tijd toegankelijk voor iedereen. Doe je mee?`}
      />
      <div className="container content-body">
        <section aria-labelledby="waarom">
          <Heading level={2} id="waarom">
            Wat levert het je op?
          </Heading>
          <ul className="tiles tiles--4">
            {benefits.map((b) => (
              <li key={b.title}>
                <Card title={b.title} headingLevel={3}>
                  <p>{b.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="organisaties">
          <Heading level={2} id="organisaties">
            Voor organisaties
          </Heading>
          <p>
            Ben je een vereniging, sportclub, jeugdwerking, museum, bibliotheek of cultuurhuis? Dan kan je meedoen in de regio waar je
            activiteiten organiseert.
          </p>
          <Heading level={3}>Zo stap je in</Heading>
          <ol>
            <li>Mail ons of neem contact op met de vrijetijdsdienst van je gemeente.</li>
            <li>We maken samen afspraken: welke activiteiten, welke voordelen en welke kortingen.</li>
            <li>Je krijgt toegang tot het beheerplatform. Daar maak je je activiteiten aan.</li>
            <li>Je drukt de QR-code van elke activiteit af en hangt die op bij de ingang of de balie.</li>
            <li>Je team weet hoe het voordelen en kortingen geeft. Wij geven graag een korte uitleg.</li>
          </ol>
          <Heading level={3}>Wat vragen we van je?</Heading>
          <ul>
            <li>Je houdt je activiteiten en voordelen in het beheerplatform up-to-date.</li>
            <li>Je geeft de afgesproken kortingen aan houders met kansentarief, discreet en zonder extra vragen.</li>
            <li>Je gaat zorgvuldig om met de gegevens van bezoekers en gebruikt ze alleen voor {name}.</li>
          </ul>
          <p>
            Meedoen kost je als organisatie meestal niets. Je regio betaalt vaak een deel van de korting bij kansentarief terug. De
            afspraken verschillen per regio: we leggen ze je graag uit.
          </p>
        </section>

        <section aria-labelledby="gemeenten">
          <Heading level={2} id="gemeenten">
            Voor gemeenten
          </Heading>
          <p>
            Met {name} voer je een vrijetijdsbeleid dat iedereen bereikt. Je kiest zelf je prijzen, je kortingen en wie recht heeft op
            kansentarief. Je kan samenwerken met buurgemeenten in één regio, zodat inwoners ook daar punten sparen.
          </p>
          <ul>
            <li>Je gemeente betaalt een jaarlijkse bijdrage en de kortingen die je zelf toekent. We maken vooraf een begroting op maat.</li>
            <li>Je duidt een contactpersoon aan en kiest je verkooppunten, bijvoorbeeld de bib of het onthaal.</li>
            <li>Wij zorgen voor de pas, de app, het beheerplatform, opleiding en een helpdesk.</li>
          </ul>
        </section>

        <section aria-labelledby="contact" className="content-note">
          <Heading level={2} id="contact">
            Contact
          </Heading>
          <p>
            Heb je interesse of een vraag? Mail naar <a href={`mailto:${PARTNER_EMAIL}`}>{PARTNER_EMAIL}</a>. Vertel kort wie je bent en in
            welke gemeente je werkt. We antwoorden binnen vijf werkdagen.
          </p>
        </section>
      </div>
    </>
  );
}
