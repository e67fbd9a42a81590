// Messages (issue 23, decision 0049): the holder's inbox. A message belongs to one holder, has a topic
// (service, milestones, info, reminders), a title, a body and the path of the page where the holder acts,
// and is read once opened. The deduplication key is UNIQUE per holder: a message is written once per
// holder, topic and object however often (or by however many processes) it is sent; the writer inserts
// with ON CONFLICT DO NOTHING. One statement per query (PGlite), no import of application code.
import { sql, type Kysely } from "kysely";

const up: string[] = [
  `CREATE TABLE messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    holder_id uuid NOT NULL REFERENCES holders (id) ON DELETE CASCADE,
    topic text NOT NULL CONSTRAINT messages_topic_known CHECK (topic IN ('service','milestones','info','reminders')),
    dedup_key text NOT NULL CONSTRAINT messages_dedup_key_present CHECK (length(dedup_key) BETWEEN 1 AND 200),
    title text NOT NULL CONSTRAINT messages_title_present CHECK (length(btrim(title)) BETWEEN 1 AND 200),
    body text NOT NULL CONSTRAINT messages_body_present CHECK (length(btrim(body)) BETWEEN 1 AND 2000),
    link_path text NOT NULL CONSTRAINT messages_link_is_a_path CHECK (link_path ~ '^/([^/\\\\]|$)' AND length(link_path) <= 500),
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz,
    CONSTRAINT messages_once_per_key UNIQUE (holder_id, dedup_key),
    CONSTRAINT messages_read_after_creation CHECK (read_at IS NULL OR read_at >= created_at)
  )`,
  `CREATE INDEX messages_holder_newest_idx ON messages (holder_id, created_at DESC)`,
  `CREATE INDEX messages_holder_unread_idx ON messages (holder_id) WHERE read_at IS NULL`,
];

const down: string[] = [`DROP TABLE IF EXISTS messages`];

export const migration0031Messages = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
