// Server-rendered Dutch pages of the identity provider: plain template functions, every value escaped,
// no inline script (the CSP forbids it), one self-hosted stylesheet.
import { PASSWORD_MIN_LENGTH } from "@vtp/contracts/identity";

export const STYLESHEET_PATH = "/idp/static/idp.css";

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
  return `<!DOCTYPE html>${html`<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} | ${productName}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#inhoud">Naar de inhoud</a>
<header class="brand"><p class="brand-name">${productName}</p></header>
<main id="inhoud" class="card">
${body}
</main>
</body>
</html>`.html}`;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Error summary at the top of a form, linking to each invalid field. */
export function errorSummary(errors: FieldError[], general?: string): Html {
  if (errors.length === 0 && !general) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="fouten-titel">
<h2 id="fouten-titel">Er ging iets mis</h2>
${general ? html`<p>${general}</p>` : ""}
${errors.length > 0 ? html`<ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>` : ""}
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
}

export function input(o: InputOptions): Html {
  const error = o.errors.find((e) => e.field === o.name);
  const describedBy = [o.hint ? `${o.name}-hint` : "", error ? `${o.name}-fout` : ""].filter(Boolean).join(" ");
  const firstError = o.errors[0]?.field === o.name;
  return html`<div class="field${error ? " field-error" : ""}">
<label for="${o.name}">${o.label}</label>
${o.hint ? html`<p class="hint" id="${o.name}-hint">${o.hint}</p>` : ""}
${error ? html`<p class="error" id="${o.name}-fout">${error.message}</p>` : ""}
<input id="${o.name}" name="${o.name}" type="${o.type ?? "text"}"${raw(o.value !== undefined && o.type !== "password" ? ` value="${escapeHtml(o.value)}"` : "")}${raw(o.autocomplete ? ` autocomplete="${escapeHtml(o.autocomplete)}"` : "")}${raw(describedBy ? ` aria-describedby="${escapeHtml(describedBy)}"` : "")}${raw(error ? ' aria-invalid="true"' : "")}${raw(o.readonly ? " readonly" : "")}${raw(o.required !== false ? " required" : "")}${raw(firstError || (o.autofocus && o.errors.length === 0) ? " autofocus" : "")}>
</div>`;
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
    body: html`<h1>Aanmelden</h1>
${v.notice ? html`<p class="notice" role="status">${v.notice}</p>` : ""}
${errorSummary(v.errors, v.general)}
<form method="post" action="${v.action}" novalidate>
${input({ name: "email", label: "E-mailadres", type: "email", value: v.email, autocomplete: "username", errors: v.errors, autofocus: v.email === "" })}
${input({ name: "password", label: "Wachtwoord", type: "password", autocomplete: "current-password", errors: v.errors, autofocus: v.email !== "" })}
<p><a href="${v.forgotUrl}">Wachtwoord vergeten?</a></p>
<button type="submit" class="button">Aanmelden</button>
</form>
<p class="alt">Nog geen account? <a href="${v.registerUrl}">Account aanmaken</a></p>
${v.cancelUrl ? html`<p class="alt"><a href="${v.cancelUrl}">Annuleren</a></p>` : ""}`,
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
    body: html`<h1>Account aanmaken</h1>
${errorSummary(v.errors, v.general)}
<form method="post" action="${v.action}" novalidate>
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
<button type="submit" class="button">Account aanmaken</button>
</form>
<p class="alt">Heb je al een account? <a href="${v.loginUrl}">Aanmelden</a></p>
${v.cancelUrl ? html`<p class="alt"><a href="${v.cancelUrl}">Annuleren</a></p>` : ""}`,
  });
}

/** After a registration, for a new and for an already registered address alike (no enumeration). */
export function checkMailboxPage(v: { productName: string; email: string; siteUrl: string }): string {
  return page({
    productName: v.productName,
    title: "Controleer je mailbox",
    body: html`<h1>Controleer je mailbox</h1>
<p class="notice" role="status">We stuurden een e-mail naar <strong>${v.email}</strong>. Open de link in die e-mail om verder te gaan. De link is 24 uur geldig.</p>
<p>Geen e-mail gekregen? Kijk ook in je map met ongewenste e-mail, of controleer of je het juiste e-mailadres gebruikte.</p>
<p class="alt"><a href="${v.siteUrl}">Naar ${v.productName}</a></p>`,
  });
}

export function forgotPasswordPage(v: { productName: string; action: string; email: string; errors: FieldError[]; sent: boolean; backUrl?: string; general?: string }): string {
  return page({
    productName: v.productName,
    title: "Wachtwoord vergeten",
    body: html`<h1>Wachtwoord vergeten</h1>
${v.sent
  ? html`<p class="notice" role="status">Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord te kiezen. De link is 1 uur geldig.</p>`
  : html`${errorSummary(v.errors, v.general)}
<p>Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord te kiezen.</p>
<form method="post" action="${v.action}" novalidate>
${input({ name: "email", label: "E-mailadres", type: "email", value: v.email, autocomplete: "email", errors: v.errors, autofocus: true })}
<button type="submit" class="button">Verstuur de link</button>
</form>`}
${v.backUrl ? html`<p class="alt"><a href="${v.backUrl}">Terug naar aanmelden</a></p>` : ""}`,
  });
}

export function resetPasswordPage(v: { productName: string; action: string; errors: FieldError[]; state: "form" | "done" | "invalid"; backUrl?: string }): string {
  let body: Html;
  if (v.state === "invalid") {
    body = html`<h1>Link ongeldig</h1>
<p role="alert">Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link aan.</p>
<p><a class="button" href="/idp/wachtwoord-vergeten">Nieuwe link aanvragen</a></p>`;
  } else if (v.state === "done") {
    body = html`<h1>Wachtwoord gewijzigd</h1>
<p class="notice" role="status">Je wachtwoord is gewijzigd. Je kunt je nu aanmelden met je nieuwe wachtwoord.</p>
${v.backUrl ? html`<p><a class="button" href="${v.backUrl}">Naar aanmelden</a></p>` : ""}`;
  } else {
    body = html`<h1>Nieuw wachtwoord kiezen</h1>
${errorSummary(v.errors)}
<form method="post" action="${v.action}" novalidate>
${input({ name: "password", label: "Nieuw wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors, hint: `Minstens ${PASSWORD_MIN_LENGTH} tekens.`, autofocus: true })}
${input({ name: "passwordConfirm", label: "Bevestig je nieuwe wachtwoord", type: "password", autocomplete: "new-password", errors: v.errors })}
<button type="submit" class="button">Wachtwoord opslaan</button>
</form>`;
  }
  return page({ productName: v.productName, title: "Wachtwoord herstellen", body });
}

export function verifyEmailPage(v: { productName: string; action: string; state: "confirm" | "done" | "invalid"; appUrl: string }): string {
  let body: Html;
  if (v.state === "invalid") {
    body = html`<h1>Link ongeldig</h1>
<p role="alert">Deze bevestigingslink is ongeldig, verlopen of al gebruikt.</p>
<p><a class="button" href="${v.appUrl}">Naar ${v.productName}</a></p>`;
  } else if (v.state === "done") {
    body = html`<h1>E-mailadres bevestigd</h1>
<p class="notice" role="status">Bedankt, je e-mailadres is bevestigd. Je kunt je nu aanmelden.</p>
<p><a class="button" href="${v.appUrl}">Aanmelden bij ${v.productName}</a></p>`;
  } else {
    body = html`<h1>E-mailadres bevestigen</h1>
<p>Bevestig dat dit e-mailadres van jou is en dat je zelf een account aanmaakte bij ${v.productName}.</p>
<p class="hint">Heb je zelf geen account aangemaakt? Bevestig dan niet en sluit deze pagina.</p>
<form method="post" action="${v.action}"><button type="submit" class="button">E-mailadres bevestigen</button></form>`;
  }
  return page({ productName: v.productName, title: "E-mailadres bevestigen", body });
}

export interface PersonaOption {
  sub: string;
  label: string;
  description: string;
}

export function governmentLoginPage(v: { productName: string; action: string; personas: PersonaOption[]; cancelUrl: string; error?: string }): string {
  return page({
    productName: v.productName,
    title: "Aanmelden bij de overheid (test)",
    body: html`<h1>Aanmelden met eID of itsme</h1>
<p class="test-banner" role="note"><strong>Testomgeving.</strong> Dit scherm vervangt de echte aanmelding met eID of itsme. Er wordt niets gecontroleerd: kies een testpersoon.</p>
${v.error ? errorSummary([{ field: v.personas[0]?.sub ? `persona-${v.personas[0].sub}` : "persona", message: v.error }]) : ""}
<form method="post" action="${v.action}">
<fieldset>
<legend>Kies een testpersoon</legend>
${v.personas.map(
  (p, i) => html`<div class="option">
<input type="radio" id="persona-${p.sub}" name="persona" value="${p.sub}"${raw(i === 0 ? " required" : "")}>
<label for="persona-${p.sub}"><strong>${p.label}</strong><span class="hint">${p.description}</span></label>
</div>`,
)}
</fieldset>
<button type="submit" class="button">Aanmelden als testpersoon</button>
</form>
<p class="alt"><a href="${v.cancelUrl}">Annuleren</a></p>`,
  });
}

export function logoutPage(v: { productName: string; form: string; secretField: string }): string {
  return page({
    productName: v.productName,
    title: "Afmelden",
    body: html`<h1>Afmelden</h1>
<p>Wil je je afmelden bij ${v.productName}?</p>
${raw(v.form)}
<div class="actions">
<button type="submit" class="button" form="op.logoutForm" name="logout" value="yes" autofocus>Afmelden</button>
<button type="submit" class="button secondary" form="op.logoutForm">Aangemeld blijven</button>
</div>`,
  });
}

export function messagePage(v: { productName: string; title: string; message: string; linkUrl?: string; linkText?: string; status?: "alert" | "status" }): string {
  return page({
    productName: v.productName,
    title: v.title,
    body: html`<h1>${v.title}</h1>
<p role="${v.status ?? "status"}">${v.message}</p>
${v.linkUrl ? html`<p><a class="button" href="${v.linkUrl}">${v.linkText ?? "Verder"}</a></p>` : ""}`,
  });
}

/** Replaces oidc-provider's self-submitting form (inline script) by a plain form with a button. */
export function continueFormPage(v: { productName: string; action: string; inputs: Array<[string, string]> }): string {
  return page({
    productName: v.productName,
    title: "Even geduld",
    body: html`<h1>Nog één stap</h1>
<p>Klik op de knop om verder te gaan.</p>
<form method="post" action="${v.action}">
${v.inputs.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<button type="submit" class="button" autofocus>Doorgaan</button>
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
  const linkify = (text: string): Html =>
    raw(escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`));
  return page({
    productName: v.productName,
    title: "Ontwikkelmailbox",
    body: html`<h1>Ontwikkelmailbox</h1>
<p class="test-banner" role="note">Alleen in ontwikkeling en test: e-mails die ${v.productName} zou versturen, nieuwste eerst.</p>
${v.mails.length === 0 ? html`<p>Er zijn nog geen e-mails.</p>` : ""}
${v.mails.map(
  (m) => html`<article class="mail" aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}">${m.subject}</h2>
<p class="hint">Aan ${m.to} · ${m.kind} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></p>
<pre>${linkify(m.text)}</pre>
</article>`,
)}`,
  });
}
