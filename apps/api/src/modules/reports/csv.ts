// The reports as CSV for Excel as Belgian offices open it (decision 0048): UTF-8 with a byte order mark
// (else Excel reads é as Ã©), ";" between fields (Belgian Excel's list separator), CRLF line ends, Dutch
// headers, amounts in euros with a decimal comma (12,50) and dates as dd/mm/jjjj. A field with ";", a
// quote or a line break is quoted; a text that Excel would run as a formula (=, +, -, @, tab, CR at the
// start) gets a leading apostrophe, so a title never becomes a formula on an office computer. Pure.
import { formatDutchDate } from "@vtp/contracts/dates";
import type { CheckinsReport, RewardsReport, SocialTariffSalesReport } from "@vtp/contracts/reports";

export const CSV_BOM = "\uFEFF";
const SEPARATOR = ";";
const LINE_END = "\r\n";

/** Cents as euros with a decimal comma: 1250 → "12,50", -5 → "-0,05". */
export function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** One text field, quoted where needed and defused as a formula. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR)).join(LINE_END) + LINE_END;
}

export function checkinsCsv(report: CheckinsReport): string {
  return table(
    ["Datum", "Activiteit-ID", "Activiteit", "Check-ins", "Punten"],
    [
      ...report.rows.map((r) => [formatDutchDate(r.date), r.eventId, r.eventTitle, r.checkins, r.points]),
      ["Totaal", "", "", report.totals.checkins, report.totals.points],
    ],
  );
}

export function rewardsCsv(report: RewardsReport): string {
  const perDay = report.per === "day";
  const header = [...(perDay ? ["Datum"] : []), "Voordeel-ID", "Voordeel", "Omgeruild", "Punten"];
  return table(header, [
    ...report.rows.map((r) => [...(perDay ? [formatDutchDate(r.date ?? "")] : []), r.rewardId, r.rewardTitle, r.redeemed, r.points]),
    [...(perDay ? ["Totaal", ""] : ["Totaal"]), "", report.totals.redeemed, report.totals.points],
  ]);
}

export function socialTariffSalesCsv(report: SocialTariffSalesReport): string {
  const amounts = (a: { tickets: number; regularPriceCents: number; priceCents: number; discountCents: number }) => [
    a.tickets,
    euros(a.regularPriceCents),
    euros(a.priceCents),
    euros(a.discountCents),
  ];
  return table(
    ["Postcode", "Gemeente", "Tickets aan kansentarief", "Gewone prijs (EUR)", "Betaald (EUR)", "Korting (EUR)"],
    [
      ...report.rows.map((r) => [r.municipality?.postalCode ?? "", r.municipality?.name ?? "Onbekende gemeente", ...amounts(r)]),
      ["Totaal", "", ...amounts(report.totals)],
    ],
  );
}
