// The cookies the product really sets (web app and embedded identity provider), for /cookieverklaring.
// Names and lifetimes follow the code: auth/user (server/session.server.ts), cookie-accepted
// (ui/cookie-banner.tsx), locale (i18n/locale.ts), auth_login (features/login/oidc.server.ts),
// registratie (features/card-registration/registration-state.server.ts) and the identity provider's interaction
// and session cookies (apps/idp/src/provider.ts: interaction 1 hour, session 14 days).

export interface CookieRow {
  /** Cookie names as the browser shows them; empty when the name depends on a configured service. */
  names: string[];
  /** Shown instead of names when there are none. */
  label?: string;
  purpose: string;
  duration: string;
  kind: string;
}

export function cookieRows(productName: string, analytics: boolean): CookieRow[] {
  const rows: CookieRow[] = [
    {
      names: ["cookie-accepted"],
      purpose: "Onthoudt dat je de cookiemelding gelezen en aanvaard hebt, zodat je ze niet telkens opnieuw ziet.",
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
  if (analytics) {
    rows.push({
      names: [],
      label: "Cookie van de analysedienst",
      purpose: "Houdt één bezoek bij elkaar, zodat we cijfers over alle bezoekers samen kunnen maken.",
      duration: "1 uur na je laatste klik (3600 seconden)",
      kind: "Analyse",
    });
  }
  return rows;
}
