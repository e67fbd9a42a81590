import { describe, expect, it } from "vitest";
import { loadConfig } from "@vtp/config";
import { TEST_CLOCK_HEADER, testClockOffsetMs } from "./clock.server.ts";

const headers = new Headers({ [TEST_CLOCK_HEADER]: "7200000" });

describe("test clock offset", () => {
  it("applies only in test mode with the flag set", () => {
    const test = loadConfig({ NODE_ENV: "test" });
    expect(testClockOffsetMs(test, headers, { VTP_TEST_CLOCK_HEADER: "true" })).toBe(7_200_000);
    expect(testClockOffsetMs(test, headers, {})).toBe(0);
    expect(testClockOffsetMs(loadConfig({ NODE_ENV: "development" }), headers, { VTP_TEST_CLOCK_HEADER: "true" })).toBe(0);
    expect(
      testClockOffsetMs(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://x.example", SMTP_URL: "smtp://mail" }), headers, {
        VTP_TEST_CLOCK_HEADER: "true",
      }),
    ).toBe(0);
  });
  it("ignores values that are not whole numbers", () => {
    const test = loadConfig({ NODE_ENV: "test" });
    expect(testClockOffsetMs(test, new Headers({ [TEST_CLOCK_HEADER]: "abc" }), { VTP_TEST_CLOCK_HEADER: "true" })).toBe(0);
    expect(testClockOffsetMs(test, new Headers(), { VTP_TEST_CLOCK_HEADER: "true" })).toBe(0);
  });
});
