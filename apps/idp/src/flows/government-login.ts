// The government login stand-in: pick a test person (only when config.governmentLoginStandIn).
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { text } from "@vtp/contracts/fields";
import { governmentPersonas } from "@vtp/personas";
import { GOVERNMENT_INTERACTION_PREFIX } from "../provider.ts";
import { governmentLoginPage } from "../views.ts";
import { parseForm, readForm, readText } from "./forms.ts";
import { MSG, autoConsent, finish, loadInteraction, sendHtml, type FlowDeps, type Interaction } from "./shared.ts";

const governmentLoginForm = readForm({ persona: readText }).pipe(
  z.object({
    persona: text().refine((sub) => governmentPersonas.some((p) => p.sub === sub), MSG.personaMissing),
  }),
);

const personaOptions = governmentPersonas.map((p) => ({
  sub: p.sub,
  label: `${p.firstName} ${p.lastName}`,
  description: `${p.address.postalCode} ${p.address.city}. ${p.scenario}`,
}));

export function governmentLoginFlow(app: FastifyInstance, deps: FlowDeps): void {
  const { governmentProvider, productName } = deps;
  if (!governmentProvider) return;

  const render = (reply: FastifyReply, details: Interaction, status: number, error?: string) =>
    sendHtml(
      reply,
      status,
      governmentLoginPage({
        productName,
        action: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}`,
        personas: personaOptions,
        cancelUrl: `${GOVERNMENT_INTERACTION_PREFIX}/${details.uid}/annuleren`,
        ...(error ? { error } : {}),
      }),
    );

  app.get(`${GOVERNMENT_INTERACTION_PREFIX}/:uid`, async (req, reply) => {
    const details = await loadInteraction(governmentProvider, req, reply);
    if (!details) return deps.expiredPage(reply);
    if (details.prompt.name === "consent") return finish(governmentProvider, req, reply, await autoConsent(governmentProvider, details));
    return render(reply, details, 200);
  });

  app.post(`${GOVERNMENT_INTERACTION_PREFIX}/:uid`, async (req, reply) => {
    const details = await loadInteraction(governmentProvider, req, reply);
    if (!details || details.prompt.name !== "login") return deps.expiredPage(reply);
    const form = parseForm(governmentLoginForm, req.body);
    if (!form.ok) return render(reply, details, 400, form.errors[0]?.message);
    // Every request picks a persona afresh: end a previous test session so its person cannot leak in.
    if (details.session?.uid) {
      const previous = await governmentProvider.Session.findByUid(details.session.uid);
      if (previous) await previous.destroy();
      delete details.session;
      await details.save(details.exp - Math.floor(Date.now() / 1000));
    }
    return finish(governmentProvider, req, reply, { login: { accountId: form.data.persona, remember: false } });
  });

  app.get(`${GOVERNMENT_INTERACTION_PREFIX}/:uid/annuleren`, async (req, reply) => {
    const details = await loadInteraction(governmentProvider, req, reply);
    if (!details) return deps.expiredPage(reply);
    return finish(governmentProvider, req, reply, { error: "access_denied", error_description: "De aanmelding werd geannuleerd." });
  });
}
