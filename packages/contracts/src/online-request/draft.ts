// The online request's wizard (issue 10): the region by postal code and the pilot cities, the draft on the
// server (start, resume by the mailed link, read, forget), the bodies of steps 1-5 (place, e-mail, social
// tariff and its government-login proof, main holder, family) and the draft's view that every step answers.
import { z } from "zod";
import { isoBirthDateSchema } from "../card-registration.ts";
import { defineEndpoint } from "../endpoint.ts";
import { databaseId, text, trimmedText } from "../fields.ts";
import {
  DRAFT_CODES,
  INSZ_CODES,
  VOUCHER_CODES,
  draftHeadersSchema,
  emailSchema,
  genderSchema,
  inszInputSchema,
  onlineAvailabilitySchema,
  onlineRequestStepSchema,
  onlineRequestTag as tag,
  optionalEmailSchema,
  optionalText,
  orderStatusSchema,
  paymentStatusSchema,
  phoneSchema,
  postalCodeSchema,
  priceCategorySchema,
  requiredText,
  socialTariffAnswerSchema,
  socialTariffOutcomeSchema,
  voucherSchema,
} from "./common.ts";
import { onlineRequestMessages as m } from "./basics.ts";

// --- request bodies -------------------------------------------------------------------------------

/** Body of PUT /online-request/draft/region. */
export const saveRegionRequestSchema = z.object({
  postalCode: postalCodeSchema,
  municipalityId: databaseId({ error: m.chooseMunicipality }),
});
export type SaveRegionRequest = z.input<typeof saveRegionRequestSchema>;

/** Body of PUT /online-request/draft/email. */
export const saveEmailRequestSchema = z.object({ email: emailSchema });

/** Body of PUT /online-request/draft/social-tariff. */
export const saveSocialTariffRequestSchema = z.object({ answer: socialTariffAnswerSchema });

/** Body of POST /online-request/draft/social-tariff/proof: the government login's ID token (the api verifies it). */
export const socialTariffProofRequestSchema = z.object({ idToken: text().min(20).max(20_000) });

/** Address fields of a person: a place in Belgium by postal code and municipality, or abroad (0000). */
const addressShape = {
  streetAndNumber: requiredText(200),
  postalCode: postalCodeSchema,
  /** Required unless the postal code is 0000 (abroad). */
  municipalityId: databaseId().optional(),
  /** Place and country, for an address abroad only. */
  abroadPlace: optionalText(200),
};

/** The identity of a person: given by the form, or (for a verified social tariff) by the government login. */
const identityShape = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  /** 11 digits. Absent on a later save: the number stored earlier stays. */
  insz: inszInputSchema,
  gender: genderSchema,
  birthDate: isoBirthDateSchema,
};

/** Body of PUT /online-request/draft/main-holder (step 4). Identity and address are ignored when the government login gave them. */
export const saveMainHolderRequestSchema = z.object({
  ...identityShape,
  ...addressShape,
  phone: phoneSchema,
  voucher: voucherSchema,
  privacyConsent: z.literal(true, { error: m.required }),
  promotionalConsent: z.boolean().default(false),
  parentalConsent: z.boolean().default(false),
});
export type SaveMainHolderRequest = z.input<typeof saveMainHolderRequestSchema>;
export type SaveMainHolderBody = z.output<typeof saveMainHolderRequestSchema>;

/** Body of POST /online-request/draft/family-members (step 5): typed in, or a child the government login named. */
export const addFamilyMemberRequestSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("FORM"),
    ...identityShape,
    sameAddress: z.boolean(),
    streetAndNumber: optionalText(200),
    postalCode: trimmedText().optional(),
    municipalityId: databaseId().optional(),
    abroadPlace: optionalText(200),
    sameContact: z.boolean(),
    email: optionalEmailSchema,
    phone: phoneSchema,
    voucher: voucherSchema,
  }),
  z.object({
    source: z.literal("GOVERNMENT"),
    /** The child's position in the government login's list. */
    childIndex: z.number().int().min(0).max(20),
    sameContact: z.boolean().default(true),
  }),
]);
export type AddFamilyMemberRequest = z.input<typeof addFamilyMemberRequestSchema>;
export type AddFamilyMemberBody = z.output<typeof addFamilyMemberRequestSchema>;

export const familyMemberParamsSchema = z.object({ memberId: z.uuid() });

/** Body of PUT /online-request/draft/family (step 5 done). */
export const saveFamilyRequestSchema = z.object({ familyPrivacyConsent: z.boolean() });

export const resumeDraftRequestSchema = z.object({ resumeToken: text().min(20).max(200) });

// --- answers ------------------------------------------------------------------------------------

export const municipalityOptionSchema = z.object({
  municipalityId: z.number().int(),
  postalCode: z.string(),
  name: z.string(),
  /** The card system (region) of the place, or null when it belongs to none. */
  cardSystem: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  availability: onlineAvailabilitySchema,
});
export type MunicipalityOption = z.infer<typeof municipalityOptionSchema>;

/** 200 of GET /online-request/municipalities?postalCode= */
export const municipalitiesResponseSchema = z.object({
  postalCode: z.string(),
  /** 0000: the visitor lives abroad. */
  abroad: z.boolean(),
  municipalities: z.array(municipalityOptionSchema),
});
export type MunicipalitiesResponse = z.infer<typeof municipalitiesResponseSchema>;

export const pilotCitySchema = z.object({ postalCode: z.string(), name: z.string(), regular: z.boolean(), socialTariff: z.boolean() });

/** 200 of GET /online-request/pilot-cities: the regions and places open for online requests, from the data. */
export const pilotCitiesResponseSchema = z.object({
  regions: z.array(
    z.object({
      cardSystemId: z.number().int(),
      name: z.string(),
      cities: z.array(pilotCitySchema),
    }),
  ),
});
export type PilotCitiesResponse = z.infer<typeof pilotCitiesResponseSchema>;

const regionViewSchema = z.object({
  postalCode: z.string(),
  municipalityId: z.number().int(),
  municipalityName: z.string(),
  cardSystemId: z.number().int(),
  cardSystemName: z.string(),
  regular: z.boolean(),
  socialTariff: z.boolean(),
  /** The youngest age at which the region gives a card. */
  minAge: z.number().int(),
});
export type RegionView = z.infer<typeof regionViewSchema>;

const addressViewSchema = z.object({
  streetAndNumber: z.string(),
  postalCode: z.string(),
  municipalityId: z.number().int().nullable(),
  /** The municipality's name, or the place abroad. */
  place: z.string(),
});

/** A person of the request as the api shows it: the national number masked ("••.••.••-•••.28"). */
export const personViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  inszMasked: z.string(),
  gender: genderSchema,
  birthDate: z.string(),
  age: z.number().int(),
  address: addressViewSchema,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  voucher: z.string().nullable(),
  /** The person's social tariff is proven by the government login. */
  socialTariff: z.boolean(),
});
export type PersonView = z.infer<typeof personViewSchema>;

export const memberViewSchema = personViewSchema.extend({
  memberId: z.uuid(),
  sameAddress: z.boolean(),
  sameContact: z.boolean(),
  ageGroup: z.enum(["ADULT", "CHILD"]),
  /** Added from the government login's list of children. */
  fromGovernment: z.boolean(),
  /** The price error: younger than the region's minimum age; must be removed to go on. */
  priceError: z.string().nullable(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const governmentChildViewSchema = z.object({
  childIndex: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  socialTariff: z.boolean(),
  hasCard: z.boolean(),
  added: z.boolean(),
});

export const priceLineSchema = z.object({
  /** "main" or the member's id. */
  personId: z.string(),
  name: z.string(),
  category: priceCategorySchema,
  /** Euro, two decimals. */
  amount: z.number(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** 200 of the draft endpoints: the wizard's state, computed parts included, national numbers masked. */
export const draftViewSchema = z.object({
  /** The first step that still needs something (or `install` when everything is done). */
  nextStep: onlineRequestStepSchema,
  /** The steps that are done. */
  done: z.array(onlineRequestStepSchema),
  region: regionViewSchema.nullable(),
  email: z.string().nullable(),
  /** NEW: no account with this address; EXISTING: log in first (spec: emailState). */
  emailState: z.enum(["NEW", "EXISTING"]).nullable(),
  socialTariff: z
    .object({
      answer: socialTariffAnswerSchema,
      outcome: socialTariffOutcomeSchema.nullable(),
      /** The government login confirmed the social tariff. */
      verified: z.boolean(),
      /** Given by the government login; the form does not ask it again. */
      person: z
        .object({
          firstName: z.string(),
          lastName: z.string(),
          inszMasked: z.string(),
          gender: genderSchema,
          birthDate: z.string(),
          address: addressViewSchema,
        })
        .nullable(),
      children: z.array(governmentChildViewSchema),
    })
    .nullable(),
  mainHolder: personViewSchema.nullable(),
  consents: z.object({ privacy: z.boolean(), promotional: z.boolean(), parental: z.boolean(), familyPrivacy: z.boolean() }),
  members: z.array(memberViewSchema),
  family: z.object({
    maxAdults: z.number().int(),
    maxChildren: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    /** Under 16, the main holder cannot add members. */
    mainUnder16: z.boolean(),
  }),
  price: z
    .object({
      lines: z.array(priceLineSchema),
      total: z.number(),
      /** The first member below the region's minimum age (the price error), with the message. */
      error: z.object({ memberId: z.string(), message: z.string() }).nullable(),
    })
    .nullable(),
  order: z
    .object({
      orderId: z.uuid(),
      status: orderStatusSchema,
      total: z.number(),
      payment: paymentStatusSchema.nullable(),
      /** The open payment's checkout page, to go back to it. */
      checkoutUrl: z.string().nullable(),
    })
    .nullable(),
  /** The "verder gaan" mail with the link to resume went out. */
  resumeMailSent: z.boolean(),
});
export type DraftView = z.infer<typeof draftViewSchema>;

export const createDraftResponseSchema = z.object({ draftToken: z.string(), draft: draftViewSchema });
export type CreateDraftResponse = z.infer<typeof createDraftResponseSchema>;

// --- endpoints ----------------------------------------------------------------------------------

export const getOnlineRequestPilotCities = defineEndpoint({
  method: "GET",
  path: "/online-request/pilot-cities",
  operationId: "getOnlineRequestPilotCities",
  summary: "De regio's en gemeenten waar je een pas online kan aanvragen",
  tag,
  auth: "none",
  response: pilotCitiesResponseSchema,
  problems: [],
});

export const findOnlineRequestMunicipalities = defineEndpoint({
  method: "GET",
  path: "/online-request/municipalities",
  operationId: "findOnlineRequestMunicipalities",
  summary: "Stap 1: de gemeenten met een postcode, hun regio en wat ze online toelaten",
  tag,
  auth: "none",
  query: z.object({ postalCode: postalCodeSchema }),
  response: municipalitiesResponseSchema,
  problems: [],
});

export const createOnlineRequestDraft = defineEndpoint({
  method: "POST",
  path: "/online-request/drafts",
  operationId: "createOnlineRequestDraft",
  summary: "Begint een aanvraag: een nieuw concept en zijn token",
  tag,
  auth: "none",
  response: createDraftResponseSchema,
  problems: [],
});

export const resumeOnlineRequestDraft = defineEndpoint({
  method: "POST",
  path: "/online-request/drafts/resume",
  operationId: "resumeOnlineRequestDraft",
  summary: "Gaat verder met een aanvraag via de link uit de mail 'verder gaan' (een nieuw token)",
  tag,
  auth: "none",
  body: resumeDraftRequestSchema,
  response: createDraftResponseSchema,
  problems: ["ONLINE_REQUEST_LINK_INVALID"],
});

export const getOnlineRequestDraft = defineEndpoint({
  method: "GET",
  path: "/online-request/draft",
  operationId: "getOnlineRequestDraft",
  summary: "De aanvraag in wording",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: draftViewSchema,
  problems: ["ONLINE_REQUEST_DRAFT_NOT_FOUND"],
});

export const deleteOnlineRequestDraft = defineEndpoint({
  method: "DELETE",
  path: "/online-request/draft",
  operationId: "deleteOnlineRequestDraft",
  summary: "Wist de hele aanvraag (de knop sluiten); een onbetaalde bestelling wordt geannuleerd",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  response: z.object({ reset: z.literal(true) }),
  problems: [],
});

export const saveOnlineRequestRegion = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/region",
  operationId: "saveOnlineRequestRegion",
  summary: "Stap 1: de gemeente (en daarmee de regio)",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveRegionRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_NOT_AVAILABLE"],
});

export const saveOnlineRequestEmail = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/email",
  operationId: "saveOnlineRequestEmail",
  summary: "Stap 2: het e-mailadres; zegt of er al een account mee bestaat en mailt de link 'verder gaan'",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveEmailRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const saveOnlineRequestSocialTariff = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/social-tariff",
  operationId: "saveOnlineRequestSocialTariff",
  summary: "Stap 3: de vraag naar het kansentarief (ja / nee / ik weet het niet)",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveSocialTariffRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const verifyOnlineRequestSocialTariff = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/social-tariff/proof",
  operationId: "verifyOnlineRequestSocialTariff",
  summary: "Stap 3: het bewijs van de overheidslogin (ID-token); de api controleert het en kiest de uitkomst",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: socialTariffProofRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_GOVERNMENT_PROOF_INVALID", "INSZ_CHECKS_EXHAUSTED"],
});

export const saveOnlineRequestMainHolder = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/main-holder",
  operationId: "saveOnlineRequestMainHolder",
  summary: "Stap 4: de persoonlijke gegevens van de hoofdpashouder en de toestemmingen",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveMainHolderRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, ...INSZ_CODES, ...VOUCHER_CODES, "ONLINE_REQUEST_MAIN_TOO_YOUNG", "ONLINE_REQUEST_PARENTAL_CONSENT"],
});

export const addOnlineRequestFamilyMember = defineEndpoint({
  method: "POST",
  path: "/online-request/draft/family-members",
  operationId: "addOnlineRequestFamilyMember",
  summary: "Stap 5: voegt een gezinslid toe",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: addFamilyMemberRequestSchema,
  response: draftViewSchema,
  problems: [
    ...DRAFT_CODES,
    ...INSZ_CODES,
    ...VOUCHER_CODES,
    "ONLINE_REQUEST_MEMBER_IS_MAIN",
    "ONLINE_REQUEST_TOO_MANY_ADULTS",
    "ONLINE_REQUEST_TOO_MANY_CHILDREN",
    "ONLINE_REQUEST_UNDER_16",
  ],
});

export const removeOnlineRequestFamilyMember = defineEndpoint({
  method: "DELETE",
  path: "/online-request/draft/family-members/:memberId",
  operationId: "removeOnlineRequestFamilyMember",
  summary: "Stap 5: verwijdert een gezinslid",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  params: familyMemberParamsSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES],
});

export const saveOnlineRequestFamily = defineEndpoint({
  method: "PUT",
  path: "/online-request/draft/family",
  operationId: "saveOnlineRequestFamily",
  summary: "Stap 5 klaar: de toestemming voor de gezinsleden; weigert zolang er een prijsfout is",
  tag,
  auth: "none",
  headers: draftHeadersSchema,
  body: saveFamilyRequestSchema,
  response: draftViewSchema,
  problems: [...DRAFT_CODES, "ONLINE_REQUEST_PRICE_ERROR"],
});
