import { describe, expect, it } from "vitest";
import { focusCloseTarget } from "./focus-shell.tsx";
import { buildProductSlug } from "../build-product.ts";

describe("focus layout close button", () => {
  it("goes to the dashboard from the install-app step when logged in, else to the request start", () => {
    expect(focusCloseTarget("/online-aanvraag/installeer-app", true, "uitpas")).toBe("/overzicht");
    expect(focusCloseTarget("/online-aanvraag/installeer-app", false, "uitpas")).toBe("/online-aanvraag");
    expect(focusCloseTarget("/online-aanvraag/gegevens", true, "uitpas")).toBe("/online-aanvraag");
  });
});

describe("build-time product slug", () => {
  it("defaults to uitpas and validates PRODUCT_SLUG like the runtime config", () => {
    expect(buildProductSlug({})).toBe("uitpas");
    expect(buildProductSlug({ PRODUCT_SLUG: "paspartoe", DATABASE_URL: "not checked here" })).toBe("paspartoe");
    expect(() => buildProductSlug({ PRODUCT_SLUG: "Wat Is" })).toThrow(/PRODUCT_SLUG/);
  });
});
