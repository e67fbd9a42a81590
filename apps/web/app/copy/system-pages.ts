// The Dutch text of the pages the server and the service worker show without the app: offline
// (no network on the device), unavailable (the product cannot reach its database for a moment) and
// the refusal of a form another website sent.

export const offlineCopy = {
  title: "Je bent offline",
  heading: "Je bent offline",
  paragraphs: [
    "We kunnen deze pagina nu niet laden, omdat je toestel geen verbinding met het internet heeft.",
    "Je pas en de pagina's die je eerder bekeek, kan je wel nog openen. Probeer het opnieuw zodra je weer verbinding hebt.",
  ],
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
