// Dutch copy of "Binnenkort" on the dashboard (feature `upcoming`, decision 0063): what ends within 60
// days, each row what ends ("Je kansentarief bij UiTPAS Gent") and until when ("loopt af op 12 december
// 2026"), with the days left in words when it is within a week.
import type { UpcomingItem, UpcomingKind } from "@vtp/contracts/upcoming";

export const upcomingCopy = {
  heading: "Binnenkort",
  intro: "Dit loopt de komende 60 dagen af.",
  /** What ends, in the holder's words (the link's text). */
  what: {
    kansenstatuut: (i: UpcomingItem) => `Je kansentarief bij ${i.region ?? i.title}`,
    membership: (i: UpcomingItem) => `Je lidmaatschap van ${i.title}`,
    coupon: (i: UpcomingItem) => `Je korting “${i.title}”`,
    code: (i: UpcomingItem) => `Je code voor “${i.title}”`,
    association: (i: UpcomingItem) => `Je lidmaatschap van ${i.title}`,
    "savings-goal": (i: UpcomingItem) => `Je spaardoel “${i.title}”`,
    "kept-reward": (i: UpcomingItem) => `Je bewaarde voordeel “${i.title}”`,
    "kept-activity": (i: UpcomingItem) => `Je bewaarde activiteit “${i.title}”`,
  } satisfies Record<UpcomingKind, (item: UpcomingItem) => string>,
  /** Until when, after the link and before the day in words ("12 december 2026", kept on one line). */
  when: {
    kansenstatuut: "loopt af op",
    membership: "loopt af op",
    coupon: "is geldig tot en met",
    code: "is geldig tot en met",
    association: "loopt af op",
    "savings-goal": "kan je omruilen tot en met",
    "kept-reward": "kan je omruilen tot en met",
    "kept-activity": "loopt tot en met",
  } satisfies Record<UpcomingKind, string>,
  /** Within a week: the days left in words (never colour alone). */
  soon: (daysLeft: number) => (daysLeft <= 0 ? "Laatste dag: vandaag" : daysLeft === 1 ? "Nog 1 dag" : `Nog ${daysLeft} dagen`),
} as const;
