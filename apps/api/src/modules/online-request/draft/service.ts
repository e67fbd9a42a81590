// The wizard of the online request (issue 10): its state is a draft on the server, keyed by the hash of a
// token the web keeps in a sealed cookie, encrypted at rest (vault.ts). Here: loading and storing a draft,
// its view (with the server's prices and its order), the regions and places of step 1's lookups, and the
// draft's life (start, resume by the mailed link, the close button). Every step (steps.ts, people.ts,
// checkout.ts) is validated here again, whatever the web checked; a change lets an unpaid order go first
// (order/). See docs/decisions/0025-online-request-draft-on-the-server.md.
import type { OnlineAvailability } from "@vtp/contracts/online-request/common";
import type { DraftView, MunicipalitiesResponse, PilotCitiesResponse } from "@vtp/contracts/online-request/draft";
import { ABROAD_POSTAL_CODE } from "@vtp/contracts/online-request/basics";
import { ProblemError } from "@vtp/contracts/problem";
import type { OnlineRegistration } from "@vtp/db/schema";
import { rateLimitAddress } from "@vtp/db/limits";
import { hashToken, newOpaqueToken } from "../../../shared/tokens.ts";
import { DAY_MS, DRAFT_TTL_MS, INSZ_CHECKS_PER_DAY, fieldProblem, today, type OnlineRequestDeps } from "../deps.ts";
import { cancelStaleOrders, cancelUnpaidOrder, findOrder, orderSummary, releaseOrderForChange } from "../order/service.ts";
import { computePrices, type PriceResult } from "./price.ts";
import * as repo from "./repository.ts";
import { draftView, emptyDraft, memberSocialTariff, socialTariffStepDone, socialTariffVerified, type DraftState } from "./state.ts";

export function availabilityOf(place: repo.PlaceRow): OnlineAvailability {
  if (place.cardSystemId === null || !place.priced) return place.cardSystemId === null ? "NO_REGION" : "NONE";
  return place.onlineRegistration ?? "NONE";
}

export const allowsRegular = (r: OnlineRegistration | OnlineAvailability | null) => r === "ALL" || r === "REGULAR";
export const allowsSocialTariff = (r: OnlineRegistration | OnlineAvailability | null) => r === "ALL" || r === "SOCIALTARIFF";

export interface LoadedDraft {
  row: repo.DraftRow;
  state: DraftState;
}

export async function loadDraft(deps: OnlineRequestDeps, draftToken: string | undefined): Promise<LoadedDraft> {
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

/** Another change of the same draft was written between this change's read and its write. */
export class DraftChangedMeanwhile extends Error {
  constructor() {
    super("The draft changed between reading and writing it.");
  }
}

/** Writes the draft's state, only over the version it was read at (migration 0019). */
export async function storeDraft(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<void> {
  const now = deps.clock();
  const { id, version } = draft.row;
  const sealed = deps.vault.sealState(draft.state);
  if (!(await repo.saveDraftState(deps.db, { id, readVersion: version }, sealed, now, new Date(now.getTime() + DRAFT_TTL_MS))))
    throw new DraftChangedMeanwhile();
  draft.row = { ...draft.row, version: version + 1 };
}

const DRAFT_CHANGE_ATTEMPTS = 5;

/**
 * Runs one change of a draft (load, check, store) again on the fresh state when another change of the
 * same draft was written in between, so two quick taps both count: a step's checks run on what is
 * stored, never on a state that another request already replaced.
 */
export async function changeDraft<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof DraftChangedMeanwhile) || attempt >= DRAFT_CHANGE_ATTEMPTS) throw error;
    }
  }
}

/** The prices of the people of the draft, from the region's price list (null before the main holder is known). */
export async function pricesOf(deps: OnlineRequestDeps, state: DraftState): Promise<PriceResult | null> {
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

export async function viewOf(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<DraftView> {
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
export async function beforeChange(deps: OnlineRequestDeps, draft: LoadedDraft): Promise<void> {
  if (draft.row.orderId === null) return;
  await releaseOrderForChange(deps, draft.row.orderId);
  await repo.setDraftOrder(deps.db, draft.row.id, null);
  draft.row.orderId = null;
}

export function requireSteps(state: DraftState, ...steps: ("region" | "email" | "social-tariff" | "person")[]): void {
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

/**
 * The national-number pre-check (domain notes: "USED or UNUSED; rate-limited per day"): counted per
 * visitor address and per draft before the registry is asked.
 */
export async function inszAvailable(deps: OnlineRequestDeps, draftId: string, clientIp: string, inszHash: string): Promise<boolean> {
  const now = deps.clock();
  const limits = deps.inszChecksPerDay ?? INSZ_CHECKS_PER_DAY;
  const byAddress = await deps.rateLimiter.consume(`online-request:insz:${rateLimitAddress(clientIp)}`, limits.perAddress, DAY_MS, now);
  const byDraft = await deps.rateLimiter.consume(`online-request:insz:draft:${draftId}`, limits.perDraft, DAY_MS, now);
  if (!byAddress.allowed || !byDraft.allowed) throw fieldProblem("INSZ_CHECKS_EXHAUSTED", "insz");
  return !(await repo.inszRegistered(deps.db, inszHash));
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
  await cancelStaleOrders(deps, now);
  const draftToken = newOpaqueToken();
  const state = emptyDraft();
  const expiresAt = new Date(now.getTime() + DRAFT_TTL_MS);
  const id = await repo.insertDraft(deps.db, {
    tokenHash: hashToken(draftToken),
    stateEncrypted: deps.vault.sealState(state),
    now,
    expiresAt,
  });
  const draft = { row: { id, stateEncrypted: "", resumeMailedTo: null, orderId: null, expiresAt, version: 0 }, state };
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
    const order = await findOrder(deps, row.orderId);
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
