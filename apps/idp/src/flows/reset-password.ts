// Choosing a new password through the link of the "forgot password" mail (one use, one hour).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hashPassword } from "@vtp/password";
import { webPaths } from "@vtp/contracts/web-paths";
import { resetPasswordPage } from "../views.ts";
import { newPasswordFields, parseForm, passwordsMatch, readForm, readText } from "./forms.ts";
import { RESET_PATH, TOKEN_RE, queryToken, sendHtml, type FlowDeps } from "./shared.ts";

const resetPasswordForm = readForm({ password: readText, passwordConfirm: readText }).pipe(passwordsMatch(z.object(newPasswordFields)));

export function resetPasswordFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, repo, productName } = deps;

  app.get(RESET_PATH, async (req, reply) => {
    const token = queryToken(req);
    const valid = TOKEN_RE.test(token) && (await repo.peekOneTimeToken("PasswordReset", token)) !== undefined;
    const action = `${RESET_PATH}?token=${encodeURIComponent(token)}`;
    return sendHtml(reply, valid ? 200 : 400, resetPasswordPage({ productName, action, errors: [], state: valid ? "form" : "invalid" }));
  });

  app.post(RESET_PATH, async (req, reply) => {
    const token = queryToken(req);
    const action = `${RESET_PATH}?token=${encodeURIComponent(token)}`;
    const invalid = () => sendHtml(reply, 400, resetPasswordPage({ productName, action, errors: [], state: "invalid" }));
    if (!TOKEN_RE.test(token)) return invalid();
    const form = parseForm(resetPasswordForm, req.body);
    if (!form.ok) {
      const valid = (await repo.peekOneTimeToken("PasswordReset", token)) !== undefined;
      return sendHtml(reply, 400, resetPasswordPage({ productName, action, errors: form.errors, state: valid ? "form" : "invalid" }));
    }
    const passwordHash = await hashPassword(form.data.password);
    const sub = await repo.consumeOneTimeToken("PasswordReset", token);
    if (!sub) return invalid();
    // The reset link reached the mailbox, which proves the address. Every session and grant of the
    // account ends; an unverified account is replaced by a fresh one (see repository.resetPassword).
    const current = await repo.resetPassword(sub, passwordHash);
    if (!current) return invalid();
    return sendHtml(
      reply,
      200,
      resetPasswordPage({ productName, action, errors: [], state: "done", backUrl: `${config.publicUrl}${webPaths["login-uitid"]}` }),
    );
  });
}
