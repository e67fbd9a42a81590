// The back office's readings of the form and of the api's activities: a Brussels day and hour to ISO 8601
// with the offset of that day (winter, summer, the night the clocks change), hours as typed, an activity's
// state, and a description's text without HTML.
import { describe, expect, it } from "vitest";
import { activityState, brusselsIso, decodeEntities, descriptionParagraphs, readHour } from "./view.ts";

describe("the form's readings", () => {
  it("writes a Brussels day and hour with that day's offset", () => {
    expect(brusselsIso("2026-12-05", "14:00")).toBe("2026-12-05T14:00:00+01:00");
    expect(brusselsIso("2027-07-05", "23:59")).toBe("2027-07-05T23:59:00+02:00");
    // The clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    expect(brusselsIso("2026-03-29", "01:30")).toBe("2026-03-29T01:30:00+01:00");
    expect(brusselsIso("2026-03-29", "04:00")).toBe("2026-03-29T04:00:00+02:00");
    expect(brusselsIso("2026-10-25", "12:00")).toBe("2026-10-25T12:00:00+01:00");
    expect(Date.parse(brusselsIso("2026-12-05", "14:00"))).toBe(Date.UTC(2026, 11, 5, 13, 0));
  });

  it("reads hours as people type them, and refuses what is no hour", () => {
    expect(["14:00", "9:30", "14u", "14.00", "7", "23:59"].map(readHour)).toEqual(["14:00", "09:30", "14:00", "14:00", "07:00", "23:59"]);
    expect(["24:00", "12:60", "twaalf", "", "1:2"].map(readHour)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("an activity as the pages show it", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  it("names its state in words: running, coming, over or ended", () => {
    const at = (startDate: string | null, endDate: string | null, status: "ACTIVE" | "ENDED" = "ACTIVE") =>
      activityState({ status, startDate, endDate }, now);
    expect(at(null, null)).toBe("running");
    expect(at("2026-11-22T09:00:00Z", "2026-11-22T11:00:00Z")).toBe("running");
    expect(at("2026-11-23T09:00:00Z", "2026-11-23T11:00:00Z")).toBe("coming");
    expect(at("2026-11-21T09:00:00Z", "2026-11-21T11:00:00Z")).toBe("over");
    expect(at(null, null, "ENDED")).toBe("ended");
  });

  it("shows a description's text without its HTML, and gives the form its characters back", () => {
    expect(descriptionParagraphs("<p>Verhalen voor <strong>kleuters</strong>.</p><p>Tom &amp; Jerry</p>")).toEqual([
      "Verhalen voor kleuters.",
      "Tom & Jerry",
    ]);
    expect(descriptionParagraphs("Eerste regel\nTweede regel")).toEqual(["Eerste regel", "Tweede regel"]);
    expect(decodeEntities("a &lt;b&gt; &amp;amp;")).toBe("a <b> &amp;");
  });
});
