// Dutch copy of the inbox "Berichten" (/berichten) and of the unread count in the header and on the
// profile tab. `count` is a number of unread messages.

/** "1 ongelezen bericht", "3 ongelezen berichten": the count's accessible text, also on screen in the inbox. */
export function unreadLabel(count: number): string {
  return `${count} ongelezen ${count === 1 ? "bericht" : "berichten"}`;
}

export const messagesCopy = {
  heading: "Je berichten",
  intro:
    "Hier komt alles wat we je laten weten over je pas, je punten en je voordelen. Een mail krijg je alleen als je dat zelf kiest bij Mijn voorkeuren.",
  noneUnread: "Je hebt alles gelezen.",
  readAll: "Alles gelezen",
  readAllDone: "Alle berichten staan op gelezen.",
  empty: "Je hebt nog geen berichten.",
  emptyText: "Spaar je eerste punten of bekijk de voordelen: zodra er iets te melden is, vind je het hier.",
  unread: "Nieuw",
  unreadHidden: "ongelezen bericht",
  read: "Gelezen",
  open: "Openen",
  /** The open button's accessible name carries the message's title. */
  openLabel: (title: string) => `Openen: ${title}`,
  received: (day: string) => `Ontvangen op ${day}`,
  noCard: "Nog geen pas gekoppeld",
  noCardText: (name: string) => `Zodra er een ${name} aan je account gekoppeld is, vind je hier je berichten.`,
  failed: "Dat lukte niet. Probeer het opnieuw.",
} as const;

/** The topic of a message as the inbox names it (not colour alone: a word). */
export const topicLabels = {
  service: "Over je pas",
  milestones: "Mijlpaal",
  info: "Nieuws",
  reminders: "Herinnering",
} as const;
