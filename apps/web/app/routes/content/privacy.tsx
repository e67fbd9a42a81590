// /privacy and /privacybeleid (privacy): the privacy policy (GDPR): which data, why, legal basis, how long,
// who receives it, your rights, the national register number, and the data protection officer.
import { CONTACT_EMAIL, organisationName, PRIVACY_EMAIL } from "../../copy/content/contact.ts";
import { Heading, Link } from "../../ui/primitives.tsx";
import type { Route } from "./+types/privacy";
import { contentData } from "./content-data.server.ts";
import { contentLinks, PageIntro } from "./shared.tsx";
import { pathsFor } from "../../route-table.ts";

export const handle = { hydrate: false };

export const links: Route.LinksFunction = contentLinks;

export function loader({ context }: Route.LoaderArgs) {
  return contentData(context);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { productName: name } = loaderData;
  const to = pathsFor(loaderData.productSlug);
  const org = organisationName(name);
  const purposes = [
    ["Je pas maken en laten werken: punten, voordelen, kortingen, je gezin", "Uitvoering van de overeenkomst (de voorwaarden van je pas)"],
    [
      "Nagaan of je recht hebt op kansentarief",
      "Taak van algemeen belang van je gemeente, en je toestemming voor de controle bij de overheid",
    ],
    ["Een pas online verkopen en de betaling afhandelen", "Uitvoering van de overeenkomst"],
    ["Je account beveiligen en misbruik voorkomen", "Gerechtvaardigd belang: een veilige dienst voor iedereen"],
    ["Anonieme cijfers voor je gemeente en de organisatoren", "Taak van algemeen belang: een goed vrijetijdsbeleid"],
    ["Nieuwsbrieven en tips over activiteiten", "Je toestemming, die je altijd kan intrekken"],
  ];
  const retention = [
    [
      "Je account en pasgegevens",
      "Zolang je pas actief is. Gebruik je je pas 3 jaar niet, dan wissen we je account of maken we je gegevens anoniem.",
    ],
    ["Je gespaarde en omgeruilde punten", "Zolang je pas actief is, zodat je je geschiedenis kan zien"],
    ["Je recht op kansentarief", "Tot de einddatum van je kansentarief, daarna nog 1 jaar voor controle"],
    [
      "Gegevens van een online aanvraag",
      "7 jaar voor de boekhouding; het rijksregisternummer alleen zolang nodig om dubbele passen te voorkomen",
    ],
    ["Technische logbestanden", "30 dagen"],
  ];
  return (
    <>
      <PageIntro
        title="Privacybeleid"
        lead={`Je gegevens zijn van jou. Hier lees je welke gegevens ${name} gebruikt, waarom, en wat je rechten zijn.`}
      />
      <div className="container content-body">
        <p className="legal__version">Versie van 1 oktober 2026</p>

        <section aria-labelledby="wie">
          <Heading level={2} id="wie">
            Wie is verantwoordelijk?
          </Heading>
          <p>
            {org} is verantwoordelijk voor je gegevens. We werken samen met de gemeenten en regio's die {name} aanbieden. Voor het toekennen
            van kansentarief is je gemeente mee verantwoordelijk. We houden ons aan de Algemene Verordening Gegevensbescherming (AVG, of
            GDPR in het Engels).
          </p>
        </section>

        <section aria-labelledby="welke">
          <Heading level={2} id="welke">
            Welke gegevens gebruiken we?
          </Heading>
          <ul>
            <li>Wie je bent: je naam, geboortedatum, geslacht, adres, e-mailadres en, als je dat wil, je telefoonnummer.</li>
            <li>Je pas: je kaartnummer, je regio, de status van je pas en of je recht hebt op kansentarief, met de einddatum.</li>
            <li>Wat je doet met je pas: waar en wanneer je punten spaarde, welke voordelen je omruilde en welke kortingen je gebruikte.</li>
            <li>Je gezin: de gezinsleden die je toevoegt.</li>
            <li>Je account: je e-mailadres en een versleutelde versie van je wachtwoord. Je wachtwoord zelf kennen we niet.</li>
            <li>Technische gegevens: een sessie-cookie, je taalkeuze en logbestanden zonder wachtwoorden of volledige kaartnummers.</li>
          </ul>
        </section>

        <section aria-labelledby="rijksregisternummer">
          <Heading level={2} id="rijksregisternummer">
            Je rijksregisternummer
          </Heading>
          <p>
            We vragen je rijksregisternummer alleen als je een pas online aanvraagt. We gebruiken het voor twee dingen: om te controleren
            dat iemand maar één pas online krijgt, en om bij de overheid na te gaan of je recht hebt op kansentarief. We bewaren het
            versleuteld. Het staat nooit op je pas of in de app, en organisatoren zien het niet.
          </p>
        </section>

        <section aria-labelledby="waarom">
          <Heading level={2} id="waarom">
            Waarom gebruiken we je gegevens?
          </Heading>
          <p>We gebruiken je gegevens alleen voor deze doelen. Elk doel heeft een wettelijke grond.</p>
          <div className="table-wrap table-wrap--text">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">Doelen en wettelijke grond</caption>
              <thead>
                <tr>
                  <th scope="col">Doel</th>
                  <th scope="col">Wettelijke grond</th>
                </tr>
              </thead>
              <tbody>
                {purposes.map(([purpose, basis]) => (
                  <tr key={purpose}>
                    <th scope="row">{purpose}</th>
                    <td data-label="Wettelijke grond">{basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>We verkopen je gegevens nooit. We gebruiken ze niet voor reclame van andere bedrijven.</p>
        </section>

        <section aria-labelledby="hoe-lang">
          <Heading level={2} id="hoe-lang">
            Hoe lang bewaren we je gegevens?
          </Heading>
          <div className="table-wrap table-wrap--text">
            <table className="content-table content-table--stack">
              <caption className="visually-hidden">Bewaartermijnen</caption>
              <thead>
                <tr>
                  <th scope="col">Gegevens</th>
                  <th scope="col">Hoe lang</th>
                </tr>
              </thead>
              <tbody>
                {retention.map(([data, period]) => (
                  <tr key={data}>
                    <th scope="row">{data}</th>
                    <td data-label="Hoe lang">{period}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="wie-krijgt">
          <Heading level={2} id="wie-krijgt">
            Wie krijgt je gegevens?
          </Heading>
          <ul>
            <li>Je gemeente of regio: om je pas, je kortingen en je kansentarief te beheren.</li>
            <li>
              Organisatoren: alleen wat nodig is om een voordeel of korting te geven, bijvoorbeeld dat je pas geldig is. Ze zien niet waar
              je nog naartoe ging.
            </li>
            <li>
              Dienstverleners die voor ons werken, zoals onze hosting in de Europese Unie, een e-maildienst en een betaaldienst voor online
              aankopen. Zij mogen je gegevens alleen voor ons gebruiken.
            </li>
            <li>De overheid: alleen om je recht op kansentarief na te gaan, als je daarvoor toestemming geeft.</li>
          </ul>
        </section>

        <section aria-labelledby="rechten">
          <Heading level={2} id="rechten">
            Wat zijn je rechten?
          </Heading>
          <p>Je mag altijd:</p>
          <ul>
            <li>vragen welke gegevens we van je hebben en een kopie krijgen;</li>
            <li>foute gegevens laten verbeteren;</li>
            <li>vragen om je gegevens te wissen;</li>
            <li>vragen om het gebruik van je gegevens te beperken;</li>
            <li>bezwaar maken tegen het gebruik van je gegevens;</li>
            <li>je gegevens meenemen naar een andere dienst;</li>
            <li>je toestemming intrekken, bijvoorbeeld voor de nieuwsbrief.</li>
          </ul>
          <p>
            Mail je vraag naar <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We antwoorden binnen een maand. Voor kinderen jonger
            dan 16 jaar doet een ouder of voogd de vraag.
          </p>
          <p>
            Ben je niet tevreden met ons antwoord? Dan kan je een klacht indienen bij de Gegevensbeschermingsautoriteit (
            <a href="https://www.gegevensbeschermingsautoriteit.be" rel="noopener">
              www.gegevensbeschermingsautoriteit.be
            </a>
            ).
          </p>
        </section>

        <section aria-labelledby="dpo">
          <Heading level={2} id="dpo">
            Contact
          </Heading>
          <p>
            Heb je een vraag over je privacy? Neem contact op met onze functionaris voor gegevensbescherming via{" "}
            <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. Voor andere vragen mail je naar{" "}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
          </p>
          <p>
            Welke cookies we gebruiken, lees je in de <Link to={to("cookies")}>cookieverklaring</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
