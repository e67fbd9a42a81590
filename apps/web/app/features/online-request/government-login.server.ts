// Step 3's proof of the social tariff: a login at the government (eID or itsme) where the web app is a
// public OpenID client with PKCE (S256), state and nonce (config.governmentLogin: the embedded stand-in
// in the local demo, GOVERNMENT_OIDC_ISSUER elsewhere). The pending login lives in a sealed, HttpOnly,
// 10-minute cookie. The callback hands the ID token to the api, which verifies it again itself and
// decides the outcome: the web never tells the api who someone is.
import * as client from "openid-client";
import type { AppConfig } from "@vtp/config";
import { GOVERNMENT_LOGIN_SCOPE } from "@vtp/contracts/identity";
import { parseCookies, serializeCookie } from "../../i18n/cookies.ts";
import { pathTo } from "../../route-table.ts";
import { seal, sealingKey, unseal } from "../../server/sealed-cookie.server.ts";

export const GOVERNMENT_LOGIN_COOKIE = "overheid_login";
const TTL_MS = 10 * 60 * 1000;

interface PendingGovernmentLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const secure = (config: AppConfig) => config.publicUrl.startsWith("https://");
const configurations = new Map<string, Promise<client.Configuration>>();

function governmentConfiguration(config: AppConfig): Promise<client.Configuration> {
  const issuer = config.governmentLogin.issuer;
  if (issuer === undefined) throw new Error("Geen overheidslogin geconfigureerd (GOVERNMENT_OIDC_ISSUER)");
  const id = `${issuer}|${config.governmentLogin.clientId}`;
  let pending = configurations.get(id);
  if (pending === undefined) {
    const insecure = issuer.startsWith("http://") && config.posture === "local-demo";
    pending = client.discovery(
      new URL(issuer),
      config.governmentLogin.clientId,
      undefined,
      client.None(),
      insecure ? { execute: [client.allowInsecureRequests] } : {},
    );
    pending.catch(() => configurations.delete(id));
    configurations.set(id, pending);
  }
  return pending;
}

export function governmentRedirectUri(config: AppConfig): string {
  return `${config.publicUrl}${pathTo("online-request-government-callback", config.product.slug)}`;
}

/** The authorize URL of the government login and the cookie holding the pending login. */
export async function startGovernmentLogin(config: AppConfig, nowMs: number): Promise<{ url: string; cookie: string }> {
  const oidc = await governmentConfiguration(config);
  const pending: PendingGovernmentLogin = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: governmentRedirectUri(config),
    scope: GOVERNMENT_LOGIN_SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: "S256",
    ui_locales: "nl",
  }).href;
  const sealed = seal(sealingKey(config, "government-login"), pending, nowMs + TTL_MS);
  return {
    url,
    cookie: serializeCookie(GOVERNMENT_LOGIN_COOKIE, sealed, { maxAge: TTL_MS / 1000, secure: secure(config), httpOnly: true }),
  };
}

export function clearGovernmentLoginCookie(config: AppConfig): string {
  return serializeCookie(GOVERNMENT_LOGIN_COOKIE, "", { maxAge: 0, secure: secure(config), httpOnly: true });
}

export type GovernmentLoginResult = { ok: true; idToken: string } | { ok: false; reason: "cancelled" | "failed" };

/** The callback: state, PKCE and nonce checked, the code exchanged; the ID token for the api. */
export async function completeGovernmentLogin(
  config: AppConfig,
  callbackUrl: URL,
  cookieHeader: string | null,
  nowMs: number,
): Promise<GovernmentLoginResult> {
  if (callbackUrl.searchParams.get("error") === "access_denied") return { ok: false, reason: "cancelled" };
  const pending = unseal<PendingGovernmentLogin>(
    sealingKey(config, "government-login"),
    parseCookies(cookieHeader)[GOVERNMENT_LOGIN_COOKIE],
    nowMs,
  );
  if (pending === undefined || callbackUrl.searchParams.has("error")) return { ok: false, reason: "failed" };
  try {
    const oidc = await governmentConfiguration(config);
    const response = await client.authorizationCodeGrant(oidc, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    if (response.id_token === undefined) return { ok: false, reason: "failed" };
    return { ok: true, idToken: response.id_token };
  } catch (error) {
    console.error("[online-request] government login failed", error instanceof Error ? error.message : "unknown");
    return { ok: false, reason: "failed" };
  }
}
