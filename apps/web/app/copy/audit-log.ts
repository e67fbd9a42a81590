// Dutch copy of the back office's audit log (/organisatie/:organisatie/logboek, issue 20 "Audit log"):
// each action and object of the log in words, the filter and the paging.
import { formatCardNumber } from "@vtp/contracts/card-number";

/** What a staff member did, by the log's action code; an unknown code is shown as it is. */
export const auditActions: Record<string, string> = {
  "holder.lookup": "Pas opgezocht",
  "kansenstatuut.view": "Kansentarief bekeken",
  "checkin.create": "Punt gespaard",
  "checkin.undo": "Punt ongedaan gemaakt",
  "reward.list": "Voordelen van een pashouder bekeken",
  "reward.redeem": "Voordeel omgeruild",
  "reward.undo": "Omruiling ongedaan gemaakt",
  "reward.code-use": "Code van een voordeel gebruikt",
  "ticketsale.create": "Kortingstarief toegekend",
  "ticketsale.cancel": "Verkoop geannuleerd",
  "staff.invite": "Medewerker uitgenodigd",
  "staff.invitation-accept": "Uitnodiging aanvaard",
  "staff.role-change": "Rol gewijzigd",
  "staff.remove": "Medewerker verwijderd",
  "staff.second-factor-reset": "Tweede factor gewist",
  "report.request": "Rapport aangevraagd",
  "organiser.create": "Organisatie aangemaakt",
  "organiser.update": "Gegevens van de organisatie gewijzigd",
  "news.send": "Nieuws verstuurd naar de pashouders van de regio",
};

/** What an action was about, in words. */
export function auditObject(object: { type: string; id: string }): string {
  const card = /^\d{13}$/.test(object.id) ? formatCardNumber(object.id) : object.id;
  switch (object.type) {
    case "card":
      return `Pas ${card}`;
    case "ticket-sales":
      return `Ticketverkopen van pas ${card}`;
    case "ticket-sales-event":
      return `Ticketverkopen van activiteit ${object.id}`;
    case "activity":
      return `Activiteit ${object.id}`;
    case "checkin":
      return "Een check-in";
    case "redemption":
      return "Een omruiling";
    case "reward":
      return `Voordeel ${object.id}`;
    case "ticket-sale":
      return "Een ticketverkoop";
    case "staff-invitation":
      return "Een uitnodiging";
    case "account":
      return "Een medewerker";
    case "organiser":
      return `Organisatie ${object.id}`;
    case "report-request":
      return "Een rapport";
    case "news":
      return "Nieuws van de regio";
    default:
      return `${object.type} ${object.id}`;
  }
}

export const auditLogCopy = {
  heading: "Logboek",
  lead: "Wie van de medewerkers wat deed met de gegevens van pashouders en met de organisatie, het nieuwste eerst. Het logboek kan niemand wijzigen.",
  back: "Terug naar de organisatie",
  filter: "Filter",
  from: "Van",
  to: "Tot en met",
  card: "Pasnummer (niet verplicht)",
  cardHint: "Enkel wat die pashouder aanging.",
  show: "Toon",
  defaultPeriod: "Zonder datums: de laatste 30 dagen.",
  count: (total: number) => (total === 1 ? "1 regel" : `${total} regels`),
  empty: "Geen regels in deze periode.",
  partnerClient: "Partnertoepassing",
  formerStaff: "Vroegere medewerker",
  previous: "Vorige",
  next: "Volgende",
  page: (first: number, last: number, total: number) => `Regels ${first} tot ${last} van ${total}`,
  dateFormat: "Schrijf de datum als dag, maand en jaar, bv. 26/11/2026.",
  cardFormat: "Een pasnummer bestaat uit 13 cijfers.",
  homeLink: "Logboek",
  homeHint: "Wie wat deed met de gegevens van pashouders, bv. een pas opzoeken of het kansentarief bekijken.",
} as const;
