// The service worker's push rules (decision 0060): what a push shows and where a tap leads. Chromium in
// the journeys cannot reach a real push service, so the worker's `push` and `notificationclick` logic is
// tested here on its rules.
import { describe, expect, it } from "vitest";
import { pathTo } from "../route-table.ts";
import { MESSAGES_PATH, notificationTarget, pushNotification, sameOriginPath } from "./sw-rules.ts";

const origin = "https://pas.example";

describe("a push's notification", () => {
  it("shows the title only, tagged so a push delivered twice shows once, and carries its same-origin path", () => {
    const shown = pushNotification({ title: "Je korting vervalt morgen", path: "/overzicht" }, origin);
    expect(shown).toEqual({
      title: "Je korting vervalt morgen",
      options: {
        tag: "/overzicht|Je korting vervalt morgen",
        data: { path: "/overzicht" },
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        lang: "nl",
      },
    });
    expect(Object.keys(shown!.options)).not.toContain("body");
    expect(pushNotification({ title: "Je korting vervalt morgen", path: "/overzicht" }, origin)?.options.tag).toBe(shown!.options.tag);
  });

  it("leads to the inbox when the path is not a path of this origin", () => {
    for (const path of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "berichten",
      42,
      undefined,
      "/a\nb",
    ])
      expect(pushNotification({ title: "Hallo", path }, origin)?.options.data.path, String(path)).toBe(MESSAGES_PATH);
  });

  it("shows nothing for a payload that is not ours", () => {
    for (const payload of [null, "tekst", { path: "/berichten" }, { title: "  ", path: "/berichten" }, { title: 3 }])
      expect(pushNotification(payload, origin)).toBeNull();
  });
});

describe("a tap on a notification", () => {
  it("opens the notification's page on this origin, else the inbox", () => {
    expect(notificationTarget({ path: "/overzicht" }, origin)).toBe("https://pas.example/overzicht");
    expect(notificationTarget({ path: "/berichten?x=1" }, origin)).toBe("https://pas.example/berichten?x=1");
    expect(notificationTarget({ path: "https://evil.example/" }, origin)).toBe("https://pas.example/berichten");
    expect(notificationTarget(null, origin)).toBe("https://pas.example/berichten");
  });

  it("knows the inbox as the route table does", () => {
    for (const slug of ["uitpas", "paspartoe"]) expect(pathTo("messages", slug)).toBe(MESSAGES_PATH);
    expect(sameOriginPath("/berichten#x", origin)).toBe("/berichten");
  });
});
