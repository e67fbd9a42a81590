// current.server.ts with a signed-in account stood in, for the tests of pages: the session is a fixed one and
// every api call goes through the real client (testing/pages.ts's stand-in answers it) with this bearer token.
// Free of vitest: a test installs it with
// `vi.mock("../../server/current.server.ts", async (o) => (await import("../../testing/signed-in.server.ts")).signedIn(await o(), "token"))`.
import type { EndpointDeclaration } from "@vtp/contracts/endpoint";
import { readAppContext } from "../context.server.ts";
import { callApi } from "../server/api.server.ts";
import type * as CurrentServer from "../server/current.server.ts";

export function signedIn(actual: typeof CurrentServer, bearer: string): typeof CurrentServer {
  const session = { sessionId: "s", session: { accessToken: bearer } };
  return {
    ...actual,
    requireAuth: (async () => session) as unknown as typeof actual.requireAuth,
    callApiAsHolder: (async (args: Parameters<typeof actual.callApiAsHolder>[0], endpoint: EndpointDeclaration, input: object) =>
      callApi(readAppContext(args.context), endpoint, { ...input, bearer } as never)) as unknown as typeof actual.callApiAsHolder,
  };
}
