// What a region's news page shows (decision 0071), for the page and its loader: the form's fields and each sent
// item's delivery in words. No server code here: the page (browser code) imports it.
import type { RegionNews } from "@vtp/contracts/region-news";
import { formatClock, formatDay } from "../../copy/format.ts";
import { regionNewsCopy as copy } from "../../copy/region-news.ts";

export const REGION_NEWS_FIELDS = ["region", "title", "body", "link"] as const;
export type RegionNewsFormValues = Record<(typeof REGION_NEWS_FIELDS)[number], string>;

export interface RegionNewsRow {
  id: string;
  title: string;
  body: string;
  link: string;
  /** "Wordt verstuurd" or "Verstuurd op … aan N pashouders". */
  status: string;
  sent: boolean;
  written: string;
}

const when = (iso: string) => `${formatDay(iso)} om ${formatClock(Date.parse(iso))}`;

export function newsRow(news: RegionNews): RegionNewsRow {
  return {
    id: news.id,
    title: news.title,
    body: news.body,
    link: copy.links[news.link],
    status: news.status === "SENT" ? copy.delivered(news.recipients ?? 0, when(news.deliveredAt!)) : copy.sending,
    sent: news.status === "SENT",
    written: copy.written(when(news.creationDate)),
  };
}
