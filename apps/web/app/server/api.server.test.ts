// The api client's in-process transport (issue 21): with the host's `apiInProcess`, a call reaches the api
// of this process at config.api.baseUrl's path with the same headers as over HTTP, never through `fetch`,
// and its answer is read exactly as an HTTP answer is (the 200 checked against the declaration, problem
// JSON turned into an ApiError).
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "@vtp/config";
import { getProfile } from "@vtp/contracts/account";
import { suggestLocations } from "@vtp/contracts/organisers";
import { ProblemError } from "@vtp/contracts/problem";
import type { ApiInProcess } from "../context.ts";
import { ApiError, callApi, problemOf } from "./api.server.ts";

const config = loadConfig({ NODE_ENV: "test" });
const app = (apiInProcess: ApiInProcess) => ({ config, requestId: "req-1", clientIp: "203.0.113.9", apiInProcess });

afterEach(() => vi.restoreAllMocks());

describe("callApi in process", () => {
  it("sends the call to the api's path with the visitor's address and the request id, without fetch", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const seen: Parameters<ApiInProcess>[0][] = [];
    const answer = { organisers: [{ id: 7, name: "Stedelijk zwembad", city: "Gent" }], municipalities: [] };
    const result = await callApi(
      app(async (request) => {
        seen.push(request);
        return { status: 200, body: JSON.stringify(answer) };
      }),
      suggestLocations,
      { query: { q: "zwem bad" } },
    );
    expect(result).toEqual(answer);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/search/suggest?q=zwem+bad", body: undefined });
    expect(seen[0]!.headers).toMatchObject({ "x-forwarded-for": "203.0.113.9", "x-request-id": "req-1", accept: "application/json" });
  });

  it("passes the bearer token on, and turns the api's problem answer into the endpoint's ApiError", async () => {
    let authorization: string | undefined;
    const error = await callApi(
      app(async ({ headers }) => {
        authorization = headers.authorization;
        return { status: 404, body: JSON.stringify(new ProblemError("NO_CARD").toProblem("req-1")) };
      }),
      getProfile,
      { bearer: "token-1" },
    ).catch((e: unknown) => e);
    expect(authorization).toBe("Bearer token-1");
    expect(problemOf(getProfile, error)?.code).toBe("NO_CARD");
    expect((error as ApiError).userMessage).toBe(new ProblemError("NO_CARD").nl);
  });

  it("refuses a 200 that does not match the declaration, as over HTTP", async () => {
    const error = await callApi(
      app(async () => ({ status: 200, body: JSON.stringify({ organisers: "nee" }) })),
      suggestLocations,
      { query: { q: "gent" } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("invalid-response");
  });

  it("reports a failing transport as the network error (503), not as a crash", async () => {
    const error = await callApi(
      app(async () => {
        throw new Error("kapot");
      }),
      suggestLocations,
      { query: { q: "gent" } },
    ).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).code).toBe("network");
  });
});
