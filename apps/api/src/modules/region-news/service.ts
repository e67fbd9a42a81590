// News of a region (issue 23's "info" topic, decision 0071). Staff of a card system write it
// (`sendNews`): the news, its delivery job and the audit line are one transaction, answered 202; without a
// job queue nothing is written (503). The job (`deliverNews`) gives every holder with an active
// membership in the region the message once (the inbox's key `news:<id>`), each holder in a transaction
// of its own with its mail and push (the messages module decides those by the holder's "info" choices),
// page by page; a retried job walks the region again and skips every holder who has it already (the key:
// no second message, mail or push), then the news records when and to how many holders. SQL only in
// repository.ts.
import type { Kysely } from "kysely";
import { ProblemError } from "@vtp/contracts/problem";
import {
  REGION_NEWS_LINKS,
  REGION_NEWS_SHOWN,
  regionNewsLinkPaths,
  type RegionNews,
  type RegionNewsList,
  type RegionNewsRequest,
} from "@vtp/contracts/region-news";
import type { DB } from "@vtp/db/schema";
import type { JobQueue, RetryPolicy } from "@vtp/jobs";
import { sendMessage, type MessagesDeps } from "../messages/service.ts";
import { recordAudit, requireCardSystemStaff, type StaffPrincipal } from "../staff/service.ts";
import * as repo from "./repository.ts";

/** The job queue's queue of the news deliveries. */
export const REGION_NEWS_QUEUE = "region-news";
/** A failed delivery is tried again (skipping whoever has it) after 30 s, doubling to 30 minutes, 10 times; a try has 15 minutes. */
export const REGION_NEWS_RETRY: RetryPolicy = { retryLimit: 10, retryDelay: 30, retryDelayMax: 1800, expireInSeconds: 900 };
/** Holders per page of a delivery. */
const PAGE = 200;

export interface RegionNewsJob {
  newsId: string;
}

export interface RegionNewsDeps {
  db: Kysely<DB>;
  clock: () => Date;
  /** The job queue: the delivery is a job on it; without it news is refused (503). */
  jobs?: Pick<JobQueue, "send"> | undefined;
}

function linkOf(path: string): RegionNews["link"] {
  return REGION_NEWS_LINKS.find((link) => regionNewsLinkPaths[link] === path) ?? "dashboard";
}

function toWire(row: repo.RegionNewsRow): RegionNews {
  return {
    id: row.id,
    cardSystemId: String(row.cardSystemId),
    title: row.title,
    body: row.body,
    link: linkOf(row.linkPath),
    creationDate: row.createdAt.toISOString(),
    status: row.deliveredAt === null ? "SENDING" : "SENT",
    deliveredAt: row.deliveredAt === null ? null : row.deliveredAt.toISOString(),
    recipients: row.recipients,
  };
}

/** POST /v4/news: the news, its delivery job and the audit line (`news.send`), or nothing. */
export async function sendNews(
  deps: RegionNewsDeps,
  principal: StaffPrincipal,
  input: { cardSystemId: number; news: RegionNewsRequest },
): Promise<RegionNews> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, { cardSystemId: input.cardSystemId });
  // Staff of a region are people (accounts); a partner client is an organiser's and never reaches here.
  if (principal.kind !== "account") throw new ProblemError("missing-permission", { detail: "Geen medewerker van deze regio." });
  const jobs = deps.jobs;
  if (jobs === undefined) throw new ProblemError("news-queue-unavailable");
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await repo.insertRegionNews(trx, {
      cardSystemId,
      title: input.news.title,
      body: input.news.body,
      linkPath: regionNewsLinkPaths[input.news.link],
      writtenBy: principal.accountId,
      at: deps.clock(),
    });
    await jobs.send<RegionNewsJob>(REGION_NEWS_QUEUE, { newsId: created.id }, { within: trx, id: created.id });
    await recordAudit({ db: trx, clock: deps.clock }, principal, {
      action: "news.send",
      cardSystemId,
      object: { type: "news", id: created.id },
    });
    return created;
  });
  return toWire(row);
}

/** GET /v4/news: the region's news, newest first, with their delivery. */
export async function listNews(deps: RegionNewsDeps, principal: StaffPrincipal, input: { cardSystemId: number }): Promise<RegionNewsList> {
  const cardSystemId = await requireCardSystemStaff(deps, principal, input);
  const rows = await repo.listRegionNews(deps.db, cardSystemId, REGION_NEWS_SHOWN);
  return { member: rows.map(toWire) };
}

/** The delivery job: every holder of the region the message once, then the news says when and to how many. */
export async function deliverNews(deps: MessagesDeps, data: RegionNewsJob): Promise<void> {
  const news = await repo.findRegionNews(deps.db, data.newsId);
  if (news === undefined || news.deliveredAt !== null) return;
  let recipients = 0;
  let after: string | null = null;
  for (;;) {
    const holders = await repo.regionHoldersAfter(deps.db, news.cardSystemId, after, PAGE);
    for (const holderId of holders) {
      const message = {
        holderId,
        topic: "info" as const,
        dedupKey: `news:${news.id}`,
        title: news.title,
        body: news.body,
        linkPath: news.linkPath,
      };
      await deps.db.transaction().execute((trx) => sendMessage(deps, message, { within: trx }));
      recipients++;
    }
    if (holders.length < PAGE) break;
    after = holders[holders.length - 1]!;
  }
  await repo.markDelivered(deps.db, news.id, recipients, deps.clock());
}

/** Declares the queue `region-news` and this process's worker on it; call before jobs.start(). */
export function registerRegionNews(
  jobs: Pick<JobQueue, "define" | "work">,
  deps: MessagesDeps,
  retry: RetryPolicy = REGION_NEWS_RETRY,
): void {
  jobs.define(REGION_NEWS_QUEUE, retry);
  jobs.work<RegionNewsJob>(REGION_NEWS_QUEUE, (data) => deliverNews(deps, data));
}
