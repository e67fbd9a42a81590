// Registering an account within an interaction of the main provider: the answer is always "check your
// mailbox"; the verification link continues the login (see verify-email.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { text } from "@vtp/contracts/fields";
import { rateLimitAddress } from "@vtp/db/limits";
import { hashPassword } from "@vtp/password";
import { webPaths } from "@vtp/contracts/web-paths";
import { checkMailboxPage, registerPage, type FieldError } from "../views.ts";
import { emailAddress, newPasswordFields, parseForm, passwordsMatch, readForm, readText, readTrimmedText } from "./forms.ts";
import {
  FORGOT_PATH,
  MSG,
  REGISTER_RATE_LIMIT,
  VERIFY_PATH,
  interactionUrls,
  interactionForm,
  sendHtml,
  type FlowDeps,
  type Interaction,
} from "./shared.ts";

const VERIFY_TTL_SECONDS = 24 * 60 * 60;

const registerForm = readForm({
  firstName: readTrimmedText,
  lastName: readTrimmedText,
  email: readTrimmedText,
  password: readText,
  passwordConfirm: readText,
}).pipe(
  passwordsMatch(
    z.object({
      firstName: text().min(1, MSG.firstNameEmpty),
      lastName: text().min(1, MSG.lastNameEmpty),
      email: emailAddress.max(254, MSG.emailInvalid),
      ...newPasswordFields,
    }),
  ),
);

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
}

export function renderRegister(
  { productName }: Pick<FlowDeps, "productName">,
  reply: FastifyReply,
  details: Interaction,
  opts: { status?: number; values?: RegisterValues; errors?: FieldError[] } = {},
) {
  const u = interactionUrls(details.uid);
  const params = details.params;
  const fixed = params.fixed_email;
  return sendHtml(
    reply,
    opts.status ?? 200,
    registerPage({
      productName,
      action: u.register,
      // The application may fill in the names it knows (the online request): never ask twice (WCAG 3.3.7).
      values: {
        firstName: params.given_name ?? "",
        lastName: params.family_name ?? "",
        email: params.email ?? "",
        ...opts.values,
        ...(fixed ? { email: fixed } : {}),
      },
      emailFixed: Boolean(fixed),
      errors: opts.errors ?? [],
      loginUrl: u.login,
      ...(params.return_if_cancelled ? { cancelUrl: u.cancel } : {}),
    }),
  );
}

export function registerFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, repo, mailer, productName } = deps;

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
      text: `Hallo ${account.firstName ?? ""},\n\nIemand (misschien jij) wilde een nieuw account aanmaken bij ${productName} met dit e-mailadres. Je hebt al een account met dit e-mailadres: meld je aan of herstel je wachtwoord.\n\nAanmelden:\n${config.publicUrl}${webPaths["login-uitid"]}\n\nWachtwoord vergeten? Kies een nieuw wachtwoord:\n${config.publicUrl}${FORGOT_PATH}\n\nWas jij dit niet? Dan mag je deze e-mail negeren: er is niets veranderd aan je account.\n`,
    });
  }

  interactionForm(
    app,
    deps,
    "registreren",
    (reply, details) => renderRegister(deps, reply, details),
    async (req, reply, details) => {
      // An address fixed by the application replaces whatever the form sent.
      const fixed = details.params.fixed_email;
      const body = typeof req.body === "object" && req.body !== null ? req.body : {};
      const form = parseForm(registerForm, fixed == null ? req.body : { ...body, email: fixed });
      const { firstName, lastName, email } = form.values;
      const values: RegisterValues = { firstName, lastName, email };
      if (!form.ok) return renderRegister(deps, reply, details, { status: 400, values, errors: form.errors });

      const attempts = await repo.hitRateLimit(`register:${rateLimitAddress(req.ip)}`, REGISTER_RATE_LIMIT.windowSeconds);
      if (attempts > REGISTER_RATE_LIMIT.max) {
        return renderRegister(deps, reply, details, { status: 429, values, errors: [{ field: "email", message: MSG.tooMany }] });
      }

      // The same outcome whether or not the address has an account (no enumeration): "check your
      // mailbox". A new account gets the verification link, which continues this login in the same
      // browser; the owner of an existing account gets a mail pointing to login and password reset.
      // The password is hashed in both cases, so the answer takes as long.
      const passwordHash = await hashPassword(form.data.password);
      const account = await repo.createAccount({ ...values, passwordHash });
      if (account) await sendVerificationMail(account.sub, account.email, account.firstName ?? "", details.uid);
      else await sendAccountExistsMail(values.email);
      return sendHtml(reply, 200, checkMailboxPage({ productName, email: values.email, siteUrl: `${config.publicUrl}${webPaths.index}` }));
    },
  );
}
