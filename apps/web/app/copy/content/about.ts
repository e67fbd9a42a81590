// The text of /wat-is-{slug} (routes/content/about.tsx): what the card is, how to get it, prices, saving,
// exchanging, family and privacy. `name` is the product name. A sentence with a link in it is a list of
// parts: the page shows the odd parts as the link.
import { formatCount } from "../format.ts";

export const aboutCopy = {
  title: (name: string) => `Wat is ${name}?`,
  lead: (name: string) =>
    `${name} is de spaar- en voordelenpas voor je vrije tijd. Je spaart punten, ruilt ze om voor voordelen en krijgt korting.`,
  toc: "Op deze pagina",
  what: {
    heading: "Wat is het?",
    intro: (name: string) => `Met ${name} ga je voordeliger naar de sportclub, het museum, het jeugdhuis, een concert of een workshop.`,
    /** Follows the intro in the same paragraph, when the figures are known. */
    figures: (f: { holders: number; organisers: number; municipalities: number }) =>
      ` ${formatCount(f.holders)} mensen gebruiken de pas al. ${formatCount(f.organisers)} organisaties in ${formatCount(f.municipalities)} gemeenten doen mee.`,
    app: "Je hebt de pas als kaart en in de app. Met de app zie je altijd hoeveel punten je hebt, welke voordelen er zijn en welke kortingen je kan gebruiken.",
  },
  getCard: {
    heading: "Hoe krijg je een pas?",
    paragraphs: [
      "Je koopt je pas aan een verkooppunt. Dat is bijvoorbeeld de bibliotheek, het cultuurcentrum, de sportdienst of het onthaal van je gemeente. Neem je identiteitskaart mee. Je kan de pas meteen gebruiken.",
      "In een paar proefgemeenten kan je de pas ook online aanvragen. Je vult je postcode in en ziet meteen of dat bij jou kan.",
    ],
    find: "Zoek een verkooppunt in je buurt",
    /** Part 1 is the link to the card registration. */
    register: ["Heb je al een pas? ", "Registreer je pas", " één keer. Daarna meld je aan met je e-mailadres en wachtwoord."],
  },
  price: {
    heading: "Wat kost het?",
    text: (name: string) =>
      `Een ${name} kost maximaal 5 euro. De prijs hangt af van je gemeente en je leeftijd. Kinderen en jongeren betalen vaak minder of niets.`,
    reducedHeading: "Kansentarief",
    reduced:
      "Heb je een klein inkomen? Dan heb je misschien recht op kansentarief. Je betaalt dan minder voor je pas en je krijgt tot 80% korting op activiteiten die meedoen. Vraag het na bij je gemeente, het OCMW of een verkooppunt. We gaan discreet om met die informatie.",
  },
  save: {
    heading: "Punten sparen",
    intro: "Je spaart punten als je deelneemt aan een activiteit die meedoet. Zo gaat het:",
    steps: (name: string) => [
      `Zoek de QR-code van ${name} bij de activiteit, bijvoorbeeld aan de ingang of de balie.`,
      "Open de app en kies Sparen.",
      "Scan de code. Je ziet meteen hoeveel punten je erbij krijgt.",
    ],
    limits:
      "Per activiteit krijg je hoogstens één keer per dag punten. Bij activiteiten die lang lopen, zoals een tentoonstelling, is dat soms één keer per week. Geen smartphone? Toon dan je pas aan de balie.",
  },
  exchange: {
    heading: "Punten omruilen",
    paragraphs: [
      "Met je punten kies je een voordeel. Dat kan een drankje zijn, korting op een ticket, een leuk cadeau of een gift aan een goed doel. Als nieuwe gebruiker krijg je soms ook een welkomstvoordeel, zonder punten.",
      "Kies het voordeel in de app en toon het aan de balie van de organisatie. De punten gaan dan van je saldo af. Sommige voordelen zijn beperkt: op is op.",
    ],
  },
  family: {
    heading: "Samen met je gezin",
    paragraphs: [
      "Voeg je partner en je kinderen toe in de app, bij Mijn gezin. Je hebt hun kaartnummer en geboortedatum nodig. Daarna kan je voor elkaar punten sparen en voordelen omruilen. Zo scan je met één smartphone voor het hele gezin.",
      "Ben je jonger dan 16? Dan kan je zelf geen gezinsleden toevoegen. Een ouder kan jou wel toevoegen.",
    ],
  },
  privacy: {
    heading: "Je privacy",
    text: "We vragen alleen de gegevens die we nodig hebben om je pas te laten werken. We verkopen je gegevens nooit. Je kan altijd vragen welke gegevens we van je hebben.",
    link: "Lees ons privacybeleid",
  },
  findPointOfSale: "Vind een verkooppunt",
  faq: "Veelgestelde vragen",
} as const;
