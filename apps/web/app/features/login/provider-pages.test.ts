import { describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { passwordResetUrl } from "./provider-pages.ts";

describe("provider pages", () => {
  it("sends to the embedded reset page, or to the login of an external provider", () => {
    const embedded = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
    expect(passwordResetUrl(embedded)).toBe("http://127.0.0.1:3000/idp/wachtwoord-vergeten");
    const external = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "http://127.0.0.1:3000",
      OIDC_ISSUER: "https://login.example",
      OIDC_CLIENT_SECRET: "x",
    });
    expect(passwordResetUrl(external)).toBe("http://127.0.0.1:3000/aanmelden-uitid");
  });
});
