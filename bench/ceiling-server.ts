// The ceiling of this machine for the holder hot paths (bench/holder-api.ts): a bare Fastify + pg
// server that does the same work as the product's check-in and cash-in, each in ONE SQL statement, with
// the same bearer-token check (a JWT signed by the identity provider's key, verified with jose) and
// nothing else (no logging, no security headers, no problem details, no rate limit, no idempotency).
// Not part of the product; started by the benchmark only, on 127.0.0.1.
//   env: PORT, DATABASE_URL, JWKS_FILE (the provider's private JWKS; only the public part is used),
//        ISSUER, AUDIENCE, POOL (default 20)
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { createLocalJWKSet, jwtVerify, type JWK } from "jose";
import pg from "pg";
import { periodKey } from "@vtp/db/periods";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} ontbreekt`);
  return value;
};

const pool = new pg.Pool({ connectionString: env("DATABASE_URL"), max: Number(process.env.POOL ?? 20) });
const privateKeys = (JSON.parse(readFileSync(env("JWKS_FILE"), "utf8")) as { keys: JWK[] }).keys;
const publicKeys = privateKeys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub }) => pub);
const jwks = createLocalJWKSet({ keys: publicKeys });
const issuer = env("ISSUER");
const audience = env("AUDIENCE");

async function subject(authorization: string | undefined): Promise<string | null> {
  if (!authorization?.startsWith("Bearer ")) return null;
  try {
    const { payload } = await jwtVerify(authorization.slice(7), jwks, { issuer, audience, typ: "at+jwt" });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const redeemCode = () => Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");

// Check-in: find the account's holder and the activity, claim slot 1 of the period, write the ledger,
// add the points: one statement. Period keys are computed here for WEEK/DAY, as the product does.
const CHECKIN = `
WITH acc AS (SELECT holder_id FROM identity_accounts WHERE sub = $1 AND holder_id IS NOT NULL),
     act AS (SELECT id, points FROM activities WHERE checkin_code = $2),
     c AS (INSERT INTO checkins (holder_id, activity_id, period_key, slot, points)
           SELECT acc.holder_id, act.id, $3, 1, act.points FROM acc, act
           ON CONFLICT ON CONSTRAINT checkins_one_per_slot DO NOTHING
           RETURNING id, holder_id, points),
     l AS (INSERT INTO points_ledger (holder_id, delta, reason, checkin_id) SELECT holder_id, points, 'CHECKIN', id FROM c),
     h AS (UPDATE holders SET points = holders.points + c.points FROM c WHERE holders.id = c.holder_id RETURNING holders.points, c.points AS added)
SELECT (SELECT added FROM h) AS added, (SELECT points FROM h) AS total, (SELECT count(*) FROM act) AS found`;

// Cash-in: take a unit (guarded), take the points (guarded), write the redemption and the ledger: one
// statement. If the points cannot be taken after the unit was, a division by the (zero) number of
// redemptions aborts the statement, all of it (not a constant 1/0: the planner would fold that).
const CASHIN = `
WITH acc AS (SELECT holder_id FROM identity_accounts WHERE sub = $1 AND holder_id IS NOT NULL),
     rw AS (UPDATE rewards SET units_taken = units_taken + 1
            WHERE id = $2 AND status = 'ACTIVE' AND (max_units IS NULL OR units_taken < max_units)
              AND EXISTS (SELECT 1 FROM holders h JOIN acc ON acc.holder_id = h.id WHERE h.points >= rewards.points)
            RETURNING id, points),
     h AS (UPDATE holders SET points = holders.points - rw.points FROM rw, acc
           WHERE holders.id = acc.holder_id AND holders.points >= rw.points RETURNING holders.id, holders.points, rw.points AS spent, rw.id AS reward_id),
     r AS (INSERT INTO redemptions (holder_id, reward_id, points_spent, redeem_code)
           SELECT h.id, h.reward_id, h.spent, $3 FROM h RETURNING id, holder_id, points_spent),
     l AS (INSERT INTO points_ledger (holder_id, delta, reason, redemption_id)
           SELECT holder_id, -points_spent, 'REDEMPTION', id FROM r WHERE points_spent > 0)
SELECT (SELECT points FROM h) AS balance, (SELECT id FROM r) AS redemption,
       CASE WHEN EXISTS (SELECT 1 FROM rw) THEN 1 / (SELECT count(*)::int FROM r) END AS guard`;

const app = Fastify({ logger: false });

app.post("/checkin", async (request, reply) => {
  const sub = await subject(request.headers.authorization);
  if (sub === null) return reply.code(401).send({ code: "unauthorized" });
  const { code } = request.body as { code: string };
  const { rows } = await pool.query<{ added: number | null; total: number | null; found: string }>(CHECKIN, [
    sub,
    code,
    periodKey(new Date(), "WEEK"),
  ]);
  const row = rows[0]!;
  if (row.found === "0") return reply.code(400).send({ code: "CHECKIN_CODE_INVALID" });
  if (row.added === null) return reply.code(400).send({ code: "CHECKIN_LIMIT_REACHED" });
  return reply.code(200).send({ addedPoints: row.added, totalPoints: row.total });
});

app.post("/cashin", async (request, reply) => {
  const sub = await subject(request.headers.authorization);
  if (sub === null) return reply.code(401).send({ code: "unauthorized" });
  const rewardId = (request.body as { promotionId: number }).promotionId;
  const { rows } = await pool.query<{ balance: number | null; redemption: string | null }>(CASHIN, [sub, rewardId, redeemCode()]);
  const row = rows[0]!;
  if (row.redemption === null) return reply.code(400).send({ code: "NOT_POSSIBLE" });
  return reply.code(200).send({ redemptionId: row.redemption, balance: row.balance });
});

await app.listen({ host: "127.0.0.1", port: Number(env("PORT")) });
console.log(`ceiling listening on ${env("PORT")}`);
// A clean exit on SIGTERM, so a CPU profile (--cpu-prof) is written.
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
