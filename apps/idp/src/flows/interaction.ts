// The start and the cancel of an interaction of the main provider: the start grants consent at once
// (first-party clients) or shows the login or registration form; the cancel reports access_denied.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "@vtp/config";
import { INTERACTION_PREFIX } from "../provider.ts";
import { renderLogin } from "./login.ts";
import { renderRegister } from "./register.ts";
import { autoConsent, finish, loadInteraction, type FlowDeps } from "./shared.ts";

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

export function interactionFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { config, provider } = deps;

  app.get(`${INTERACTION_PREFIX}/:uid`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return deps.expiredPage(reply);
    if (details.prompt.name === "consent") return finish(provider, req, reply, await autoConsent(provider, details));
    if (details.params.screen === "register") return renderRegister(deps, reply, details);
    return renderLogin(deps, reply, details);
  });

  app.get(`${INTERACTION_PREFIX}/:uid/annuleren`, async (req, reply) => {
    const details = await loadInteraction(provider, req, reply);
    if (!details) return deps.expiredPage(reply);
    const result = { error: "access_denied", error_description: "De gebruiker heeft geannuleerd." };
    const direct = sameOriginReturnUrl(config, details.params.return_if_cancelled);
    if (direct) {
      await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.code(303).redirect(direct, 303);
    }
    return finish(provider, req, reply, result);
  });
}
