// What the holder benchmarks share (bench/holder-api.ts, bench/soak.ts): accounts with points for bench
// holders (the rows of bench/generate-data.ts), the check-in codes and rewards they may use, and access
// tokens signed with the identity provider's own key (what a login would give them), so a benchmark
// measures the api, not the login. Works on either database through a plain `query` function.
import { readFileSync } from "node:fs";
import { importJWK, SignJWT, type JWK } from "jose";
import pg from "pg";
import type { AppConfig } from "@vtp/config";

export type Query = <R>(text: string, params?: unknown[]) => Promise<R[]>;

/** The URL of the benchmark's own database `name` on the server of `adminUrl`. */
export function benchDatabaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.href;
}

/** Creates the benchmark's own database `name` on the server of `adminUrl` when it is missing. */
export async function ensureBenchDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Accounts for the first `count` bench holders (sub bench-<n>), and 100,000 extra points (with their ledger rows) for those below 50,000. */
export async function prepareBenchAccounts(query: Query, count: number): Promise<void> {
  await query(
    `INSERT INTO identity_accounts (sub, email, email_verified, holder_id, skip_onboarding)
    SELECT 'bench-' || n, 'bench-' || n || '@bench.invalid', true, h.id, true
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM holders WHERE id::text LIKE 'e0000000%' ORDER BY id LIMIT $1) h
    ON CONFLICT DO NOTHING`,
    [count],
  );
  await query(`WITH topped AS (
      UPDATE holders h SET points = h.points + 100000 FROM identity_accounts a
      WHERE a.holder_id = h.id AND a.sub LIKE 'bench-%' AND h.points < 50000 RETURNING h.id)
    INSERT INTO points_ledger (holder_id, delta, reason, description) SELECT id, 100000, 'CORRECTION', 'benchmark' FROM topped`);
}

export interface HolderWorkload {
  accounts: { sub: string; card_system_id: number }[];
  codeCount: number;
  rewardCount: number;
  /** Request i's check-in code: holder i mod N with a code of that holder's region; each round of N requests moves every holder on to the next code, so no (holder, code, week) pair comes twice. */
  code(i: number): string;
  /** Request i's reward: one of up to 2,000 rewards any bench holder may exchange now. */
  reward(i: number): number;
}

export async function holderWorkload(query: Query, count: number): Promise<HolderWorkload> {
  const accounts = await query<{ sub: string; card_system_id: number }>(
    `SELECT a.sub, c.card_system_id FROM identity_accounts a
    JOIN cards c ON c.holder_id = a.holder_id AND c.status = 'ACTIVE' WHERE a.sub LIKE 'bench-%' ORDER BY a.sub LIMIT $1`,
    [count],
  );
  const codes = await query<{ checkin_code: string; card_system_id: number }>(
    `SELECT checkin_code, card_system_id FROM activities WHERE checkin_code LIKE 'BENCH-%' ORDER BY id`,
  );
  // A holder saves points where the card is valid: codes of the holder's own region.
  const codesBySystem = new Map<number, string[]>();
  for (const c of codes) codesBySystem.set(c.card_system_id, [...(codesBySystem.get(c.card_system_id) ?? []), c.checkin_code]);
  // Rewards any bench holder may exchange now: active, in their redeem period, no unit or per-holder limit.
  const eligible = `id >= 1000000 AND type = 'POINTS' AND status = 'ACTIVE' AND max_units IS NULL AND per_holder_volume IS NULL
    AND requires_kansenstatuut = false AND publication_start <= now() AND redeem_start <= now()
    AND (redeem_end IS NULL OR redeem_end > now() + interval '1 day') AND (publication_end IS NULL OR publication_end > now())`;
  let spread = await query<{ id: number }>(`SELECT id FROM rewards WHERE ${eligible} AND all_card_systems ORDER BY id LIMIT 2000`);
  if (spread.length < 50) {
    // Bench rewards belong to one region: make a spread of them valid everywhere for the run.
    await query(`UPDATE rewards SET all_card_systems = true WHERE id IN (SELECT id FROM rewards WHERE ${eligible} ORDER BY id LIMIT 2000)`);
    spread = await query<{ id: number }>(`SELECT id FROM rewards WHERE ${eligible} AND all_card_systems ORDER BY id LIMIT 2000`);
  }
  if (accounts.length === 0 || codes.length === 0 || spread.length === 0) {
    throw new Error(
      `geen benchmarkdata: ${accounts.length} accounts, ${codes.length} codes, ${spread.length} beloningen (bench/generate-data.ts)`,
    );
  }
  return {
    accounts,
    codeCount: codes.length,
    rewardCount: spread.length,
    code(i) {
      const k = i % accounts.length;
      const list = codesBySystem.get(accounts[k]!.card_system_id) ?? [codes[0]!.checkin_code];
      return list[(Math.floor(i / accounts.length) + k) % list.length]!;
    },
    reward: (i) => spread[(i * 104729) % spread.length]!.id,
  };
}

/** Access tokens for these subjects, signed with the identity provider's key from its JWKS file (the product's DATA_DIR/idp/jwks.json), valid 4 hours. */
export async function signAccessTokens(jwksFile: string, config: AppConfig, subs: string[]): Promise<string[]> {
  const keys = (JSON.parse(readFileSync(jwksFile, "utf8")) as { keys: JWK[] }).keys;
  const jwk = keys.find((k) => k.use !== "enc" && (k.alg ?? "RS256") === "RS256") ?? keys[0]!;
  const key = await importJWK(jwk, jwk.alg ?? "RS256");
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    subs.map((sub) =>
      new SignJWT({ scope: "openid profile email offline_access", client_id: config.oidc.clientId })
        .setProtectedHeader({ alg: jwk.alg ?? "RS256", kid: jwk.kid, typ: "at+jwt" })
        .setSubject(sub)
        .setIssuer(config.oidc.issuer)
        .setAudience(config.oidc.apiAudience)
        .setIssuedAt(now)
        .setExpirationTime(now + 4 * 3600)
        .sign(key),
    ),
  );
}
