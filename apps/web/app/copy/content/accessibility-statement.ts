// The text of /toegankelijkheidsverklaring (routes/content/accessibility.tsx), in the form Flemish public
// services use. The measured numbers come from accessibility-audit.json; `name` is the product name. A
// sentence with a link or bold words in it is a list of parts: the page shows the odd parts marked.
import { CONTACT_EMAIL, organisationName } from "./contact.ts";

/** Page titles as a quoted list: `"Aanmelden", "Zoeken"`. */
const quoted = (titles: readonly string[]) => titles.map((t) => `"${t}"`).join(", ");

export const accessibilityStatementCopy = {
  title: "Toegankelijkheidsverklaring",
  lead: (name: string) =>
    `${organisationName(name)} wil dat iedereen ${name} kan gebruiken: ook met een schermlezer, alleen met het toetsenbord, met een vergroting of op een eenvoudige telefoon.`,
  drawnUp: (day: string) => `Opgesteld op ${day}`,
  scope: {
    heading: "Waarvoor geldt deze verklaring?",
    text: (name: string, site: string) =>
      `${organisationName(name)} streeft ernaar de website en de app toegankelijk te maken, volgens het bestuursdecreet van 7 december 2018 en de Europese richtlijn (EU) 2016/2102 over de toegankelijkheid van websites en mobiele applicaties van overheidsinstanties. Deze verklaring geldt voor de website ${site} en de ${name}-app die je van die website op je startscherm zet.`,
  },
  status: {
    heading: "Nalevingsstatus",
    /** Part 1 is in bold. */
    text: [
      "Deze website is ",
      "gedeeltelijk in overeenstemming",
      ' met de Web Content Accessibility Guidelines (WCAG) 2.1 niveau AA, de norm EN 301 549. We toetsen ook aan de nieuwere WCAG 2.2 niveau AA. "Gedeeltelijk", omdat we nog niet alles met de hand hebben nagekeken en omdat de onderdelen hieronder nog niet (helemaal) toegankelijk zijn.',
    ],
  },
  measured: {
    heading: "Wat we gemeten hebben",
    intro: (day: string, pages: number, widths: readonly number[]) =>
      `Op ${day} hebben we ${pages} pagina's getest, op een telefoonscherm (${widths[0]} pixels breed) en op een computerscherm (${widths[1]} pixels breed):`,
    axe: (version: string, violations: number) =>
      `Automatisch met axe-core ${version}, met alle regels voor WCAG 2.2 niveau A en AA: ${violations === 0 ? "geen fouten gevonden" : `${violations} fouten gevonden`}.`,
    keyboard: (m: { withoutSkipLink: readonly string[]; stops: number; visible: number; traps: number }) =>
      `Met het toetsenbord (Tab): ${m.withoutSkipLink.length === 0 ? "op elke pagina" : `op elke pagina behalve ${quoted(m.withoutSkipLink)}`} is "Naar de inhoud" het eerste element. We kwamen in totaal bij ${m.stops} knoppen, links en velden; ${m.visible === m.stops ? "bij elk ervan" : `bij ${m.visible} ervan`} zag je duidelijk waar je was (een zichtbare focus). ${m.traps === 0 ? "Nergens bleef het toetsenbord vastzitten." : `Op ${m.traps} pagina's bleef het toetsenbord vastzitten.`}`,
    caption: "Resultaten per pagina",
    columns: { page: "Pagina", violations: "Fouten", stops: "Stops met Tab", focusVisible: "Focus zichtbaar" },
    focusVisible: (visible: number, stops: number) => (visible === stops ? "Overal" : `${visible} van ${stops}`),
    /** The title of the home page in the table. */
    home: "Startpagina",
    automatedOnly: "Automatische tests vinden niet alle problemen. Daarom vragen we je om ons te laten weten wat niet goed werkt.",
  },
  notAccessible: {
    heading: "Niet-toegankelijke inhoud",
    nonCompliantHeading: "Niet in overeenstemming",
    skipLink: (titles: readonly string[]) =>
      `Op de pagina${titles.length > 1 ? "'s" : ""} ${quoted(titles)} is "Naar de inhoud" niet het eerste element (WCAG 2.4.1, blokken omzeilen). Die pagina${titles.length > 1 ? "'s zijn" : " is"} kort, dus je bent er met het toetsenbord snel door. We passen dit aan.`,
    notCheckedHeading: "Nog niet nagekeken",
    notChecked: [
      "We hebben de website nog niet met de hand getest met een schermlezer (zoals NVDA, VoiceOver of TalkBack).",
      "De kaart met verkooppunten en activiteiten is nog niet getest met het toetsenbord en een schermlezer. Alle plaatsen staan ook in een lijst.",
    ],
    otherCompaniesHeading: "Inhoud van andere bedrijven",
    /** Part 1 is the link to the FAQ page. */
    helpWidget: [
      'Het hulpvenster dat opent als je op "Vragen" klikt (als het op deze website aanstaat), komt van een ander bedrijf. We kunnen het zelf niet aanpassen. Alle antwoorden staan ook op onze pagina met ',
      "veelgestelde vragen",
      ".",
    ],
  },
  feedback: {
    heading: "Feedback en contact",
    /** Part 1 is the contact address, shown as a mail link with `subject` as the subject. */
    text: [
      "Werkt iets niet goed voor jou? Of wil je een tekst of een document in een andere vorm? Mail naar ",
      CONTACT_EMAIL,
      ' met als onderwerp "Toegankelijkheid". Zeg op welke pagina het was en wat er misliep. We antwoorden zo snel mogelijk en uiterlijk binnen 15 werkdagen, en we zoeken samen met jou een oplossing.',
    ],
    subject: "Toegankelijkheid",
    pointOfSale: "Je kan ook langsgaan bij een verkooppunt: daar helpen ze je verder met je pas en de app.",
  },
  enforcement: {
    heading: "Handhavingsprocedure",
    /** Part 1 is the ombudsman's website, shown as a link to it. */
    text: [
      "Ben je niet tevreden met ons antwoord? Dan kan je een klacht indienen bij de Vlaamse Ombudsdienst, via ",
      "www.vlaamseombudsdienst.be",
      ". Dat is gratis.",
    ],
  },
} as const;
