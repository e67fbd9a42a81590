// The text of /cookieverklaring (routes/content/cookies.tsx) around the cookie table (cookies.ts): the
// visitor's choice, the services of other companies, removing cookies. `name` is the product name. A
// sentence with a link or marked words in it is a list of parts: the page shows the odd parts marked.
import { categoryCopy } from "./cookies.ts";
import { CONTACT_EMAIL } from "./contact.ts";

export const cookieStatementCopy = {
  title: "Cookieverklaring",
  lead: (name: string) =>
    `Een cookie is een klein bestandje dat een website op je toestel bewaart. ${name} gebruikt zo weinig mogelijk cookies.`,
  version: "Versie van 1 oktober 2026",
  settings: {
    heading: "Jouw cookiekeuze",
    undecided: "Je hebt nog geen keuze gemaakt. Tot dan gebruiken we alleen de noodzakelijke cookies.",
    necessaryOnly: "Je koos voor alleen de noodzakelijke cookies.",
    granted: (categories: readonly (keyof typeof categoryCopy)[]) =>
      `Je gaf toestemming voor: ${categories.map((c) => categoryCopy[c].label.toLowerCase()).join(" en ")}.`,
    /** Follows the choice in the same paragraph. */
    change: " Je kan je keuze hier altijd wijzigen of intrekken.",
    save: "Keuze bewaren",
    refuseAll: "Alles weigeren",
    /** After a check mark. */
    saved: "Je keuze is bewaard.",
  },
  cookies: {
    heading: "Welke cookies gebruiken we?",
    necessary:
      "De noodzakelijke cookies zijn nodig om de website en de app te laten werken. Zonder deze cookies kan je niet aanmelden. Daarom vragen we er geen toestemming voor. We gebruiken ze niet om je te volgen op andere websites.",
    /** Follows `necessary` when optional cookies are configured. */
    optional: " De andere cookies zetten we alleen als je er toestemming voor geeft.",
    caption: (name: string) => `Cookies van ${name}`,
    columns: { name: "Naam", purpose: "Waarvoor", duration: "Hoe lang", kind: "Soort" },
    /** Part 1 is a cookie name suffix, shown as code. */
    signature: [
      "De cookies van de aanmelddienst hebben elk een partner met ",
      ".sig",
      " achter de naam. Die controleert dat niemand met de cookie geknoeid heeft.",
    ],
  },
  services: {
    heading: "Diensten van andere bedrijven",
    labels: { analytics: "Analyse", marketing: "Marketing", helpWidget: "Hulpvenster" },
    analytics: (host: string) =>
      `Snowplow, op ${host}. We meten welke soort pagina's bezocht worden en hoe lang. We sturen geen naam, e-mailadres, rijksregisternummer, kaartnummer of exacte locatie mee, en geen zoekwoorden uit het adres van de pagina. Aangemeld? Dan sturen we alleen mee of je kansentarief hebt (ja of nee), om te zien of de website ook voor die mensen goed werkt. Alleen met je toestemming.`,
    marketing: (id: string) =>
      `Google Tag Manager, container ${id}. Google Tag Manager laadt de tags die in die container staan, bijvoorbeeld Google Analytics. Alleen met je toestemming voor marketingcookies.`,
    /** Part 1 is the menu label, quoted; part 3 is the link to the FAQ page. */
    helpWidget: [
      "Zendesk. Het venster laadt pas als je op ",
      "Vragen",
      " klikt, nooit eerder. Daarna kan Zendesk in je browser bewaren wat het venster nodig heeft, zoals de vraag die je open had. Je vraagt er zelf om, dus we vragen er geen aparte toestemming voor. Liever niet? Lees dan de antwoorden op onze pagina met ",
      "veelgestelde vragen",
      ".",
    ],
    none: "Op deze website zijn nu geen diensten van andere bedrijven actief: geen analysedienst, geen advertenties en geen chatvenster. Er worden dus alleen noodzakelijke cookies gezet.",
  },
  manage: {
    heading: "Cookies verwijderen of blokkeren",
    text: "In de instellingen van je browser kan je cookies bekijken, verwijderen of blokkeren. Let op: zonder de noodzakelijke cookies kan je niet aanmelden en zie je de cookiemelding telkens opnieuw.",
    /** Follows `text` when optional cookies are configured. */
    optional: " Trek je je toestemming in, dan wissen we meteen de cookies van die soort.",
    /** Part 1 is the link to the privacy policy, part 3 the contact address as a mail link. */
    more: ["Meer over je gegevens lees je in ons ", "privacybeleid", ". Een vraag? Mail naar ", CONTACT_EMAIL, "."],
  },
} as const;
