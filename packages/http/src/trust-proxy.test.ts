// TRUST_PROXY from the configuration to the server (issue 24, defect 4): what the config loader accepts,
// the server compiles; what the server cannot compile, the loader lists as a problem (no stack trace).
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@vtp/config";
import { fastifyServerOptions } from "./baseline.ts";

const CANDIDATES = [
  "10.0.0.0/8",
  "192.0.2.7",
  "0.0.0.0/0",
  "0.0.0.0/1,128.0.0.0/1",
  "::/0",
  "::/1",
  "999.1.1.1",
  "010.0.0.1",
  "10.0.0.0/33",
  "10.0.0.0/08",
  "fd00::/129",
  "fd00::/8",
  "::ffff:10.0.0.0/104",
  "::ffff:0:0/96",
  "1:2:3:4:5:6:7:8",
  "1:2:3:4:5:6:7:8:9",
  "1::2::3",
  "::1",
  "::",
  "1.2.3.4::",
  "fe80::1:2:3.4.5.6",
  "abc",
];

describe("TRUST_PROXY in the server options", () => {
  it("either is refused by the config loader or compiles, in both postures", () => {
    for (const posture of [{}, { PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://mail:25" }]) {
      for (const value of CANDIDATES) {
        let config;
        try {
          config = loadConfig({ NODE_ENV: "test", ...posture, TRUST_PROXY: value });
        } catch (error) {
          expect(error, value).toBeInstanceOf(ConfigError);
          continue;
        }
        expect(() => Fastify(fastifyServerOptions(config)), value).not.toThrow();
      }
    }
  });

  it("in public, no visitor can choose its own address through a wide range", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "https://pas.voorbeeld.be",
      SMTP_URL: "smtp://m",
      TRUST_PROXY: "10.0.0.0/8",
    });
    const app = Fastify(fastifyServerOptions(config));
    app.get("/ip", async (request) => ({ ip: request.ip }));
    const ipOf = async (remoteAddress: string) =>
      (await app.inject({ url: "/ip", remoteAddress, headers: { "x-forwarded-for": "198.51.100.9" } })).json().ip;
    expect(await ipOf("10.2.3.4")).toBe("198.51.100.9");
    expect(await ipOf("203.0.113.5")).toBe("203.0.113.5");
    await app.close();
    expect(() =>
      loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://pas.voorbeeld.be", SMTP_URL: "smtp://m", TRUST_PROXY: "0.0.0.0/1,128.0.0.0/1" }),
    ).toThrow(ConfigError);
  });
});
