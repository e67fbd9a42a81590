// The check-in activities of the demo: first the fixed demo activities behind DEMO_CHECKIN_CODES and
// DEMO_EXPIRED_CHECKIN_CODE, then per organiser of a check-in kind a permanent activity (always for
// the forced organisers, otherwise mostly) and up to two events between 150 days ago and 90 days ahead.
// Every activity has price categories and a kansentarief ticket limit (decision 0036), drawn from no PRNG:
// 1 ticket per month for a permanent activity, 1 in total for an event.
import type { Period } from "@vtp/db/schema";
import { CARD_SYSTEMS } from "../data/card-systems.ts";
import { ACTIVITY_TITLES, type OrganiserKind } from "../data/organisers.ts";
import { DEMO_CHECKIN_CODES, DEMO_EXPIRED_CHECKIN_CODE } from "./constants.ts";
import { addDays, brusselsAt, DAY_MS, fill, slugify, type DemoContext, type Row } from "./context.ts";
import { FORCED_KINDS, type DemoOrganisers, type PlannedOrganiser } from "./organisers.ts";

/** An activity as the points history needs it. */
export interface PlannedActivity {
  id: number;
  organiserId: number;
  cardSystemId: number;
  title: string;
  permanent: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  points: number;
  period: Period;
  code: string;
  /** One of the fixed demo activities: the generated history leaves them alone. */
  demo: boolean;
}

export interface DemoActivities {
  activities: Row<"activities">[];
  activity_price_categories: Row<"activity_price_categories">[];
  planned: PlannedActivity[];
}

/** The price categories of the fixed demo activities, by check-in code: [name, cents][]. */
const DEMO_PRICES: Partial<Record<string, [string, number][]>> = {
  [DEMO_CHECKIN_CODES.gentZwembad]: [
    ["Basistarief", 350],
    ["Kinderen (3-11 jaar)", 220],
  ],
  [DEMO_CHECKIN_CODES.gentTentoonstelling]: [
    ["Basistarief", 1200],
    ["Jongeren (tot 26 jaar)", 600],
  ],
  [DEMO_CHECKIN_CODES.aalstCultuurcentrum]: [
    ["Basistarief", 1400],
    ["Jongeren (tot 26 jaar)", 900],
  ],
};

/** The price categories of an activity: the fixed ones, else a base price that follows from its id. */
function priceCategories(a: PlannedActivity): [string, number][] {
  const fixed = DEMO_PRICES[a.code];
  if (fixed !== undefined) return fixed;
  const base = [500, 800, 1000, 1250, 1500][a.id % 5]!;
  return [
    ["Basistarief", base],
    ["Kinderen (tot 12 jaar)", Math.round(base / 200) * 100],
  ];
}

type NewActivity = Omit<PlannedActivity, "id">;

/** A permanent activity worth 1 point. */
function permanentActivity(
  organiserId: number,
  cardSystemId: number,
  title: string,
  period: Period,
  code: string,
  demo: boolean,
): NewActivity {
  return { organiserId, cardSystemId, title, permanent: true, startsAt: null, endsAt: null, points: 1, period, code, demo };
}

function activityDescription(a: PlannedActivity, organiser: PlannedOrganiser | undefined): string {
  const where = organiser ? ` bij ${organiser.name} in ${organiser.place.name}` : "";
  const limit = a.period === "DAY" ? "1 keer per dag" : a.period === "WEEK" ? "1 keer per week" : "1 keer";
  const points = a.points === 1 ? "1 punt" : `${a.points} punten`;
  return `Scan de QR-code${where} en spaar ${points} (${limit}).`;
}

export function buildActivities({ rng, now }: DemoContext, organisers: DemoOrganisers): DemoActivities {
  const planned: PlannedActivity[] = [];
  const usedCodes = new Set<string>([...Object.values(DEMO_CHECKIN_CODES), DEMO_EXPIRED_CHECKIN_CODE]);
  const newCode = (k: OrganiserKind) => {
    const prefix = slugify(k.label).replace(/-/g, "").slice(0, 4).toUpperCase();
    for (;;) {
      const code = `${prefix}-${rng.code(6)}`;
      if (!usedCodes.has(code)) {
        usedCodes.add(code);
        return code;
      }
    }
  };
  const addActivity = (a: NewActivity): void => {
    planned.push({ ...a, id: planned.length + 1 });
  };
  /** Turns a demo activity into a temporary one, from `startDays` to `endDays` from now. */
  const temporary = (startDays: number, startHour: number, endDays: number, endHour: number, period: Period): Partial<NewActivity> => ({
    permanent: false,
    startsAt: brusselsAt(now, startDays, startHour),
    endsAt: brusselsAt(now, endDays, endHour),
    period,
  });

  // [code, card system, kind of its organiser, title, overrides of a permanent 1-point activity]
  const demoActivities: [string, number, string, string, Partial<NewActivity>][] = [
    [DEMO_CHECKIN_CODES.gentBibliotheek, 1, "bibliotheek", "Bezoek aan de bib", {}],
    [DEMO_CHECKIN_CODES.gentZwembad, 1, "zwembad", "Zwembeurt", {}],
    [DEMO_CHECKIN_CODES.gentTentoonstelling, 1, "museum", "Tentoonstelling 'Gent in beweging'", temporary(-30, 10, 90, 18, "WEEK")],
    [DEMO_CHECKIN_CODES.aalstCultuurcentrum, 3, "cultuurcentrum", "Bezoek aan het cultuurcentrum", {}],
    [DEMO_CHECKIN_CODES.mechelenBibliotheek, 5, "bibliotheek", "Bezoek aan de bib", {}],
    [DEMO_CHECKIN_CODES.bruggeMuseum, 2, "museum", "Museumbezoek", {}],
    [DEMO_EXPIRED_CHECKIN_CODE, 1, "cultuurcentrum", "Winterbuurtfeest", temporary(-330, 14, -330, 22, "DAY")],
  ];
  const withDemoActivity = new Set<number>();
  for (const [code, cardSystemId, kindKey, title, extra] of demoActivities) {
    const organiser = organisers.forced(cardSystemId, kindKey);
    withDemoActivity.add(organiser.id);
    addActivity({ ...permanentActivity(organiser.id, cardSystemId, title, "DAY", code, true), ...extra });
  }

  for (const o of organisers.planned) {
    if (!o.kind.checkin) continue;
    const titles = ACTIVITY_TITLES[o.kind.key];
    if (!titles) continue;
    // Supra-local organisers let holders of every region save points in the region they sit in.
    const cardSystemId = o.cardSystemId ?? CARD_SYSTEMS.find((cs) => cs.municipalities.includes(o.place.municipality))?.id ?? null;
    if (cardSystemId === null) continue;
    const isForced =
      FORCED_KINDS.includes(o.kind.key) &&
      organisers.planned.find((x) => x.cardSystemId === o.cardSystemId && x.kind.key === o.kind.key) === o;
    if (isForced || rng.chance(0.75)) {
      const title = withDemoActivity.has(o.id) ? (titles.another ?? titles.permanent) : titles.permanent;
      addActivity(permanentActivity(o.id, cardSystemId, title, rng.chance(0.3) ? "DAY" : "WEEK", newCode(o.kind), false));
    }
    const events = rng.int(0, 2);
    for (let e = 0; e < events; e++) {
      const start = brusselsAt(now, rng.int(-150, 90), rng.pick([10, 14, 19, 20]), rng.pick([0, 30]));
      const multiDay = rng.chance(0.1);
      const end = new Date(start.getTime() + (multiDay ? rng.int(2, 5) * DAY_MS : rng.int(2, 4) * 3_600_000));
      addActivity({
        organiserId: o.id,
        cardSystemId,
        title: fill(rng.pick(titles.events), o.name, o.place.name),
        permanent: false,
        startsAt: start,
        endsAt: end,
        points: rng.weighted([1, 2, 3, 5], (p) => (p === 1 ? 8 : p === 2 ? 3 : p === 3 ? 2 : 1)),
        period: "DAY",
        code: newCode(o.kind),
        demo: false,
      });
    }
  }

  const organiserById = new Map(organisers.planned.map((o) => [o.id, o]));
  const activities: Row<"activities">[] = planned.map((a) => ({
    id: a.id,
    organiser_id: a.organiserId,
    card_system_id: a.cardSystemId,
    title: a.title,
    description: activityDescription(a, organiserById.get(a.organiserId)),
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    permanent: a.permanent,
    points: a.points,
    checkin_volume: 1,
    checkin_period: a.period,
    checkin_code: a.code,
    created_at: addDays(now, -200),
    ticket_limit_volume: 1,
    ticket_limit_period: a.permanent ? "MONTH" : "ABSOLUTE",
  }));
  const activity_price_categories: Row<"activity_price_categories">[] = planned.flatMap((a) =>
    priceCategories(a).map(([name, price_cents], position) => ({ activity_id: a.id, name, price_cents, position })),
  );

  return { activities, activity_price_categories, planned };
}
