// Steps 1-3 of the wizard: the place (and with it the region), the e-mail address (with the "verder
// gaan" mail), and the social tariff: the question, then the government login's proof, whose ID token the
// api verifies and whose person and address decide one of seven outcomes.
import type { GovernmentIdTokenClaims, GovernmentPersonClaims } from "@vtp/contracts/identity";
import { onlineRequestMessages as msg } from "@vtp/contracts/online-request/basics";
import type { SocialTariffAnswer, SocialTariffOutcome } from "@vtp/contracts/online-request/common";
import type { DraftView, RegionView } from "@vtp/contracts/online-request/draft";
import { ProblemError } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import { rateLimitAddress } from "@vtp/db/limits";
import { hashToken, newOpaqueToken } from "../../../shared/tokens.ts";
import { DAY_MS, EMAIL_CHECKS, MAILS_PER_HOUR, fieldProblem, type OnlineRequestDeps } from "../deps.ts";
import { GovernmentProofRejected } from "./government-proof.ts";
import * as repo from "./repository.ts";
import {
  allowsRegular,
  allowsSocialTariff,
  availabilityOf,
  beforeChange,
  inszAvailable,
  loadDraft,
  requireSteps,
  storeDraft,
  viewOf,
  type LoadedDraft,
} from "./service.ts";
import type { GovernmentPerson } from "./state.ts";

// --- step 1: region ---------------------------------------------------------------------------

export async function saveRegion(
  deps: OnlineRequestDeps,
  draftToken: string,
  input: { postalCode: string; municipalityId: number },
): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  const place = await repo.placeById(deps.db, input.municipalityId);
  if (place === undefined || place.postalCode !== input.postalCode)
    throw fieldProblem("validation", "municipalityId", msg.chooseMunicipality);
  const availability = availabilityOf(place);
  if (availability === "NONE" || availability === "NO_REGION") throw new ProblemError("ONLINE_REQUEST_NOT_AVAILABLE");
  await beforeChange(deps, draft);
  const region: RegionView = {
    postalCode: place.postalCode,
    municipalityId: place.municipalityId,
    municipalityName: place.name,
    cardSystemId: place.cardSystemId!,
    cardSystemName: place.cardSystemName ?? "",
    regular: allowsRegular(availability),
    socialTariff: allowsSocialTariff(availability),
    minAge: place.minAge,
  };
  const previous = draft.state.region;
  draft.state.region = region;
  // The social-tariff proof is about the chosen region and city: another choice asks it again.
  if (previous === null || previous.municipalityId !== region.municipalityId) {
    draft.state.socialTariff = null;
    draft.state.familyDone = false;
  }
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

// --- step 2: e-mail ---------------------------------------------------------------------------

export async function saveEmail(deps: OnlineRequestDeps, draftToken: string, email: string, clientIp: string): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  requireSteps(draft.state, "region");
  const check = await deps.rateLimiter.consume(
    `online-request:email:${rateLimitAddress(clientIp)}`,
    EMAIL_CHECKS.limit,
    EMAIL_CHECKS.windowMs,
    deps.clock(),
  );
  if (!check.allowed) throw new ProblemError("rate-limited", { headers: { "retry-after": String(check.retryAfterSeconds) } });
  await beforeChange(deps, draft);
  draft.state.email = email;
  draft.state.emailState = (await repo.accountExistsForEmail(deps.db, email)) ? "EXISTING" : "NEW";
  if (draft.state.mainHolder) draft.state.mainHolder.email = email;
  await storeDraft(deps, draft);
  if (draft.row.resumeMailedTo !== email) await sendResumeMail(deps, draft, email);
  return viewOf(deps, draft);
}

/** The "verder gaan" mail: a link that opens this request in any browser, as long as the draft lives. */
async function sendResumeMail(deps: OnlineRequestDeps, draft: LoadedDraft, email: string): Promise<void> {
  const slot = await deps.rateLimiter.consume(`online-request:resume-mail:${email}`, MAILS_PER_HOUR, 60 * 60 * 1000, deps.clock());
  if (!slot.allowed) return;
  const resumeToken = newOpaqueToken();
  draft.row.resumeMailedTo = email;
  const link = `${deps.publicUrl}${webPaths["online-request-resume"]}?code=${encodeURIComponent(resumeToken)}`;
  // The token and its mail are one transaction (the mail outbox, decision 0038).
  await deps.db.transaction().execute(async (trx) => {
    await repo.setDraftResume(trx, draft.row.id, hashToken(resumeToken), email);
    await deps.mailer.send(
      {
        kind: "online-request-resume",
        to: email,
        subject: `Ga verder met je aanvraag voor een ${deps.productName}`,
        text: [
          "Hallo,",
          `Je bent een ${deps.productName} online aan het aanvragen. Moet je even stoppen? Met deze link ga je later verder waar je was, ook op een ander toestel:`,
          link,
          "De link werkt 14 dagen. Deel hem met niemand: wie hem heeft, ziet je aanvraag.",
          "Heb jij niets aangevraagd? Dan hoef je niets te doen.",
          deps.productName,
        ].join("\n\n"),
      },
      { within: trx },
    );
  });
}

// --- step 3: social tariff ------------------------------------------------------------------------

export async function saveSocialTariff(deps: OnlineRequestDeps, draftToken: string, answer: SocialTariffAnswer): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  requireSteps(draft.state, "region", "email");
  await beforeChange(deps, draft);
  const region = draft.state.region!;
  const outcome: SocialTariffOutcome | null = answer !== "NO" && !region.socialTariff ? "NOT_IN_CITY" : null;
  const keep = answer === "NO" ? (draft.state.socialTariff?.outcome ?? null) : outcome;
  draft.state.socialTariff = { answer, outcome: keep, person: null, children: [] };
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

async function governmentPerson(deps: OnlineRequestDeps, p: GovernmentPersonClaims): Promise<GovernmentPerson> {
  const place = await repo.placeByPostalCodeAndName(deps.db, p.address.postal_code, p.address.locality);
  return {
    insz: p.insz,
    firstName: p.given_name,
    lastName: p.family_name,
    birthDate: p.birthdate,
    gender: p.gender,
    address: {
      streetAndNumber: p.address.street_address,
      postalCode: p.address.postal_code,
      municipalityId: place?.municipalityId ?? null,
      place: place?.name ?? p.address.locality,
    },
    socialTariff: p.social_tariff,
    hasCard: p.card_number !== null || (await repo.inszRegistered(deps.db, deps.vault.hash(p.insz))),
  };
}

/**
 * The seven outcomes, in this order: already has a card; residence in no region (not in region), in
 * another region (residence not in region), in the region but in a city without online social tariff
 * (not in city); not entitled ("ja": not allowed, "ik weet het niet": maybe not allowed); confirmed.
 */
export async function decideOutcome(
  deps: Pick<OnlineRequestDeps, "db">,
  region: RegionView,
  answer: SocialTariffAnswer,
  person: GovernmentPerson,
): Promise<SocialTariffOutcome> {
  if (person.hasCard) return "ALREADY_HAS_CARD";
  const systems = person.address.municipalityId === null ? [] : await repo.cardSystemsOfPlace(deps.db, person.address.municipalityId);
  if (systems.length === 0) return "NOT_IN_REGION";
  const inRegion = systems.find((s) => s.cardSystemId === region.cardSystemId);
  if (inRegion === undefined) return "RESIDENCE_NOT_IN_REGION";
  if (!allowsSocialTariff(inRegion.onlineRegistration)) return "NOT_IN_CITY";
  if (!person.socialTariff) return answer === "UNSURE" ? "MAYBE_NOT_ALLOWED" : "NOT_ALLOWED";
  return "CONFIRMED";
}

export async function verifySocialTariff(
  deps: OnlineRequestDeps,
  draftToken: string,
  idToken: string,
  clientIp: string,
): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  requireSteps(draft.state, "region", "email");
  const st = draft.state.socialTariff;
  if (st === null || st.answer === "NO") throw new ProblemError("ONLINE_REQUEST_STEP_MISSING");
  let claims: GovernmentIdTokenClaims;
  try {
    claims = await deps.verifyGovernmentIdToken(idToken);
  } catch (error) {
    if (error instanceof GovernmentProofRejected) throw new ProblemError("ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID");
    throw error;
  }
  // Each ID token proves once: a copied token cannot serve a second draft.
  const once = await deps.rateLimiter.consume(`online-request:government-token:${hashToken(idToken)}`, 1, DAY_MS, deps.clock());
  if (!once.allowed) throw new ProblemError("ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID");
  await beforeChange(deps, draft);
  // The registry lookup of the person is a national-number pre-check too.
  await inszAvailable(deps, draft.row.id, clientIp, deps.vault.hash(claims.insz));
  const person = await governmentPerson(deps, claims);
  const outcome = await decideOutcome(deps, draft.state.region!, st.answer, person);
  const children = outcome === "CONFIRMED" ? await Promise.all(claims.children.map((c) => governmentPerson(deps, c))) : [];
  draft.state.socialTariff = { answer: st.answer, outcome, person: outcome === "CONFIRMED" ? person : null, children };
  if (outcome === "CONFIRMED") {
    // Never ask twice: the main holder is the person of the government login.
    const main = draft.state.mainHolder;
    if (main && main.insz !== person.insz) draft.state.mainHolder = null;
  }
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}
