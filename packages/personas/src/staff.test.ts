import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, personas, staffPersonaByEmail, staffPersonas } from "./index.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("staff personas", () => {
  it("have ids, subjects and e-mails of their own, none shared with a holder", () => {
    for (const p of staffPersonas) expect(p.accountId).toMatch(uuid);
    const taken = new Set(personas.flatMap((p) => [p.accountId, p.sub, p.email]).filter((x) => x !== null));
    const own = staffPersonas.flatMap((p) => [p.accountId, p.sub, p.email]);
    expect(new Set(own).size).toBe(own.length);
    for (const value of own) expect(taken.has(value)).toBe(false);
    expect(DEMO_PASSWORD).toBe("Vrijetijd!2026");
  });

  it("are an ADMIN in Gent, a MEMBER in Aalst and a card-system staff member", () => {
    expect(staffPersonas.map((p) => p.key)).toEqual(["els", "bram", "katrien"]);
    expect(staffPersonaByEmail(" Els.Vandamme@voorbeeld.test")?.organisers[0]).toMatchObject({ city: "Gent", role: "ADMIN" });
    expect(staffPersonaByEmail("bram.wuyts@voorbeeld.test")?.organisers).toEqual([
      { cardSystemId: 3, kind: "cultuurcentrum", city: "Aalst", role: "MEMBER" },
    ]);
    expect(staffPersonaByEmail("katrien.verstraete@voorbeeld.test")).toMatchObject({ organisers: [], cardSystems: [1] });
    for (const p of staffPersonas) {
      if (p.lastUsed !== null) expect(p.organisers[p.lastUsed]).toBeDefined();
      expect(new Set(p.organisers.map((o) => `${o.cardSystemId}/${o.kind}`)).size).toBe(p.organisers.length);
    }
  });
});
