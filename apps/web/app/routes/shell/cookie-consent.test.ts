// Closing the cookie notice goes back to the page, through the web app's one return-path sanitiser.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loadConfig, publicConfig } from "@vtp/config";
import { appContext, type AppContextValue } from "../../context.ts";
import { action } from "./cookie-consent.tsx";

function context(): RouterContextProvider {
  const config = loadConfig({ NODE_ENV: "test" });
  const value: AppContextValue = {
    config,
    publicConfig: publicConfig(config),
    nonce: "",
    requestId: "test",
    clientIp: "127.0.0.1",
    db: {} as AppContextValue["db"],
    clock: () => new Date(),
  };
  const c = new RouterContextProvider();
  c.set(appContext, value);
  return c;
}

async function close(terug: string | undefined): Promise<Response> {
  const body = new URLSearchParams(terug === undefined ? {} : { terug });
  const request = new Request("http://127.0.0.1:3000/cookies-accepteren", { method: "POST", body });
  return (await action({ request, context: context(), params: {} } as never)) as Response;
}

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
