// @vitest-environment happy-dom
// /sparen as a phone's camera opens it from a poster or a kiosk (`/sparen?code=<signed code>`, decision
// 0040): signed out, the login first with the whole address (code included) as its return path; signed in,
// the form filled in with the code, so one tap saves the points (the GET itself checks nobody in).
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Current from "../../server/current.server.ts";
import { pageContext, renderPage } from "../../testing/pages.ts";

const signedIn = vi.hoisted(() => ({ value: false }));
vi.mock("../../server/current.server.ts", async (original) => {
  const actual = await original<typeof Current>();
  return {
    ...actual,
    requireAuth: async (args: Parameters<typeof actual.requireAuth>[0]) => {
      if (!signedIn.value) throw actual.loginRedirect(args);
      return {} as Awaited<ReturnType<typeof actual.requireAuth>>;
    },
  };
});
const page = await import("./save.tsx");

const code = "vc1.AQAAAAdpKsHgR3bq0w9zK0dJYyFBt5a0kQ_-";
afterEach(() => {
  signedIn.value = false;
});

describe("/sparen?code=", () => {
  it("sends a signed-out visitor to the login, and back to this address with its code", async () => {
    const { context } = pageContext();
    const thrown = await renderPage(page, `/sparen?code=${code}`, context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get("location")!, "http://127.0.0.1:3000");
    expect(location.pathname).toBe("/aanmelden-uitid");
    expect(location.searchParams.get("pathname")).toBe(`/sparen?code=${code}`);
  });

  it("fills in the scanned code for a signed-in holder, under a heading that says so", async () => {
    signedIn.value = true;
    const { context } = pageContext();
    const { data, document } = await renderPage(page, `/sparen?code=${code}`, context);
    expect(data).toMatchObject({ code });
    expect((document.querySelector("#checkin-code") as HTMLInputElement).value).toBe(code);
    expect(document.querySelector("#code-typen")?.textContent).toBe("Je hebt een QR-code gescand: spaar je punten");
    const plain = await renderPage(page, "/sparen", context);
    expect(plain.data).toMatchObject({ code: null });
    expect((plain.document.querySelector("#checkin-code") as HTMLInputElement).value).toBe("");
  });
});
