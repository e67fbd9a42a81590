import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./cross-site.ts";

const own = "http://127.0.0.1:3000";
const post = (origin?: string, secFetchSite?: string, method = "POST") => isCrossSitePost({ method, origin, secFetchSite }, own);

describe("isCrossSitePost", () => {
  it("lets reads through, whoever asks", () => {
    expect(post("http://evil.example", "cross-site", "GET")).toBe(false);
    expect(post("http://evil.example", "cross-site", "HEAD")).toBe(false);
  });
  it("lets a post from our own pages through", () => {
    expect(post(own, "same-origin")).toBe(false);
    expect(post(`${own}/`)).toBe(false);
    expect(post(undefined, "none")).toBe(false);
  });
  it("lets a request that is no browser's cross-site post through (no Origin, no Sec-Fetch-Site)", () => {
    expect(post()).toBe(false);
  });
  it("refuses a post from another origin, a sibling subdomain, a sandboxed frame or a broken Origin", () => {
    expect(post("http://evil.example")).toBe(true);
    expect(post("http://evil.example", "cross-site")).toBe(true);
    expect(post(undefined, "cross-site")).toBe(true);
    expect(post(undefined, "same-site")).toBe(true);
    expect(post("http://127.0.0.1:3001")).toBe(true);
    expect(post("https://127.0.0.1:3000")).toBe(true);
    expect(post("null")).toBe(true);
    expect(post("not a url")).toBe(true);
    expect(post("http://evil.example", undefined, "DELETE")).toBe(true);
  });
});
