// Closing the cookie notice goes back to the page, through the web app's one return-path sanitiser.
import { type RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pageContext } from "../../testing/pages.ts";
import { action } from "./cookie-consent.tsx";

function context(env: Record<string, string> = {}): RouterContextProvider {
  return pageContext(env).context;
}

async function close(terug: string | undefined, fields: Record<string, string> = {}, env: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams(terug === undefined ? fields : { terug, ...fields });
  const request = new Request("http://127.0.0.1:3000/cookies-accepteren", { method: "POST", body });
  return (await action({ request, context: context(env), params: {} } as never)) as Response;
}

const configured = { ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be", TAG_MANAGER_ID: "GTM-AB12CD3" };
const stored = async (fields: Record<string, string>, env: Record<string, string> = configured) =>
  decodeURIComponent(/^cookie-accepted=([^;]*);/.exec((await close("/", fields, env)).headers.get("set-cookie") ?? "")?.[1] ?? "");

describe("storing a consent choice", () => {
  it("keeps the version and what was allowed for about 97 years", async () => {
    expect((await close("/", { keuze: "alles" }, configured)).headers.get("set-cookie")).toMatch(
      /; Path=\/; Max-Age=3122064000; SameSite=Lax$/,
    );
    expect(await stored({ keuze: "alles" })).toBe("1-analytics+marketing:analytics+marketing");
    expect(await stored({ keuze: "geen", analytics: "ja" })).toBe("1-analytics+marketing:");
    expect(await stored({ keuze: "selectie", analytics: "ja" })).toBe("1-analytics+marketing:analytics");
    // Only what is configured can be allowed.
    expect(await stored({ keuze: "alles" }, { ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be" })).toBe("1-analytics:analytics");
    expect(await stored({ keuze: "selectie", marketing: "ja" }, { ANALYTICS_COLLECTOR_URL: "https://collector.voorbeeld.be" })).toBe(
      "1-analytics:",
    );
    // Nothing optional configured: the notice's `true`, whatever is posted.
    expect(await stored({ keuze: "alles" }, {})).toBe("true");
  });
});

describe("closing the cookie notice", () => {
  it("remembers it for about 97 years and returns to the page", async () => {
    const res = await close("/privacy?x=1");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/privacy?x=1");
    expect(res.headers.get("set-cookie")).toMatch(/^cookie-accepted=true; Path=\/; Max-Age=3122064000; SameSite=Lax/);
  });

  it.each(["//evil.example", "/\\\\evil.example", "https://evil.example", "/.//evil.example/x", "/%2e//evil.example", undefined])(
    "returns to the home page instead of %j",
    async (terug) => {
      expect((await close(terug)).headers.get("location")).toBe("/");
    },
  );
});
