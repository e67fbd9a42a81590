// The text of /privacy and /privacybeleid (routes/content/privacy.tsx): the privacy policy (GDPR). `name` is
// the product name. A sentence with a link in it is a list of parts: the page shows the odd parts as the link.
import { CONTACT_EMAIL, organisationName, PRIVACY_EMAIL } from "./contact.ts";

export const privacyCopy = {
  title: "Privacybeleid",
  lead: (name: string) => `Je gegevens zijn van jou. Hier lees je welke gegevens ${name} gebruikt, waarom, en wat je rechten zijn.`,
  version: "Versie van 1 oktober 2026",
  controller: {
    heading: "Wie is verantwoordelijk?",
    text: (name: string) =>
      `${organisationName(name)} is verantwoordelijk voor je gegevens. We werken samen met de gemeenten en regio's die ${name} aanbieden. Voor het toekennen van kansentarief is je gemeente mee verantwoordelijk. We houden ons aan de Algemene Verordening Gegevensbescherming (AVG, of GDPR in het Engels).`,
  },
  data: {
    heading: "Welke gegevens gebruiken we?",
    items: [
      "Wie je bent: je naam, geboortedatum, geslacht, adres, e-mailadres en, als je dat wil, je telefoonnummer.",
      "Je pas: je kaartnummer, je regio, de status van je pas en of je recht hebt op kansentarief, met de einddatum.",
      "Wat je doet met je pas: waar en wanneer je punten spaarde, welke voordelen je omruilde en welke kortingen je gebruikte.",
      "Je gezin: de gezinsleden die je toevoegt.",
      "Je account: je e-mailadres en een versleutelde versie van je wachtwoord. Je wachtwoord zelf kennen we niet.",
      "Technische gegevens: een sessie-cookie, je taalkeuze en logbestanden zonder wachtwoorden of volledige kaartnummers.",
    ],
  },
  nationalNumber: {
    heading: "Je rijksregisternummer",
    text: "We vragen je rijksregisternummer alleen als je een pas online aanvraagt. We gebruiken het voor twee dingen: om te controleren dat iemand maar één pas online krijgt, en om bij de overheid na te gaan of je recht hebt op kansentarief. We bewaren het versleuteld. Het staat nooit op je pas of in de app, en organisatoren zien het niet.",
  },
  purposes: {
    heading: "Waarom gebruiken we je gegevens?",
    intro: "We gebruiken je gegevens alleen voor deze doelen. Elk doel heeft een wettelijke grond.",
    caption: "Doelen en wettelijke grond",
    columns: ["Doel", "Wettelijke grond"],
    /** Purpose and legal basis. */
    rows: [
      [
        "Je pas maken en laten werken: punten, voordelen, kortingen, je gezin",
        "Uitvoering van de overeenkomst (de voorwaarden van je pas)",
      ],
      [
        "Nagaan of je recht hebt op kansentarief",
        "Taak van algemeen belang van je gemeente, en je toestemming voor de controle bij de overheid",
      ],
      ["Een pas online verkopen en de betaling afhandelen", "Uitvoering van de overeenkomst"],
      ["Je account beveiligen en misbruik voorkomen", "Gerechtvaardigd belang: een veilige dienst voor iedereen"],
      ["Anonieme cijfers voor je gemeente en de organisatoren", "Taak van algemeen belang: een goed vrijetijdsbeleid"],
      ["Nieuwsbrieven en tips over activiteiten", "Je toestemming, die je altijd kan intrekken"],
    ],
    neverSold: "We verkopen je gegevens nooit. We gebruiken ze niet voor reclame van andere bedrijven.",
  },
  retention: {
    heading: "Hoe lang bewaren we je gegevens?",
    caption: "Bewaartermijnen",
    columns: ["Gegevens", "Hoe lang"],
    /** The data and how long it is kept. */
    rows: [
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
    ],
  },
  recipients: {
    heading: "Wie krijgt je gegevens?",
    items: [
      "Je gemeente of regio: om je pas, je kortingen en je kansentarief te beheren.",
      "Organisatoren: alleen wat nodig is om een voordeel of korting te geven, bijvoorbeeld dat je pas geldig is. Ze zien niet waar je nog naartoe ging.",
      "Dienstverleners die voor ons werken, zoals onze hosting in de Europese Unie, een e-maildienst en een betaaldienst voor online aankopen. Zij mogen je gegevens alleen voor ons gebruiken.",
      "De overheid: alleen om je recht op kansentarief na te gaan, als je daarvoor toestemming geeft.",
    ],
  },
  rights: {
    heading: "Wat zijn je rechten?",
    intro: "Je mag altijd:",
    items: [
      "vragen welke gegevens we van je hebben en een kopie krijgen;",
      "foute gegevens laten verbeteren;",
      "vragen om je gegevens te wissen;",
      "vragen om het gebruik van je gegevens te beperken;",
      "bezwaar maken tegen het gebruik van je gegevens;",
      "je gegevens meenemen naar een andere dienst;",
      "je toestemming intrekken, bijvoorbeeld voor de nieuwsbrief.",
    ],
    /** Part 1 is the privacy address, shown as a mail link. */
    ask: [
      "Mail je vraag naar ",
      PRIVACY_EMAIL,
      ". We antwoorden binnen een maand. Voor kinderen jonger dan 16 jaar doet een ouder of voogd de vraag.",
    ],
    /** Part 1 is the authority's website, shown as a link to it. */
    complaint: [
      "Ben je niet tevreden met ons antwoord? Dan kan je een klacht indienen bij de Gegevensbeschermingsautoriteit (",
      "www.gegevensbeschermingsautoriteit.be",
      ").",
    ],
  },
  contact: {
    heading: "Contact",
    /** Parts 1 and 3 are the privacy and the general address, shown as mail links. */
    text: [
      "Heb je een vraag over je privacy? Neem contact op met onze functionaris voor gegevensbescherming via ",
      PRIVACY_EMAIL,
      ". Voor andere vragen mail je naar ",
      CONTACT_EMAIL,
      ".",
    ],
    /** Part 1 is the link to the cookie statement. */
    cookies: ["Welke cookies we gebruiken, lees je in de ", "cookieverklaring", "."],
  },
} as const;
