import { describe, expect, it } from "vitest";
import { applicationServerKey, pushStateOf, type PushFacts } from "./push-state.ts";

const facts: PushFacts = {
  hasKey: true,
  supported: true,
  platform: "android",
  standalone: false,
  permission: "default",
  subscribed: false,
};

describe("the device's push state", () => {
  it("offers the button until the holder taps it; on once subscribed with permission", () => {
    expect(pushStateOf(facts)).toBe("off");
    expect(pushStateOf({ ...facts, permission: "granted" })).toBe("off");
    expect(pushStateOf({ ...facts, permission: "granted", subscribed: true })).toBe("on");
  });

  it("says why not: no keys on the server, an iPhone outside the installed app, no support, blocked", () => {
    expect(pushStateOf({ ...facts, hasKey: false })).toBe("unavailable");
    expect(pushStateOf({ ...facts, platform: "ios", supported: false })).toBe("ios-install");
    expect(pushStateOf({ ...facts, platform: "ios", supported: true, standalone: false })).toBe("ios-install");
    expect(pushStateOf({ ...facts, platform: "ios", standalone: true })).toBe("off");
    expect(pushStateOf({ ...facts, supported: false })).toBe("unsupported");
    expect(pushStateOf({ ...facts, permission: "denied", subscribed: true })).toBe("denied");
  });

  it("turns the base64url VAPID key into its 65 bytes", () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 250)]).toString("base64url");
    const bytes = applicationServerKey(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(bytes[64]).toBe(250);
  });
});
