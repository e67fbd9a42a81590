// Server-rendered Dutch pages of the identity provider: plain template functions, every value escaped,
// no inline script (the CSP forbids it). One brand with the web app: the design tokens and the logo of
// @vtp/brand, the web's header/card/field/button classes (styles in idp.css on the same tokens). The
// provider runs on the web app's origin, so "/" is the site's home page.
import { logoHtml } from "@vtp/brand";
import { PASSWORD_MIN_LENGTH } from "@vtp/contracts/identity";
import { webPaths } from "@vtp/contracts/web-paths";

export const STYLESHEET_PATH = "/idp/static/idp.css";
/** Progressive enhancement of password fields (show/hide); the pages work without it. */
export const PASSWORD_TOGGLE_SCRIPT_PATH = "/idp/static/wachtwoord-tonen.js";
/** The web app's page for holders who forgot which e-mail address they used. */
export const FORGOT_EMAIL_URL = webPaths.forgot_email;

export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A trusted HTML fragment (already escaped). */
export interface Html {
  readonly html: string;
}

export function raw(html: string): Html {
  return { html };
}

/** Tagged template: interpolated values are escaped unless they are Html (or arrays of Html). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return { html: out };
}

function render(value: unknown): string {
  if (value === undefined || value === null || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (typeof value === "object" && "html" in (value as object)) return (value as Html).html;
  return escapeHtml(value);
}

export interface PageOptions {
  productName: string;
  title: string;
  body: Html;
  noindex?: boolean;
}

export function page({ productName, title, body }: PageOptions): string {
  const usesPasswordToggle = body.html.includes("data-password-toggle");
  return `<!DOCTYPE html>${
    html`<html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#ffffff" />
        <title>${title} | ${productName}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
        <link rel="icon" href="/favicon.ico" />
        ${usesPasswordToggle ? html`<script src="${PASSWORD_TOGGLE_SCRIPT_PATH}" defer></script>` : ""}
      </head>
      <body>
        <a class="skip-link" href="#inhoud">Naar de inhoud</a>
        <div class="shell">
          <header class="site-header">
            <div class="container site-header__inner">${raw(logoHtml(productName, webPaths.index, escapeHtml))}</div>
          </header>
          <main id="inhoud" class="site-main site-main--centered" tabindex="-1">
            <div class="identity-card auth-page">${body}</div>
          </main>
          <footer class="site-footer">
            <div class="container site-footer__inner">
              <p class="site-footer__back"><a href="${webPaths.index}">Terug naar ${productName}</a></p>
              <p class="site-footer__legal">© ${productName}</p>
            </div>
          </footer>
        </div>
      </body>
    </html>`.html
  }`;
}

export interface FieldError {
  field: string;
  message: string;
}

/** The field names of the error summary ("Wachtwoord: kies …"), the words of the fields' labels. */
const fieldNames: Record<string, string> = {
  email: "E-mailadres",
  firstName: "Voornaam",
  lastName: "Achternaam",
  password: "Wachtwoord",
  passwordConfirm: "Bevestig je wachtwoord",
};

/** "Voornaam: vul je voornaam in": the field's name before the message with a small first letter. */
export function summaryEntry(field: string, message: string, names: Record<string, string> = fieldNames): string {
  const name = names[field];
  if (!name || message.toLowerCase().startsWith(name.toLowerCase())) return message;
  const firstWord = message.split(/\s/, 1)[0] ?? "";
  const keepCapital = firstWord.length > 1 && firstWord.slice(1) !== firstWord.slice(1).toLowerCase();
  return `${name}: ${keepCapital ? message : message.charAt(0).toLowerCase() + message.slice(1)}`;
}

/**
 * Error summary at the top of a form (as on the web app's forms): it takes the focus, and links to
 * each invalid field, naming it.
 */
export function errorSummary(errors: FieldError[], general?: string, names?: Record<string, string>): Html {
  if (errors.length === 0 && !general) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="fouten-titel" tabindex="-1" autofocus>
    <h2 id="fouten-titel" class="error-summary__title">${errors.length > 0 ? "Controleer je gegevens" : "Dat lukte niet"}</h2>
    ${general ? html`<p class="error-summary__general">${general}</p>` : ""}
    ${
      errors.length > 0
        ? html`<ul class="error-summary__list">
            ${errors.map((e) => html`<li><a href="#${e.field}">${summaryEntry(e.field, e.message, names)}</a></li>`)}
          </ul>`
        : ""
    }
  </div>`;
}

export interface InputOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete?: string;
  hint?: string;
  errors: FieldError[];
  readonly?: boolean;
  required?: boolean;
  autofocus?: boolean;
  /** The keyboard a phone shows (`numeric` for a code). */
  inputmode?: string;
}

export function input(o: InputOptions): Html {
  const error = o.errors.find((e) => e.field === o.name);
  const describedBy = [o.hint ? `${o.name}-hint` : "", error ? `${o.name}-fout` : ""].filter(Boolean).join(" ");
  const isPassword = o.type === "password";
  const control = html`<input
    class="field__input"
    id="${o.name}"
    name="${o.name}"
    type="${o.type ?? "text"}"
    ${raw(o.value !== undefined && !isPassword ? ` value="${escapeHtml(o.value)}"` : "")}${raw(o.autocomplete ? ` autocomplete="${escapeHtml(o.autocomplete)}"` : "")}${raw(o.type === "email" || o.inputmode ? ' spellcheck="false" autocapitalize="none"' : "")}${raw(o.inputmode ? ` inputmode="${escapeHtml(o.inputmode)}"` : "")}${raw(describedBy ? ` aria-describedby="${escapeHtml(describedBy)}"` : "")}${raw(error ? ' aria-invalid="true"' : "")}${raw(o.readonly ? " readonly" : "")}${raw(o.required !== false ? " required" : "")}${raw(o.autofocus && o.errors.length === 0 ? " autofocus" : "")}
  />`;
  return html`<div class="field${error ? " field--error" : ""}">
    <label class="field__label" for="${o.name}">${o.label}</label>
    ${o.hint ? html`<p class="field__hint" id="${o.name}-hint">${o.hint}</p>` : ""} ${control}
    ${isPassword ? html`<button type="button" class="password-field__toggle" data-password-toggle aria-controls="${o.name}" aria-pressed="false" hidden>Toon wachtwoord</button>` : ""}
    ${error ? html`<p class="field__error" id="${o.name}-fout"><span aria-hidden="true">! </span>${error.message}</p>` : ""}
  </div>`;
}

export function notice(text: Html | string, tone: "info" | "success" | "danger" = "info", role: "status" | "alert" = "status"): Html {
  return html`<div class="notice notice--${tone}" role="${role}"><p>${text}</p></div>`;
}

export function links(items: Array<Html | false | undefined>): Html {
  const present = items.filter((i): i is Html => Boolean(i));
  return present.length === 0
    ? html``
    : html`<ul class="auth-links">
        ${present.map((i) => html`<li>${i}</li>`)}
      </ul>`;
}

export interface LoginView {
  productName: string;
  action: string;
  email: string;
  errors: FieldError[];
  general?: string;
  registerUrl: string;
  forgotUrl: string;
  cancelUrl?: string;
  notice?: string;
}

export function loginPage(v: LoginView): string {
  return page({
    productName: v.productName,
    title: "Aanmelden",
    body: html`<h1 class="heading--1">Aanmelden</h1>
      <p>Meld je aan met het e-mailadres en wachtwoord van je ${v.productName}-account.</p>
      ${v.notice ? notice(v.notice) : ""} ${errorSummary(v.errors, v.general)}
      <form class="auth-form" method="post" action="${v.action}" novalidate>
        ${input({ name: "email", label: "E-mailadres", type: "email", value: v.email, autocomplete: "username", errors: v.errors, autofocus: v.email === "" })}
        ${input({ name: "password", label: "Wachtwoord", type: "password", autocomplete: "current-password", errors: v.errors, autofocus: v.email !== "" })}
        <div class="auth-actions"><button type="submit" class="button button--primary">Aanmelden</button></div>
      </form>
      ${links([html`<a href="${v.forgotUrl}">Wachtwoord vergeten?</a>`, html`<a href="${FORGOT_EMAIL_URL}">E-mailadres vergeten?</a>`])}
      <div class="auth-divider">
        <p>Nog geen account?</p>
        <a class="button button--secondary" href="${v.registerUrl}">Account aanmaken</a>
      </div>
      ${v.cancelUrl ? links([html`<a href="${v.cancelUrl}">Annuleren</a>`]) : ""}`,
  });
}

export interface RegisterView {
  productName: string;
  action: string;
  values: { firstName: string; lastName: string; email: string };
  emailFixed: boolean;
  errors: FieldError[];
  general?: string;
  loginUrl: string;
  cancelUrl?: string;
}

export function registerPage(v: RegisterView): string {
  return page({
    productName: v.productName,
    title: "Account aanmaken",
    body: html`<h1 class="heading--1">Account aanmaken</h1>
      ${errorSummary(v.errors, v.general)}
      <form class="auth-form" method="post" action="${v.action}" novalidate>
        ${input({ name: "firstName", label: "Voornaam", value: v.values.firstName, autocomplete: "given-name", errors: v.errors, autofocus: true })}
        ${input({ name: "lastName", label: "Achternaam", value: v.values.lastName, autocomplete: "family-name", errors: v.errors })}
        ${input({
          name: "email",
          label: "E-mailadres",
          type: "email",
          value: v.values.email,
          autocomplete: "email",
          errors: v.errors,
          readonly: v.emailFixed,
          ...(v.emailFixed ? { hint: "Dit e-mailadres hoort bij je kaart en kan hier niet gewijzigd worden." } : {}),
        })}
        ${input({ name: "password", label: "Wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors, hint: `Minstens ${PASSWORD_MIN_LENGTH} tekens. Kies een wachtwoord dat je nergens anders gebruikt.` })}
        ${input({ name: "passwordConfirm", label: "Bevestig je wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors })}
        <div class="auth-actions"><button type="submit" class="button button--primary">Account aanmaken</button></div>
      </form>
      ${links([html`Heb je al een account? <a href="${v.loginUrl}">Aanmelden</a>`, v.cancelUrl ? html`<a href="${v.cancelUrl}">Annuleren</a>` : undefined])}`,
  });
}

/** After a registration, for a new and for an already registered address alike (no enumeration). */
export function checkMailboxPage(v: { productName: string; email: string; siteUrl: string }): string {
  return page({
    productName: v.productName,
    title: "Controleer je mailbox",
    body: html`<h1 class="heading--1">Controleer je mailbox</h1>
      ${notice(html`We stuurden een e-mail naar <strong>${v.email}</strong>. Open de link in die e-mail om verder te gaan. De link is 24 uur geldig.`, "success")}
      <p>Geen e-mail gekregen? Kijk ook in je map met ongewenste e-mail, of controleer of je het juiste e-mailadres gebruikte.</p>
      ${links([html`<a href="${v.siteUrl}">Naar ${v.productName}</a>`])}`,
  });
}

export function forgotPasswordPage(v: {
  productName: string;
  action: string;
  email: string;
  errors: FieldError[];
  sent: boolean;
  backUrl?: string;
  general?: string;
}): string {
  return page({
    productName: v.productName,
    title: "Wachtwoord vergeten",
    body: html`<h1 class="heading--1">Wachtwoord vergeten</h1>
      ${
        v.sent
          ? notice(
              "Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.",
              "success",
            )
          : html`${errorSummary(v.errors, v.general)}
              <p>Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.</p>
              <form class="auth-form" method="post" action="${v.action}" novalidate>
                ${input({ name: "email", label: "E-mailadres", type: "email", value: v.email, autocomplete: "email", errors: v.errors, autofocus: true })}
                <div class="auth-actions"><button type="submit" class="button button--primary">Verstuur de link</button></div>
              </form>`
      }
      ${links([v.backUrl ? html`<a href="${v.backUrl}">Terug naar aanmelden</a>` : undefined, html`<a href="${FORGOT_EMAIL_URL}">E-mailadres vergeten?</a>`])}`,
  });
}

export function resetPasswordPage(v: {
  productName: string;
  action: string;
  errors: FieldError[];
  state: "form" | "done" | "invalid";
  backUrl?: string;
}): string {
  let body: Html;
  if (v.state === "invalid") {
    body = html`<h1 class="heading--1">Link ongeldig</h1>
      ${notice("Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link aan.", "danger", "alert")}
      <div class="auth-actions"><a class="button button--primary" href="/idp/wachtwoord-vergeten">Nieuwe link aanvragen</a></div>`;
  } else if (v.state === "done") {
    body = html`<h1 class="heading--1">Wachtwoord gewijzigd</h1>
      ${notice("Je wachtwoord is gewijzigd. Je bent overal afgemeld; meld je nu aan met je nieuwe wachtwoord.", "success")}
      ${v.backUrl ? html`<div class="auth-actions"><a class="button button--primary" href="${v.backUrl}">Naar aanmelden</a></div>` : ""}`;
  } else {
    body = html`<h1 class="heading--1">Nieuw wachtwoord kiezen</h1>
      ${errorSummary(v.errors, undefined, { ...fieldNames, password: "Nieuw wachtwoord", passwordConfirm: "Bevestig je nieuwe wachtwoord" })}
      <form class="auth-form" method="post" action="${v.action}" novalidate>
        ${input({ name: "password", label: "Nieuw wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors, hint: `Minstens ${PASSWORD_MIN_LENGTH} tekens. Kies een wachtwoord dat je nergens anders gebruikt.`, autofocus: true })}
        ${input({ name: "passwordConfirm", label: "Bevestig je nieuwe wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors })}
        <div class="auth-actions"><button type="submit" class="button button--primary">Wachtwoord opslaan</button></div>
      </form>`;
  }
  return page({ productName: v.productName, title: "Wachtwoord herstellen", body });
}

export function verifyEmailPage(v: { productName: string; action: string; state: "confirm" | "done" | "invalid"; appUrl: string }): string {
  let body: Html;
  if (v.state === "invalid") {
    body = html`<h1 class="heading--1">Link ongeldig</h1>
      ${notice("Deze bevestigingslink is ongeldig, verlopen of al gebruikt.", "danger", "alert")}
      <div class="auth-actions"><a class="button button--primary" href="${v.appUrl}">Naar ${v.productName}</a></div>`;
  } else if (v.state === "done") {
    body = html`<h1 class="heading--1">E-mailadres bevestigd</h1>
      ${notice("Bedankt, je e-mailadres is bevestigd. Je kunt je nu aanmelden.", "success")}
      <div class="auth-actions"><a class="button button--primary" href="${v.appUrl}">Aanmelden bij ${v.productName}</a></div>`;
  } else {
    body = html`<h1 class="heading--1">E-mailadres bevestigen</h1>
      <p>Bevestig dat dit e-mailadres van jou is en dat je zelf een account aanmaakte bij ${v.productName}.</p>
      <form class="auth-form" method="post" action="${v.action}">
        <div class="auth-actions"><button type="submit" class="button button--primary">E-mailadres bevestigen</button></div>
      </form>
      <p class="auth-muted">Heb je zelf geen account aangemaakt? Bevestig dan niet en sluit deze pagina.</p>`;
  }
  return page({ productName: v.productName, title: "E-mailadres bevestigen", body });
}

export interface PersonaOption {
  sub: string;
  label: string;
  description: string;
}

export function governmentLoginPage(v: {
  productName: string;
  action: string;
  personas: PersonaOption[];
  cancelUrl: string;
  error?: string;
}): string {
  return page({
    productName: v.productName,
    title: "Aanmelden bij de overheid (test)",
    body: html`<h1 class="heading--1">Aanmelden met eID of itsme</h1>
      <div class="notice notice--warning" role="note">
        <p>
          <strong>Testomgeving.</strong> Dit scherm vervangt de echte aanmelding met eID of itsme. Er wordt niets gecontroleerd: kies een
          testpersoon.
        </p>
      </div>
      ${v.error ? errorSummary([{ field: v.personas[0]?.sub ? `persona-${v.personas[0].sub}` : "persona", message: v.error }]) : ""}
      <form class="auth-form" method="post" action="${v.action}">
        <fieldset class="choices">
          <legend class="choices__legend">Kies een testpersoon</legend>
          ${v.personas.map(
            (p, i) =>
              html`<div class="choice">
                <input
                  class="choice__input"
                  type="radio"
                  id="persona-${p.sub}"
                  name="persona"
                  value="${p.sub}"
                  aria-describedby="persona-${p.sub}-uitleg"
                  ${raw(i === 0 ? " required" : "")}
                />
                <label class="choice__label" for="persona-${p.sub}">${p.label}</label>
                <p class="choice__hint" id="persona-${p.sub}-uitleg">${p.description}</p>
              </div>`,
          )}
        </fieldset>
        <div class="auth-actions"><button type="submit" class="button button--primary">Aanmelden als testpersoon</button></div>
      </form>
      ${links([html`<a href="${v.cancelUrl}">Annuleren</a>`])}`,
  });
}

export function logoutPage(v: { productName: string; form: string; secretField: string }): string {
  return page({
    productName: v.productName,
    title: "Afmelden",
    body: html`<h1 class="heading--1">Afmelden</h1>
      <p>Wil je je afmelden bij ${v.productName}?</p>
      ${raw(v.form)}
      <div class="auth-actions">
        <button type="submit" class="button button--primary" form="op.logoutForm" name="logout" value="yes" autofocus>Afmelden</button>
        <button type="submit" class="button button--secondary" form="op.logoutForm">Aangemeld blijven</button>
      </div>`,
  });
}

export function messagePage(v: {
  productName: string;
  title: string;
  message: string;
  linkUrl?: string;
  linkText?: string;
  status?: "alert" | "status";
}): string {
  return page({
    productName: v.productName,
    title: v.title,
    body: html`<h1 class="heading--1">${v.title}</h1>
      ${notice(v.message, v.status === "alert" ? "danger" : "info", v.status ?? "status")}
      ${v.linkUrl ? html`<div class="auth-actions"><a class="button button--primary" href="${v.linkUrl}">${v.linkText ?? "Verder"}</a></div>` : ""}`,
  });
}

/** Replaces oidc-provider's self-submitting form (inline script) by a plain form with a button. */
export function continueFormPage(v: { productName: string; action: string; inputs: Array<[string, string]> }): string {
  return page({
    productName: v.productName,
    title: "Even geduld",
    body: html`<h1 class="heading--1">Nog één stap</h1>
      <p>Klik op de knop om verder te gaan.</p>
      <form class="auth-form" method="post" action="${v.action}">
        ${v.inputs.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <div class="auth-actions"><button type="submit" class="button button--primary" autofocus>Doorgaan</button></div>
      </form>`,
  });
}

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: Date;
  text: string;
}

export function mailboxPage(v: { productName: string; mails: MailboxEntry[] }): string {
  const linkify = (text: string): Html => raw(escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`));
  return page({
    productName: v.productName,
    title: "Ontwikkelmailbox",
    body: html`<h1 class="heading--1">Ontwikkelmailbox</h1>
      <div class="notice notice--warning" role="note">
        <p>Alleen in de lokale demo: e-mails die ${v.productName} zou versturen, nieuwste eerst.</p>
      </div>
      ${v.mails.length === 0 ? html`<p>Er zijn nog geen e-mails.</p>` : ""}
      ${v.mails.map(
        (m) =>
          html`<article class="mail" aria-labelledby="mail-${m.id}">
            <h2 id="mail-${m.id}" class="mail__subject">${m.subject}</h2>
            <p class="mail__meta">
              Aan ${m.to} · ${m.kind} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time>
            </p>
            <pre>${linkify(m.text)}</pre>
          </article>`,
      )}`,
  });
}
