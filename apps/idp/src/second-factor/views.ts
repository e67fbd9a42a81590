// The Dutch pages of the staff's second factor (decision 0061), in the look of the provider's other pages
// (views.ts): the enrolment (the QR code, the key to type by hand, the first code), the recovery codes (shown
// once), the code after the password (or a recovery code), and after a recovery code the offer of new ones. The code fields: autocomplete="one-time-code",
// inputmode="numeric".
import { errorSummary, html, input, links, notice, page, type FieldError } from "../views.ts";

/** The field names of the error summaries ("Code: …"). */
const fieldNames: Record<string, string> = { code: "Code", recoveryCode: "Herstelcode" };

const CODE_LABEL = "Code uit je authenticator-app";
const CODE_HINT = "6 cijfers, zoals de app ze nu toont.";

function codeField(errors: FieldError[], autofocus: boolean) {
  return input({
    name: "code",
    label: CODE_LABEL,
    hint: CODE_HINT,
    autocomplete: "one-time-code",
    inputmode: "numeric",
    errors,
    autofocus,
  });
}

export interface EnrolView {
  productName: string;
  action: string;
  /** The QR code of the otpauth:// URI, as a data: URL (the pages' CSP allows data: images). */
  qrDataUrl: string;
  /** The key in groups of four, for typing by hand. */
  groupedSecret: string;
  errors: FieldError[];
  general?: string;
  cancelUrl?: string;
}

export function enrolPage(v: EnrolView): string {
  return page({
    productName: v.productName,
    title: "Tweede factor instellen",
    body: html`<h1 class="heading--1">Tweede factor instellen</h1>
      <p>
        Als medewerker meld je je aan met je wachtwoord én een code uit een authenticator-app op je telefoon, zoals Google Authenticator,
        Microsoft Authenticator of FreeOTP. Zo kan niemand anders met je wachtwoord alleen binnen.
      </p>
      ${errorSummary(v.errors, v.general, fieldNames)}
      <ol class="enrol-steps">
        <li>Open je authenticator-app en kies om een account toe te voegen.</li>
        <li>
          Scan deze QR-code met de app.
          <img
            class="enrol-qr"
            src="${v.qrDataUrl}"
            width="200"
            height="200"
            alt="QR-code om ${v.productName} toe te voegen aan je authenticator-app"
          />
          <p class="auth-muted">Lukt scannen niet? Kies in de app om een sleutel in te typen, en typ deze sleutel (tijdgebaseerd):</p>
          <p class="enrol-key" data-testid="sleutel">${v.groupedSecret.split(" ").map((group) => html`<span>${group}</span> `)}</p>
        </li>
        <li>Typ de code die de app nu toont.</li>
      </ol>
      <form class="auth-form" method="post" action="${v.action}" novalidate>
        ${codeField(v.errors, false)}
        <div class="auth-actions"><button type="submit" class="button button--primary">Tweede factor instellen</button></div>
      </form>
      ${v.cancelUrl ? links([html`<a href="${v.cancelUrl}">Annuleren</a>`]) : ""}`,
  });
}

/** The notice above the codes: after the enrolment, or after new codes replaced the old ones. */
const CODES_NOTICE = {
  enrolled: "Je tweede factor is ingesteld. Vanaf nu vragen we na je wachtwoord een code uit je authenticator-app.",
  renewed: "Je nieuwe herstelcodes zijn gemaakt. Je oude herstelcodes werken niet meer.",
};

export function recoveryCodesPage(v: { productName: string; action: string; codes: string[]; kind?: keyof typeof CODES_NOTICE }): string {
  return page({
    productName: v.productName,
    title: "Bewaar je herstelcodes",
    body: html`<h1 class="heading--1">Bewaar je herstelcodes</h1>
      ${notice(CODES_NOTICE[v.kind ?? "enrolled"], "success")}
      <p>
        Heb je je telefoon niet bij de hand, of ben je hem kwijt? Dan meld je je aan met een van deze herstelcodes. Elke code werkt één
        keer.
      </p>
      <p>
        <strong>Bewaar ze nu op een veilige plek</strong>, bijvoorbeeld in je wachtwoordbeheerder of op papier. Je ziet ze hier maar één
        keer.
      </p>
      <ul class="recovery-codes" data-testid="herstelcodes" aria-label="Je 10 herstelcodes">
        ${v.codes.map((code) => html`<li>${code}</li>`)}
      </ul>
      <form class="auth-form" method="post" action="${v.action}">
        <div class="auth-actions"><button type="submit" class="button button--primary">Ik heb ze bewaard, verder</button></div>
      </form>`,
  });
}

/**
 * After a login with a recovery code: how many are left, and new ones made now (all ten again, the old ones
 * void) or later. With none left the page says why it matters.
 */
export function recoveredPage(v: { productName: string; renewAction: string; laterAction: string; remaining: number }): string {
  const left =
    v.remaining === 0
      ? "Je hebt geen herstelcodes meer. Zonder herstelcode kom je niet binnen als je je telefoon niet bij de hand hebt."
      : `Je hebt nog ${v.remaining === 1 ? "1 herstelcode" : `${v.remaining} herstelcodes`}.`;
  return page({
    productName: v.productName,
    title: "Je gebruikte een herstelcode",
    body: html`<h1 class="heading--1">Je gebruikte een herstelcode</h1>
      ${notice(left, v.remaining === 0 ? "danger" : "info")}
      <p>
        Maak nu 10 nieuwe herstelcodes en bewaar ze op een veilige plek. Je oude herstelcodes werken daarna niet meer. Ben je je telefoon
        kwijt? Vraag dan ook de beheerder van je organisatie om je tweede factor te wissen, zodat je een nieuwe kan instellen.
      </p>
      <form class="auth-form" method="post" action="${v.renewAction}">
        <div class="auth-actions"><button type="submit" class="button button--primary">Nieuwe herstelcodes maken</button></div>
      </form>
      <form class="auth-form" method="post" action="${v.laterAction}">
        <div class="auth-actions"><button type="submit" class="button button--secondary">Later, verder naar ${v.productName}</button></div>
      </form>`,
  });
}

export interface CodeView {
  productName: string;
  action: string;
  errors: FieldError[];
  general?: string;
  /** Open the recovery code's form (it was used, or its field has an error). */
  recoveryOpen: boolean;
  recoveryValue?: string;
  cancelUrl?: string;
}

export function codePage(v: CodeView): string {
  const recoveryErrors = v.errors.filter((e) => e.field === "recoveryCode");
  return page({
    productName: v.productName,
    title: "Code uit je authenticator-app",
    body: html`<h1 class="heading--1">Code uit je authenticator-app</h1>
      <p>Open de authenticator-app op je telefoon en typ de code die bij ${v.productName} staat.</p>
      ${errorSummary(v.errors, v.general, fieldNames)}
      <form class="auth-form" method="post" action="${v.action}" novalidate>
        ${codeField(v.errors, !v.recoveryOpen)}
        <div class="auth-actions"><button type="submit" class="button button--primary">Aanmelden</button></div>
      </form>
      <details class="recovery-details" ${v.recoveryOpen ? html` open` : ""}>
        <summary>Je telefoon niet bij de hand? Gebruik een herstelcode</summary>
        <form class="auth-form" method="post" action="${v.action}" novalidate>
          ${input({
            name: "recoveryCode",
            label: "Herstelcode",
            hint: "Een van de 10 codes die je kreeg bij het instellen van je tweede factor (of je laatste nieuwe reeks), zoals abcde-fghij. Elke code werkt één keer.",
            autocomplete: "off",
            inputmode: "text",
            value: v.recoveryValue ?? "",
            errors: recoveryErrors,
            autofocus: v.recoveryOpen,
          })}
          <div class="auth-actions"><button type="submit" class="button button--secondary">Aanmelden met herstelcode</button></div>
        </form>
      </details>
      ${v.cancelUrl ? links([html`<a href="${v.cancelUrl}">Annuleren</a>`]) : ""}`,
  });
}
