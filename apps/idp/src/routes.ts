// Fastify routes of the identity provider's own Dutch pages: login, registration, forgot/reset
// password, e-mail verification, the government login stand-in and the development mailbox.
// They live under /idp/... (oidc-provider owns everything under /oidc once mounted). Each flow is in
// its own file under ./flows/; this file serves the pages' static assets and registers the flows.
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { logoCssPath, noticeCssPath, tokensCssPath } from "@vtp/brand";
import { webPaths } from "@vtp/contracts/web-paths";
import { PASSWORD_TOGGLE_SCRIPT_PATH, STYLESHEET_PATH, messagePage } from "./views.ts";
import { forgotPasswordFlow } from "./flows/forgot-password.ts";
import { governmentLoginFlow } from "./flows/government-login.ts";
import { interactionFlow } from "./flows/interaction.ts";
import { loginFlow } from "./flows/login.ts";
import { mailboxFlow } from "./flows/mailbox.ts";
import { registerFlow } from "./flows/register.ts";
import { resetPasswordFlow } from "./flows/reset-password.ts";
import { secondFactorFlow } from "./flows/second-factor.ts";
import { verifyEmailFlow } from "./flows/verify-email.ts";
import { MSG, sendHtml, type Flow, type FlowDeps, type RouteDeps } from "./flows/shared.ts";

export {
  FORGOT_PATH,
  FORGOT_RATE_LIMIT,
  LOGIN_IP_WINDOW_SECONDS,
  REGISTER_RATE_LIMIT,
  RESET_PATH,
  VERIFY_PATH,
  type RouteDeps,
} from "./flows/shared.ts";
export { MAILBOX_PATH, isLoopbackAddress } from "./flows/mailbox.ts";
export { sameOriginReturnUrl } from "./flows/interaction.ts";

const flows: Flow[] = [
  interactionFlow,
  loginFlow,
  secondFactorFlow,
  registerFlow,
  forgotPasswordFlow,
  resetPasswordFlow,
  verifyEmailFlow,
  governmentLoginFlow,
  mailboxFlow,
];

export async function registerIdpRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { config } = deps;
  const productName = config.product.name;
  // One stylesheet: the brand's tokens, logo and notice (shared with the web app), then the pages' own rules.
  const stylesheet = [
    readFileSync(tokensCssPath, "utf8"),
    readFileSync(logoCssPath, "utf8"),
    readFileSync(noticeCssPath, "utf8"),
    readFileSync(new URL("./idp.css", import.meta.url), "utf8"),
  ].join("\n");
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

  const flowDeps: FlowDeps = {
    ...deps,
    productName,
    expiredPage: (reply) =>
      sendHtml(
        reply,
        400,
        messagePage({
          productName,
          title: "Aanmelding verlopen",
          message: MSG.expired,
          linkUrl: `${config.publicUrl}${webPaths.index}`,
          linkText: `Naar ${productName}`,
          status: "alert",
        }),
      ),
  };
  for (const flow of flows) flow(app, flowDeps);
}
