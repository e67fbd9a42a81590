// Fastify routes of the identity provider's own Dutch pages: login, registration, forgot/reset
// password, e-mail verification, the government login stand-in and the development mailbox.
// They live under /idp/... (oidc-provider owns everything under /oidc once mounted).
import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import type { AppConfig } from "@vtp/config";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@vtp/contracts/identity";
import { governmentPersonas } from "@vtp/personas";
import type { Kysely } from "kysely";
import type { DB } from "@vtp/api/db/schema";
import { rateLimitAddress } from "@vtp/api/http/client-address";
import { listOutbox, type Mailer } from "./mailer.ts";
import { hashPassword, isBreachedPassword, needsRehash, verifyPassword } from "./password.ts";
import { GOVERNMENT_INTERACTION_PREFIX, INTERACTION_PREFIX } from "./provider.ts";
import { LOGIN_BACKOFF, type IdentityRepository } from "./repository.ts";
import { logoCssPath, tokensCssPath } from "@vtp/brand";
import {
  PASSWORD_TOGGLE_SCRIPT_PATH,
  checkMailboxPage,
  STYLESHEET_PATH,
  forgotPasswordPage,
  governmentLoginPage,
  loginPage,
  mailboxPage,
  messagePage,
  registerPage,
  resetPasswordPage,
  verifyEmailPage,
  type FieldError,
} from "./views.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Interaction = any;

// Per visitor address (an IPv6 visitor counts as its /64, see rateLimitAddress), over all e-mail
// addresses: credential stuffing, mass registration and reset-mail flooding. The per-account login
// back-off (LOGIN_BACKOFF, independent of the address) is in the repository.
export const LOGIN_IP_RATE_LIMIT = { max: 100, windowSeconds: 15 * 60 };
export const FORGOT_RATE_LIMIT = { max: 10, windowSeconds: 15 * 60 };
export const REGISTER_RATE_LIMIT = { max: 20, windowSeconds: 60 * 60 };
const VERIFY_TTL_SECONDS = 24 * 60 * 60;
const RESET_TTL_SECONDS = 60 * 60;
const CONTINUE_TTL_SECONDS = 10 * 60;

export const MAILBOX_PATH = "/dev/mailbox";
export const FORGOT_PATH = "/idp/wachtwoord-vergeten";
export const RESET_PATH = "/idp/wachtwoord-herstellen";
export const VERIFY_PATH = "/idp/email-bevestigen";

const MSG = {
  wrongCredentials: "Dit e-mailadres en wachtwoord horen niet bij elkaar.",
  tooMany: "Te veel pogingen. Probeer het over enkele minuten opnieuw.",
  emailEmpty: "Vul je e-mailadres in.",
  emailInvalid: "Dit is een ongeldig e-mailadres",
  passwordBreached: "Dit wachtwoord komt voor in lijsten van gelekte wachtwoorden. Kies een ander.",
  passwordEmpty: "Vul je wachtwoord in.",
  passwordShort: `Je wachtwoord moet minstens ${PASSWORD_MIN_LENGTH} tekens lang zijn.`,
  passwordLong: `Je wachtwoord mag hoogstens ${PASSWORD_MAX_LENGTH} tekens lang zijn.`,
  passwordMismatch: "De wachtwoorden komen niet overeen.",
  firstNameEmpty: "Vul je voornaam in.",
  lastNameEmpty: "Vul je achternaam in.",
  expired: "Je aanmelding is verlopen. Begin opnieuw vanuit de toepassing.",
  backoff: (minutes: number) =>
    `Er waren te veel mislukte pogingen om je aan te melden met dit e-mailadres. Probeer het over ${minutes === 1 ? "1 minuut" : `${minutes} minuten`} opnieuw, of kies 'Wachtwoord vergeten?'.`,
};

/** True for a loopback socket address (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const value = address.toLowerCase().replace(/^::ffff:/, "");
  return value === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UID_RE = /^[A-Za-z0-9_-]{8,64}$/;
const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

// A valid hash of a random password, verified when the account does not exist so that the response
// time does not reveal whether an e-mail address is registered.
const dummyHashPromise = hashPassword(crypto.randomUUID());

export interface RouteDeps {
  config: AppConfig;
  db: Kysely<DB>;
  provider: Provider;
  /** Absent when the government login stand-in is switched off (config.governmentLoginStandIn). */
  governmentProvider?: Provider;
  repo: IdentityRepository;
  mailer: Mailer;
}

type Body = Record<string, unknown>;

function field(body: unknown, name: string): string {
  const value = body && typeof body === "object" ? (body as Body)[name] : undefined;
  return typeof value === "string" ? value : "";
}

function sendHtml(reply: FastifyReply, status: number, body: string): FastifyReply {
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store");
  if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "no-referrer");
  if (!reply.hasHeader("x-frame-options")) reply.header("x-frame-options", "DENY");
  if (!reply.hasHeader("x-content-type-options")) reply.header("x-content-type-options", "nosniff");
  if (!reply.hasHeader("content-security-policy")) {
    reply.header(
      "content-security-policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  }
  return reply.send(body);
}

function passwordErrors(password: string, confirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password === "") errors.push({ field: "password", message: MSG.passwordEmpty });
  else if ([...password].length < PASSWORD_MIN_LENGTH) errors.push({ field: "password", message: MSG.passwordShort });
  else if ([...password].length > PASSWORD_MAX_LENGTH) errors.push({ field: "password", message: MSG.passwordLong });
  else if (isBreachedPassword(password)) errors.push({ field: "password", message: MSG.passwordBreached });
  if (errors.length === 0 && password !== confirm) errors.push({ field: "passwordConfirm", message: MSG.passwordMismatch });
  return errors;
}

/** The URL to return to on cancel when it is on the app's own origin; otherwise undefined. */
export function sameOriginReturnUrl(config: AppConfig, value: unknown): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  try {
    // Absolute URLs only ("true" or a relative path means: report the cancel to the app's callback).
    const url = new URL(value);
    return url.origin === new URL(config.publicUrl).origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export async function registerIdpRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config, provider, governmentProvider, repo, mailer, db } = deps;
  const productName = config.product.name;
  // One stylesheet: the brand's tokens and logo (shared with the web app), then the pages' own rules.
  const stylesheet = [readFileSync(tokensCssPath, "utf8"), readFileSync(logoCssPath, "utf8"), readFileSync(new URL("./idp.css", import.meta.url), "utf8")].join("\n");
  const passwordToggleScript = readFileSync(new URL("./wachtwoord-tonen.js", import.meta.url), "utf8");

  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    await app.register(import("@fastify/formbody"), { bodyLimit: 16 * 1024 });
  }

  app.get(STYLESHEET_PATH, async (_req, reply) =>
    reply.header("content-type", "text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(stylesheet),
  );
  app.get(PASSWORD_TOGGLE_SCRIPT_PATH, async (_req, reply) =>
    reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .header("x-content-type-options", "nosniff")
      .send(passwordToggleScript),
  );

  const expiredPage = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      messagePage({ productName, title: "Aanmelding verlopen", message: MSG.expired, linkUrl: `${config.publicUrl}/`, linkText: `Naar ${productName}`, status: "alert" }),
    );

  async function loadInteraction(p: Provider, req: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    const uid = (req.params as { uid?: string }).uid;
    try {
      const details = await p.interactionDetails(req.raw, reply.raw);
      if (details.uid !== uid) return undefined;
      return details;
    } catch {
      return undefined;
    }
  }

  async function finish(p: Provider, req: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo: string = await p.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: !("error" in result) });
    return reply.code(303).header("cache-control", "no-store").redirect(returnTo, 303);
  }

  /** First-party clients only: grant what the client asked for without a consent screen. */
  async function autoConsent(p: Provider, details: Interaction): Promise<Record<string, unknown>> {
    const { prompt, params, session, grantId } = details;
    const grant = grantId ? await p.Grant.find(grantId) : new p.Grant({ accountId: session.accountId, clientId: params.client_id });
    const missing = prompt.details ?? {};
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    if (missing.missingResourceScopes) {
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes as Record<string, string[]>)) {
        grant.addResourceScope(indicator, scopes.join(" "));
      }
    }
    const savedId: string = await grant.save();
    return { consent: grantId ? {} : { grantId: savedId } };
  }

  const urls = (uid: string) => ({
    login: `${INTERACTION_PREFIX}/${uid}/aanmelden`,
    register: `${INTERACTION_PREFIX}/${uid}/registreren`,
    cancel: `${INTERACTION_PREFIX}/${uid}/annuleren`,
    forgot: `${FORGOT_PATH}?uid=${encodeURIComponent(uid)}`,
  });

  function renderLogin(reply: FastifyReply, details: Interaction, opts: { status?: number; email?: string; errors?: FieldError[]; general?: string; notice?: string } = {}) {
    const u = urls(details.uid);
    const params = details.params as Record<string, string | undefined>;
    return sendHtml(
      reply,
      opts.status ?? 200,
      loginPage({
        productName,
        action: u.login,
        email: opts.email ?? params.fixed_email ?? params.email ?? params.login_hint ?? "",
        errors: opts.errors ?? [],
        ...(opts.general ? { general: opts.general } : {}),
        ...(opts.notice ? { notice: opts.notice } : {}),
        registerUrl: u.register,
        forgotUrl: u.forgot,
        ...(params.return_if_cancelled ? { cancelUrl: u.cancel } : {}),
      }),
    );
  }

  function renderRegister(
    reply: FastifyReply,
    details: Interaction,
    opts: { status?: number; values?: { firstName: string; lastName: string; email: string }; errors?: FieldError[] } = {},
  ) {
    const u = urls(details.uid);
    const params = details.params as Record<string, string | undefined>;
    const fixed = params.fixed_email;
    return sendHtml(
      reply,
      opts.status ?? 200,
      registerPage({
        productName,
        action: u.register,
        values: { firstName: "", lastName: "", email: params.email ?? "", ...opts.values, ...(fixed ? { email: fixed } : {}) },
        emailFixed: Boolean(fixed),
        errors: opts.errors ?? [],
        loginUrl: u.login,
        ...(params.return_if_cancelled ? { cancelUrl: u.cancel } : {}),
      }),
    );
  }

  // --- main provider interactions ----------------------------------------------------------------

  app.get(`${INTERACTION_PREFIX}/:uid`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return expiredPage(reply);
    if (details.prompt.name === "consent") return finish(provider, req, reply, await autoConsent(provider, details));
    if (details.params.screen === "register") return renderRegister(reply, details);
    return renderLogin(reply, details);
  });

  app.get(`${INTERACTION_PREFIX}/:uid/aanmelden`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return expiredPage(reply);
    return renderLogin(reply, details);
  });

  app.post(`${INTERACTION_PREFIX}/:uid/aanmelden`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login") return expiredPage(reply);
    const email = field(req.body, "email").trim();
    const password = field(req.body, "password");
    const errors: FieldError[] = [];
    if (email === "") errors.push({ field: "email", message: MSG.emailEmpty });
    if (password === "") errors.push({ field: "password", message: MSG.passwordEmpty });
    if (errors.length > 0) return renderLogin(reply, details, { status: 400, email, errors });

    const ipAttempts = await repo.hitRateLimit(`login-ip:${rateLimitAddress(req.ip)}`, LOGIN_IP_RATE_LIMIT.windowSeconds);
    if (ipAttempts > LOGIN_IP_RATE_LIMIT.max) return renderLogin(reply, details, { status: 429, email, general: MSG.tooMany });

    // Per address, whatever the visitor's IP: during a back-off even the right password is refused.
    // Unknown addresses are held back the same way, so the answer does not reveal an account.
    const blockedUntil = await repo.loginBlockedUntil(email);
    if (blockedUntil) {
      const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 60_000));
      return renderLogin(reply, details, { status: 429, email, general: MSG.backoff(minutes) });
    }

    const account = await repo.findAccountByEmail(email);
    const ok = account?.passwordHash
      ? await verifyPassword(password, account.passwordHash)
      : (await verifyPassword(password, await dummyHashPromise), false);
    if (!account || !ok) {
      const { failures } = await repo.recordLoginFailure(email);
      if (account && failures === LOGIN_BACKOFF.threshold) await sendBackoffNotice(account.email, account.firstName ?? "");
      return renderLogin(reply, details, { status: 400, email, general: MSG.wrongCredentials });
    }
    await repo.clearLoginFailures(email);
    // Hashes made with older scrypt parameters are upgraded now that the password is known.
    if (needsRehash(account.passwordHash!)) await repo.setPassword(account.sub, await hashPassword(password));
    return finish(provider, req, reply, { login: { accountId: account.sub } });
  });

  app.get(`${INTERACTION_PREFIX}/:uid/registreren`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return expiredPage(reply);
    return renderRegister(reply, details);
  });

  app.post(`${INTERACTION_PREFIX}/:uid/registreren`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login") return expiredPage(reply);
    const fixed: string | undefined = details.params.fixed_email;
    const values = {
      firstName: field(req.body, "firstName").trim(),
      lastName: field(req.body, "lastName").trim(),
      email: (fixed ?? field(req.body, "email")).trim(),
    };
    const password = field(req.body, "password");
    const errors: FieldError[] = [];
    if (values.firstName === "") errors.push({ field: "firstName", message: MSG.firstNameEmpty });
    if (values.lastName === "") errors.push({ field: "lastName", message: MSG.lastNameEmpty });
    if (values.email === "") errors.push({ field: "email", message: MSG.emailEmpty });
    else if (!EMAIL_RE.test(values.email) || values.email.length > 254) errors.push({ field: "email", message: MSG.emailInvalid });
    errors.push(...passwordErrors(password, field(req.body, "passwordConfirm")));
    if (errors.length > 0) return renderRegister(reply, details, { status: 400, values, errors });

    const attempts = await repo.hitRateLimit(`register:${rateLimitAddress(req.ip)}`, REGISTER_RATE_LIMIT.windowSeconds);
    if (attempts > REGISTER_RATE_LIMIT.max) {
      return renderRegister(reply, details, { status: 429, values, errors: [{ field: "email", message: MSG.tooMany }] });
    }

    // The same outcome whether or not the address has an account (no enumeration): "check your
    // mailbox". A new account gets the verification link, which continues this login in the same
    // browser; the owner of an existing account gets a mail pointing to login and password reset.
    // The password is hashed in both cases, so the answer takes as long.
    const passwordHash = await hashPassword(password);
    const account = await repo.createAccount({ ...values, passwordHash });
    if (account) await sendVerificationMail(account.sub, account.email, account.firstName ?? "", details.uid);
    else await sendAccountExistsMail(values.email);
    return sendHtml(reply, 200, checkMailboxPage({ productName, email: values.email, siteUrl: `${config.publicUrl}/` }));
  });

  app.get(`${INTERACTION_PREFIX}/:uid/annuleren`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return expiredPage(reply);
    const result = { error: "access_denied", error_description: "De gebruiker heeft geannuleerd." };
    const direct = sameOriginReturnUrl(config, details.params.return_if_cancelled);
    if (direct) {
      await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.code(303).redirect(direct, 303);
    }
    return finish(provider, req, reply, result);
  });

  // --- e-mail verification and password reset -----------------------------------------------------

  async function sendVerificationMail(sub: string, email: string, firstName: string, uid?: string) {
    const token = await repo.issueOneTimeToken("EmailVerification", sub, VERIFY_TTL_SECONDS, uid ? { uid } : {});
    const link = `${config.publicUrl}${VERIFY_PATH}?token=${token}`;
    await mailer.send({
      kind: "email-verification",
      to: email,
      subject: `Bevestig je e-mailadres voor ${productName}`,
      text: `Hallo ${firstName},\n\nBevestig je e-mailadres voor ${productName} via deze link (24 uur geldig):\n${link}\n\nHeb je geen account aangemaakt? Dan mag je deze e-mail negeren.\n`,
    });
  }

  async function sendAccountExistsMail(email: string) {
    const account = await repo.findAccountByEmail(email);
    if (!account) return;
    await mailer.send({
      kind: "account-exists",
      to: account.email,
      subject: `Je hebt al een account bij ${productName}`,
      text: `Hallo ${account.firstName ?? ""},\n\nIemand (misschien jij) wilde een nieuw account aanmaken bij ${productName} met dit e-mailadres. Je hebt al een account met dit e-mailadres: meld je aan of herstel je wachtwoord.\n\nAanmelden:\n${config.publicUrl}/aanmelden-uitid\n\nWachtwoord vergeten? Kies een nieuw wachtwoord:\n${config.publicUrl}${FORGOT_PATH}\n\nWas jij dit niet? Dan mag je deze e-mail negeren: er is niets veranderd aan je account.\n`,
    });
  }

  async function sendBackoffNotice(email: string, firstName: string) {
    await mailer.send({
      kind: "login-backoff",
      to: email,
      subject: `Mislukte aanmeldpogingen bij ${productName}`,
      text: `Hallo ${firstName},\n\nIemand probeerde zich aan te melden bij ${productName} met jouw e-mailadres en gaf ${LOGIN_BACKOFF.threshold} keer een verkeerd wachtwoord op. Daarom moet er nu even gewacht worden voor een nieuwe poging.\n\nWas jij dit? Dan hoef je niets te doen. Was jij dit niet? Kies dan een nieuw, sterk wachtwoord:\n${config.publicUrl}${FORGOT_PATH}\n`,
    });
  }

  app.get(FORGOT_PATH, async (req, reply) => {
    const uid = (req.query as { uid?: string }).uid;
    const backUrl = uid && UID_RE.test(uid) ? urls(uid).login : `${config.publicUrl}/aanmelden-uitid`;
    return sendHtml(reply, 200, forgotPasswordPage({ productName, action: req.url, email: "", errors: [], sent: false, backUrl }));
  });

  app.post(FORGOT_PATH, async (req, reply) => {
    const uid = (req.query as { uid?: string }).uid;
    const backUrl = uid && UID_RE.test(uid) ? urls(uid).login : `${config.publicUrl}/aanmelden-uitid`;
    const email = field(req.body, "email").trim();
    const action = uid && UID_RE.test(uid) ? `${FORGOT_PATH}?uid=${encodeURIComponent(uid)}` : FORGOT_PATH;
    if (email === "" || !EMAIL_RE.test(email)) {
      const errors = [{ field: "email", message: email === "" ? MSG.emailEmpty : MSG.emailInvalid }];
      return sendHtml(reply, 400, forgotPasswordPage({ productName, action, email, errors, sent: false, backUrl }));
    }
    const attempts = await repo.hitRateLimit(`forgot:${rateLimitAddress(req.ip)}`, FORGOT_RATE_LIMIT.windowSeconds);
    if (attempts > FORGOT_RATE_LIMIT.max) {
      return sendHtml(reply, 429, forgotPasswordPage({ productName, action, email, errors: [], general: MSG.tooMany, sent: false, backUrl }));
    }
    const account = await repo.findAccountByEmail(email);
    if (account) {
      const token = await repo.issueOneTimeToken("PasswordReset", account.sub, RESET_TTL_SECONDS);
      const link = `${config.publicUrl}${RESET_PATH}?token=${token}`;
      await mailer.send({
        kind: "password-reset",
        to: account.email,
        subject: `Nieuw wachtwoord voor ${productName}`,
        text: `Hallo ${account.firstName ?? ""},\n\nJe vroeg een nieuw wachtwoord aan voor ${productName}. Kies een nieuw wachtwoord via deze link (1 uur geldig, één keer te gebruiken):\n${link}\n\nVroeg je niets aan? Dan mag je deze e-mail negeren; je wachtwoord blijft ongewijzigd.\n`,
      });
    }
    // Same answer whether or not the address is known.
    return sendHtml(reply, 200, forgotPasswordPage({ productName, action, email, errors: [], sent: true, backUrl }));
  });

  app.get(RESET_PATH, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? "";
    const valid = TOKEN_RE.test(token) && (await repo.peekOneTimeToken("PasswordReset", token)) !== undefined;
    const action = `${RESET_PATH}?token=${encodeURIComponent(token)}`;
    return sendHtml(reply, valid ? 200 : 400, resetPasswordPage({ productName, action, errors: [], state: valid ? "form" : "invalid" }));
  });

  app.post(RESET_PATH, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? "";
    const action = `${RESET_PATH}?token=${encodeURIComponent(token)}`;
    if (!TOKEN_RE.test(token)) return sendHtml(reply, 400, resetPasswordPage({ productName, action, errors: [], state: "invalid" }));
    const password = field(req.body, "password");
    const errors = passwordErrors(password, field(req.body, "passwordConfirm"));
    if (errors.length > 0) {
      const valid = (await repo.peekOneTimeToken("PasswordReset", token)) !== undefined;
      return sendHtml(reply, 400, resetPasswordPage({ productName, action, errors, state: valid ? "form" : "invalid" }));
    }
    const passwordHash = await hashPassword(password);
    const sub = await repo.consumeOneTimeToken("PasswordReset", token);
    if (!sub) return sendHtml(reply, 400, resetPasswordPage({ productName, action, errors: [], state: "invalid" }));
    // The reset link reached the mailbox, which proves the address. Every session and grant of the
    // account ends; an unverified account is replaced by a fresh one (see repository.resetPassword).
    const current = await repo.resetPassword(sub, passwordHash);
    if (!current) return sendHtml(reply, 400, resetPasswordPage({ productName, action, errors: [], state: "invalid" }));
    return sendHtml(reply, 200, resetPasswordPage({ productName, action, errors: [], state: "done", backUrl: `${config.publicUrl}/aanmelden-uitid` }));
  });

  app.get(VERIFY_PATH, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? "";
    const valid = TOKEN_RE.test(token) && (await repo.peekOneTimeToken("EmailVerification", token)) !== undefined;
    const action = `${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
    return sendHtml(reply, valid ? 200 : 400, verifyEmailPage({ productName, action, state: valid ? "confirm" : "invalid", appUrl: `${config.publicUrl}/` }));
  });

  app.post(VERIFY_PATH, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? "";
    const action = `${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
    const consumed = TOKEN_RE.test(token) ? await repo.consumeOneTimeTokenPayload("EmailVerification", token) : undefined;
    if (!consumed) return sendHtml(reply, 400, verifyEmailPage({ productName, action, state: "invalid", appUrl: `${config.publicUrl}/` }));
    await repo.markEmailVerified(consumed.sub);
    if (consumed.uid && UID_RE.test(consumed.uid)) {
      // Registered during a login: continue it, but only in the browser that started it (the
      // interaction cookie is checked there). Elsewhere the page below simply says "confirmed".
      const next = await repo.issueOneTimeToken("RegistrationContinue", consumed.sub, CONTINUE_TTL_SECONDS, { uid: consumed.uid });
      return reply.code(303).header("cache-control", "no-store").redirect(`${INTERACTION_PREFIX}/${consumed.uid}/doorgaan?token=${next}`, 303);
    }
    return sendHtml(reply, 200, verifyEmailPage({ productName, action, state: "done", appUrl: `${config.publicUrl}/aanmelden-uitid` }));
  });

  app.get(`${INTERACTION_PREFIX}/:uid/doorgaan`, async (req, reply) => {
    const token = (req.query as { token?: string }).token ?? "";
    const done = () => sendHtml(reply, 200, verifyEmailPage({ productName, action: VERIFY_PATH, state: "done", appUrl: `${config.publicUrl}/aanmelden-uitid` }));
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login" || !TOKEN_RE.test(token)) return done();
    const consumed = await repo.consumeOneTimeTokenPayload("RegistrationContinue", token);
    if (!consumed || consumed.uid !== details.uid) return done();
    return finish(provider, req, reply, { login: { accountId: consumed.sub } });
  });

  // --- government login stand-in ---------------------------------------------------------------------

  const personaOptions = governmentPersonas.map((p) => ({
    sub: p.sub,
    label: `${p.firstName} ${p.lastName}`,
    description: `${p.address.postalCode} ${p.address.city}. ${p.scenario}`,
  }));

  if (governmentProvider) registerGovernmentRoutes(governmentProvider);

  function registerGovernmentRoutes(governmentProvider: Provider) {
    app.get(`${GOVERNMENT_INTERACTION_PREFIX}/:uid`, async (req, reply) => {
      const details = await loadInteraction(governmentProvider, req, reply);
      if (!details) return expiredPage(reply);
      if (details.prompt.name === "consent") return finish(governmentProvider, req, reply, await autoConsent(governmentProvider, details));
      return sendHtml(
        reply,
        200,
        governmentLoginPage({
          productName,
          action: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}`,
          personas: personaOptions,
          cancelUrl: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}/annuleren`,
        }),
      );
    });

    app.post(`${GOVERNMENT_INTERACTION_PREFIX}/:uid`, async (req, reply) => {
      const details = await loadInteraction(governmentProvider, req, reply);
      if (!details || details.prompt.name !== "login") return expiredPage(reply);
      const sub = field(req.body, "persona");
      if (!governmentPersonas.some((p) => p.sub === sub)) {
        return sendHtml(
          reply,
          400,
          governmentLoginPage({
            productName,
            action: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}`,
            personas: personaOptions,
            cancelUrl: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}/annuleren`,
            error: "Kies een testpersoon.",
          }),
        );
      }
      // Every request picks a persona afresh: end a previous test session so its person cannot leak in.
      if (details.session?.uid) {
        const previous = await governmentProvider.Session.findByUid(details.session.uid);
        if (previous) await previous.destroy();
        delete details.session;
        await details.save(details.exp - Math.floor(Date.now() / 1000));
      }
      return finish(governmentProvider, req, reply, { login: { accountId: sub, remember: false } });
    });

    app.get(`${GOVERNMENT_INTERACTION_PREFIX}/:uid/annuleren`, async (req, reply) => {
      const details = await loadInteraction(governmentProvider, req, reply);
      if (!details) return expiredPage(reply);
      return finish(governmentProvider, req, reply, { error: "access_denied", error_description: "De aanmelding werd geannuleerd." });
    });

  }

  // --- development mailbox ---------------------------------------------------------------------------

  // Only in the local demo (or by explicit flag), and only for the machine itself: the socket's own
  // address decides, never a forwarded header.
  if (config.devMailbox) {
    app.get(MAILBOX_PATH, async (req, reply) => {
      if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
      const to = (req.query as { to?: string }).to;
      const mails = await listOutbox(db, { limit: 50, ...(to ? { to } : {}) });
      return sendHtml(reply, 200, mailboxPage({ productName, mails }));
    });
  }
}
