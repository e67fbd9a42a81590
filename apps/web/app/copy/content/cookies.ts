// The cookies the product really sets (web app and embedded identity provider), for /cookieverklaring
// and the cookie banner. Names and lifetimes follow the code: auth/user (server/session.server.ts),
// cookie-accepted (features/consent/consent.ts), locale (i18n/locale.ts), auth_login
// (features/login/oidc.server.ts), registratie (features/card-registration/registration-state.server.ts),
// the identity provider's interaction and session cookies (apps/idp/src/provider.ts: interaction 1 hour,
// session 14 days), and the optional services' cookies (features/consent/storage.client.ts,
// analytics.client.ts). Only what is configured is listed.

export type CookieKind = "Noodzakelijk" | "Analyse" | "Marketing" | "Hulpvenster";

export interface CookieRow {
  /** Cookie names as the browser shows them (`*` stands for a part that varies). */
  names: string[];
  purpose: string;
  duration: string;
  kind: CookieKind;
}

/** The configured services, as far as the cookie page tells about them. */
export interface CookieServices {
  /** The analytics collector's host (ANALYTICS_COLLECTOR_URL), or null. */
  analyticsHost: string | null;
  /** The tag manager's container id (TAG_MANAGER_ID), or null. */
  tagManagerId: string | null;
  /** Whether the help widget is configured (HELP_WIDGET_KEY). */
  helpWidget: boolean;
}

export const NECESSARY_COPY = {
  label: "Noodzakelijke cookies",
  short: "Om aan te melden en je taal en je cookiekeuze te onthouden.",
} as const;

export const categoryCopy = {
  analytics: {
    label: "Analysecookies",
    short: "Om te meten welke pagina's bezocht worden. Zonder je naam, e-mailadres of kaartnummer.",
  },
  marketing: {
    label: "Marketingcookies",
    short: "Om te meten hoe onze campagnes werken, met Google Tag Manager.",
  },
} as const;

export function cookieRows(productName: string, services: CookieServices): CookieRow[] {
  const rows: CookieRow[] = [
    {
      names: ["cookie-accepted"],
      purpose: "Onthoudt je cookiekeuze (of dat je de cookiemelding gelezen hebt), zodat we het niet telkens opnieuw vragen.",
      duration: "Ongeveer 97 jaar, of tot je je cookies wist",
      kind: "Noodzakelijk",
    },
    {
      names: ["locale"],
      purpose: "Onthoudt in welke taal je de website bekijkt.",
      duration: "365 dagen",
      kind: "Noodzakelijk",
    },
    {
      names: ["auth"],
      purpose: `Een willekeurige verwijzing naar je sessie op onze server, zodat je aangemeld blijft. Er staat niets over jou in. Scripts op de pagina kunnen deze cookie niet lezen (HttpOnly).`,
      duration: "Tot je afmeldt. De sessie op de server loopt veel eerder af; daarna meld je opnieuw aan.",
      kind: "Noodzakelijk",
    },
    {
      names: ["user"],
      purpose: `Alleen je naam, om je te begroeten in ${productName}. Geen andere gegevens.`,
      duration: "Tot je afmeldt",
      kind: "Noodzakelijk",
    },
    {
      names: ["auth_login"],
      purpose: "Beveiligt je aanmelding: zo weten we dat het antwoord van de aanmelddienst bij jouw aanmelding hoort.",
      duration: "10 minuten",
      kind: "Noodzakelijk",
    },
    {
      names: ["registratie"],
      purpose: "Onthoudt welke pas je aan het registreren bent.",
      duration: "30 minuten",
      kind: "Noodzakelijk",
    },
    {
      names: ["_interaction", "_interaction_resume"],
      purpose: "Cookies van de aanmelddienst: ze houden de stappen van één aanmelding bij elkaar.",
      duration: "Maximaal 1 uur",
      kind: "Noodzakelijk",
    },
    {
      names: ["_session"],
      purpose: "Cookie van de aanmelddienst: je hoeft je wachtwoord niet bij elke aanmelding opnieuw te typen.",
      duration: "Maximaal 14 dagen, of tot je afmeldt",
      kind: "Noodzakelijk",
    },
    {
      names: ["_overheid_session", "_overheid_interaction", "_overheid_resume"],
      purpose: "Alleen bij een online aanvraag: ze houden je aanmelding bij de overheid (met eID of itsme) bij elkaar.",
      duration: "Maximaal 1 uur",
      kind: "Noodzakelijk",
    },
  ];
  if (services.analyticsHost !== null) {
    rows.push(
      {
        names: ["_sp_id.*"],
        purpose: `Een willekeurig nummer voor je browser, zodat we bezoeken kunnen tellen. De metingen gaan naar ${services.analyticsHost}. Niet je naam, e-mailadres of kaartnummer.`,
        duration: "13 maanden",
        kind: "Analyse",
      },
      {
        names: ["_sp_ses.*"],
        purpose: "Houdt één bezoek bij elkaar.",
        duration: "1 uur na je laatste klik (3600 seconden)",
        kind: "Analyse",
      },
    );
  }
  if (services.tagManagerId !== null) {
    rows.push({
      names: ["_ga", "_ga_*", "_gcl_au"],
      purpose: `Cookies van Google, gezet door de tags in onze Google Tag Manager-container ${services.tagManagerId}: ze meten hoe onze campagnes werken.`,
      duration: "Tot 2 jaar (_gcl_au: 90 dagen)",
      kind: "Marketing",
    });
  }
  return rows;
}
