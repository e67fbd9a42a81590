// The holders of the demo: every persona with a card and every unregistered card becomes a holder with
// an active card, a card-system membership, opt-ins and, when it applies, a kansenstatuut; personas
// with a login also get their identity account. Then the stock card and Sofie's blocked old card.
// Returns, besides the rows, what the points history needs of each holder.
import {
  janssensFamily,
  kansenstatuutEndDate,
  personas,
  spareUnregisteredCards,
  unregisteredCards,
  type DemoPersona,
  type PersonaCard,
  type PersonaOptIns,
  type UnregisteredCard,
} from "@vtp/personas";
import type { CardStatus } from "@vtp/db/schema";
import { brusselsDay } from "@vtp/db/periods";
import type { DemoCardSystems } from "./card-systems.ts";
import { DEMO_BLOCKED_CARD_NUMBER, DEMO_STOCK_CARD_NUMBER } from "./constants.ts";
import { createRng, type Rng } from "../random.ts";
import { addDays, type DemoContext, type Row } from "./context.ts";

/** A holder as the points history needs it. */
export interface HolderPlan {
  id: string;
  /** The balance the history has to add up to. */
  points: number;
  cardSystemId: number;
  /** The family's main holder, who may check in for this holder; null outside a family and for the main holder. */
  familyMainId: string | null;
  /** When the holder got the card: the history starts there. */
  since: Date;
}

export interface DemoHolders {
  holders: Row<"holders">[];
  cards: Row<"cards">[];
  memberships_card_system: Row<"memberships_card_system">[];
  kansenstatuut: Row<"kansenstatuut">[];
  /** Without password_hash: the seed hashes DEMO_PASSWORD per account. */
  identity_accounts: Row<"identity_accounts">[];
  optins: Row<"optins">[];
  /** In the order of `holders`. */
  plans: HolderPlan[];
}

/** The person behind a holder: a persona or an unregistered card. */
type HolderPerson = Pick<DemoPersona, "firstName" | "lastName" | "birthDate" | "gender" | "address" | "points">;
type HolderCard = Pick<PersonaCard, "number" | "cardSystemId" | "socialTariff">;
interface HolderDetails {
  email: string | null;
  gsm: string | null;
  kansenstatuut: boolean;
  optIns: PersonaOptIns;
  familyMainId: string | null;
  /** False: no points history is planned for this holder (the journeys' spare cards). */
  history?: false;
}

/** The seed of the spare unregistered cards' own draws (any number other than the demo's). */
const SPARE_CARDS_SEED = 4_010_000;

/** Holders of an unregistered card only get service mails and post. */
const UNREGISTERED_OPT_INS: PersonaOptIns = { serviceMails: true, milestoneMails: false, infoMails: false, sms: false, post: true };

/** 31 December of the year after `now` (Brussels): the demo memberships' end date. */
export function membershipEndDate(now: Date): string {
  return `${Number(brusselsDay(now).slice(0, 4)) + 1}-12-31`;
}

export function buildHolders({ rng, now }: DemoContext, places: DemoCardSystems): DemoHolders {
  const holders: Row<"holders">[] = [];
  const cards: Row<"cards">[] = [];
  const memberships_card_system: Row<"memberships_card_system">[] = [];
  const kansenstatuut: Row<"kansenstatuut">[] = [];
  const identity_accounts: Row<"identity_accounts">[] = [];
  const optins: Row<"optins">[] = [];
  const plans: HolderPlan[] = [];

  const addCard = (
    c: {
      number: string;
      holderId: string | null;
      cardSystemId: number;
      status: CardStatus;
      socialTariff: boolean;
      createdAt: Date;
    },
    draw: Rng = rng,
  ) => {
    cards.push({
      id: draw.uuid(),
      card_number: c.number,
      holder_id: c.holderId,
      card_system_id: c.cardSystemId,
      status: c.status,
      social_tariff: c.socialTariff,
      pin_hash: null,
      created_at: c.createdAt,
    });
  };

  const addHolder = (id: string, person: HolderPerson, card: HolderCard, h: HolderDetails, draw: Rng = rng) => {
    const since = addDays(now, -draw.int(900, 1300));
    holders.push({
      id,
      first_name: person.firstName,
      last_name: person.lastName,
      birth_date: person.birthDate,
      gender: person.gender,
      email: h.email,
      gsm: h.gsm,
      municipality_id: places.placeId(person.address.postalCode, person.address.city),
      street_and_number: person.address.street,
      points: person.points,
      created_at: since,
    });
    addCard(
      {
        number: card.number,
        holderId: id,
        cardSystemId: card.cardSystemId,
        status: "ACTIVE",
        socialTariff: card.socialTariff,
        createdAt: since,
      },
      draw,
    );
    // Memberships run per calendar year and are renewed: this one until the end of next year.
    memberships_card_system.push({
      holder_id: id,
      card_system_id: card.cardSystemId,
      status: "ACTIVE",
      created_at: since,
      end_date: membershipEndDate(now),
    });
    if (h.kansenstatuut) {
      kansenstatuut.push({
        id: draw.uuid(),
        holder_id: id,
        card_system_id: card.cardSystemId,
        status: "ACTIVE",
        end_date: kansenstatuutEndDate(now),
        suspended_until: null,
        created_at: since,
      });
    }
    optins.push({
      holder_id: id,
      service_mails: h.optIns.serviceMails,
      milestone_mails: h.optIns.milestoneMails,
      info_mails: h.optIns.infoMails,
      sms: h.optIns.sms,
      post: h.optIns.post,
      updated_at: since,
    });
    if (h.history !== false)
      plans.push({ id, points: person.points, cardSystemId: card.cardSystemId, familyMainId: h.familyMainId, since });
  };

  const sofieId = janssensFamily.main.holderId;
  for (const p of personas) {
    if (p.holderId !== null && p.card !== null) {
      addHolder(p.holderId, p, p.card, {
        email: p.email,
        gsm: p.gsm,
        kansenstatuut: p.kansenstatuut?.status === "ACTIVE",
        optIns: p.optIns,
        familyMainId: p.familyOf !== null && p.holderId !== sofieId ? sofieId : null,
      });
    }
    if (p.accountId !== null && p.sub !== null && p.email !== null) {
      identity_accounts.push({
        id: p.accountId,
        sub: p.sub,
        email: p.email,
        email_verified: true,
        password_hash: null,
        first_name: p.firstName,
        last_name: p.lastName,
        holder_id: p.holderId,
        national_number_hash: null,
        skip_onboarding: false,
        legacy: false,
        created_at: addDays(now, -rng.int(30, 400)),
        updated_at: addDays(now, -rng.int(1, 29)),
      });
    }
  }
  const unregistered = (c: UnregisteredCard, spare: boolean, draw?: Rng) =>
    addHolder(
      c.holderId,
      c,
      c,
      {
        email: null,
        gsm: null,
        kansenstatuut: c.socialTariff,
        optIns: UNREGISTERED_OPT_INS,
        familyMainId: null,
        ...(spare ? { history: false as const } : {}),
      },
      draw,
    );
  for (const c of unregisteredCards) unregistered(c, false);
  // The journeys' spare cards draw from a sequence of their own and get no history (they have no points): the
  // rest of the demo data, drawn from the one sequence in order, is the same with or without them.
  const spareDraws = createRng(SPARE_CARDS_SEED);
  for (const c of spareUnregisteredCards) unregistered(c, true, spareDraws);
  addCard({
    number: DEMO_STOCK_CARD_NUMBER,
    holderId: null,
    cardSystemId: 1,
    status: "STOCK",
    socialTariff: false,
    createdAt: addDays(now, -120),
  });
  if (sofieId !== null) {
    addCard({
      number: DEMO_BLOCKED_CARD_NUMBER,
      holderId: sofieId,
      cardSystemId: 5,
      status: "BLOCKED",
      socialTariff: false,
      createdAt: addDays(now, -1200),
    });
  }

  return { holders, cards, memberships_card_system, kansenstatuut, identity_accounts, optins, plans };
}
