// "Forgot password": asks for the address and mails a reset link (see reset-password.ts). The answer is
// the same whether or not the address has an account.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { rateLimitAddress } from "@vtp/db/limits";
import { webPaths } from "@vtp/contracts/web-paths";
import { forgotPasswordPage } from "../views.ts";
import { emailAddress, parseForm, readForm, readTrimmedText } from "./forms.ts";
import { FORGOT_PATH, FORGOT_RATE_LIMIT, MSG, RESET_PATH, UID_RE, interactionUrls, sendHtml, type FlowDeps } from "./shared.ts";

const RESET_TTL_SECONDS = 60 * 60;

const forgotPasswordForm = readForm({ email: readTrimmedText }).pipe(z.object({ email: emailAddress }));

export function forgotPasswordFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, repo, mailer, productName } = deps;

  /** Reached from a login (?uid=...): back to that login; otherwise to the app's login page. */
  function links(req: FastifyRequest) {
    const uid = (req.query as { uid?: unknown }).uid;
    const fromLogin = typeof uid === "string" && UID_RE.test(uid);
    return {
      backUrl: fromLogin ? interactionUrls(uid).login : `${config.publicUrl}${webPaths["login-uitid"]}`,
      action: fromLogin ? `${FORGOT_PATH}?uid=${encodeURIComponent(uid)}` : FORGOT_PATH,
    };
  }

  app.get(FORGOT_PATH, async (req, reply) => {
    const { backUrl } = links(req);
    return sendHtml(reply, 200, forgotPasswordPage({ productName, action: req.url, email: "", errors: [], sent: false, backUrl }));
  });

  app.post(FORGOT_PATH, async (req, reply) => {
    const { backUrl, action } = links(req);
    const form = parseForm(forgotPasswordForm, req.body);
    const { email } = form.values;
    if (!form.ok)
      return sendHtml(reply, 400, forgotPasswordPage({ productName, action, email, errors: form.errors, sent: false, backUrl }));
    const attempts = await repo.hitRateLimit(`forgot:${rateLimitAddress(req.ip)}`, FORGOT_RATE_LIMIT.windowSeconds);
    if (attempts > FORGOT_RATE_LIMIT.max) {
      return sendHtml(
        reply,
        429,
        forgotPasswordPage({ productName, action, email, errors: [], general: MSG.tooMany, sent: false, backUrl }),
      );
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
}
