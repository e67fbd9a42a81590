// News of a region (issue 23, the "info" topic; decision 0071): staff of a card system write a short message
// to the holders of their region. The news is kept with who wrote it; the job queue delivers it to every
// holder with an active membership there (a message each, once per holder: the inbox's key `news:<id>`),
// then records when it was done and to how many holders. One statement per query (PGlite), no import of
// application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE region_news (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    card_system_id integer NOT NULL REFERENCES card_systems (id),
    title text NOT NULL CONSTRAINT region_news_title_length CHECK (length(btrim(title)) BETWEEN 5 AND 80),
    body text NOT NULL CONSTRAINT region_news_body_length CHECK (length(btrim(body)) BETWEEN 10 AND 1000),
    link_path text NOT NULL CONSTRAINT region_news_link_is_a_path CHECK (link_path ~ '^/([^/\\\\]|$)' AND length(link_path) <= 500),
    written_by_account_id uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz,
    recipients integer CONSTRAINT region_news_recipients_counted CHECK (recipients >= 0),
    CONSTRAINT region_news_delivery_complete CHECK ((delivered_at IS NULL) = (recipients IS NULL)),
    CONSTRAINT region_news_delivered_after_writing CHECK (delivered_at IS NULL OR delivered_at >= created_at)
  )`,
  `CREATE INDEX region_news_card_system_newest_idx ON region_news (card_system_id, created_at DESC)`,
];

const down: string[] = [`DROP TABLE IF EXISTS region_news`];

export const migration0040RegionNews = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
