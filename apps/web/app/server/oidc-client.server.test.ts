// Calls to the identity provider are bounded (decision 0041): a provider that hangs, refuses or answers
// 5xx gives IdentityProviderUnavailableError within the timeout, and a failed discovery is tried again
// (the product recovers by itself when the provider is back).
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { IdentityProviderUnavailableError, oidcConfiguration, setIdentityProviderTimeoutMs } from "./oidc-client.server.ts";

let mode: "up" | "hang" | "5xx" = "hang";
let server: Server;
let issuer: string;
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  setIdentityProviderTimeoutMs(200);
  server = createServer((_request, response) => {
    if (mode === "hang") return void hanging.push(response);
    if (mode === "5xx") return void response.writeHead(503).end();
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/keys` }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setIdentityProviderTimeoutMs(5_000);
  for (const r of hanging) r.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the identity provider's discovery", () => {
  it("a hanging or failing provider: unavailable within the timeout; discovery is tried again and succeeds once it is back", async () => {
    const config = loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_SECRET: "abcdefabcdefabcdefabcdefabcdef12" });
    const started = Date.now();
    await expect(oidcConfiguration(config)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
    mode = "5xx";
    await expect(oidcConfiguration(config)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
    mode = "up";
    const configuration = await oidcConfiguration(config);
    expect(configuration.serverMetadata().token_endpoint).toBe(`${issuer}/token`);
    expect(configuration.timeout).toBe(0.2);
  });
});
