// The wallet of the demo: three generic coupons per card system, and per persona with a card its own
// coupons (a coupon of its card system plus the holder's copy with the turns used this period) and
// its association memberships. Every coupon is a ticket discount (decision 0036): the kind and value
// follow its description.
import { personas } from "@vtp/personas";
import type { CouponDiscountKind } from "@vtp/db/schema";
import { CARD_SYSTEMS } from "../data/card-systems.ts";
import { periodKey } from "@vtp/db/periods";
import { addDays, addMonths, dayString, type DemoContext, type Row } from "./context.ts";

export interface DemoWallet {
  coupons: Row<"coupons">[];
  holder_coupons: Row<"holder_coupons">[];
  association_memberships: Row<"association_memberships">[];
}

type Discount = [CouponDiscountKind, number];

/** [name, description, social tariff only, ticket discount] of the coupons every card system has. */
const GENERIC_COUPONS: readonly [string, string, boolean, Discount][] = [
  ["Kansentarief op cultuur", "Voorstellingen en concerten aan 80% korting met je pas met kansentarief.", true, ["PERCENT", 80]],
  ["Kansentarief op sport", "Zwemmen, sportkampen en lidgeld van sportclubs aan kansentarief.", true, ["PERCENT", 80]],
  ["Korting op een vakantiekamp", "Tot 20 euro korting op een vakantiekamp voor kinderen en jongeren.", false, ["AMOUNT", 2000]],
];

/** The ticket discount of the personas' own coupons (packages/personas), by holder coupon id, as described there. */
const PERSONA_DISCOUNTS: Readonly<Record<string, Discount>> = {
  "c0000000-0000-4000-8000-000000000001": ["AMOUNT", 200], // An: 2 euro korting op een theaterticket
  "c0000000-0000-4000-8000-000000000002": ["PRICE", 150], // An: een zwembeurt aan 1,50 euro
  "c0000000-0000-4000-8000-000000000003": ["PRICE", 0], // An: een gratis filmticket
  "c0000000-0000-4000-8000-000000000004": ["PERCENT", 80], // Mohamed: zwemmen aan 80% korting
  "c0000000-0000-4000-8000-000000000005": ["PERCENT", 80], // Mohamed: cultuur aan kansentarief
  "c0000000-0000-4000-8000-000000000006": ["AMOUNT", 300], // Sofie: 3 euro korting op een dagticket
};

export function buildWallet({ rng, now, today }: DemoContext): DemoWallet {
  const coupons: Row<"coupons">[] = [];
  const holder_coupons: Row<"holder_coupons">[] = [];
  const association_memberships: Row<"association_memberships">[] = [];

  /** Adds a coupon and returns its id. */
  const addCoupon = (
    cardSystemId: number,
    name: string,
    description: string,
    socialTariffOnly: boolean,
    createdAt: Date,
    discount: Discount | undefined,
  ): number => {
    const id = coupons.length + 1;
    coupons.push({
      id,
      card_system_id: cardSystemId,
      name,
      description,
      social_tariff_only: socialTariffOnly,
      created_at: createdAt,
      discount_kind: discount?.[0] ?? null,
      discount_value: discount?.[1] ?? null,
    });
    return id;
  };

  for (const cs of CARD_SYSTEMS) {
    for (const [name, description, socialTariffOnly, discount] of GENERIC_COUPONS) {
      addCoupon(cs.id, name, description, socialTariffOnly, addDays(now, -365), discount);
    }
  }
  for (const p of personas) {
    if (p.holderId === null || p.card === null) continue;
    for (const c of p.coupons) {
      holder_coupons.push({
        id: c.id,
        holder_id: p.holderId,
        coupon_id: addCoupon(p.card.cardSystemId, c.name, c.description, p.card.socialTariff, addDays(now, -200), PERSONA_DISCOUNTS[c.id]),
        valid_from: dayString(addDays(now, -90)),
        valid_until: addMonths(today, 9),
        status: "ACTIVE",
        turns_per_period: c.volume,
        period: c.period,
        period_key: periodKey(now, c.period),
        turns_used: c.used,
      });
    }
    for (const m of p.memberships) {
      association_memberships.push({
        id: m.id,
        holder_id: p.holderId,
        association_name: m.associationName,
        status: "ACTIVE",
        end_date: addMonths(today, m.endsInMonths),
        renewable: m.renewable,
        created_at: addDays(now, -rng.int(100, 300)),
      });
    }
  }

  return { coupons, holder_coupons, association_memberships };
}
