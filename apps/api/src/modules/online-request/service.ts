// The rules of the online card request (issue 10). The wizard's state is a draft on the server, keyed by
// the hash of a token the web keeps in a sealed cookie; every step is validated here again, whatever the
// web checked. Prices come only from the region's price list. The order moves PENDING_PAYMENT ->
// PENDING_UITID_CONNECT (paid: every holder gets a card, once) -> COMPLETED (the main holder's card got
// an account), or CANCELLED. Payment confirmations are processed idempotently, always with the status
// fetched from the provider. See docs/decisions/0025-online-request-draft-on-the-server.md.
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "@vtp/mailer";
import { cardNumberInRange, maskCardNumber } from "@vtp/contracts/card-number";
import { maskEmail } from "@vtp/contracts/card-registration";
import { brusselsDate } from "@vtp/contracts/dates";
import type { GovernmentIdTokenClaims, GovernmentPersonClaims } from "@vtp/contracts/identity";
import {
  ABROAD_POSTAL_CODE,
  ADULT_AGE,
  MIN_AGE_TO_ADD_FAMILY,
  MIN_MAIN_HOLDER_AGE,
  ageOn,
  inszProblem,
  onlineRequestMessages as msg,
  type AddFamilyMemberBody,
  type DraftView,
  type MunicipalitiesResponse,
  type OnlineAvailability,
  type OrderStatusResponse,
  type PaymentStatus,
  type PilotCitiesResponse,
  type RegionView,
  type SaveMainHolderBody,
  type SocialTariffAnswer,
  type SocialTariffOutcome,
} from "@vtp/contracts/online-request";
import { ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import { webPaths } from "@vtp/contracts/web-paths";
import type { DB, OnlineRegistration } from "@vtp/db/schema";
import { rateLimitAddress, type DbRateLimiter } from "@vtp/db/limits";
import { createRegistrationToken } from "../card-registration/service.ts";
import { hashToken, newOpaqueToken } from "../card-registration/tokens.ts";
import {
  draftView,
  emptyDraft,
  familyCounts,
  memberSocialTariff,
  nextStep,
  socialTariffStepDone,
  socialTariffVerified,
  type DraftState,
  type GovernmentPerson,
  type OrderSummary,
  type StoredAddress,
  type StoredMember,
  type StoredPerson,
} from "./draft.ts";
import { GovernmentProofRejected, type VerifyGovernmentIdToken } from "./government-proof.ts";
import { formatAmount, PaymentProviderError, type PaymentProvider, type ProviderPaymentStatus } from "./payment-provider.ts";
import { computePrices, type PriceResult } from "./price.ts";
import * as repo from "./repository.ts";
import type { InszVault } from "./vault.ts";

export interface OnlineRequestDeps {
  db: Kysely<DB>;
  clock: () => Date;
  rateLimiter: DbRateLimiter;
  vault: InszVault;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  caps: { maxAdults: number; maxChildren: number };
  /** Undefined when no provider is configured: only orders that cost nothing can complete. */
  payments: PaymentProvider | undefined;
  verifyGovernmentIdToken: VerifyGovernmentIdToken;
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  /** The national-number pre-check limits (default INSZ_CHECKS_PER_DAY). */
  inszChecksPerDay?: { perAddress: number; perDraft: number };
}

/** A draft lives this long after its last change; the "verder gaan" link as long as the draft. */
export const DRAFT_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** An unpaid order without a payment under way is cancelled after this (its national numbers are freed). */
export const UNPAID_ORDER_TTL_MS = 48 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * National-number pre-checks (the registry lookups, which tell whether a number has a card): per visitor
 * address and per draft, per day. A family of 10 with a few typing errors stays far below; an enumeration
 * does not get far. (Households behind one address share the per-address count.)
 */
export const INSZ_CHECKS_PER_DAY = { perAddress: 100, perDraft: 10 } as const;
/** E-mail lookups of step 2 (they tell whether an account exists): per visitor address. */
export const EMAIL_CHECKS = { limit: 30, windowMs: 15 * 60 * 1000 } as const;
/** "Verder gaan" and status-link mails per address / order per hour. */
export const MAILS_PER_HOUR = 5;

// --- helpers --------------------------------------------------------------------------------

const today = (deps: Pick<OnlineRequestDeps, "clock">) => brusselsDate(deps.clock());

function fieldProblem(code: ProblemCode, field: string, nl?: string): ProblemError {
  const message = nl ?? new ProblemError(code).nl;
  return new ProblemError(code, { nl: message, schemaErrors: [{ jsonPointer: `/${field}`, error: message }] });
}

function availabilityOf(place: repo.PlaceRow): OnlineAvailability {
  if (place.cardSystemId === null || !place.priced) return place.cardSystemId === null ? "NO_REGION" : "NONE";
  return place.onlineRegistration ?? "NONE";
}

const allowsRegular = (r: OnlineRegistration | OnlineAvailability | null) => r === "ALL" || r === "REGULAR";
const allowsSocialTariff = (r: OnlineRegistration | OnlineAvailability | null) => r === "ALL" || r === "SOCIALTARIFF";

interface LoadedDraft {
  row: repo.DraftRow;
  state: DraftState;
}

async function loadDraft(deps: OnlineRequestDeps, draftToken: string | undefined): Promise<LoadedDraft> {
  if (!draftToken) throw new ProblemError("ONLINE_REQUEST_DRAFT_NOT_FOUND");
  const row = await repo.findDraftByTokenHash(deps.db, hashToken(draftToken), deps.clock());
  if (row === undefined) throw new ProblemError("ONLINE_REQUEST_DRAFT_NOT_FOUND");
  let state: DraftState;
  try {
    state = deps.vault.openState<DraftState>(row.stateEncrypted);
  } catch {
    // Encrypted with another key (a lost secret): the draft is unreadable, the visitor starts again.
    throw new ProblemError("ONLINE_REQUEST_DRAFT_NOT_FOUND");
  }
  return { row, state };
}

async function storeDraft(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<void> {
  const now = deps.clock();
  await repo.saveDraftState(deps.db, draft.row.id, deps.vault.sealState(draft.state), now, new Date(now.getTime() + DRAFT_TTL_MS));
}

async function orderSummary(deps: OnlineRequestDeps, orderId: string | null): Promise<OrderSummary | null> {
  if (orderId === null) return null;
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || order.status === "CANCELLED") return null;
  const payment = await repo.latestPayment(deps.db, orderId);
  return {
    orderId,
    status: order.status,
    total: order.total,
    payment: payment?.status ?? null,
    checkoutUrl: payment?.status === "OPEN" ? payment.checkoutUrl : null,
  };
}

/** The prices of the people of the draft, from the region's price list (null before the main holder is known). */
async function pricesOf(deps: OnlineRequestDeps, state: DraftState): Promise<PriceResult | null> {
  if (state.region === null || state.mainHolder === null) return null;
  const list = await repo.priceList(deps.db, state.region.cardSystemId);
  if (list === undefined) return null;
  const municipalities = await repo.regionMunicipalityIds(deps.db, state.region.cardSystemId);
  const voucherPrice = async (code: string | null) => {
    if (code === null) return undefined;
    const v = await repo.findVoucher(deps.db, code);
    return v && v.cardSystemId === state.region!.cardSystemId ? v.price : undefined;
  };
  const main = state.mainHolder;
  const persons = [
    {
      personId: "main",
      name: main.firstName,
      birthDate: main.birthDate,
      municipalityId: main.address.municipalityId,
      socialTariff: socialTariffVerified(state),
      voucherPrice: await voucherPrice(main.voucher),
    },
    ...(await Promise.all(
      state.members.map(async (mb) => ({
        personId: mb.id,
        name: mb.firstName,
        birthDate: mb.birthDate,
        municipalityId: mb.address.municipalityId,
        socialTariff: memberSocialTariff(state, mb),
        voucherPrice: await voucherPrice(mb.voucher),
      })),
    )),
  ];
  return computePrices({
    today: today(deps),
    prices: list,
    regionMunicipalityIds: municipalities,
    minAge: state.region.minAge,
    regionName: state.region.cardSystemName,
    persons,
  });
}

async function viewOf(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<DraftView> {
  const order = await orderSummary(deps, draft.row.orderId);
  return draftView(draft.state, {
    today: today(deps),
    caps: deps.caps,
    price: await pricesOf(deps, draft.state),
    order,
    resumeMailSent: draft.row.resumeMailedTo !== null && draft.row.resumeMailedTo === draft.state.email,
  });
}

/**
 * Before a step changes: an order that is paid locks the request; an unpaid one is cancelled (it will be
 * placed again with the new data), unless its payment is still under way at the provider.
 */
async function beforeChange(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<void> {
  if (draft.row.orderId === null) return;
  const order = await repo.findOrder(deps.db, draft.row.orderId);
  if (order === undefined || order.status === "CANCELLED") {
    await repo.setDraftOrder(deps.db, draft.row.id, null);
    draft.row.orderId = null;
    return;
  }
  if (order.status !== "PENDING_PAYMENT") throw new ProblemError("ONLINE_REQUEST_LOCKED");
  const latest = await repo.latestPayment(deps.db, order.id);
  if (latest?.status === "OPEN") {
    await syncPayment(deps, latest.reference);
    const after = await repo.findOrder(deps.db, order.id);
    if (after?.status !== "PENDING_PAYMENT") throw new ProblemError("ONLINE_REQUEST_LOCKED");
    if ((await repo.latestPayment(deps.db, order.id))?.status === "OPEN") {
      throw new ProblemError("ONLINE_REQUEST_LOCKED", {
        nl: "Je betaling is nog bezig. Rond ze af of annuleer ze op de betaalpagina, en pas dan je gegevens aan.",
      });
    }
  }
  await cancelUnpaidOrder(deps, order.id);
  await repo.setDraftOrder(deps.db, draft.row.id, null);
  draft.row.orderId = null;
}

/** What a cancelled order held: its national numbers in the registry and its voucher uses. */
async function releaseOrder(trx: Kysely<DB>, orderId: string): Promise<void> {
  await repo.releaseInsz(trx, orderId);
  const uses = new Map<string, number>();
  for (const h of await repo.orderHolders(trx, orderId)) if (h.voucherCode) uses.set(h.voucherCode, (uses.get(h.voucherCode) ?? 0) + 1);
  for (const [code, count] of uses) await repo.releaseVoucherUses(trx, code, count);
}

async function cancelUnpaidOrder(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const now = deps.clock();
  const cancelled = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.cancelOrder(trx, orderId, now))) return false;
    await releaseOrder(trx, orderId);
    return true;
  });
  if (!cancelled) return;
  for (const p of await repo.openPayments(deps.db, orderId)) {
    if (deps.payments && (await deps.payments.cancel(p.reference))) await repo.updatePaymentStatus(deps.db, p.id, "CANCELLED", now);
  }
}

/**
 * The national-number pre-check (domain notes: "USED or UNUSED; rate-limited per day"): counted per
 * visitor address and per draft before the registry is asked.
 */
async function inszAvailable(deps: OnlineRequestDeps, draftId: string, clientIp: string, inszHash: string): Promise<boolean> {
  const now = deps.clock();
  const limits = deps.inszChecksPerDay ?? INSZ_CHECKS_PER_DAY;
  const byAddress = await deps.rateLimiter.consume(`online-request:insz:${rateLimitAddress(clientIp)}`, limits.perAddress, DAY_MS, now);
  const byDraft = await deps.rateLimiter.consume(`online-request:insz:draft:${draftId}`, limits.perDraft, DAY_MS, now);
  if (!byAddress.allowed || !byDraft.allowed) throw fieldProblem("INSZ_CHECKS_EXHAUSTED", "insz");
  return !(await repo.inszRegistered(deps.db, inszHash));
}

/** The form's national number against its birth date and sex: the problem of the first rule that fails. */
function assertInszMatches(insz: string, birthDate: string, gender: StoredPerson["gender"], now: Date): void {
  const problem = inszProblem(insz, birthDate, gender, now);
  if (problem === undefined) return;
  const code: ProblemCode =
    problem === msg.inszBis
      ? "INSZ_BIS_NOT_ALLOWED"
      : problem === msg.inszBirthDate
        ? "INSZ_BIRTH_DATE_MISMATCH"
        : problem === msg.inszSex
          ? "INSZ_SEX_MISMATCH"
          : "INSZ_INVALID";
  throw fieldProblem(code, "insz", problem);
}

async function addressFrom(
  deps: OnlineRequestDeps,
  input: {
    streetAndNumber?: string | undefined;
    postalCode?: string | undefined;
    municipalityId?: number | undefined;
    abroadPlace?: string | undefined;
  },
): Promise<StoredAddress> {
  const street = input.streetAndNumber?.trim() ?? "";
  if (street === "") throw fieldProblem("validation", "streetAndNumber", msg.required);
  const postalCode = input.postalCode?.trim() ?? "";
  if (!/^\d{4}$/.test(postalCode)) throw fieldProblem("validation", "postalCode", postalCode === "" ? msg.required : msg.postalCode);
  if (postalCode === ABROAD_POSTAL_CODE) {
    const place = input.abroadPlace?.trim() ?? "";
    if (place === "") throw fieldProblem("validation", "abroadPlace", msg.abroadPlace);
    return { streetAndNumber: street, postalCode, municipalityId: null, place };
  }
  const place = input.municipalityId === undefined ? undefined : await repo.placeById(deps.db, input.municipalityId);
  if (place === undefined || place.postalCode !== postalCode) throw fieldProblem("validation", "municipalityId", msg.chooseMunicipality);
  return { streetAndNumber: street, postalCode, municipalityId: place.municipalityId, place: place.name };
}

async function assertVoucher(deps: OnlineRequestDeps, state: DraftState, code: string | undefined): Promise<void> {
  if (code === undefined) return;
  const voucher = await repo.findVoucher(deps.db, code);
  if (voucher === undefined || voucher.cardSystemId !== state.region?.cardSystemId)
    throw fieldProblem("ONLINE_REQUEST_VOUCHER_INVALID", "voucher");
  if (voucher.validUntil !== null && voucher.validUntil < today(deps)) throw fieldProblem("ONLINE_REQUEST_VOUCHER_EXPIRED", "voucher");
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) throw fieldProblem("ONLINE_REQUEST_VOUCHER_USED_UP", "voucher");
}

function requireSteps(state: DraftState, ...steps: ("region" | "email" | "social-tariff" | "person")[]): void {
  for (const step of steps) {
    const ok =
      step === "region"
        ? state.region !== null
        : step === "email"
          ? state.email !== null
          : step === "social-tariff"
            ? socialTariffStepDone(state)
            : state.mainHolder !== null;
    if (!ok) throw new ProblemError("ONLINE_REQUEST_STEP_MISSING");
  }
}

// --- regions ----------------------------------------------------------------------------------

export async function pilotCities(deps: Pick<OnlineRequestDeps, "db">): Promise<PilotCitiesResponse> {
  const rows = await repo.pilotPlaces(deps.db);
  const regions = new Map<number, PilotCitiesResponse["regions"][number]>();
  for (const r of rows) {
    let region = regions.get(r.cardSystemId);
    if (region === undefined) {
      region = { cardSystemId: r.cardSystemId, name: r.cardSystemName, cities: [] };
      regions.set(r.cardSystemId, region);
    }
    region.cities.push({
      postalCode: r.postalCode,
      name: r.name,
      regular: allowsRegular(r.onlineRegistration),
      socialTariff: allowsSocialTariff(r.onlineRegistration),
    });
  }
  return { regions: [...regions.values()] };
}

export async function municipalities(deps: Pick<OnlineRequestDeps, "db">, postalCode: string): Promise<MunicipalitiesResponse> {
  if (postalCode === ABROAD_POSTAL_CODE) return { postalCode, abroad: true, municipalities: [] };
  const places = await repo.placesByPostalCode(deps.db, postalCode);
  return {
    postalCode,
    abroad: false,
    municipalities: places.map((p) => ({
      municipalityId: p.municipalityId,
      postalCode: p.postalCode,
      name: p.name,
      cardSystem: p.cardSystemId === null ? null : { id: p.cardSystemId, name: p.cardSystemName ?? "" },
      availability: availabilityOf(p),
    })),
  };
}

// --- drafts -----------------------------------------------------------------------------------

export async function createDraft(deps: OnlineRequestDeps): Promise<{ draftToken: string; draft: DraftView }> {
  const now = deps.clock();
  await repo.deleteExpiredDrafts(deps.db, now);
  // Unpaid orders left behind (no payment under way for two days) free their national numbers and vouchers.
  await deps.db.transaction().execute(async (trx) => {
    for (const orderId of await repo.cancelStaleOrders(trx, new Date(now.getTime() - UNPAID_ORDER_TTL_MS), now))
      await releaseOrder(trx, orderId);
  });
  const draftToken = newOpaqueToken();
  const state = emptyDraft();
  const expiresAt = new Date(now.getTime() + DRAFT_TTL_MS);
  const id = await repo.insertDraft(deps.db, {
    tokenHash: hashToken(draftToken),
    stateEncrypted: deps.vault.sealState(state),
    now,
    expiresAt,
  });
  const draft = { row: { id, stateEncrypted: "", resumeMailedTo: null, orderId: null, expiresAt }, state };
  return { draftToken, draft: await viewOf(deps, draft) };
}

export async function getDraft(deps: OnlineRequestDeps, draftToken: string): Promise<DraftView> {
  return viewOf(deps, await loadDraft(deps, draftToken));
}

/** The close button: the whole request is forgotten; an unpaid order is cancelled. A paid order stays. */
export async function resetDraft(deps: OnlineRequestDeps, draftToken: string): Promise<{ reset: true }> {
  const row = await repo.findDraftByTokenHash(deps.db, hashToken(draftToken), deps.clock());
  if (row === undefined) return { reset: true };
  if (row.orderId !== null) {
    const order = await repo.findOrder(deps.db, row.orderId);
    if (order?.status === "PENDING_PAYMENT") await cancelUnpaidOrder(deps, order.id);
  }
  await repo.deleteDraft(deps.db, row.id);
  return { reset: true };
}

/** The link of the "verder gaan" mail: a new draft token (the old one stops working). */
export async function resumeDraft(deps: OnlineRequestDeps, resumeToken: string): Promise<{ draftToken: string; draft: DraftView }> {
  const row = await repo.findDraftByResumeHash(deps.db, hashToken(resumeToken), deps.clock());
  if (row === undefined) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  const draftToken = newOpaqueToken();
  await repo.setDraftToken(deps.db, row.id, hashToken(draftToken));
  return { draftToken, draft: await viewOf(deps, await loadDraft(deps, draftToken)) };
}

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
  await repo.setDraftResume(deps.db, draft.row.id, hashToken(resumeToken), email);
  draft.row.resumeMailedTo = email;
  const link = `${deps.publicUrl}${webPaths["online-request-resume"]}?code=${encodeURIComponent(resumeToken)}`;
  await deps.mailer.send({
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

// --- step 4: the main holder -------------------------------------------------------------------

export async function saveMainHolder(
  deps: OnlineRequestDeps,
  draftToken: string,
  input: SaveMainHolderBody,
  clientIp: string,
): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  const state = draft.state;
  requireSteps(state, "region", "email", "social-tariff");
  const now = deps.clock();
  const gov = socialTariffVerified(state) ? state.socialTariff!.person! : null;
  let identity: Pick<StoredPerson, "firstName" | "lastName" | "insz" | "gender" | "birthDate">;
  let address: StoredAddress;
  if (gov !== null) {
    identity = { firstName: gov.firstName, lastName: gov.lastName, insz: gov.insz, gender: gov.gender, birthDate: gov.birthDate };
    address = gov.address;
  } else {
    const insz = input.insz ?? state.mainHolder?.insz;
    if (insz === undefined) throw fieldProblem("validation", "insz", msg.required);
    identity = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      insz,
      gender: input.gender,
      birthDate: input.birthDate,
    };
    assertInszMatches(insz, identity.birthDate, identity.gender, now);
    address = await addressFrom(deps, input);
  }
  const age = ageOn(identity.birthDate, today(deps));
  if (age < MIN_MAIN_HOLDER_AGE) throw fieldProblem("ONLINE_REQUEST_MAIN_TOO_YOUNG", "birthDate");
  if (age < ADULT_AGE && input.parentalConsent !== true) throw fieldProblem("ONLINE_REQUEST_PARENTAL_CONSENT", "parentalConsent");
  const hash = deps.vault.hash(identity.insz);
  if (state.members.some((mb) => deps.vault.hash(mb.insz) === hash)) throw fieldProblem("INSZ_USED_IN_FAMILY", "insz");
  await assertVoucher(deps, state, input.voucher);
  const changedInsz = state.mainHolder?.insz !== identity.insz;
  await beforeChange(deps, draft);
  if (changedInsz && gov === null && !(await inszAvailable(deps, draft.row.id, clientIp, hash)))
    throw fieldProblem("INSZ_ALREADY_USED", "insz");
  state.mainHolder = {
    ...identity,
    address,
    email: state.email,
    phone: input.phone ?? null,
    voucher: input.voucher ?? null,
  };
  state.consents = {
    ...state.consents,
    privacy: true,
    promotional: input.promotionalConsent === true,
    parental: age < ADULT_AGE && input.parentalConsent === true,
  };
  // Members that copy the main holder's address or contact follow it.
  for (const mb of state.members) {
    if (mb.sameAddress) mb.address = { ...address };
    if (mb.sameContact) {
      mb.email = state.email;
      mb.phone = input.phone ?? null;
    }
  }
  state.familyDone = false;
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

// --- step 5: family ---------------------------------------------------------------------------

export async function addMember(
  deps: OnlineRequestDeps,
  draftToken: string,
  input: AddFamilyMemberBody,
  clientIp: string,
): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  const state = draft.state;
  requireSteps(state, "region", "email", "social-tariff", "person");
  const main = state.mainHolder!;
  const todayIso = today(deps);
  if (ageOn(main.birthDate, todayIso) < MIN_AGE_TO_ADD_FAMILY) throw new ProblemError("ONLINE_REQUEST_UNDER_16");
  const now = deps.clock();
  let member: StoredMember;
  if (input.source === "GOVERNMENT") {
    const child = socialTariffVerified(state) ? state.socialTariff!.children[input.childIndex] : undefined;
    if (child === undefined) throw new ProblemError("validation", { detail: "Onbekend kind van de overheidslogin." });
    if (state.members.some((mb) => mb.fromGovernment === input.childIndex)) throw new ProblemError("INSZ_USED_IN_FAMILY");
    if (child.hasCard)
      throw new ProblemError("INSZ_ALREADY_USED", {
        nl: `${child.firstName} heeft al een pas. Je kan maar één pas online aanvragen per persoon.`,
      });
    member = {
      id: randomUUID(),
      firstName: child.firstName,
      lastName: child.lastName,
      insz: child.insz,
      gender: child.gender,
      birthDate: child.birthDate,
      address: { ...child.address },
      email: input.sameContact ? state.email : null,
      phone: input.sameContact ? main.phone : null,
      voucher: null,
      sameAddress: child.address.streetAndNumber === main.address.streetAndNumber && child.address.postalCode === main.address.postalCode,
      sameContact: input.sameContact,
      fromGovernment: input.childIndex,
    };
  } else {
    if (input.insz === undefined) throw fieldProblem("validation", "insz", msg.required);
    const birthDate = input.birthDate;
    assertInszMatches(input.insz, birthDate, input.gender, now);
    const address = input.sameAddress ? { ...main.address } : await addressFrom(deps, input);
    member = {
      id: randomUUID(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      insz: input.insz,
      gender: input.gender,
      birthDate,
      address,
      email: input.sameContact ? state.email : (input.email ?? null),
      phone: input.sameContact ? main.phone : (input.phone ?? null),
      voucher: input.voucher ?? null,
      sameAddress: input.sameAddress,
      sameContact: input.sameContact,
      fromGovernment: null,
    };
    await assertVoucher(deps, state, input.voucher);
  }
  const hash = deps.vault.hash(member.insz);
  if (deps.vault.hash(main.insz) === hash) throw fieldProblem("ONLINE_REQUEST_MEMBER_IS_MAIN", "insz");
  if (state.members.some((mb) => deps.vault.hash(mb.insz) === hash)) throw fieldProblem("INSZ_USED_IN_FAMILY", "insz");
  const counts = familyCounts(state, todayIso);
  const adult = ageOn(member.birthDate, todayIso) >= ADULT_AGE;
  if (adult && counts.adults >= deps.caps.maxAdults) {
    throw new ProblemError("ONLINE_REQUEST_TOO_MANY_ADULTS", {
      nl: `Je gezin telt al ${deps.caps.maxAdults} volwassenen: meer kan niet in één aanvraag.`,
    });
  }
  if (!adult && counts.children >= deps.caps.maxChildren) {
    throw new ProblemError("ONLINE_REQUEST_TOO_MANY_CHILDREN", {
      nl: `Je gezin telt al ${deps.caps.maxChildren} kinderen: meer kan niet in één aanvraag.`,
    });
  }
  await beforeChange(deps, draft);
  if (!(await inszAvailable(deps, draft.row.id, clientIp, hash))) {
    throw fieldProblem(
      "INSZ_ALREADY_USED",
      "insz",
      input.source === "GOVERNMENT" ? `${member.firstName} heeft al een pas of een aanvraag.` : undefined,
    );
  }
  state.members.push(member);
  state.familyDone = false;
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

export async function removeMember(deps: OnlineRequestDeps, draftToken: string, memberId: string): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  if (!draft.state.members.some((mb) => mb.id === memberId)) return viewOf(deps, draft);
  await beforeChange(deps, draft);
  draft.state.members = draft.state.members.filter((mb) => mb.id !== memberId);
  draft.state.familyDone = false;
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

export async function saveFamily(deps: OnlineRequestDeps, draftToken: string, familyPrivacyConsent: boolean): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  const state = draft.state;
  requireSteps(state, "region", "email", "social-tariff", "person");
  if (state.members.length > 0 && !familyPrivacyConsent) throw fieldProblem("validation", "familyPrivacyConsent", msg.required);
  const price = await pricesOf(deps, state);
  if (price?.error) throw new ProblemError("ONLINE_REQUEST_PRICE_ERROR", { nl: price.error.message });
  await beforeChange(deps, draft);
  state.consents.familyPrivacy = state.members.length > 0 && familyPrivacyConsent;
  state.familyDone = true;
  await storeDraft(deps, draft);
  return viewOf(deps, draft);
}

// --- step 6: order and payment -------------------------------------------------------------------

function paymentStatusOf(status: ProviderPaymentStatus): PaymentStatus {
  switch (status) {
    case "paid":
      return "PAID";
    case "failed":
      return "FAILED";
    case "canceled":
      return "CANCELLED";
    case "expired":
      return "EXPIRED";
    default:
      return "OPEN";
  }
}

/** Where the provider sends the visitor back, and where it reports status changes. */
function paymentUrls(deps: OnlineRequestDeps, orderId: string): { redirectUrl: string; webhookUrl: string | undefined } {
  const redirectUrl = `${deps.publicUrl}${webPaths["online-request-payment-return"]}?bestelling=${orderId}`;
  // Mollie refuses a webhook it cannot reach: a real provider gets none on a loopback demo (the return
  // page asks the status then); the stand-in on the same machine calls it.
  const loopback = /^http:\/\/(127\.|localhost|\[::1\])/.test(deps.publicUrl);
  const webhookUrl = deps.payments?.kind === "mollie" && loopback ? undefined : `${deps.publicUrl}/api/online-request/payments/webhook`;
  return { redirectUrl, webhookUrl };
}

async function startPayment(deps: OnlineRequestDeps, order: repo.OrderRow): Promise<string> {
  if (deps.payments === undefined)
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE", { detail: "Geen betaalprovider geconfigureerd." });
  // A payment still open at the provider is cancelled first where it can be: one payment at a time.
  for (const open of await repo.openPayments(deps.db, order.id)) {
    await syncPayment(deps, open.reference);
    const after = await repo.findPaymentByReference(deps.db, open.reference);
    if (after?.status === "PAID") throw new ProblemError("ONLINE_REQUEST_ALREADY_PAID");
    if (after?.status === "OPEN" && (await deps.payments.cancel(open.reference)))
      await repo.updatePaymentStatus(deps.db, open.id, "CANCELLED", deps.clock());
  }
  const urls = paymentUrls(deps, order.id);
  let payment;
  try {
    payment = await deps.payments.create({
      amountEur: order.total,
      description: `${deps.productName} online aanvraag ${order.id.slice(0, 8)}`,
      redirectUrl: urls.redirectUrl,
      webhookUrl: urls.webhookUrl,
      metadata: { orderId: order.id },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log.error({ err: error.cause, orderId: order.id }, "online request: payment could not be created");
      throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
    }
    throw error;
  }
  await repo.insertPayment(deps.db, {
    orderId: order.id,
    reference: payment.id,
    amount: order.total,
    checkoutUrl: payment.checkoutUrl,
    now: deps.clock(),
  });
  if (payment.checkoutUrl === null)
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE", { detail: "De provider gaf geen betaalpagina." });
  return payment.checkoutUrl;
}

/** Step 6 "betalen": the order with the server's prices (created once), then a payment at the provider. */
export async function placeOrder(deps: OnlineRequestDeps, draftToken: string): Promise<{ draft: DraftView; checkoutUrl: string | null }> {
  const draft = await loadDraft(deps, draftToken);
  const state = draft.state;
  let order = draft.row.orderId === null ? undefined : await repo.findOrder(deps.db, draft.row.orderId);
  if (order !== undefined && order.status !== "PENDING_PAYMENT" && order.status !== "CANCELLED")
    throw new ProblemError("ONLINE_REQUEST_ALREADY_PAID");
  if (order?.status === "CANCELLED") order = undefined;
  if (order === undefined) {
    if (nextStep(state, null) !== "payment") throw new ProblemError("ONLINE_REQUEST_STEP_MISSING");
    const price = await pricesOf(deps, state);
    if (price === null) throw new ProblemError("ONLINE_REQUEST_NOT_AVAILABLE");
    if (price.error) throw new ProblemError("ONLINE_REQUEST_PRICE_ERROR", { nl: price.error.message });
    const orderId = await createOrder(deps, draft, price);
    draft.row.orderId = orderId;
    order = (await repo.findOrder(deps.db, orderId))!;
  }
  if (order.total === 0) {
    // Nothing to pay (vouchers, free children): the order is confirmed at once.
    await completePayment(deps, order.id, null);
    return { draft: await viewOf(deps, draft), checkoutUrl: null };
  }
  const checkoutUrl = await startPayment(deps, order);
  return { draft: await viewOf(deps, draft), checkoutUrl };
}

async function createOrder(deps: OnlineRequestDeps, draft: LoadedDraft, price: PriceResult): Promise<string> {
  const state = draft.state;
  const main = state.mainHolder!;
  const now = deps.clock();
  const lineOf = new Map(price.lines.map((l) => [l.personId, l]));
  const people: { person: StoredPerson; personId: string; socialTariff: boolean; sameAddress: boolean }[] = [
    { person: main, personId: "main", socialTariff: socialTariffVerified(state), sameAddress: false },
    ...state.members.map((mb) => ({
      person: mb as StoredPerson,
      personId: mb.id,
      socialTariff: memberSocialTariff(state, mb),
      sameAddress: mb.sameAddress,
    })),
  ];
  const holders: repo.NewOrderHolder[] = people.map(({ person, personId, socialTariff, sameAddress }, position) => {
    const line = lineOf.get(personId)!;
    return {
      position,
      isMain: position === 0,
      firstName: person.firstName,
      lastName: person.lastName,
      inszEncrypted: deps.vault.encrypt(person.insz),
      inszHash: deps.vault.hash(person.insz),
      birthDate: person.birthDate,
      gender: person.gender,
      email: person.email,
      phone: person.phone,
      streetAndNumber: person.address.streetAndNumber,
      municipalityId: person.address.municipalityId,
      socialTariff,
      price: line.amount,
      priceCategory: line.category,
      voucherCode: line.category === "VOUCHER" ? person.voucher : null,
      sameAddress,
      optins:
        position === 0
          ? { infoMails: state.consents.promotional, milestoneMails: state.consents.promotional }
          : ({} as Record<string, boolean>),
    };
  });
  return deps.db.transaction().execute(async (trx) => {
    const orderId = await repo.insertOrder(trx, {
      email: state.email!,
      cardSystemId: state.region!.cardSystemId,
      total: price.total,
      now,
      holders,
    });
    const taken = await repo.reserveInsz(
      trx,
      orderId,
      holders.map((h) => h.inszHash),
      now,
    );
    if (taken.length > 0) throw new ProblemError("INSZ_ALREADY_USED");
    const uses = new Map<string, number>();
    for (const h of holders) if (h.voucherCode) uses.set(h.voucherCode, (uses.get(h.voucherCode) ?? 0) + 1);
    for (const [code, count] of uses)
      if (!(await repo.takeVoucherUses(trx, code, count))) throw new ProblemError("ONLINE_REQUEST_VOUCHER_USED_UP");
    await repo.setDraftOrder(trx, draft.row.id, orderId);
    return orderId;
  });
}

/**
 * The payment is confirmed (or nothing was to be paid): PENDING_PAYMENT -> PENDING_UITID_CONNECT and
 * every holder's card, in one transaction, only by the caller that moves the order. Then the mail.
 */
async function completePayment(deps: OnlineRequestDeps, orderId: string, paymentReference: string | null): Promise<void> {
  const now = deps.clock();
  const moved = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.markOrderPaid(trx, orderId, paymentReference, now))) return false;
    await issueCards(deps, trx, orderId, now);
    return true;
  });
  if (moved) await sendConfirmation(deps, orderId);
}

/** One holder, one card in the region's range and its membership (and social tariff), and the family. */
async function issueCards(deps: OnlineRequestDeps, trx: Kysely<DB>, orderId: string, now: Date): Promise<void> {
  const order = (await repo.findOrder(trx, orderId))!;
  const holders = await repo.orderHolders(trx, orderId);
  const kansenstatuutEnd = `${Number(brusselsDate(now).slice(0, 4)) + 1}-04-30`;
  const holderIds: string[] = [];
  for (const h of holders) {
    if (h.cardId !== null && h.holderId !== null) {
      holderIds.push(h.holderId);
      continue;
    }
    const holderId = await repo.insertHolder(trx, {
      firstName: h.firstName,
      lastName: h.lastName,
      birthDate: h.birthDate,
      gender: h.gender,
      email: h.email,
      phone: h.phone,
      streetAndNumber: h.streetAndNumber,
      municipalityId: h.municipalityId,
      now,
    });
    let cardNumber: string;
    do cardNumber = cardNumberInRange(order.cardSystemId, await repo.nextCardSerial(trx, order.cardSystemId), h.socialTariff);
    while (await repo.cardNumberTaken(trx, cardNumber));
    const cardId = await repo.insertIssuedCard(trx, {
      holderId,
      cardSystemId: order.cardSystemId,
      cardNumber,
      socialTariff: h.socialTariff,
      kansenstatuutEndDate: h.socialTariff ? kansenstatuutEnd : null,
      optins: h.optins,
      now,
    });
    await repo.attachIssuedCard(trx, orderId, h.position, holderId, cardId, h.inszHash);
    holderIds.push(holderId);
  }
  const [mainId, ...memberIds] = holderIds;
  if (mainId !== undefined && memberIds.length > 0) await repo.insertFamily(trx, mainId, memberIds, now);
}

function statusLink(deps: OnlineRequestDeps, orderId: string, token: string): string {
  return `${deps.publicUrl}${webPaths["online-request-status"]}?bestelling=${orderId}&code=${encodeURIComponent(token)}`;
}

/** The order confirmation with the status link (once per order). */
async function sendConfirmation(deps: OnlineRequestDeps, orderId: string): Promise<void> {
  const token = newOpaqueToken();
  const claimed = await repo.claimConfirmationMail(deps.db, orderId, hashToken(token), deps.clock());
  if (claimed === undefined) return;
  const order = (await repo.findOrder(deps.db, orderId))!;
  const holders = await repo.orderHolders(deps.db, orderId);
  const names = holders.map(
    (h) => `- ${h.firstName} ${h.lastName}: ${h.cardNumber ? `pas ${maskCardNumber(h.cardNumber)}` : "pas in aanmaak"}`,
  );
  await deps.mailer.send({
    kind: "online-request-confirmation",
    to: claimed.email,
    subject: `Bevestiging van je aanvraag: ${order.cardSystemName}`,
    text: [
      "Hallo,",
      `Bedankt! We ontvingen je betaling van ${formatAmount(order.total).replace(".", ",")} euro. Deze passen zijn aangemaakt:`,
      names.join("\n"),
      `Maak nu je account aan om je pas in de app te gebruiken. Volg je aanvraag hier (de link werkt één keer; daarna onthoudt deze browser je aanvraag):`,
      statusLink(deps, orderId, token),
      `Bestelnummer: ${orderId}`,
      deps.productName,
    ].join("\n\n"),
  });
}

/**
 * The status of a payment as the provider gives it, recorded idempotently: the webhook and the return
 * page both come here. An id we did not create, or whose amount or order does not match what we asked,
 * changes nothing.
 */
export async function syncPayment(deps: OnlineRequestDeps, reference: string): Promise<void> {
  const payment = await repo.findPaymentByReference(deps.db, reference);
  if (payment === undefined || deps.payments === undefined) return;
  let remote;
  try {
    remote = await deps.payments.get(reference);
  } catch (error) {
    deps.log.error(
      { err: error instanceof PaymentProviderError ? error.cause : error, paymentId: payment.id },
      "online request: payment status unavailable",
    );
    throw new ProblemError("ONLINE_REQUEST_PAYMENT_UNAVAILABLE");
  }
  if (remote === null) return;
  const orderOfRemote = (remote.metadata as { orderId?: unknown } | null)?.orderId;
  if (
    remote.id !== reference ||
    remote.amount.currency !== "EUR" ||
    remote.amount.value !== formatAmount(payment.amount) ||
    orderOfRemote !== payment.orderId
  ) {
    deps.log.warn({ paymentId: payment.id }, "online request: the provider's payment does not match ours; ignored");
    return;
  }
  const status = paymentStatusOf(remote.status);
  const now = deps.clock();
  if (status !== "PAID") {
    await repo.updatePaymentStatus(deps.db, payment.id, status, now);
    return;
  }
  const moved = await deps.db.transaction().execute(async (trx) => {
    const changed = await repo.updatePaymentStatus(trx, payment.id, "PAID", now);
    const current = await repo.findPaymentByReference(trx, reference);
    if (!changed && current?.status !== "PAID") {
      deps.log.error(
        { orderId: payment.orderId, paymentId: payment.id },
        "online request: a second payment of an order was paid; refund it at the provider",
      );
      return false;
    }
    if (!(await repo.markOrderPaid(trx, payment.orderId, reference, now))) {
      const order = await repo.findOrder(trx, payment.orderId);
      if (order?.status === "CANCELLED")
        deps.log.error(
          { orderId: payment.orderId, paymentId: payment.id },
          "online request: a cancelled order was paid; refund it at the provider",
        );
      return false;
    }
    await issueCards(deps, trx, payment.orderId, now);
    return true;
  });
  if (moved) await sendConfirmation(deps, payment.orderId);
}

/** The webhook: whatever id arrives, the answer is the same; only the provider's status counts. */
export async function handleWebhook(deps: OnlineRequestDeps, reference: string): Promise<{ received: true }> {
  if (/^tr_[A-Za-z0-9]{4,64}$/.test(reference)) await syncPayment(deps, reference);
  return { received: true };
}

/** The return page of the payment: the status from the provider, then the draft. */
export async function refreshPayment(deps: OnlineRequestDeps, draftToken: string): Promise<DraftView> {
  const draft = await loadDraft(deps, draftToken);
  if (draft.row.orderId !== null) {
    const latest = await repo.latestPayment(deps.db, draft.row.orderId);
    if (latest?.status === "OPEN") await syncPayment(deps, latest.reference);
  }
  return viewOf(deps, draft);
}

// --- step 7: the registration token of the main holder's new card ----------------------------------

async function orderOfToken(deps: OnlineRequestDeps, orderToken: string): Promise<repo.OrderRow | undefined> {
  const r = await deps.db.selectFrom("orders").select("id").where("custom_token_hash", "=", hashToken(orderToken)).executeTakeFirst();
  return r && repo.findOrder(deps.db, r.id);
}

export async function registrationTokenFor(
  deps: OnlineRequestDeps,
  credentials: { draftToken?: string | undefined; orderToken?: string | undefined },
) {
  let order: repo.OrderRow | undefined;
  if (credentials.draftToken) {
    const draft = await loadDraft(deps, credentials.draftToken);
    order = draft.row.orderId === null ? undefined : await repo.findOrder(deps.db, draft.row.orderId);
    if (order === undefined) throw new ProblemError("ONLINE_REQUEST_NOT_PAID");
  } else if (credentials.orderToken) {
    order = await orderOfToken(deps, credentials.orderToken);
    if (order === undefined) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  } else throw new ProblemError("ONLINE_REQUEST_DRAFT_NOT_FOUND");
  if (order.status !== "PENDING_UITID_CONNECT") {
    throw new ProblemError(
      "ONLINE_REQUEST_NOT_PAID",
      order.status === "COMPLETED" ? { nl: "Je pas is al gekoppeld aan je account. Meld je aan." } : {},
    );
  }
  const main = (await repo.orderHolders(deps.db, order.id)).find((h) => h.isMain);
  if (main?.cardId == null) throw new ProblemError("ONLINE_REQUEST_NOT_PAID");
  const { token } = await createRegistrationToken(deps, main.cardId);
  return { registrationToken: token, email: order.email, firstName: main.firstName, lastName: main.lastName };
}

// --- the status page ------------------------------------------------------------------------------

function sameToken(hash: string | null, token: string): boolean {
  if (hash === null) return false;
  const a = Buffer.from(hash, "hex");
  const b = Buffer.from(hashToken(token), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The mail's link: order id + one-time custom token -> a new token for this browser (the old one is spent). */
export async function openOrder(deps: OnlineRequestDeps, orderId: string, customToken: string): Promise<{ orderToken: string }> {
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || !sameToken(order.customTokenHash, customToken)) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  const orderToken = newOpaqueToken();
  if (!(await repo.setCustomTokenHash(deps.db, orderId, hashToken(orderToken), order.customTokenHash!)))
    throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  return { orderToken };
}

export async function orderStatus(
  deps: OnlineRequestDeps,
  orderId: string,
  credentials: { orderToken?: string | undefined; draftToken?: string | undefined },
): Promise<OrderStatusResponse> {
  let order = await repo.findOrder(deps.db, orderId);
  let allowed = false;
  if (order !== undefined && credentials.orderToken) allowed = sameToken(order.customTokenHash, credentials.orderToken);
  if (order !== undefined && !allowed && credentials.draftToken) {
    const row = await repo.findDraftByTokenHash(deps.db, hashToken(credentials.draftToken), deps.clock());
    allowed = row?.orderId === orderId;
  }
  if (order === undefined || !allowed) throw new ProblemError("ONLINE_REQUEST_LINK_INVALID");
  const latest = await repo.latestPayment(deps.db, orderId);
  if (order.status === "PENDING_PAYMENT" && latest?.status === "OPEN") {
    await syncPayment(deps, latest.reference).catch(() => undefined);
    order = (await repo.findOrder(deps.db, orderId))!;
  }
  if (order.status === "PENDING_UITID_CONNECT" && (await repo.mainHolderHasAccount(deps.db, orderId))) {
    await repo.completeOrderOfMainHolder(
      deps.db,
      (await repo.orderHolders(deps.db, orderId)).find((h) => h.isMain)!.holderId!,
      deps.clock(),
    );
    order = (await repo.findOrder(deps.db, orderId))!;
  }
  const holders = await repo.orderHolders(deps.db, orderId);
  const payment = (await repo.latestPayment(deps.db, orderId))?.status ?? null;
  const s = order.status;
  const paid = s === "PENDING_UITID_CONNECT" || s === "COMPLETED";
  const steps: OrderStatusResponse["steps"] =
    s === "CANCELLED"
      ? [
          { key: "payment", state: "stopped" },
          { key: "account", state: "stopped" },
          { key: "card", state: "stopped" },
        ]
      : [
          { key: "payment", state: paid ? "done" : "current" },
          { key: "account", state: s === "COMPLETED" ? "done" : paid ? "current" : "todo" },
          { key: "card", state: s === "COMPLETED" ? "done" : "todo" },
        ];
  return {
    orderId,
    status: s,
    payment,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    emailMasked: maskEmail(order.email),
    cardSystemName: order.cardSystemName,
    holders: holders.map((h) => ({ firstName: h.firstName, cardNumberMasked: h.cardNumber ? maskCardNumber(h.cardNumber) : null })),
    steps,
  };
}

/** A fresh status link to the order's address (the same answer whether or not the order exists). */
export async function sendStatusLink(deps: OnlineRequestDeps, orderId: string): Promise<{ sent: true }> {
  const order = await repo.findOrder(deps.db, orderId);
  if (order === undefined || order.status === "CANCELLED" || order.status === "PENDING_PAYMENT") return { sent: true };
  const slot = await deps.rateLimiter.consume(`online-request:status-link:${orderId}`, MAILS_PER_HOUR, 60 * 60 * 1000, deps.clock());
  if (!slot.allowed) return { sent: true };
  const token = newOpaqueToken();
  await repo.setCustomTokenHash(deps.db, orderId, hashToken(token));
  await deps.mailer.send({
    kind: "online-request-status-link",
    to: order.email,
    subject: `Je aanvraag voor een ${deps.productName}: nieuwe link`,
    text: [
      "Hallo,",
      "Je vroeg een nieuwe link om de status van je aanvraag te bekijken:",
      statusLink(deps, orderId, token),
      "De link werkt één keer. Heb jij dit niet gevraagd? Dan hoef je niets te doen.",
      deps.productName,
    ].join("\n\n"),
  });
  return { sent: true };
}
