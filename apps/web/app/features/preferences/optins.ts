// The five opt-ins as the preferences page shows them (a label and one line of explanation each: what is
// mailed, decision 0049; sms and post are recorded, not sent, and the page says so), and
// the form's result, shared by its action and its component.
import type { OptinKey, Optins } from "@vtp/contracts/preferences";

export const SAVED = "Opgeslagen";
export const SAVE_FAILED = "Opslaan mislukt";

export interface PreferencesResult {
  saved: boolean;
  /** What the holder chose, to show again after a failure. */
  optins: Optins;
  message?: string;
}

export const optinCopy: readonly { key: OptinKey; label: string; explanation: string }[] = [
  {
    key: "optInServiceMails",
    label: "Servicemails",
    explanation:
      "Praktische berichten over je pas, zoals een kansentarief, korting of welkomstvoordeel dat bijna afloopt, of een wijziging in je gezin.",
  },
  {
    key: "optInMilestoneMails",
    label: "Mijlpalen",
    explanation: "Een mail bij je eerste punten en telkens je weer 100 punten gespaard hebt.",
  },
  { key: "optInInfoMails", label: "Nieuws en tips", explanation: "Activiteiten en voordelen in je regio, een paar keer per jaar." },
  {
    key: "optInSms",
    label: "Sms",
    explanation: "Korte berichten op je gsm. We bewaren je keuze, maar we sturen nog geen sms'en.",
  },
  { key: "optInPost", label: "Post", explanation: "Brieven en folders op je adres. We bewaren je keuze, maar we sturen nog geen post." },
];
