// The Dutch text of the pages the server and the service worker show without the app: offline
// (no network on the device), unavailable (the product cannot reach its database for a moment) and
// the refusal of a form another website sent.

export const offlineCopy = {
  title: "Je bent offline",
  heading: "Je bent offline",
  intro: "We kunnen deze pagina nu niet laden: je toestel heeft geen verbinding met het internet.",
  worksHeading: "Wat werkt er zonder verbinding?",
  /** Only on a device that keeps the holder's pass. */
  worksWithPass: ["Je pas tonen aan de balie: de streepjescode en je pasnummer kunnen gewoon gescand worden."],
  works: ["De pagina's die je eerder op dit toestel bekeek, zoals ze toen waren."],
  /** Only on a device without a kept pass. */
  passTip: "Tip: meld je aan en open je pas één keer terwijl je online bent. Daarna kan je hem ook zonder verbinding tonen.",
  later: "Punten sparen, voordelen omruilen en zoeken lukt weer zodra je verbinding hebt.",
  retry: "Opnieuw proberen",
  card: "Toon mijn pas",
} as const;

export const unavailableCopy = {
  title: "Even niet bereikbaar",
  heading: "We zijn even niet bereikbaar",
  paragraphs: [
    "Door een storing bij ons kunnen we deze pagina nu niet tonen. Dat ligt niet aan jou, en wat je al gespaard hebt, blijft bewaard.",
    "Probeer het over enkele ogenblikken opnieuw. Je pas kan je tonen als je hem eerder op dit toestel opende.",
  ],
  retry: "Opnieuw proberen",
  card: "Toon mijn pas",
} as const;

/** The login provider cannot be reached (decision 0041): signing in waits, what works goes on. */
export const loginUnavailableCopy = {
  title: "Aanmelden lukt even niet",
  heading: "Aanmelden lukt even niet",
  paragraphs: [
    "De dienst waarmee je je aanmeldt, is op dit moment niet bereikbaar. Dat ligt niet aan jou, en wat je al gespaard hebt, blijft bewaard.",
    "De activiteiten en andere openbare pagina's kan je gewoon bekijken. Ben je al aangemeld, dan kan je je pas blijven tonen.",
    "Probeer het over enkele minuten opnieuw.",
  ],
  retry: "Opnieuw proberen",
  home: "Naar de startpagina",
  card: "Toon mijn pas",
} as const;

/** A form that another website sent to ours (refused: nothing changed). */
export const crossSiteCopy = {
  title: "Niet uitgevoerd",
  heading: "Dit formulier kwam niet van onze website",
  paragraphs: [
    "Een andere website probeerde iets voor jou te versturen. Om je te beschermen, hebben we dat niet uitgevoerd: er is niets gewijzigd.",
    "Wil je dit echt doen? Open de pagina op onze website en probeer het daar opnieuw.",
  ],
  home: "Naar de startpagina",
} as const;

/** The note on a holder page this device kept, shown only when the page comes from that copy:
 * lead + day + time + tail; the day (" op 25/11") shows only on a copy from an earlier day. */
export const keptCopyCopy = {
  /** Under the pass: discreet, a counter sees the card first. */
  pass: { lead: "Offline · laatst bijgewerkt", tail: "" },
  /** On the dashboard: the points may have changed since. */
  dashboard: { lead: "Je bent offline. Laatst bijgewerkt", tail: ": je punten kunnen intussen veranderd zijn." },
  day: (day: string) => ` op ${day}`,
  time: (time: string) => ` om ${time}`,
} as const;
