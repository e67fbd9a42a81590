import { describe, expect, it } from "vitest";
import { maskSecrets } from "./redact.ts";

describe("maskSecrets", () => {
  it("masks token, code, password and pin parameters in URLs", () => {
    expect(maskSecrets("/callback?code=abc123&state=xyz&access_token=tok.en-1&PIN=1234&password=geheim")).toBe(
      "/callback?code=[REDACTED]&state=xyz&access_token=[REDACTED]&PIN=[REDACTED]&password=[REDACTED]",
    );
    expect(maskSecrets("/x?inszNumber=85073003328&refresh_token=r&id_token=i")).toBe(
      "/x?inszNumber=[REDACTED]&refresh_token=[REDACTED]&id_token=[REDACTED]",
    );
  });

  it("masks secret assignments in free text", () => {
    expect(maskSecrets("login failed password=hunter2, pin=1234")).toBe("login failed password=[REDACTED], pin=[REDACTED]");
  });

  it("leaves look-alike keys alone", () => {
    expect(maskSecrets("/zoek?postcode=9000&encode=1")).toBe("/zoek?postcode=9000&encode=1");
  });

  it("keeps only the last 4 digits of a card number, grouped or not", () => {
    expect(maskSecrets("/passholders/1000000123456/status")).toBe("/passholders/*********3456/status");
    expect(maskSecrets("kaart 1000 000 123 457 geweigerd")).toBe("kaart *********3457 geweigerd");
    expect(maskSecrets("id 12345678901234")).toBe("id 12345678901234");
  });

  it("masks national numbers, credentials and JSON members", () => {
    expect(maskSecrets("rijksregister 85.07.30-033.28 en 85073003328")).toBe("rijksregister *********** en ***********");
    expect(maskSecrets("Authorization: Bearer eyJhbGciOi.x.y")).toBe("Authorization: Bearer [REDACTED]");
    expect(maskSecrets('{"password":"hunter2","pin":1234,"name":"An"}')).toBe('{"password":"[REDACTED]","pin":"[REDACTED]","name":"An"}');
  });
});
