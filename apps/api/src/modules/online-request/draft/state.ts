// The wizard's state as the api keeps it (encrypted, in online_request_drafts) and the view it answers
// (national numbers masked). Spec §3 "Online-request state": postalCode, selectedCardSystem, email,
// emailState, socialTariff, socialTariffData, the consents, mainPassholder, extraPassholders (each with a
// generated id), familyPrivacyAndUsageConsent; orderCreatedInfo lives in the draft's order_id column.
import { maskInsz } from "@vtp/contracts/insz";
import { ADULT_AGE, MIN_AGE_TO_ADD_FAMILY, ageOn, type OnlineRequestStep } from "@vtp/contracts/online-request/basics";
import type { OnlineRequestGender, SocialTariffAnswer, SocialTariffOutcome } from "@vtp/contracts/online-request/common";
import type { DraftView, RegionView } from "@vtp/contracts/online-request/draft";
import type { OrderSummary } from "../order/service.ts";
import type { PriceResult } from "./price.ts";

export interface StoredAddress {
  streetAndNumber: string;
  postalCode: string;
  /** null abroad (postal code 0000). */
  municipalityId: number | null;
  /** The municipality's name, or the place and country abroad. */
  place: string;
}

export interface StoredPerson {
  firstName: string;
  lastName: string;
  /** 11 digits, plain inside the encrypted state; never in an answer. */
  insz: string;
  gender: OnlineRequestGender;
  birthDate: string;
  address: StoredAddress;
  email: string | null;
  phone: string | null;
  voucher: string | null;
}

export interface StoredMember extends StoredPerson {
  id: string;
  sameAddress: boolean;
  sameContact: boolean;
  /** The child's index in the government login's list, when added from it. */
  fromGovernment: number | null;
}

/** A person as the government login told it (the social-tariff proof). */
export interface GovernmentPerson {
  insz: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: OnlineRequestGender;
  address: StoredAddress;
  socialTariff: boolean;
  hasCard: boolean;
}

export interface DraftState {
  v: 1;
  region: RegionView | null;
  email: string | null;
  emailState: "NEW" | "EXISTING" | null;
  socialTariff: {
    answer: SocialTariffAnswer;
    outcome: SocialTariffOutcome | null;
    /** Only a CONFIRMED outcome keeps the person and the children. */
    person: GovernmentPerson | null;
    children: GovernmentPerson[];
  } | null;
  mainHolder: StoredPerson | null;
  consents: { privacy: boolean; promotional: boolean; parental: boolean; familyPrivacy: boolean };
  familyDone: boolean;
  members: StoredMember[];
}

export function emptyDraft(): DraftState {
  return {
    v: 1,
    region: null,
    email: null,
    emailState: null,
    socialTariff: null,
    mainHolder: null,
    consents: { privacy: false, promotional: false, parental: false, familyPrivacy: false },
    familyDone: false,
    members: [],
  };
}

/** The social tariff is proven (the government login confirmed it for the chosen region). */
export const socialTariffVerified = (state: DraftState) =>
  state.socialTariff?.outcome === "CONFIRMED" && state.socialTariff.person !== null;

/** Step 3 is done: "nee", or a confirmed proof. ("Verder zonder kansentarief" after a refusal is "nee".) */
export const socialTariffStepDone = (state: DraftState) =>
  state.socialTariff !== null && (state.socialTariff.answer === "NO" || socialTariffVerified(state));

/** A member's social tariff: a child of the government login who is entitled, while the proof stands. */
export function memberSocialTariff(state: DraftState, member: StoredMember): boolean {
  if (member.fromGovernment === null || !socialTariffVerified(state)) return false;
  return state.socialTariff?.children[member.fromGovernment]?.socialTariff ?? false;
}

export function completedSteps(state: DraftState, order: OrderSummary | null): OnlineRequestStep[] {
  const done: OnlineRequestStep[] = [];
  if (state.region) done.push("region");
  if (state.email) done.push("email");
  if (socialTariffStepDone(state)) done.push("social-tariff");
  if (state.mainHolder) done.push("person");
  if (state.familyDone) done.push("family");
  if (order && (order.status === "PENDING_UITID_CONNECT" || order.status === "COMPLETED")) done.push("payment");
  if (order?.status === "COMPLETED") done.push("password");
  return done;
}

export function nextStep(state: DraftState, order: OrderSummary | null): OnlineRequestStep {
  const done = new Set(completedSteps(state, order));
  for (const step of ["region", "email", "social-tariff", "person", "family", "payment", "password"] as const) {
    if (!done.has(step)) return step;
  }
  return "install";
}

export const ageGroup = (birthDate: string, today: string) =>
  ageOn(birthDate, today) >= ADULT_AGE ? ("ADULT" as const) : ("CHILD" as const);

export function familyCounts(state: DraftState, today: string): { adults: number; children: number } {
  const people = [...(state.mainHolder ? [state.mainHolder] : []), ...state.members];
  const adults = people.filter((p) => ageGroup(p.birthDate, today) === "ADULT").length;
  return { adults, children: people.length - adults };
}

const addressView = (a: StoredAddress) => ({
  streetAndNumber: a.streetAndNumber,
  postalCode: a.postalCode,
  municipalityId: a.municipalityId,
  place: a.place,
});

export function draftView(
  state: DraftState,
  extra: {
    today: string;
    caps: { maxAdults: number; maxChildren: number };
    price: PriceResult | null;
    order: OrderSummary | null;
    resumeMailSent: boolean;
  },
): DraftView {
  const { today } = extra;
  const verified = socialTariffVerified(state);
  const person = state.mainHolder;
  const counts = familyCounts(state, today);
  const priceErrors = new Map<string, string>();
  if (extra.price?.error) priceErrors.set(extra.price.error.memberId, extra.price.error.message);
  const addedChildren = new Set(state.members.map((m) => m.fromGovernment).filter((i): i is number => i !== null));
  return {
    nextStep: nextStep(state, extra.order),
    done: completedSteps(state, extra.order),
    region: state.region,
    email: state.email,
    emailState: state.emailState,
    socialTariff: state.socialTariff
      ? {
          answer: state.socialTariff.answer,
          outcome: state.socialTariff.outcome,
          verified,
          person: state.socialTariff.person
            ? {
                firstName: state.socialTariff.person.firstName,
                lastName: state.socialTariff.person.lastName,
                inszMasked: maskInsz(state.socialTariff.person.insz),
                gender: state.socialTariff.person.gender,
                birthDate: state.socialTariff.person.birthDate,
                address: addressView(state.socialTariff.person.address),
              }
            : null,
          children: state.socialTariff.children.map((c, childIndex) => ({
            childIndex,
            firstName: c.firstName,
            lastName: c.lastName,
            birthDate: c.birthDate,
            age: ageOn(c.birthDate, today),
            socialTariff: c.socialTariff,
            hasCard: c.hasCard,
            added: addedChildren.has(childIndex),
          })),
        }
      : null,
    mainHolder: person
      ? {
          firstName: person.firstName,
          lastName: person.lastName,
          inszMasked: maskInsz(person.insz),
          gender: person.gender,
          birthDate: person.birthDate,
          age: ageOn(person.birthDate, today),
          address: addressView(person.address),
          email: person.email,
          phone: person.phone,
          voucher: person.voucher,
          socialTariff: verified,
        }
      : null,
    consents: state.consents,
    members: state.members.map((mb) => ({
      memberId: mb.id,
      firstName: mb.firstName,
      lastName: mb.lastName,
      inszMasked: maskInsz(mb.insz),
      gender: mb.gender,
      birthDate: mb.birthDate,
      age: ageOn(mb.birthDate, today),
      address: addressView(mb.address),
      email: mb.email,
      phone: mb.phone,
      voucher: mb.voucher,
      socialTariff: memberSocialTariff(state, mb),
      sameAddress: mb.sameAddress,
      sameContact: mb.sameContact,
      ageGroup: ageGroup(mb.birthDate, today),
      fromGovernment: mb.fromGovernment !== null,
      priceError: priceErrors.get(mb.id) ?? null,
    })),
    family: {
      maxAdults: extra.caps.maxAdults,
      maxChildren: extra.caps.maxChildren,
      adults: counts.adults,
      children: counts.children,
      mainUnder16: person !== null && ageOn(person.birthDate, today) < MIN_AGE_TO_ADD_FAMILY,
    },
    price: extra.price,
    order: extra.order,
    resumeMailSent: extra.resumeMailSent,
  };
}
