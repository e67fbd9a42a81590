// Dutch copy of a region's news (/organisatie/nieuws, decision 0071): staff of a region write a short message
// to the holders of their region and see what they sent. Refusals are the api's own sentences (endUserMessage.nl).
import type { RegionNewsLink } from "@vtp/contracts/region-news";

export const regionNewsCopy = {
  /** On the back office's door, next to "Organisatie toevoegen". */
  open: "Nieuws versturen",
  openHint: "Een bericht aan alle pashouders van je regio.",
  heading: "Nieuws voor de pashouders van je regio",
  lead: "Elke pashouder met een actieve pas in je regio vindt het bij Berichten in de app. Wie nieuws per e-mail of als melding wil, krijgt het ook zo.",
  back: "Terug naar de organisaties",
  region: "Regio",
  title: "Titel",
  titleHint: "5 tot 80 tekens. Ook op het vergrendelscherm van wie meldingen aanzette: niets persoonlijks.",
  body: "Bericht",
  bodyHint: "10 tot 1000 tekens, gewone tekst. Schrijf kort en eenvoudig.",
  linkLegend: "Waar kunnen pashouders verder?",
  links: {
    dashboard: "Hun overzicht",
    "search-discounts": "Voordelen zoeken",
    save: "Punten sparen",
  } satisfies Record<RegionNewsLink, string>,
  submit: "Versturen",
  /** After sending: the status message above the list. */
  sent: "Je nieuws wordt verstuurd. Hieronder zie je wanneer iedereen het heeft.",
  listHeading: "Verstuurd nieuws",
  empty: "Je regio verstuurde nog geen nieuws.",
  sending: "Wordt verstuurd",
  delivered: (recipients: number, when: string) =>
    `Verstuurd op ${when} aan ${recipients === 1 ? "1 pashouder" : `${recipients} pashouders`}`,
  written: (when: string) => `Geschreven op ${when}`,
  noRegionLead:
    "Nieuws aan de pashouders van een regio versturen doet een medewerker van de regio (de stad of de vereniging van gemeenten). Vraag het aan hen.",
} as const;
