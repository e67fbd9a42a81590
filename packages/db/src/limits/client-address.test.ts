import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./client-address.ts";

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff::", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["64:ff9b::198.51.100.4", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it("gives every address of one /64 the same key and a neighbouring /64 another", () => {
    expect(rateLimitAddress("2001:db8:aa:1::1")).toBe(rateLimitAddress("2001:db8:aa:1:ffff:ffff:ffff:ffff"));
    expect(rateLimitAddress("2001:db8:aa:1::1")).not.toBe(rateLimitAddress("2001:db8:aa:2::1"));
  });

  it("leaves anything that is not an address as it is", () => {
    expect(rateLimitAddress("unknown")).toBe("unknown");
  });
});
