import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackHost, loadConfig, publicConfig, repoRoot } from "./index.ts";
import { getPartnerClientSecret, partnerClientsDir } from "./secrets.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("posture", () => {
  it("is the local demo on a loopback PUBLIC_URL: demo data, mailbox, stand-in, plain http", () => {
    for (const publicUrl of ["http://127.0.0.1:3000", "http://localhost:8080", "http://[::1]:3000", "http://127.8.0.1"]) {
      const c = loadConfig({ PUBLIC_URL: publicUrl });
      expect(c.posture).toBe("local-demo");
      expect(c.demoData).toBe(true);
      expect(c.devMailbox).toBe(true);
      expect(c.governmentLoginStandIn).toBe(true);
      expect(c.oidc.allowInsecureRequests).toBe(true);
      expect(publicConfig(c).demo).toBe(false);
    }
  });

  it("is public anywhere else: no demo data, no mailbox, no stand-in, no insecure OIDC", () => {
    const c = loadConfig({ PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25", NODE_ENV: "production" });
    expect(c.posture).toBe("public");
    expect(c.demoData).toBe(false);
    expect(c.devMailbox).toBe(false);
    expect(c.governmentLoginStandIn).toBe(false);
    expect(c.oidc.allowInsecureRequests).toBe(false);
    expect(publicConfig(c).demo).toBe(false);
  });

  it("does not follow NODE_ENV: production on loopback stays the local demo with http allowed", () => {
    const c = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(c.posture).toBe("local-demo");
    expect(c.oidc.allowInsecureRequests).toBe(true);
  });

  it("allows demo data and the stand-in in public only by explicit flags, and then marks the site", () => {
    const c = loadConfig({
      PUBLIC_URL: "https://demo.voorbeeld.be",
      SMTP_URL: "smtp://mail:25",
      DEMO_DATA: "true",
      GOVERNMENT_LOGIN_STAND_IN: "true",
    });
    expect(c.demoData).toBe(true);
    expect(c.governmentLoginStandIn).toBe(true);
    expect(c.devMailbox).toBe(false);
    expect(publicConfig(c).demo).toBe(true);
  });

  it("refuses a public start without https and SMTP_URL, listing every problem", () => {
    const problems = problemsOf({
      PUBLIC_URL: "http://pas.voorbeeld.be",
      OIDC_ISSUER: "http://login.voorbeeld.be",
      OIDC_CLIENT_SECRET: "s",
    });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/PUBLIC_URL moet met https:\/\//);
    expect(problems.join("\n")).toMatch(/SMTP_URL is verplicht/);
    expect(problems.join("\n")).toMatch(/OIDC_ISSUER moet met https:\/\//);
    expect(problemsOf({ PUBLIC_URL: "https://pas.voorbeeld.be" })).toEqual([expect.stringMatching(/SMTP_URL is verplicht/)]);
  });

  it("refuses the local demo on an address others can reach", () => {
    expect(problemsOf({ HOST: "0.0.0.0", PUBLIC_URL: "http://127.0.0.1:3000" })).toEqual([
      expect.stringMatching(/HOST=0\.0\.0\.0 is bereikbaar/),
    ]);
    expect(problemsOf({ HOST: "0.0.0.0", PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail" })).toEqual([]);
  });
});

describe("third-party adapters", () => {
  it("are off without their variables and on with them", () => {
    const off = loadConfig({ NODE_ENV: "test" });
    expect(off.integrations).toMatchObject({ analyticsCollectorUrl: undefined, tagManagerId: undefined, helpWidgetKey: undefined });
    const on = loadConfig({
      NODE_ENV: "test",
      ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be/",
      TAG_MANAGER_ID: "GTM-AB12CD3",
      HELP_WIDGET_KEY: "0a1b2c3d-4e5f",
    });
    expect(on.integrations).toMatchObject({
      analyticsCollectorUrl: "https://collector.voorbeeld.be",
      tagManagerId: "GTM-AB12CD3",
      helpWidgetKey: "0a1b2c3d-4e5f",
    });
    expect(publicConfig(on)).toMatchObject({ analytics: true, helpWidget: true });
  });

  it("refuse values that would not be a container id, a widget key, or an https collector in public", () => {
    expect(problemsOf({ NODE_ENV: "test", TAG_MANAGER_ID: "GTM-x'><script>" })).toEqual([expect.stringContaining("TAG_MANAGER_ID")]);
    expect(problemsOf({ NODE_ENV: "test", TAG_MANAGER_ID: "UA-12345-1" })).toEqual([expect.stringContaining("TAG_MANAGER_ID")]);
    expect(problemsOf({ NODE_ENV: "test", HELP_WIDGET_KEY: "a&b=c" })).toEqual([expect.stringContaining("HELP_WIDGET_KEY")]);
    expect(problemsOf({ NODE_ENV: "test", ANALYTICS_COLLECTOR_URL: "geen url" })).toEqual([
      expect.stringContaining("ANALYTICS_COLLECTOR_URL"),
    ]);
    const publicEnv = { PUBLIC_URL: "https://www.voorbeeld.be", SMTP_URL: "smtp://mail.voorbeeld.be" };
    expect(problemsOf({ ...publicEnv, ANALYTICS_COLLECTOR_URL: "http://collector.voorbeeld.be" })).toEqual([
      expect.stringContaining("https://"),
    ]);
    expect(problemsOf({ ...publicEnv, ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be" })).toEqual([]);
  });
});

describe("API base URL", () => {
  it("is the process's own loopback address, never the public (load-balanced) URL", () => {
    expect(loadConfig({ PORT: "4000" }).api.baseUrl).toBe("http://127.0.0.1:4000/api");
    const pub = loadConfig({ HOST: "0.0.0.0", PORT: "8080", PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail" });
    expect(pub.api.baseUrl).toBe("http://127.0.0.1:8080/api");
    expect(
      problemsOf({ PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://m", API_BASE_URL: "https://pas.voorbeeld.be/api" }),
    ).toEqual([expect.stringMatching(/API_BASE_URL moet een loopback-adres zijn/)]);
  });

  it("is called in process unless API_BASE_URL names an address (issue 21)", () => {
    expect(loadConfig({ PORT: "4000" }).api.inProcess).toBe(true);
    expect(loadConfig({ PORT: "4000", API_BASE_URL: "http://127.0.0.1:4999/api" }).api).toMatchObject({
      baseUrl: "http://127.0.0.1:4999/api",
      inProcess: false,
    });
  });
});

describe("TRUST_PROXY", () => {
  it("trusts loopback only by default, a hop count, or the load balancer's addresses", () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: "loopback" });
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toEqual({ kind: "loopback" });
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ kind: "hops", hops: 1 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,2001:db8::/32" }).trustProxy).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"],
    });
  });

  it('refuses "true" (it would trust what a client writes in X-Forwarded-For) and nonsense', () => {
    for (const value of ["true", "0", "yes", "10.0.0.0/8,evil"]) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY moet/)]);
    }
  });

  // Issue 24, defect 4: these reached the server, which crashed on them or trusted every visitor.
  it("lists an address the server could not compile as a problem instead of crashing the start", () => {
    for (const value of ["0.0.0.0/0", "::/0", "999.1.1.1", "10.0.0.0/33", "fd00::/129", "010.0.0.1", "10.0.0.0/8,1:2:3"]) {
      expect(problemsOf({ TRUST_PROXY: value }), value).toEqual([expect.stringMatching(/^TRUST_PROXY: .* is geen geldig IP-adres/)]);
    }
  });

  const PUBLIC = { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" };

  it("refuses in public a range wider than private space: every visitor would pass the per-address limits", () => {
    for (const value of ["0.0.0.0/1,128.0.0.0/1", "8.0.0.0/7", "203.0.113.0/24", "2001:db8::/32", "::/1", "::ffff:0:0/96", "10.0.0.0/7"]) {
      expect(problemsOf({ ...PUBLIC, TRUST_PROXY: value }), value).toEqual([
        expect.stringMatching(/^TRUST_PROXY: .* is te ruim voor de publieke modus/),
      ]);
    }
    expect(problemsOf({ ...PUBLIC, TRUST_PROXY: "0.0.0.0/1,128.0.0.0/1" })[0]).toContain("0.0.0.0/1, 128.0.0.0/1");
  });

  it("accepts in public ranges within private, loopback or link-local space, and single addresses anywhere", () => {
    const value =
      "10.0.0.0/8, 172.16.0.0/12,192.168.1.0/24,127.0.0.1,169.254.0.0/16,fd12:3456::/48,fe80::/10,::ffff:10.1.0.0/112,192.0.2.7,2001:db8::7";
    expect(loadConfig({ ...PUBLIC, TRUST_PROXY: value }).trustProxy).toEqual({
      kind: "addresses",
      addresses: value.split(",").map((a) => a.trim()),
    });
    expect(loadConfig({ ...PUBLIC, TRUST_PROXY: "2" }).trustProxy).toEqual({ kind: "hops", hops: 2 });
  });
});

describe("rate limit", () => {
  it("is configurable and shared through PostgreSQL when a server database is used", () => {
    expect(loadConfig({}).rateLimit).toEqual({ perMinute: 1200, shared: false, loginAttemptsPerAddress: 100 });
    expect(
      loadConfig({ RATE_LIMIT_PER_MINUTE: "50", LOGIN_ATTEMPTS_PER_ADDRESS: "20", DATABASE_URL: "postgres://x@127.0.0.1/db" }).rateLimit,
    ).toEqual({ perMinute: 50, shared: true, loginAttemptsPerAddress: 20 });
    expect(problemsOf({ RATE_LIMIT_PER_MINUTE: "veel" })).toHaveLength(1);
    expect(problemsOf({ LOGIN_ATTEMPTS_PER_ADDRESS: "0" })).toHaveLength(1);
    // The journeys' server raises it on loopback; in the public posture it protects real accounts.
    expect(problemsOf({ LOGIN_ATTEMPTS_PER_ADDRESS: "100000" })).toEqual([]);
    const publicSite = { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" };
    expect(problemsOf({ ...publicSite, LOGIN_ATTEMPTS_PER_ADDRESS: "1000" })).toEqual([]);
    expect(problemsOf({ ...publicSite, LOGIN_ATTEMPTS_PER_ADDRESS: "1001" })).toEqual([
      expect.stringMatching(/LOGIN_ATTEMPTS_PER_ADDRESS/),
    ]);
  });
});

describe("OPS_TOKEN", () => {
  it("is absent by default and taken when long enough, in either posture", () => {
    const token = "a".repeat(24) + "0123456789";
    expect(loadConfig({}).ops).toEqual({ token: undefined });
    expect(loadConfig({ OPS_TOKEN: token }).ops).toEqual({ token });
    expect(loadConfig({ PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25", OPS_TOKEN: token }).ops).toEqual({ token });
  });

  it("refuses a short token or one with spaces or control characters", () => {
    for (const bad of ["geheim", "a".repeat(31), `${"a".repeat(32)} b`, `${"a".repeat(32)}\n`]) {
      expect(problemsOf({ OPS_TOKEN: bad }), JSON.stringify(bad)).toEqual([expect.stringContaining("OPS_TOKEN")]);
    }
  });
});

describe("the README's configuration table", () => {
  // Issue 24, defect 7: the README and the code must name the same defaults (the rate limit's especially).
  const defaults = new Map<string, string>();
  for (const row of readFileSync(path.join(repoRoot, "README.md"), "utf8").split("\n")) {
    const [names = "", values = ""] = row.split(" | ").map((cell) => cell.replace(/^\| /, ""));
    const nameList = [...names.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!);
    const valueList = [...values.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    if (nameList.length > 0 && nameList.length === valueList.length) nameList.forEach((name, i) => defaults.set(name, valueList[i]!));
  }

  it("states the defaults the loader uses", () => {
    const c = loadConfig({});
    const actual: Record<string, unknown> = {
      RATE_LIMIT_PER_MINUTE: c.rateLimit.perMinute,
      LOGIN_ATTEMPTS_PER_ADDRESS: c.rateLimit.loginAttemptsPerAddress,
      PORT: c.port,
      HOST: c.host,
      FAMILY_MAX_ADULTS: c.family.maxAdults,
      FAMILY_MAX_CHILDREN: c.family.maxChildren,
      PRODUCT_NAME: c.product.name,
      PRODUCT_SLUG: c.product.slug,
      LOG_LEVEL: c.logLevel,
      FEATURE_ONLINE_REQUEST: c.features.onlineRequest,
      NOINDEX: c.noindex,
    };
    for (const [name, value] of Object.entries(actual)) expect(defaults.get(name), name).toBe(String(value));
  });
});

describe("isLoopbackHost", () => {
  it("knows loopback from the rest", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("127.0.0.1.nip.io")).toBe(false);
    expect(isLoopbackHost("10.0.0.1")).toBe(false);
    expect(isLoopbackHost("pas.voorbeeld.be")).toBe(false);
  });
});

describe("online request: payment provider and government login", () => {
  it("uses the stand-ins in the local demo", () => {
    const c = loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(c.payment).toEqual({
      provider: "stand-in",
      apiKey: expect.stringMatching(/^test_/),
      apiEndpoint: "http://127.0.0.1:3000/test-betaalprovider/v2/",
    });
    expect(c.governmentLogin).toEqual({ issuer: "http://127.0.0.1:3000/overheid-oidc", clientId: "overheid-login", standIn: true });
  });

  it("uses Mollie with MOLLIE_API_KEY, at Mollie's endpoint unless PAYMENT_PROVIDER_URL says otherwise", () => {
    const key = "test_abcdefghijklmnopqrstuvwxyz12";
    expect(loadConfig({ MOLLIE_API_KEY: key }).payment).toEqual({ provider: "mollie", apiKey: key, apiEndpoint: undefined });
    expect(loadConfig({ MOLLIE_API_KEY: key, PAYMENT_PROVIDER_URL: "http://127.0.0.1:9999/v2" }).payment.apiEndpoint).toBe(
      "http://127.0.0.1:9999/v2/",
    );
    expect(problemsOf({ MOLLIE_API_KEY: "geheim" })).toEqual([expect.stringMatching(/MOLLIE_API_KEY moet een sleutel van Mollie zijn/)]);
    expect(problemsOf({ MOLLIE_API_KEY: key, PAYMENT_STAND_IN: "true" })).toEqual([expect.stringMatching(/niet allebei/)]);
  });

  it("never mounts the payment stand-in in public, and asks a real provider and government login for the feature", () => {
    const base = { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" };
    expect(loadConfig(base).payment.provider).toBe("none");
    expect(loadConfig(base).governmentLogin.issuer).toBeUndefined();
    expect(problemsOf({ ...base, PAYMENT_STAND_IN: "true" })).toEqual([
      expect.stringMatching(/PAYMENT_STAND_IN kan niet in de publieke modus/),
    ]);
    const problems = problemsOf({ ...base, FEATURE_ONLINE_REQUEST: "true" });
    expect(problems).toEqual([expect.stringMatching(/MOLLIE_API_KEY/), expect.stringMatching(/GOVERNMENT_OIDC_ISSUER/)]);
    const ok = loadConfig({
      ...base,
      FEATURE_ONLINE_REQUEST: "true",
      MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz12",
      GOVERNMENT_OIDC_ISSUER: "https://overheid.voorbeeld.be/oidc",
      GOVERNMENT_OIDC_CLIENT_ID: "pas-web",
    });
    expect(ok.payment.provider).toBe("mollie");
    expect(ok.governmentLogin).toEqual({ issuer: "https://overheid.voorbeeld.be/oidc", clientId: "pas-web", standIn: false });
    expect(problemsOf({ ...base, GOVERNMENT_OIDC_ISSUER: "http://overheid.voorbeeld.be" })).toEqual([
      expect.stringMatching(/GOVERNMENT_OIDC_ISSUER moet met https/),
    ]);
  });

  it("takes the INSZ secret from INSZ_SECRET when it is long enough", () => {
    expect(loadConfig({ INSZ_SECRET: Buffer.alloc(32, 7).toString("base64") }).inszSecret).toBeDefined();
    expect(problemsOf({ INSZ_SECRET: Buffer.alloc(16, 7).toString("base64") })).toEqual([expect.stringMatching(/INSZ_SECRET/)]);
  });
});

describe("FEATURE_ONLINE_REQUEST", () => {
  it("is on only for exactly the string true; any other value keeps it off without refusing the start", () => {
    expect(loadConfig({ FEATURE_ONLINE_REQUEST: "true" }).features.onlineRequest).toBe(true);
    for (const value of [undefined, "", "false", "TRUE", "True", "1", "yes", " true"]) {
      expect(loadConfig(value === undefined ? {} : { FEATURE_ONLINE_REQUEST: value }).features.onlineRequest, String(value)).toBe(false);
    }
  });
});

describe("map tiles (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAPS_API_KEY)", () => {
  it("is absent without MAP_TILES_URL: the map uses its bundled outline", () => {
    const c = loadConfig({});
    expect(c.integrations.mapTiles).toBeUndefined();
    expect(publicConfig(c).maps).toBe(false);
  });

  it("fills in the key and gives the tile origins for the Content-Security-Policy", () => {
    const c = loadConfig({
      MAP_TILES_URL: "https://tiles.example.org/styles/{z}/{x}/{y}.png?key={key}",
      MAP_TILES_ATTRIBUTION: "© OpenStreetMap-bijdragers",
      MAPS_API_KEY: "abc123",
    });
    expect(c.integrations.mapTiles).toEqual({
      url: "https://tiles.example.org/styles/{z}/{x}/{y}.png?key=abc123",
      attribution: "© OpenStreetMap-bijdragers",
      origins: ["https://tiles.example.org"],
    });
    expect(publicConfig(c).maps).toBe(true);
    const sub = loadConfig({ MAP_TILES_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png", MAP_TILES_ATTRIBUTION: "© bron" });
    expect(sub.integrations.mapTiles?.origins).toEqual(["https://*.tile.example.org"]);
  });

  it("refuses an incomplete or unsafe tile configuration with Dutch messages", () => {
    expect(problemsOf({ MAP_TILES_URL: "https://tiles.example.org/{z}/{x}.png", MAP_TILES_ATTRIBUTION: "© bron" })).toEqual([
      expect.stringContaining("{z}, {x} en {y}"),
    ]);
    expect(problemsOf({ MAP_TILES_URL: "https://tiles.example.org/{z}/{x}/{y}.png" })).toEqual([
      expect.stringContaining("MAP_TILES_ATTRIBUTION is verplicht"),
    ]);
    expect(problemsOf({ MAP_TILES_URL: "https://t.example.org/{z}/{x}/{y}.png?key={key}", MAP_TILES_ATTRIBUTION: "© bron" })).toEqual([
      expect.stringContaining("MAPS_API_KEY"),
    ]);
    expect(problemsOf({ MAP_TILES_URL: "http://tiles.example.org/{z}/{x}/{y}.png", MAP_TILES_ATTRIBUTION: "© bron" })).toEqual([
      expect.stringContaining("https://"),
    ]);
    expect(problemsOf({ MAP_TILES_ATTRIBUTION: "© bron" })).toEqual([expect.stringContaining("enkel zin met MAP_TILES_URL")]);
    expect(
      problemsOf({
        MAP_TILES_URL: "https://t.example.org/{z}/{x}/{y}.png?key={key}",
        MAP_TILES_ATTRIBUTION: "© bron",
        MAPS_API_KEY: 'a"b',
      }),
    ).toEqual([expect.stringContaining("MAPS_API_KEY mag enkel")]);
  });
});

describe("PARTNER_CLIENT_SECRETS (decision 0045)", () => {
  const secret = "s".repeat(32);

  it("takes a JSON object of client ids and secrets, and refuses anything else or a short secret", () => {
    expect(loadConfig({}).partnerClientSecrets).toBeUndefined();
    expect(loadConfig({ PARTNER_CLIENT_SECRETS: JSON.stringify({ "partner-a": secret }) }).partnerClientSecrets).toEqual({
      "partner-a": secret,
    });
    for (const bad of ["geen json", "[]", '"tekst"', JSON.stringify({ "partner-a": "kort" }), JSON.stringify({ "partner-a": 5 })]) {
      expect(problemsOf({ PARTNER_CLIENT_SECRETS: bad }), bad).toEqual([expect.stringContaining("PARTNER_CLIENT_SECRETS")]);
    }
  });

  it("gives the configured secret only, else in the local demo a generated one kept in the data folder, never in the public posture", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vtp-partner-secrets-"));
    try {
      const demo = loadConfig({ DATA_DIR: dataDir });
      const generated = getPartnerClientSecret(demo, "partner-a")!;
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(getPartnerClientSecret(demo, "partner-a")).toBe(generated);
      expect(getPartnerClientSecret(demo, "partner-b")).not.toBe(generated);
      expect(statSync(path.join(partnerClientsDir(demo), "partner-a")).mode & 0o077).toBe(0);
      // A client id is never a path.
      expect(getPartnerClientSecret(demo, "../client-secret")).toBeUndefined();
      const configured = loadConfig({ DATA_DIR: dataDir, PARTNER_CLIENT_SECRETS: JSON.stringify({ "partner-a": secret }) });
      expect(getPartnerClientSecret(configured, "partner-a")).toBe(secret);
      expect(getPartnerClientSecret(configured, "partner-b")).toBeUndefined();
      const publicPosture = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" });
      expect(getPartnerClientSecret(publicPosture, "partner-a")).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("VAPID keys (decision 0060)", () => {
  const pair = {
    VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString("base64url"),
  };

  it("are absent by default, taken as a pair, and the subject defaults to MAIL_FROM's address", () => {
    expect(loadConfig({}).push).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      subject: "mailto:no-reply@voorbeeld.test",
    });
    const config = loadConfig({ ...pair, MAIL_FROM: "Pas <hallo@pas.example>" });
    expect(config.push).toEqual({
      vapidPublicKey: pair.VAPID_PUBLIC_KEY,
      vapidPrivateKey: pair.VAPID_PRIVATE_KEY,
      subject: "mailto:hallo@pas.example",
    });
  });

  it("refuses one key without the other, malformed keys and a subject that is not mailto: or https:", () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toEqual([expect.stringContaining("allebei")]);
    expect(problemsOf({ ...pair, VAPID_PUBLIC_KEY: "abc" })).toEqual([expect.stringContaining("VAPID_PUBLIC_KEY")]);
    expect(problemsOf({ ...pair, VAPID_PRIVATE_KEY: Buffer.alloc(31).toString("base64url") })).toEqual([
      expect.stringContaining("VAPID_PRIVATE_KEY"),
    ]);
    expect(problemsOf({ ...pair, VAPID_SUBJECT: "http://pas.example" })).toEqual([expect.stringContaining("VAPID_SUBJECT")]);
  });
});

describe("the staff's second factor (decision 0061)", () => {
  const publicBase = { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" };

  it("is required in the public posture and cannot be switched off there", () => {
    expect(loadConfig(publicBase).staffSecondFactor.required).toBe(true);
    expect(loadConfig({ ...publicBase, STAFF_SECOND_FACTOR_REQUIRED: "true" }).staffSecondFactor.required).toBe(true);
    expect(problemsOf({ ...publicBase, STAFF_SECOND_FACTOR_REQUIRED: "false" })).toEqual([
      expect.stringMatching(/STAFF_SECOND_FACTOR_REQUIRED=false kan niet in de publieke modus/),
    ]);
  });

  it("is a choice in the local demo, off by default", () => {
    expect(loadConfig({}).staffSecondFactor.required).toBe(false);
    expect(loadConfig({ STAFF_SECOND_FACTOR_REQUIRED: "true" }).staffSecondFactor.required).toBe(true);
    expect(problemsOf({ STAFF_SECOND_FACTOR_REQUIRED: "ja" })).toEqual([
      expect.stringMatching(/STAFF_SECOND_FACTOR_REQUIRED moet "true" of "false"/),
    ]);
  });

  it("takes the key of the secrets at rest from SECOND_FACTOR_SECRET when it is long enough", () => {
    expect(loadConfig({ SECOND_FACTOR_SECRET: Buffer.alloc(32, 7).toString("base64") }).staffSecondFactor.secret).toBeDefined();
    expect(problemsOf({ SECOND_FACTOR_SECRET: Buffer.alloc(16, 7).toString("base64") })).toEqual([
      expect.stringMatching(/SECOND_FACTOR_SECRET moet minstens 32 bytes/),
    ]);
  });
});

describe("password hashes at a test's cost (decision 0064)", () => {
  it("refuses PASSWORD_HASH_COST in the public posture: a test's cheap hashes never where people log in", () => {
    const publicBase = { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" };
    expect(problemsOf({ ...publicBase, PASSWORD_HASH_COST: "test" })).toEqual([
      expect.stringMatching(/PASSWORD_HASH_COST is enkel voor tests/),
    ]);
    expect(problemsOf({ NODE_ENV: "test", PASSWORD_HASH_COST: "test" })).toEqual([]);
  });
});
