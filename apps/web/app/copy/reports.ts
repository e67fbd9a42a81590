// Dutch copy of the back office's reports (/organisatie/:organisatie/rapporten, issue 20 "Reports", decision
// 0048): the choice of report and period, the tables, the CSV download and a report requested for a long
// period. Refusals are the api's own sentences; only the form's own checks (a day it cannot read) are here.
import { REPORT_KEPT_DAYS, REPORT_SCREEN_MAX_DAYS } from "@vtp/contracts/reports";
import { formatCount } from "./format.ts";

export const reportsCopy = {
  homeLink: "Rapporten",
  homeHint: "Check-ins, omgeruilde voordelen en tickets aan kansentarief per gemeente, op het scherm of als CSV.",
  noRight: "Rapporten bekijken doet een beheerder van de organisatie (of een medewerker van de regio). Vraag het aan een beheerder.",
  back: "Terug naar de organisatie",
  heading: "Rapporten",
  lead: "Kies een rapport en een periode. Je ziet het rapport hier en kan het downloaden als CSV voor Excel.",
  formLabel: "Rapport en periode",
  reportLegend: "Rapport",
  kinds: {
    checkins: "Check-ins per activiteit per dag",
    rewards: "Omgeruilde voordelen",
    "social-tariff-sales": "Tickets aan kansentarief per gemeente (onkostennota)",
  } as Record<string, string>,
  from: "Eerste dag",
  to: "Laatste dag",
  show: "Toon rapport",
  periodHint: `Tot ${REPORT_SCREEN_MAX_DAYS} dagen zie je meteen; een langere periode (tot twee jaar) maken we op de achtergrond.`,
  errors: {
    date: "Typ een datum als 22/04/2027.",
    required: "Typ een datum als 22/04/2027.",
  },
  caption: (kind: string, from: string, to: string) => `${kind}, ${from} tot en met ${to}`,
  empty: "Niets in deze periode.",
  total: "Totaal",
  csv: "Download als CSV",
  csvHint: "Een bestand voor Excel, met puntkomma's en bedragen in euro.",
  tableLabel: (caption: string) => `Tabel: ${caption}`,
  columns: {
    day: "Datum",
    activity: "Activiteit",
    checkins: "Check-ins",
    points: "Punten",
    reward: "Voordeel",
    redeemed: "Omgeruild",
    municipality: "Gemeente",
    tickets: "Tickets",
    regular: "Gewone prijs",
    paid: "Betaald",
    discount: "Korting",
  },
  unknownMunicipality: "Onbekende gemeente",
  long: {
    heading: "Een lange periode",
    lead: (days: number) =>
      `Deze periode telt ${formatCount(days)} dagen: te lang om meteen te tonen (hoogstens ${REPORT_SCREEN_MAX_DAYS}). Vraag het rapport aan: we maken het op de achtergrond als CSV en zeggen hier wanneer het klaar is.`,
    request: "Rapport aanvragen",
  },
  requests: {
    heading: "Aangevraagde rapporten",
    lead: `Je laatste aanvragen. Een klaar rapport kan je ${REPORT_KEPT_DAYS} dagen downloaden.`,
    requestedOn: (day: string) => `aangevraagd op ${day}`,
    state: { queued: "Wordt gemaakt", running: "Wordt gemaakt", ready: "Klaar", failed: "Mislukt", expired: "Verlopen" } as Record<
      string,
      string
    >,
  },
  request: {
    heading: "Aangevraagd rapport",
    back: "Terug naar de rapporten",
    what: (kind: string, from: string, to: string) => `${kind}, ${from} tot en met ${to}.`,
    status: {
      queued: "Het rapport wordt klaargemaakt. Dat duurt meestal minder dan een minuut.",
      running: "Het rapport wordt klaargemaakt. Dat duurt meestal minder dan een minuut.",
      ready: "Het rapport is klaar.",
      failed: "Het rapport kon niet gemaakt worden.",
      expired: `Dit rapport is niet meer beschikbaar: we bewaren een rapport ${REPORT_KEPT_DAYS} dagen. Vraag het opnieuw aan.`,
    } as Record<string, string>,
    refresh: "Status vernieuwen",
    refreshHint:
      "Deze pagina kijkt zelf om de paar seconden of het rapport klaar is. Je kan ze ook vernieuwen of later terugkomen: bewaar de link.",
    download: "Download als CSV",
    keptUntil: (day: string) => `Je kan het downloaden tot ${day}.`,
    again: "Opnieuw aanvragen",
  },
} as const;
