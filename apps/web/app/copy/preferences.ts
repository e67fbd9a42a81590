// Dutch copy of "Mijn voorkeuren" (/profiel/instellingen, decision 0060): the channel × topic grid, the
// spec's sms and post opt-ins (recorded, not sent), the quiet hours of push and the device's
// "Meldingen aanzetten". `name` is the product name.
import type { MessageTopic } from "@vtp/contracts/message-topics";

export const preferencesCopy = {
  noCard: "Nog geen pas gekoppeld",
  noCardText: (name: string) => `Zodra er een ${name} aan je account gekoppeld is, kies je hier hoe we je mogen contacteren.`,
  heading: "Hoe mogen we je op de hoogte houden?",
  intro:
    "Elk bericht komt altijd in de app, bij Berichten. Kies per onderwerp of je het ook per e-mail of als melding op je toestel wilt krijgen. Je kunt het altijd weer aanpassen.",
  tableCaption: "Berichten per onderwerp en kanaal",
  topicColumn: "Onderwerp",
  channels: { app: "In de app", mail: "E-mail", push: "Melding" },
  alwaysInApp: "Altijd",
  inTheApp: "in de app",
  boxLabel: (topic: string, channel: string) => `${topic} per ${channel.toLowerCase()}`,
  topics: {
    service: { label: "Service", explanation: "Over je pas: een wijziging in je gezin, je aanvraag, een geblokkeerde pas." },
    milestones: { label: "Mijlpalen", explanation: "Je eerste punten en telkens je weer 100 punten gespaard hebt." },
    info: { label: "Nieuws en tips", explanation: "Activiteiten en voordelen in je regio, een paar keer per jaar." },
    reminders: {
      label: "Herinneringen",
      explanation: "Een kansentarief, korting of welkomstvoordeel dat bijna afloopt.",
    },
  } satisfies Record<MessageTopic, { label: string; explanation: string }>,
  pushNote: "Meldingen komen op de toestellen waar je meldingen aanzette (zie onder).",
  recordedHeading: "Sms en post",
  recordedIntro: "We bewaren je keuze, maar we sturen nog geen sms'en en geen post.",
  recorded: {
    optInSms: { label: "Sms", explanation: "Korte berichten op je gsm." },
    optInPost: { label: "Post", explanation: "Brieven en folders op je adres." },
  },
  quietHeading: "Stille uren voor meldingen",
  quietIntro:
    "Een melding die in je stille uren valt, krijg je wanneer ze voorbij zijn. In de app en per e-mail komen berichten meteen. Uren in Belgische tijd.",
  quietFrom: "Van",
  quietUntil: "Tot",
  save: "Opslaan",
  saved: "Opgeslagen",
  saveFailed: "Opslaan mislukt",
  push: {
    heading: "Meldingen op dit toestel",
    intro: "Wil je een melding op je gsm of computer als er een bericht is? Zet meldingen aan op elk toestel waar je ze wilt.",
    lockScreen: "Op je vergrendelscherm tonen we alleen de titel van het bericht, nooit je pasnummer of je punten.",
    turnOn: "Meldingen aanzetten",
    turnOff: "Meldingen uitzetten op dit toestel",
    busy: "Even geduld…",
    on: "Meldingen staan aan op dit toestel.",
    off: "Meldingen staan uit op dit toestel.",
    denied: "Je browser blokkeert meldingen van deze site. Zet ze aan in de instellingen van je browser en probeer opnieuw.",
    unsupported: "Deze browser kan geen meldingen tonen.",
    ios: "Op een iPhone of iPad werken meldingen pas als je de app op je beginscherm zet: tik op Delen en dan op Zet op beginscherm. Open de app daarna vanaf je beginscherm.",
    unavailable: "Meldingen op je toestel zijn hier nog niet beschikbaar. Je berichten vind je altijd bij Berichten.",
    noScript: "Meldingen aanzetten kan alleen met JavaScript aan.",
    failed: "Meldingen aanzetten lukte niet. Probeer het later opnieuw.",
    chooseTopics: "Kies hierboven bij Melding over welke onderwerpen je een melding wilt, en sla op.",
  },
} as const;
