// oidc-provider storage adapter over the `oidc_payloads` table (PostgreSQL and PGlite).
// One row per (model, id). Expiry is honoured on every read; `consume` is a single guarded UPDATE, so a
// code or refresh token can be consumed at most once even under concurrent requests.
import { sql, type Kysely } from "kysely";
import { errors } from "oidc-provider";
import type { DB } from "@vtp/db/schema";

type Payload = Record<string, unknown>;

export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export interface AdapterOptions {
  /** Prefix for the stored model name, so two providers can share the table ("" for the main one). */
  namespace?: string;
}

const now = () => new Date();

function withConsumed(row: { payload: Payload; consumed_at: Date | null } | undefined): Payload | undefined {
  if (!row) return undefined;
  const payload = typeof row.payload === "string" ? (JSON.parse(row.payload) as Payload) : row.payload;
  if (row.consumed_at) return { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
  return payload;
}

/** Returns the adapter factory for the provider's `adapter` option. */
export function createKyselyAdapter(db: Kysely<DB>, options: AdapterOptions = {}): (name: string) => OidcAdapter {
  const namespace = options.namespace ?? "";

  return (name: string): OidcAdapter => {
    const model = `${namespace}${name}`;
    const live = () => sql<boolean>`(expires_at IS NULL OR expires_at > ${now()})`;

    async function revokeWholeGrant(grantId: string): Promise<void> {
      await db
        .deleteFrom("oidc_payloads")
        .where((eb) => eb.or([eb("grant_id", "=", grantId), eb.and([eb("model", "=", `${namespace}Grant`), eb("id", "=", grantId)])]))
        .execute();
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === "number" ? new Date(Date.now() + expiresIn * 1000) : null;
        const consumed = typeof payload.consumed === "number" ? new Date(payload.consumed * 1000) : null;
        const row = {
          model,
          id,
          payload: JSON.stringify(payload),
          grant_id: typeof payload.grantId === "string" ? payload.grantId : null,
          user_code: typeof payload.userCode === "string" ? payload.userCode : null,
          uid: typeof payload.uid === "string" ? payload.uid : null,
          expires_at: expiresAt,
          consumed_at: consumed,
        };
        await db
          .insertInto("oidc_payloads")
          .values(row)
          .onConflict((oc) =>
            oc.columns(["model", "id"]).doUpdateSet({
              payload: row.payload,
              grant_id: row.grant_id,
              user_code: row.user_code,
              uid: row.uid,
              expires_at: row.expires_at,
              consumed_at: row.consumed_at,
            }),
          )
          .execute();
      },

      async find(id) {
        const row = await db
          .selectFrom("oidc_payloads")
          .select(["payload", "consumed_at"])
          .where("model", "=", model)
          .where("id", "=", id)
          .where(live())
          .executeTakeFirst();
        return withConsumed(row);
      },

      async findByUid(uid) {
        const row = await db
          .selectFrom("oidc_payloads")
          .select(["payload", "consumed_at"])
          .where("model", "=", model)
          .where("uid", "=", uid)
          .where(live())
          .executeTakeFirst();
        return withConsumed(row);
      },

      async findByUserCode(userCode) {
        const row = await db
          .selectFrom("oidc_payloads")
          .select(["payload", "consumed_at"])
          .where("model", "=", model)
          .where("user_code", "=", userCode)
          .where(live())
          .executeTakeFirst();
        return withConsumed(row);
      },

      async consume(id) {
        const updated = await db
          .updateTable("oidc_payloads")
          .set({ consumed_at: now() })
          .where("model", "=", model)
          .where("id", "=", id)
          .where("consumed_at", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (updated) return;
        // Lost a race against a concurrent use of the same code or refresh token: treat it as reuse.
        const row = await db
          .selectFrom("oidc_payloads")
          .select("grant_id")
          .where("model", "=", model)
          .where("id", "=", id)
          .executeTakeFirst();
        if (row?.grant_id) await revokeWholeGrant(row.grant_id);
        throw new errors.InvalidGrant("grant request is invalid (already used)");
      },

      async destroy(id) {
        await db.deleteFrom("oidc_payloads").where("model", "=", model).where("id", "=", id).execute();
      },

      async revokeByGrantId(grantId) {
        await db.deleteFrom("oidc_payloads").where("model", "=", model).where("grant_id", "=", grantId).execute();
      },
    };
  };
}

/** Deletes a grant and every code and token issued under it. */
export async function revokeGrant(db: Kysely<DB>, grantId: string, namespace = ""): Promise<void> {
  await db
    .deleteFrom("oidc_payloads")
    .where((eb) =>
      eb.or([
        eb.and([eb("grant_id", "=", grantId), eb("model", "like", `${namespace}%`)]),
        eb.and([eb("model", "=", `${namespace}Grant`), eb("id", "=", grantId)]),
      ]),
    )
    .execute();
}

/** Deletes expired rows (all models of all namespaces). Returns the number of rows removed. */
export async function deleteExpiredPayloads(db: Kysely<DB>): Promise<number> {
  const result = await db.deleteFrom("oidc_payloads").where("expires_at", "<", now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
