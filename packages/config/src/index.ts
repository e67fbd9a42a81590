// Configuration is parsed once at start, validated, and passed down. Every bad field is reported at once.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parsePartnerClientSecrets } from "./partner-clients.ts";
import { parsePush } from "./push.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

export type { TrustProxy } from "./trust-proxy.ts";

export type RuntimeEnv = "development" | "production" | "test";

/**
 * The posture decides what the product may do, independent of NODE_ENV:
 * - "local-demo" (PUBLIC_URL on a loopback address): demo data, the development mailbox (loopback
 *   requests only), plain http and the persona picker of the government-login stand-in;
 * - "public" (any other PUBLIC_URL): https and SMTP_URL required, no demo data unless DEMO_DATA=true
 *   (then a visible demo marker), no development mailbox, the persona picker only with its own flag.
 */
export type Posture = "local-demo" | "public";

export interface AppConfig {
  env: RuntimeEnv;
  posture: Posture;
  /** Demo data seeded into an empty database: local demo by default, public only with DEMO_DATA=true. */
  demoData: boolean;
  /** The development mailbox at /dev/mailbox (local demo only; it answers loopback requests only). */
  devMailbox: boolean;
  /** The persona picker of the government-login stand-in: local demo, or GOVERNMENT_LOGIN_STAND_IN=true. */
  governmentLoginStandIn: boolean;
  /**
   * The government login (eID / itsme) of the online request: an OpenID provider where the web app is a
   * public client with PKCE. GOVERNMENT_OIDC_ISSUER and GOVERNMENT_OIDC_CLIENT_ID; without an issuer the
   * embedded stand-in ({publicUrl}/overheid-oidc, client `overheid-login`) when it is mounted, else none.
   */
  governmentLogin: { issuer: string | undefined; clientId: string; standIn: boolean };
  /**
   * Payments of the online request through the Mollie v2 payments API (@mollie/api-client):
   * - `mollie`: MOLLIE_API_KEY at PAYMENT_PROVIDER_URL (default Mollie's own endpoint);
   * - `stand-in`: the local demo's test provider (apps/payment-stand-in, mounted by the host at
   *   {publicUrl}/test-betaalprovider), answering the same subset; never in the public posture;
   * - `none`: no payment provider (only orders that cost nothing can be completed).
   */
  payment: { provider: "mollie" | "stand-in" | "none"; apiKey: string | undefined; apiEndpoint: string | undefined };
  /**
   * INSZ_SECRET (base64, at least 32 bytes): the key material of the national numbers at rest (AES-GCM
   * encryption and the keyed hash of their uniqueness). Without it, generated at first start into
   * <dataDir>/api/insz-secret (see secrets.ts); every process must share it.
   */
  inszSecret: string | undefined;
  /**
   * CHECKIN_CODE_SECRET (base64, at least 32 bytes): the key that signs activities' check-in codes and
   * their posters' download links (decision 0040). Without it, generated at first start into
   * <dataDir>/api/checkin-code-secret (see secrets.ts); every process must share it. A new key makes
   * every printed poster stop working.
   */
  checkinCodeSecret: string | undefined;
  /**
   * PARTNER_CLIENT_SECRETS (JSON, `{"<client id>": "<secret of at least 32 characters>"}`): the secrets
   * of the partner API's clients (decision 0045). Without it, in the local demo, each client's secret is
   * generated at first start into <dataDir>/idp/partner-clients/<client id>; in the public posture a
   * client without a configured secret cannot get a token.
   */
  partnerClientSecrets: Readonly<Record<string, string>> | undefined;
  /**
   * The second factor of staff accounts (TOTP, decision 0061). `required` (STAFF_SECOND_FACTOR_REQUIRED):
   * a staff member logs in with a code after the password (enrolled at the first login), and the api
   * refuses a person's staff token without it; always true in the public posture (false is refused there),
   * false by default in the local demo (the demo's staff log in with their password; one who asks for it
   * enrols). An account that has a second factor is always asked its code. `secret`
   * (SECOND_FACTOR_SECRET, base64, at least 32 bytes): the key that encrypts the TOTP secrets at rest;
   * without it, generated at first start into <dataDir>/idp/second-factor-secret (see secrets.ts).
   */
  staffSecondFactor: { required: boolean; secret: string | undefined };
  host: string;
  port: number;
  /** Public origin of the whole product, without trailing slash, e.g. http://127.0.0.1:3000 */
  publicUrl: string;
  /** Absolute path of the gitignored data folder (PGlite data, generated keys, mail outbox). */
  dataDir: string;
  /** postgres://… when a PostgreSQL server is used; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  product: { name: string; slug: string };
  features: { onlineRequest: boolean; legacyLogin: boolean };
  /** Marks acceptance/test hosts: every page gets noindex. */
  noindex: boolean;
  oidc: {
    /** Issuer URL. The embedded provider lives at {publicUrl}/oidc. */
    issuer: string;
    clientId: string;
    clientSecret: string | undefined;
    /** true when the issuer is the embedded provider of this process. */
    embedded: boolean;
    /** openid-client refuses http:// issuers unless this is set (development and tests only). */
    allowInsecureRequests: boolean;
    /** Audience (resource) of the access tokens the API accepts; default {publicUrl}/api. */
    apiAudience: string;
  };
  api: {
    /** Base URL the backend-for-frontend uses to call the product API. */
    baseUrl: string;
    /**
     * True unless API_BASE_URL is set: the web server calls the api of its own process in process
     * (Fastify's inject: the api's routing, hooks, validation and authorisation, without a socket), at
     * baseUrl's path. With API_BASE_URL it calls that address over HTTP (a test's proxy in front of the api).
     */
    inProcess: boolean;
    /** Client id header value for the card API. */
    cardApiClientId: string;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Caps of a family (spec: maxAdults, maxChildren), FAMILY_MAX_ADULTS (default 2) and
   * FAMILY_MAX_CHILDREN (default 8). The main holder counts in their own family, in their own age
   * group; a child is younger than 18 on the day of the add (Europe/Brussels), an adult 18 or older.
   * Only adding is checked: a family is never split when a child turns 18 or the caps are lowered.
   */
  family: { maxAdults: number; maxChildren: number };
  /** Third-party adapters: absent means the offline fallback. */
  integrations: {
    /** The key of the map tile service: filled in for `{key}` in MAP_TILES_URL (tile keys are public, restrict them by origin at the provider). */
    mapsApiKey: string | undefined;
    /**
     * The map's raster tiles (MAP_TILES_URL, a `{z}/{x}/{y}` template, `{s}` for subdomains a b c, `{key}`
     * for MAPS_API_KEY) and the attribution the tile service demands (MAP_TILES_ATTRIBUTION). Absent: the
     * map shows its markers on the bundled outline of Belgium and says that the full map needs this.
     */
    mapTiles: MapTiles | undefined;
    analyticsCollectorUrl: string | undefined;
    tagManagerId: string | undefined;
    helpWidgetKey: string | undefined;
    paymentProviderUrl: string | undefined;
    searchUrl: string | undefined;
    searchPromotionsIndex: string;
  };
  logLevel: string;
  trustProxy: TrustProxy;
  rateLimit: {
    /** Requests per minute per visitor address for pages and API calls (static files don't count). */
    perMinute: number;
    /** Counters in PostgreSQL, shared by every process (with DATABASE_URL); in memory on PGlite. */
    shared: boolean;
    /**
     * Login and second-factor attempts per visitor address (IPv6 per /64) in 15 minutes, over all e-mail
     * addresses, at the identity provider: credential stuffing. Each account has its own back-off besides.
     */
    loginAttemptsPerAddress: number;
  };
  /**
   * The operations endpoints /healthz, /readyz and /metrics (decision 0034): open in the local demo; in
   * the public posture only to loopback callers or with `Authorization: Bearer <OPS_TOKEN>`.
   */
  ops: { token: string | undefined };
  /**
   * Web Push (decision 0060): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, a P-256 key pair; both or
   * neither) and VAPID_SUBJECT (mailto: or https:, how a push service reaches the operator; default the
   * address of MAIL_FROM). Without the keys: generated at first start into <dataDir>/api/vapid-keys.json
   * in the local demo (see secrets.ts), no push in the public posture. Every process must share them.
   */
  push: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; subject: string };
}

/** The tile layer of the map (see `integrations.mapTiles`). */
export interface MapTiles {
  /** The template as the map library reads it, with the key already filled in. */
  url: string;
  attribution: string;
  /** The image origins of the tiles for the Content-Security-Policy (`https://*.tile.example` for `{s}`). */
  origins: string[];
}

/** Parses MAP_TILES_URL, MAP_TILES_ATTRIBUTION and MAPS_API_KEY into the tile layer; problems in Dutch. */
export function parseMapTiles(
  urlTemplate: string | undefined,
  attribution: string | undefined,
  key: string | undefined,
  problems: string[],
): MapTiles | undefined {
  if (urlTemplate === undefined) {
    if (attribution !== undefined) problems.push("MAP_TILES_ATTRIBUTION heeft enkel zin met MAP_TILES_URL");
    return undefined;
  }
  const before = problems.length;
  if (!/\{z\}/.test(urlTemplate) || !/\{x\}/.test(urlTemplate) || !/\{y\}/.test(urlTemplate)) {
    problems.push(
      `MAP_TILES_URL moet {z}, {x} en {y} bevatten, bv. https://tile.example.org/{z}/{x}/{y}.png (gekregen: ${JSON.stringify(urlTemplate)})`,
    );
  }
  const needsKey = urlTemplate.includes("{key}");
  if (needsKey && key === undefined) problems.push("MAP_TILES_URL bevat {key}: zet MAPS_API_KEY op de sleutel van de kaartdienst");
  if (key !== undefined && !/^[A-Za-z0-9._~-]{1,200}$/.test(key))
    problems.push("MAPS_API_KEY mag enkel letters, cijfers en . _ ~ - bevatten");
  if (attribution === undefined)
    problems.push(
      "MAP_TILES_ATTRIBUTION is verplicht met MAP_TILES_URL (de bronvermelding die de kaartdienst vraagt, bv. © OpenStreetMap-bijdragers)",
    );
  let origin: URL | undefined;
  try {
    origin = new URL(urlTemplate.replace("{s}", "a").replace(/\{[a-z]+\}/g, "0"));
  } catch {
    problems.push(`MAP_TILES_URL is geen geldige URL (gekregen: ${JSON.stringify(urlTemplate)})`);
  }
  if (origin !== undefined && origin.protocol !== "https:" && !(origin.protocol === "http:" && isLoopbackHost(origin.hostname))) {
    problems.push("MAP_TILES_URL moet met https:// beginnen (http:// enkel op deze machine)");
  }
  if (problems.length > before || origin === undefined || attribution === undefined) return undefined;
  // `{s}` stands for the subdomains a, b, c: the policy allows every subdomain of that host.
  const origins = [urlTemplate.includes("{s}") ? `${origin.protocol}//${origin.host.replace(/^[^.]+\./, "*.")}` : origin.origin];
  return { url: needsKey ? urlTemplate.replaceAll("{key}", key ?? "") : urlTemplate, attribution, origins };
}

/** 127.0.0.0/8, ::1 and localhost: a PUBLIC_URL or HOST that nobody else can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (h === "localhost" || h === "::1" || h === "0:0:0:0:0:0:0:1") return true;
  const v4 = h.startsWith("::ffff:") ? h.slice(7) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Ongeldige configuratie:\n- ${problems.join("\n- ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Repository root (two levels above packages/config/src). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback: string) => {
    const v = env[name];
    return v === undefined || v === "" ? fallback : v;
  };
  const opt = (name: string) => {
    const v = env[name];
    return v === undefined || v === "" ? undefined : v;
  };
  const bool = (name: string, fallback: boolean) => {
    const v = env[name];
    if (v === undefined || v === "") return fallback;
    if (v === "true") return true;
    if (v === "false") return false;
    problems.push(`${name} moet "true" of "false" zijn (gekregen: ${JSON.stringify(v)})`);
    return fallback;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const v = env[name];
    if (v === undefined || v === "") return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} moet een geheel getal tussen ${min} en ${max} zijn (gekregen: ${JSON.stringify(v)})`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    try {
      const u = new URL(value);
      return u.toString().replace(/\/$/, "");
    } catch {
      problems.push(`${name} is geen geldige URL (gekregen: ${JSON.stringify(value)})`);
      return undefined;
    }
  };

  const nodeEnv = str("NODE_ENV", "development");
  let runtimeEnv: RuntimeEnv = "development";
  if (nodeEnv === "production" || nodeEnv === "test" || nodeEnv === "development") runtimeEnv = nodeEnv;
  else problems.push(`NODE_ENV moet development, test of production zijn (gekregen: ${JSON.stringify(nodeEnv)})`);

  const host = str("HOST", "127.0.0.1");
  const port = int("PORT", 3000, 0, 65535);
  const publicUrl =
    url("PUBLIC_URL", str("PUBLIC_URL", `http://${host.includes(":") ? `[${host}]` : host}:${port}`)) ?? `http://127.0.0.1:${port}`;
  const publicHost = new URL(publicUrl).hostname;
  const posture: Posture = isLoopbackHost(publicHost) ? "local-demo" : "public";
  const demoData = bool("DEMO_DATA", posture === "local-demo");
  const governmentLoginStandIn = bool("GOVERNMENT_LOGIN_STAND_IN", posture === "local-demo");
  // The spec: the online request is on only when the flag is exactly the string "true"; any other value
  // (absent, "false", "TRUE", "1") keeps it off. Unlike the other booleans, no value is refused.
  const onlineRequest = env.FEATURE_ONLINE_REQUEST === "true";
  if (posture === "local-demo" && !isLoopbackHost(host)) {
    problems.push(
      `HOST=${host} is bereikbaar van buiten deze machine, maar PUBLIC_URL (${publicUrl}) is een loopback-adres (lokale demo met demodata en ontwikkelpostbus): zet PUBLIC_URL op het publieke https-adres`,
    );
  }
  if (posture === "public") {
    if (!publicUrl.startsWith("https://")) problems.push(`PUBLIC_URL moet met https:// beginnen buiten loopback (gekregen: ${publicUrl})`);
    if (opt("SMTP_URL") === undefined)
      problems.push("SMTP_URL is verplicht in de publieke modus (mails voor bevestiging en wachtwoordherstel)");
  }

  const databaseUrl = opt("DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL moet met postgres:// of postgresql:// beginnen");
  }

  const slug = str("PRODUCT_SLUG", "uitpas");
  if (!/^[a-z0-9-]{2,40}$/.test(slug)) problems.push("PRODUCT_SLUG mag enkel kleine letters, cijfers en streepjes bevatten");

  const oidcIssuerEnv = url("OIDC_ISSUER", opt("OIDC_ISSUER"));
  if (posture === "public" && oidcIssuerEnv?.startsWith("http://"))
    problems.push("OIDC_ISSUER moet met https:// beginnen in de publieke modus");
  const embedded = oidcIssuerEnv === undefined;
  const issuer = oidcIssuerEnv ?? `${publicUrl}/oidc`;
  const clientSecret = opt("OIDC_CLIENT_SECRET");
  if (!embedded && clientSecret === undefined) problems.push("OIDC_CLIENT_SECRET is verplicht met een externe OIDC_ISSUER");

  // The government login of the online request: an external issuer, or the embedded stand-in.
  const governmentIssuerEnv = url("GOVERNMENT_OIDC_ISSUER", opt("GOVERNMENT_OIDC_ISSUER"));
  if (posture === "public" && governmentIssuerEnv?.startsWith("http://"))
    problems.push("GOVERNMENT_OIDC_ISSUER moet met https:// beginnen in de publieke modus");
  const governmentStandInMounted = governmentLoginStandIn && embedded;
  const governmentIssuer = governmentIssuerEnv ?? (governmentStandInMounted ? `${publicUrl}/overheid-oidc` : undefined);

  // Payments: Mollie with MOLLIE_API_KEY, the stand-in in the local demo, never a stand-in in public.
  const mollieApiKey = opt("MOLLIE_API_KEY");
  if (mollieApiKey !== undefined && !/^(test|live)_[A-Za-z0-9]{20,}$/.test(mollieApiKey)) {
    problems.push("MOLLIE_API_KEY moet een sleutel van Mollie zijn (test_… of live_…)");
  }
  const paymentStandIn = bool("PAYMENT_STAND_IN", posture === "local-demo" && mollieApiKey === undefined);
  if (paymentStandIn && posture === "public")
    problems.push("PAYMENT_STAND_IN kan niet in de publieke modus: de testbetaalprovider laat iedereen gratis betalen");
  if (paymentStandIn && mollieApiKey !== undefined) problems.push("Kies MOLLIE_API_KEY of PAYMENT_STAND_IN=true, niet allebei");
  const paymentProviderUrl = url("PAYMENT_PROVIDER_URL", opt("PAYMENT_PROVIDER_URL"));
  if (posture === "public" && paymentProviderUrl?.startsWith("http://"))
    problems.push("PAYMENT_PROVIDER_URL moet met https:// beginnen in de publieke modus");
  const payment: AppConfig["payment"] = paymentStandIn
    ? { provider: "stand-in", apiKey: "test_standinstandinstandinstandin00", apiEndpoint: `${publicUrl}/test-betaalprovider/v2/` }
    : mollieApiKey !== undefined
      ? { provider: "mollie", apiKey: mollieApiKey, apiEndpoint: paymentProviderUrl === undefined ? undefined : `${paymentProviderUrl}/` }
      : { provider: "none", apiKey: undefined, apiEndpoint: undefined };
  if (posture === "public" && onlineRequest) {
    if (payment.provider !== "mollie") problems.push("FEATURE_ONLINE_REQUEST=true vraagt in de publieke modus een MOLLIE_API_KEY");
    if (governmentIssuer === undefined) {
      problems.push(
        "FEATURE_ONLINE_REQUEST=true vraagt in de publieke modus een overheidslogin: GOVERNMENT_OIDC_ISSUER (of GOVERNMENT_LOGIN_STAND_IN=true op een testomgeving)",
      );
    }
  }
  const inszSecret = opt("INSZ_SECRET");
  if (inszSecret !== undefined && Buffer.from(inszSecret, "base64").length < 32)
    problems.push("INSZ_SECRET moet minstens 32 bytes zijn, base64-gecodeerd");
  const checkinCodeSecret = opt("CHECKIN_CODE_SECRET");
  if (checkinCodeSecret !== undefined && Buffer.from(checkinCodeSecret, "base64").length < 32)
    problems.push("CHECKIN_CODE_SECRET moet minstens 32 bytes zijn, base64-gecodeerd");

  const partnerClientSecrets = parsePartnerClientSecrets(opt("PARTNER_CLIENT_SECRETS"), problems);
  // Password hashes at a test's cost (decision 0064, packages/password): never where people log in for real.
  if (posture === "public" && opt("PASSWORD_HASH_COST") !== undefined)
    problems.push("PASSWORD_HASH_COST is enkel voor tests: laat het weg in de publieke modus");

  // Staff's second factor (decision 0061): required in the public posture, a choice in the local demo.
  const staffSecondFactorRequired = bool("STAFF_SECOND_FACTOR_REQUIRED", posture === "public");
  if (posture === "public" && !staffSecondFactorRequired)
    problems.push(
      "STAFF_SECOND_FACTOR_REQUIRED=false kan niet in de publieke modus: medewerkers melden zich daar altijd aan met een tweede factor",
    );
  const secondFactorSecret = opt("SECOND_FACTOR_SECRET");
  if (secondFactorSecret !== undefined && Buffer.from(secondFactorSecret, "base64").length < 32)
    problems.push("SECOND_FACTOR_SECRET moet minstens 32 bytes zijn, base64-gecodeerd");

  const smtpUrl = opt("SMTP_URL");
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) problems.push("SMTP_URL moet met smtp:// of smtps:// beginnen");

  // Third-party adapters (issue 11): values that end up in a vendor URL in the browser are checked here.
  const analyticsCollectorUrl = url("ANALYTICS_COLLECTOR_URL", opt("ANALYTICS_COLLECTOR_URL"));
  if (analyticsCollectorUrl !== undefined && posture === "public" && !analyticsCollectorUrl.startsWith("https://")) {
    problems.push("ANALYTICS_COLLECTOR_URL moet met https:// beginnen in de publieke modus");
  }
  const tagManagerId = opt("TAG_MANAGER_ID");
  if (tagManagerId !== undefined && !/^GTM-[A-Z0-9]{4,12}$/.test(tagManagerId)) {
    problems.push(
      `TAG_MANAGER_ID moet een Google Tag Manager-container zijn, zoals GTM-AB12CD3 (gekregen: ${JSON.stringify(tagManagerId)})`,
    );
  }
  const helpWidgetKey = opt("HELP_WIDGET_KEY");
  if (helpWidgetKey !== undefined && !/^[A-Za-z0-9-]{8,64}$/.test(helpWidgetKey)) {
    problems.push("HELP_WIDGET_KEY moet de sleutel van het hulpvenster zijn (8 tot 64 letters, cijfers of streepjes)");
  }

  // The bearer token of the operations endpoints (the monitoring's scraper): long, random, no spaces.
  const opsToken = opt("OPS_TOKEN");
  if (opsToken !== undefined && !/^[A-Za-z0-9._~+/=-]{32,256}$/.test(opsToken)) {
    problems.push(
      "OPS_TOKEN moet 32 tot 256 tekens lang zijn (letters, cijfers of . _ ~ + / = -), bv. de uitvoer van openssl rand -hex 32",
    );
  }

  const push = parsePush(opt("VAPID_PUBLIC_KEY"), opt("VAPID_PRIVATE_KEY"), opt("VAPID_SUBJECT"), str("MAIL_FROM", ""), problems);

  const apiBaseUrl = url("API_BASE_URL", opt("API_BASE_URL"));
  if (posture === "public" && apiBaseUrl !== undefined && !isLoopbackHost(new URL(apiBaseUrl).hostname)) {
    problems.push("API_BASE_URL moet een loopback-adres zijn: de webserver roept de API rechtstreeks aan, nooit via de load balancer");
  }
  // The web server calls the API of its own process over loopback, never through the load balancer.
  const loopbackApi = `http://${isLoopbackHost(host) ? (host.includes(":") ? `[${host}]` : host) : "127.0.0.1"}:${port}/api`;

  const config: AppConfig = {
    env: runtimeEnv,
    posture,
    demoData,
    devMailbox: posture === "local-demo",
    governmentLoginStandIn,
    governmentLogin: {
      issuer: governmentIssuer,
      clientId: str("GOVERNMENT_OIDC_CLIENT_ID", "overheid-login"),
      standIn: governmentStandInMounted && governmentIssuerEnv === undefined,
    },
    payment,
    inszSecret,
    checkinCodeSecret,
    partnerClientSecrets,
    staffSecondFactor: { required: staffSecondFactorRequired || posture === "public", secret: secondFactorSecret },
    host,
    port,
    publicUrl,
    dataDir: path.resolve(repoRoot, str("DATA_DIR", ".data")),
    databaseUrl,
    product: { name: str("PRODUCT_NAME", "UiTPAS"), slug },
    features: {
      onlineRequest,
      legacyLogin: bool("FEATURE_LEGACY_LOGIN", false),
    },
    noindex: bool("NOINDEX", false),
    oidc: {
      issuer,
      clientId: str("OIDC_CLIENT_ID", "vrijetijdspas-web"),
      clientSecret,
      embedded,
      // Only a loopback issuer may be plain http (the local demo); the public posture refuses http above.
      allowInsecureRequests: issuer.startsWith("http://") && isLoopbackHost(new URL(issuer).hostname),
      apiAudience: str("OIDC_API_AUDIENCE", `${publicUrl}/api`),
    },
    api: {
      baseUrl: apiBaseUrl ?? loopbackApi,
      inProcess: apiBaseUrl === undefined,
      cardApiClientId: str("CARD_API_CLIENT_ID", "vrijetijdspas-web"),
    },
    mail: { smtpUrl, from: str("MAIL_FROM", `${str("PRODUCT_NAME", "UiTPAS")} <no-reply@voorbeeld.test>`) },
    family: { maxAdults: int("FAMILY_MAX_ADULTS", 2, 1, 10), maxChildren: int("FAMILY_MAX_CHILDREN", 8, 0, 20) },
    integrations: {
      mapsApiKey: opt("MAPS_API_KEY"),
      mapTiles: parseMapTiles(opt("MAP_TILES_URL"), opt("MAP_TILES_ATTRIBUTION"), opt("MAPS_API_KEY"), problems),
      analyticsCollectorUrl,
      tagManagerId,
      helpWidgetKey,
      paymentProviderUrl,
      searchUrl: url("SEARCH_URL", opt("SEARCH_URL")),
      searchPromotionsIndex: str("SEARCH_PROMOTIONS_INDEX", "promotions"),
    },
    logLevel: str("LOG_LEVEL", runtimeEnv === "test" ? "warn" : "info"),
    trustProxy: parseTrustProxy(opt("TRUST_PROXY"), posture, problems),
    rateLimit: {
      perMinute: int("RATE_LIMIT_PER_MINUTE", 1200, 10, 1_000_000),
      shared: databaseUrl !== undefined,
      loginAttemptsPerAddress: int("LOGIN_ATTEMPTS_PER_ADDRESS", 100, 3, posture === "public" ? 1_000 : 1_000_000),
    },
    ops: { token: opsToken },
    push,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The allow-list of configuration the browser may see. */
export interface PublicConfig {
  productName: string;
  productSlug: string;
  onlineRequest: boolean;
  noindex: boolean;
  /** The map has configured tiles (MAP_TILES_URL); without them it shows the bundled outline of Belgium. */
  maps: boolean;
  helpWidget: boolean;
  analytics: boolean;
  /** Public posture with demo data: every page shows a visible "demo" marker. */
  demo: boolean;
}

export function publicConfig(c: AppConfig): PublicConfig {
  return {
    productName: c.product.name,
    productSlug: c.product.slug,
    onlineRequest: c.features.onlineRequest,
    noindex: c.noindex,
    maps: c.integrations.mapTiles !== undefined,
    helpWidget: c.integrations.helpWidgetKey !== undefined,
    analytics: c.integrations.analyticsCollectorUrl !== undefined,
    demo: c.posture === "public" && c.demoData,
  };
}
