import { describe, expect, it } from "vitest";
import { limitNotice } from "./limit-notice.ts";

const RULE = "Je hebt voor deze activiteit al het maximum aantal punten gespaard. Dezelfde code kan je maximaal één keer per dag scannen.";

describe("limitNotice", () => {
  it("says the next point is possible tomorrow, named by weekday and date in Brussels", () => {
    // Thursday 26 November 2026, 23:30 in Brussels; the next day starts at 23:00 UTC.
    const notice = limitNotice({ period: "DAY", nextPossibleAt: "2026-11-26T23:00:00.000Z" }, RULE, Date.parse("2026-11-26T22:30:00Z"));
    expect(notice).toEqual({
      heading: "Je spaarde hier vandaag al",
      rule: RULE,
      next: "Je volgende punt voor deze activiteit kan je sparen vanaf morgen, vrijdag 27 november.",
    });
  });
  it("names a later day without 'morgen', and says when no next point is possible", () => {
    const week = limitNotice({ period: "WEEK", nextPossibleAt: "2026-11-29T23:00:00.000Z" }, RULE, Date.parse("2026-11-26T10:00:00Z"));
    expect(week.heading).toBe("Je spaarde hier deze week al");
    expect(week.next).toBe("Je volgende punt voor deze activiteit kan je sparen vanaf maandag 30 november.");
    const never = limitNotice({ period: "ABSOLUTE", nextPossibleAt: null }, RULE, Date.parse("2026-11-26T10:00:00Z"));
    expect(never).toMatchObject({ heading: "Je spaarde hier al", next: "Voor deze activiteit kan je geen punten meer sparen." });
  });
});
