// The fixed values of the demo seed that tests, journeys and documentation name: the PRNG seed, the
// check-in codes, the reward ids and the two special card numbers. demo.ts re-exports all of them.
import { makeCardNumber } from "@vtp/contracts/card-number";

/** The PRNG seed of the demo data. Changing it changes every generated row. */
export const DEMO_SEED = 20_261_121;

/** Check-in codes that are valid on any day (permanent or long-running activities), 1 point each. */
export const DEMO_CHECKIN_CODES = {
  /** The library in Gent: permanent, max. 1 per day (UiTPAS Gent: An). */
  gentBibliotheek: "GENT-BIB-2026",
  /** A swimming pool in Gent: permanent, max. 1 per day (UiTPAS Gent). */
  gentZwembad: "GENT-ZWEMBAD-2026",
  /** Tentoonstelling in Gent: started 30 days before the seed, ends 90 days after it; max. 1 per week. */
  gentTentoonstelling: "GENT-EXPO-2026",
  /** The cultural centre in Aalst: permanent, max. 1 per day (UiTPAS Dender: Mohamed). */
  aalstCultuurcentrum: "AALST-CC-2026",
  /** The library in Mechelen: permanent, max. 1 per day (UiTPAS Mechelen: the Janssens family). */
  mechelenBibliotheek: "MECHELEN-BIB-2026",
  /** A museum in Brugge: permanent, max. 1 per day (Paspartoe: refused for holders of other regions). */
  bruggeMuseum: "BRUGGE-MUSEUM-2026",
} as const;

/** A check-in code of an activity that ended long ago (the "code expired" refusal). */
export const DEMO_EXPIRED_CHECKIN_CODE = "GENT-FEEST-2025";

/** Reward ids for demos and journeys (An: 120 points, UiTPAS Gent, no kansenstatuut). */
export const DEMO_REWARD_IDS = {
  /** 10 points, Gent, no limits: An can redeem it. */
  cheapPoints: 1,
  /** WELCOME (0 points), Gent, once per holder. */
  welcome: 2,
  /** Gent, sold out (units taken = max units). */
  soldOut: 3,
  /** UiTPAS Dender, 5 points, only with an active kansenstatuut (Mohamed). */
  kansenstatuut: 4,
  /** Gent, 150 points: more than An has. */
  tooExpensive: 5,
  /** Gent, 25 points, max. 1 per holder per year. */
  oncePerYear: 6,
  /** Gent, 40 points, redeem period ends in 6 days (last chance). */
  lastChance: 7,
  /** Gent, published, but redeemable only from 10 days from now. */
  notYetRedeemable: 8,
  /** Paspartoe (Brugge) only: not applicable to An. */
  otherRegion: 9,
  /** Valid in every card system (supra-local), 25 points. */
  allRegions: 10,
  /** UiTPAS Mechelen, 15 points, for the Janssens family. */
  mechelen: 11,
  /** Gent, only for residents of Oostakker: An (9000 Gent) is not eligible. */
  otherCityOnly: 12,
  /** Valid in every card system, but switched off by UiTPAS Gent. */
  disabledInGent: 13,
} as const;

/** A point of sale without an address (a mobile counter in Gent): no coordinates, so no place on the map. */
export const DEMO_UNPLACED_ORGANISER = "UiTPAS-balie op wielen";

/** A card that exists in stock (never sold): "kaartnummer niet verkocht". */
export const DEMO_STOCK_CARD_NUMBER = makeCardNumber("40100099901", false);
/** Sofie's previous card, blocked after a replacement: points and history stayed with her. */
export const DEMO_BLOCKED_CARD_NUMBER = makeCardNumber("40500000010", false);
