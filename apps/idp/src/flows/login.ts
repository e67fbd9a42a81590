// Logging in with e-mail address and password, within an interaction of the main provider.
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { text } from "@vtp/contracts/fields";
import { rateLimitAddress } from "@vtp/db/limits";
import { hashPassword, needsRehash, verifyPassword } from "@vtp/password";
import { LOGIN_BACKOFF } from "../repository.ts";
import { loginPage, type FieldError } from "../views.ts";
import { parseForm, readForm, readText, readTrimmedText } from "./forms.ts";
import { afterPassword } from "./second-factor.ts";
import {
  FORGOT_PATH,
  LOGIN_IP_WINDOW_SECONDS,
  MSG,
  interactionUrls,
  interactionForm,
  sendHtml,
  type FlowDeps,
  type Interaction,
} from "./shared.ts";

const loginForm = readForm({ email: readTrimmedText, password: readText }).pipe(
  z.object({
    email: text().min(1, MSG.emailEmpty),
    // Compared with the stored hash, never stored itself: any character, so that a password chosen
    // before new passwords refused control characters (a pasted tab) keeps working.
    password: z.string().min(1, MSG.passwordEmpty),
  }),
);

// A valid hash of a random password, verified when the account does not exist so that the response
// time does not reveal whether an e-mail address is registered.
const dummyHashPromise = hashPassword(crypto.randomUUID());

export function renderLogin(
  { productName }: Pick<FlowDeps, "productName">,
  reply: FastifyReply,
  details: Interaction,
  opts: { status?: number; email?: string; errors?: FieldError[]; general?: string; notice?: string } = {},
) {
  const u = interactionUrls(details.uid);
  const params = details.params;
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

export function loginFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, repo, mailer, productName } = deps;

  async function sendBackoffNotice(email: string, firstName: string) {
    await mailer.send({
      kind: "login-backoff",
      to: email,
      subject: `Mislukte aanmeldpogingen bij ${productName}`,
      text: `Hallo ${firstName},\n\nIemand probeerde zich aan te melden bij ${productName} met jouw e-mailadres en gaf ${LOGIN_BACKOFF.threshold} keer een verkeerd wachtwoord op. Daarom moet er nu even gewacht worden voor een nieuwe poging.\n\nWas jij dit? Dan hoef je niets te doen. Was jij dit niet? Kies dan een nieuw, sterk wachtwoord:\n${config.publicUrl}${FORGOT_PATH}\n`,
    });
  }

  interactionForm(
    app,
    deps,
    "aanmelden",
    (reply, details) => renderLogin(deps, reply, details),
    async (req, reply, details) => {
      const form = parseForm(loginForm, req.body);
      if (!form.ok) return renderLogin(deps, reply, details, { status: 400, email: form.values.email, errors: form.errors });
      const { email, password } = form.data;

      const ipAttempts = await repo.hitRateLimit(`login-ip:${rateLimitAddress(req.ip)}`, LOGIN_IP_WINDOW_SECONDS);
      if (ipAttempts > config.rateLimit.loginAttemptsPerAddress)
        return renderLogin(deps, reply, details, { status: 429, email, general: MSG.tooMany });

      // Per address, whatever the visitor's IP: during a back-off even the right password is refused.
      // Unknown addresses are held back the same way, so the answer does not reveal an account.
      const blockedUntil = await repo.loginBlockedUntil(email);
      if (blockedUntil) {
        const minutes = Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 60_000));
        return renderLogin(deps, reply, details, { status: 429, email, general: MSG.backoff(minutes) });
      }

      const account = await repo.findAccountByEmail(email);
      const ok = account?.passwordHash
        ? await verifyPassword(password, account.passwordHash)
        : (await verifyPassword(password, await dummyHashPromise), false);
      if (!account || !ok) {
        const { failures } = await repo.recordLoginFailure(email);
        if (account && failures === LOGIN_BACKOFF.threshold) await sendBackoffNotice(account.email, account.firstName ?? "");
        return renderLogin(deps, reply, details, { status: 400, email, general: MSG.wrongCredentials });
      }
      await repo.clearLoginFailures(email);
      // Hashes made with older scrypt parameters are upgraded now that the password is known.
      if (needsRehash(account.passwordHash!)) await repo.setPassword(account.sub, await hashPassword(password));
      // Staff: the second factor's step (decision 0061); anyone else is logged in now.
      return afterPassword(deps, req, reply, details, account);
    },
  );
}
