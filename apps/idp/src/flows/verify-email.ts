// Confirming the e-mail address through the link of the verification mail. When the account was
// registered during a login, the confirmation continues that login in the browser that started it.
import type { FastifyInstance } from "fastify";
import { webPaths } from "@vtp/contracts/web-paths";
import { INTERACTION_PREFIX } from "../provider.ts";
import { verifyEmailPage } from "../views.ts";
import { TOKEN_RE, UID_RE, VERIFY_PATH, finish, loadInteraction, queryToken, sendHtml, type FlowDeps } from "./shared.ts";

const CONTINUE_TTL_SECONDS = 10 * 60;

export function verifyEmailFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, provider, repo, productName } = deps;

  app.get(VERIFY_PATH, async (req, reply) => {
    const token = queryToken(req);
    const valid = TOKEN_RE.test(token) && (await repo.peekOneTimeToken("EmailVerification", token)) !== undefined;
    const action = `${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
    return sendHtml(
      reply,
      valid ? 200 : 400,
      verifyEmailPage({ productName, action, state: valid ? "confirm" : "invalid", appUrl: `${config.publicUrl}${webPaths.index}` }),
    );
  });

  app.post(VERIFY_PATH, async (req, reply) => {
    const token = queryToken(req);
    const action = `${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
    const consumed = TOKEN_RE.test(token) ? await repo.consumeOneTimeTokenPayload("EmailVerification", token) : undefined;
    if (!consumed)
      return sendHtml(
        reply,
        400,
        verifyEmailPage({ productName, action, state: "invalid", appUrl: `${config.publicUrl}${webPaths.index}` }),
      );
    await repo.markEmailVerified(consumed.sub);
    if (consumed.uid && UID_RE.test(consumed.uid)) {
      // Registered during a login: continue it, but only in the browser that started it (the
      // interaction cookie is checked there). Elsewhere the page below simply says "confirmed".
      const next = await repo.issueOneTimeToken("RegistrationContinue", consumed.sub, CONTINUE_TTL_SECONDS, { uid: consumed.uid });
      return reply
        .code(303)
        .header("cache-control", "no-store")
        .redirect(`${INTERACTION_PREFIX}/${consumed.uid}/doorgaan?token=${next}`, 303);
    }
    return sendHtml(
      reply,
      200,
      verifyEmailPage({ productName, action, state: "done", appUrl: `${config.publicUrl}${webPaths["login-uitid"]}` }),
    );
  });

  app.get(`${INTERACTION_PREFIX}/:uid/doorgaan`, async (req, reply) => {
    const token = queryToken(req);
    const done = () =>
      sendHtml(
        reply,
        200,
        verifyEmailPage({ productName, action: VERIFY_PATH, state: "done", appUrl: `${config.publicUrl}${webPaths["login-uitid"]}` }),
      );
    const details = await loadInteraction(provider, req, reply);
    if (!details || details.prompt.name !== "login" || !TOKEN_RE.test(token)) return done();
    const consumed = await repo.consumeOneTimeTokenPayload("RegistrationContinue", token);
    if (!consumed || consumed.uid !== details.uid) return done();
    return finish(provider, req, reply, { login: { accountId: consumed.sub } });
  });
}
