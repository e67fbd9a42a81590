// Steps 4 and 5 of the wizard: the main holder (given by the form, or by the government login when the
// social tariff is proven) with the consents, and the family members (typed in, or a child the government
// login named) within the caps. Every national number is checked against its birth date and sex, unique
// in the request and, counted per visitor address and per draft, free in the registry.
import { randomUUID } from "node:crypto";
import {
  ABROAD_POSTAL_CODE,
  ADULT_AGE,
  MIN_AGE_TO_ADD_FAMILY,
  MIN_MAIN_HOLDER_AGE,
  ageOn,
  onlineRequestMessages as msg,
} from "@vtp/contracts/online-request/basics";
import { inszProblem } from "@vtp/contracts/online-request/common";
import type { AddFamilyMemberBody, DraftView, SaveMainHolderBody } from "@vtp/contracts/online-request/draft";
import { ProblemError, type ProblemCode } from "@vtp/contracts/problem";
import { fieldProblem, today, type OnlineRequestDeps } from "../deps.ts";
import * as repo from "./repository.ts";
import { beforeChange, inszAvailable, loadDraft, pricesOf, requireSteps, storeDraft, viewOf } from "./service.ts";
import { familyCounts, socialTariffVerified, type DraftState, type StoredAddress, type StoredMember, type StoredPerson } from "./state.ts";

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
