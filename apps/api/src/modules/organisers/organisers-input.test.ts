// Organisers over HTTP: input the endpoints refuse with a Dutch 400 problem, never a 500 (issue 24: a
// control character, an id the database cannot hold, with no error in the log), and odd but valid text
// they answer. The search is in organisers.test.ts, the map and the location pages in
// organisers-locations.test.ts. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@vtp/contracts/fields";
import { GENT, openOrganisersApi, type OrganisersApi } from "../../testing/organisers.ts";

let api: OrganisersApi;
beforeAll(async () => {
  api = await openOrganisersApi();
});
afterAll(async () => {
  await api?.close();
});

describe("POST /api/search/organiser", () => {
  it("refuses bad input with a Dutch 400 and never a 500", async () => {
    const bad: unknown[] = [
      { size: 0 },
      { size: 101 },
      { from: -1 },
      { from: 10_001 },
      { size: 2.5 },
      { text: "x".repeat(101) },
      { filters: ["pointOfSale", "bogus"] },
      { near: { lat: 91, lon: 3 } },
      { near: { lat: 51 } },
      { near: GENT, withinMeters: 10 },
      { text: 42 },
    ];
    for (const payload of bad) {
      const problem = await api.refused("POST", "/api/search/organiser", payload);
      expect(problem.code, JSON.stringify(payload)).toBe("validation");
      expect(problem.schemaErrors?.[0]?.error).toMatch(/[a-z]/);
    }
    const size = await api.refused("POST", "/api/search/organiser", { size: 101 });
    expect(size.schemaErrors).toEqual([{ jsonPointer: "/size", error: expect.stringMatching(/100/) }]);
  });

  it("refuses a control character in the search texts with a Dutch 400, never a 500 or an error in the log (issue 24)", async () => {
    api.logs.clear();
    const searches: [method: "GET" | "POST", url: string, payload?: unknown][] = [
      ["POST", "/api/search/organiser", { text: "ab\u0000c" }],
      ["POST", "/api/search/organiser/markers", { text: "ab\u0000c" }],
      ["POST", "/api/search/organiser", { text: "ab\u007fc" }],
      ["GET", "/api/search/suggest?q=ab%00c"],
      ["GET", "/api/search/activities?text=ab%00c"],
      ["GET", "/api/search/activities?text=%1B"],
    ];
    for (const [method, url, payload] of searches) {
      const problem = await api.refused(method, url, payload);
      expect(problem.code, url).toBe("validation");
      expect(problem.endUserMessage.nl).toMatch(/[a-z]/);
      expect(problem.schemaErrors).toEqual([{ jsonPointer: url.includes("suggest") ? "/q" : "/text", error: CONTROL_CHARACTER_MESSAGE }]);
    }
    expect(api.logs.errors()).toEqual([]);
  });

  it("answers odd but valid text without an error", async () => {
    for (const text of ["%", "_", "\\", "'", "--", "a:b", "(", "*", "!!!", "   ", "ß", "😀", "de de de"]) {
      const res = await api.app.inject({ method: "POST", url: "/api/search/organiser", payload: { text } });
      expect(res.statusCode, text).toBe(200);
    }
  });
});

describe("coordinates (issue 24, found by the fuzzer)", () => {
  it("reads a subnormal coordinate as 0, never PostgreSQL's underflow 500", async () => {
    api.logs.clear();
    for (const near of [
      { lat: 0, lon: 4e-323 },
      { lat: -3.2e-88, lon: 5e-324 },
    ]) {
      const res = await api.app.inject({ method: "POST", url: "/api/search/organiser", payload: { near, withinMeters: 300_000 } });
      expect(res.statusCode, JSON.stringify(near)).toBe(200);
    }
    const bbox = { south: 5e-324, west: -4e-323, north: 51.2, east: 4.5 };
    expect((await api.app.inject({ method: "POST", url: "/api/search/organiser/markers", payload: { bbox } })).statusCode).toBe(200);
    expect(api.logs.errors()).toEqual([]);
  });
});

describe("POST /api/search/organiser/markers", () => {
  it("refuses a box whose corners are swapped", async () => {
    const problem = await api.refused("POST", "/api/search/organiser/markers", {
      bbox: { south: 51.1, west: 3.6, north: 51.0, east: 3.8 },
    });
    expect(problem.schemaErrors?.[0]?.error).toMatch(/zuidwestelijke/);
  });
});

describe("GET /api/search/suggest", () => {
  it("refuses an empty or a too long text", async () => {
    await api.refused("GET", "/api/search/suggest?q=");
    await api.refused("GET", `/api/search/suggest?q=${"a".repeat(101)}`);
  });
});

describe("GET /api/search/activities", () => {
  it("refuses an id the database cannot hold with a Dutch 400, never a 500 or an error in the log (issue 24)", async () => {
    api.logs.clear();
    for (const name of ["organiserId", "cardSystemId"]) {
      const problem = await api.refused("GET", `/api/search/activities?${name}=2147483648`);
      expect(problem.code).toBe("validation");
      expect(problem.schemaErrors).toEqual([{ jsonPointer: `/${name}`, error: "Het getal mag hoogstens 2.147.483.647 zijn." }]);
    }
    expect((await api.app.inject({ url: "/api/search/activities?organiserId=2147483647" })).statusCode).toBe(200);
    expect(api.logs.errors()).toEqual([]);
  });
});
